import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { type OpeningBalancesInput, openingBalancesSchema, todayInLagos } from '@owo/core';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import {
  type Account,
  type OpeningBalances,
  useAccountOptions,
  useOpeningBalances,
  useSaveOpeningBalances,
} from '../../api/accounts.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { DateField } from '../DateField.tsx';
import { MoneyInput } from '../MoneyInput.tsx';
import { toast } from '../toast.tsx';
import { accountLabel } from './account-options.ts';
import { OpeningBalanceTotals } from './OpeningBalanceTotals.tsx';

interface OpeningBalancesDialogProps {
  onDone: () => void;
}

/** Opening Balance Equity takes the difference, so it has no row of its own. */
const takesBalances = (account: Account) => account.isActive && account.systemKey !== 'opening-balance-equity';

/** Balances at the start date, a row per account; saving replaces the opening entry. */
export function OpeningBalancesDialog({ onDone }: OpeningBalancesDialogProps) {
  const accounts = useAccountOptions();
  const current = useOpeningBalances();
  if (!accounts.data || !current.data) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading opening balances" />
      </Center>
    );
  }
  return (
    <OpeningBalancesForm
      accounts={accounts.data.data.filter(takesBalances)}
      current={current.data.data}
      onDone={onDone}
    />
  );
}

interface OpeningBalancesFormProps extends OpeningBalancesDialogProps {
  accounts: Account[];
  current: OpeningBalances;
}

function OpeningBalancesForm({ accounts, current, onDone }: OpeningBalancesFormProps) {
  const save = useSaveOpeningBalances();
  const form = useForm({
    resolver: zodResolver(openingBalancesSchema),
    defaultValues: {
      date: current.date ?? todayInLagos(),
      lines: accounts.map((account) => {
        const line = current.lines.find((item) => item.account._id === account._id);
        return { account: account._id, debit: line?.debit || '', credit: line?.credit || '' };
      }),
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    // Rows left empty are not opening balances.
    const lines = values.lines.filter((line) => line.debit > 0 || line.credit > 0);
    save.mutate(
      { date: values.date, lines },
      {
        onSuccess: (response) => {
          toast({ type: 'success', msg: response.message });
          onDone();
        },
        onError: (error) =>
          showServerFieldErrors(error, form.getValues(), form.setError, 'Could not save the opening balances'),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Enter what each account held at the start date. The difference between debits and credits goes to Opening
          Balance Equity. Saving again replaces these balances.
        </Text>
        <Controller
          control={form.control}
          name="date"
          render={({ field, fieldState }) => (
            <DateField {...field} label="Start date" maw={220} error={fieldState.error?.message} />
          )}
        />
        <Table.ScrollContainer minWidth={520} maxHeight="45vh" type="native">
          <Table stickyHeader verticalSpacing={6} aria-label="Opening balances">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Account</Table.Th>
                <Table.Th ta="right">Debit (₦)</Table.Th>
                <Table.Th ta="right">Credit (₦)</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accounts.map((account, index) => (
                <BalanceRow key={account._id} account={account} index={index} form={form} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <OpeningBalanceTotals control={form.control} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save opening balances
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface BalanceRowProps {
  account: Account;
  index: number;
  form: UseFormReturn<OpeningBalancesInput>;
}

function BalanceRow({ account, index, form }: BalanceRowProps) {
  const lineError = form.formState.errors.lines?.[index];
  return (
    <Table.Tr>
      <Table.Td>
        <Text fz="sm" fw={500}>
          {accountLabel(account)}
        </Text>
        <Text fz="xs" c={lineError ? 'red' : 'dimmed'}>
          {lineError?.message ?? lineError?.root?.message ?? account.account_type}
        </Text>
      </Table.Td>
      {(['debit', 'credit'] as const).map((side) => (
        <Table.Td key={side} w={170}>
          <Controller
            control={form.control}
            name={`lines.${index}.${side}`}
            render={({ field }) => (
              <MoneyInput
                aria-label={`${account.account_name} ${side}`}
                size="sm"
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </Table.Td>
      ))}
    </Table.Tr>
  );
}
