import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type StatementLineEntry, type StatementLineEntryInput, statementLineEntrySchema } from '@owo/core';
import { useCallback, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type Account, useAccountOptions } from '../../api/accounts.ts';
import { type ReconciliationStatementLine, useCreateEntry } from '../../api/reconciliations.ts';
import { formatDay } from '../../lib/format.ts';
import { AccountSelect } from '../accounting/AccountSelect.tsx';
import { MoneyText } from '../MoneyText.tsx';
import { toast } from '../toast.tsx';
import { type EntryPreset, entryPresets, presetAccount } from './entry-presets.ts';

interface CreateEntryDialogProps {
  reconciliationId: string;
  bankAccountId: string;
  line: ReconciliationStatementLine;
  onDone: () => void;
}

/** Posts the other side of a statement line that is not in the books yet (charges, interest, a transfer). */
export function CreateEntryDialog({ reconciliationId, bankAccountId, line, onDone }: CreateEntryDialogProps) {
  const create = useCreateEntry(reconciliationId);
  const accounts = useAccountOptions().data?.data ?? [];
  const [preset, setPreset] = useState<EntryPreset | null>(null);
  const form = useForm<StatementLineEntryInput, unknown, StatementLineEntry>({
    resolver: zodResolver(statementLineEntrySchema),
    defaultValues: { account: '', description: line.description },
  });
  const accountFilter = useCallback(
    (account: Account) =>
      account.isActive && account._id !== bankAccountId && (preset?.value !== 'transfer' || account.isBank),
    [bankAccountId, preset],
  );

  const choose = (next: EntryPreset) => {
    setPreset(next);
    const account = presetAccount(next, accounts, bankAccountId);
    form.setValue('account', account?._id ?? '', { shouldValidate: Boolean(account) });
    if (!form.getFieldState('description').isDirty) form.setValue('description', next.description(line.description));
  };

  const onSubmit = form.handleSubmit(({ account, description }) =>
    create.mutate(
      { statementLineId: line._id, account, description },
      {
        onSuccess: (response) => {
          toast({ type: 'success', msg: response.message || 'Entry created and matched' });
          onDone();
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Paper withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={0} miw={0}>
              <Text fz="sm" fw={600} truncate>
                {line.description || 'No description'}
              </Text>
              <Text fz="xs" c="dimmed">
                {formatDay(line.date)}
                {line.reference ? ` · ${line.reference}` : ''}
              </Text>
            </Stack>
            <MoneyText amount={line.amount} fw={700} />
          </Group>
        </Paper>
        <Stack gap={6}>
          <Text fz="sm" fw={500}>
            What is it?
          </Text>
          <Group gap="xs">
            {entryPresets.map((item) => (
              <Button
                key={item.value}
                size="xs"
                variant={preset?.value === item.value ? 'filled' : 'light'}
                onClick={() => choose(item)}
                aria-pressed={preset?.value === item.value}
              >
                {item.label}
              </Button>
            ))}
          </Group>
        </Stack>
        <Controller
          control={form.control}
          name="account"
          render={({ field, fieldState }) => (
            <AccountSelect
              label={preset?.value === 'transfer' ? 'Other bank account' : 'Account'}
              placeholder="Choose the account"
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              accountFilter={accountFilter}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextInput
          label="Description"
          error={form.formState.errors.description?.message}
          {...form.register('description')}
        />
        <Text fz="xs" c="dimmed">
          Owo posts a balanced entry dated {formatDay(line.date)} between this bank account and the account above, and
          matches it to the line.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create entry
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
