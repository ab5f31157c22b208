import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { type Account, useAccountOptions, useMergeAccounts } from '../../api/accounts.ts';
import { openSuccessDialog } from '../dialogs.ts';
import { toast } from '../toast.tsx';
import { AccountSelect } from './AccountSelect.tsx';
import { accountLabel } from './account-options.ts';

interface MergeAccountsDialogProps {
  /** Preselects the account to merge away, e.g. the one selected in the list. */
  from?: string;
  onDone: () => void;
}

const canMergeAway = (account: Account) => !account.isSystem;

/** Moves every posting of one account into another of the same type, then removes the first. */
export function MergeAccountsDialog({ from: initialFrom, onDone }: MergeAccountsDialogProps) {
  const [from, setFrom] = useState<string | null>(initialFrom ?? null);
  const [into, setInto] = useState<string | null>(null);
  const merge = useMergeAccounts();
  const accounts = useAccountOptions().data?.data ?? [];
  const source = accounts.find((account) => account._id === from);
  const target = accounts.find((account) => account._id === into);

  // Same type and currency, active, and not the account itself (the API's rules).
  const canReceive = useCallback(
    (account: Account) =>
      source !== undefined &&
      account._id !== source._id &&
      account.isActive &&
      account.account_type === source.account_type &&
      account.currency === source.currency,
    [source],
  );

  const submit = () => {
    if (!from || !into) {
      toast({ type: 'warn', msg: 'Choose the account to merge and the account to merge it into' });
      return;
    }
    merge.mutate(
      { from, into },
      {
        onSuccess: (response) => {
          onDone();
          openSuccessDialog({ name: 'accounts-merged', message: response.message || 'Accounts merged' });
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <AccountSelect
        label="Merge this account"
        placeholder="Choose an account"
        accountFilter={canMergeAway}
        value={from}
        onChange={(value) => {
          setFrom(value);
          setInto(null);
        }}
      />
      <AccountSelect
        label="Into this account"
        placeholder={source ? `Another ${source.account_type} account` : 'Choose the first account'}
        accountFilter={canReceive}
        value={into}
        onChange={setInto}
        disabled={!source}
      />
      {source && target ? (
        <Alert variant="light" color="orange" icon={<IconInfoCircle size={18} />}>
          <Text fz="sm">
            Every posting of {accountLabel(source)} moves to {accountLabel(target)}, and {source.account_name} is
            removed. This cannot be undone.
          </Text>
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={merge.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} loading={merge.isPending}>
          Merge accounts
        </Button>
      </Group>
    </Stack>
  );
}
