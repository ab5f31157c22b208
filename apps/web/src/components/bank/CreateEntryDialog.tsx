import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type StatementLineEntry, splitGrossVat, statementLineEntrySchema } from '@owo/core';
import { useCallback, useEffect, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { type Account, useAccountOptions } from '../../api/accounts.ts';
import { type TaxOption, useVatTaxes } from '../../api/bank.ts';
import { type ReconciliationStatementLine, useCreateEntry } from '../../api/reconciliations.ts';
import { amountToKobo } from '../../lib/amounts.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { formatDay } from '../../lib/format.ts';
import { AccountSelect } from '../accounting/AccountSelect.tsx';
import { MoneyText } from '../MoneyText.tsx';
import { toast } from '../toast.tsx';
import { type EntryPreset, entryPresets, presetAccount } from './entry-presets.ts';
import { TaxAndContactFields } from './TaxAndContactFields.tsx';

interface CreateEntryDialogProps {
  reconciliationId: string;
  bankAccountId: string;
  line: ReconciliationStatementLine;
  onDone: () => void;
}

interface EntryFormValues {
  account: string;
  description: string;
  tax: string | null;
  contact: string | null;
}

/** The VAT inside the line's amount at the tax's rate, and what is left for the account; kobo. */
function vatSplit(line: ReconciliationStatementLine, tax: TaxOption | undefined) {
  if (!tax) return null;
  return splitGrossVat(Math.abs(amountToKobo(line.amount)), tax.rateBasisPoints);
}

/**
 * Posts the other side of a statement line that is not in the books yet (charges, interest, a
 * transfer), optionally with the VAT inside the amount split out and the customer or vendor named.
 */
export function CreateEntryDialog({ reconciliationId, bankAccountId, line, onDone }: CreateEntryDialogProps) {
  const create = useCreateEntry(reconciliationId);
  const accounts = useAccountOptions().data?.data ?? [];
  const taxes = useVatTaxes();
  const [preset, setPreset] = useState<EntryPreset | null>(null);
  const form = useForm<EntryFormValues, unknown, StatementLineEntry>({
    // The schema reads '' and null alike for tax and contact, so its input type is loose.
    resolver: zodResolver(statementLineEntrySchema) as unknown as Resolver<
      EntryFormValues,
      unknown,
      StatementLineEntry
    >,
    // A line a bank rule matched starts from the rule's proposal, to change before posting.
    defaultValues: {
      account: line.proposal?.account._id ?? '',
      description: line.proposal?.memo || line.description,
      tax: line.proposal?.tax?._id ?? null,
      contact: line.proposal?.contact?._id ?? null,
    },
  });
  const taxId = useWatch({ control: form.control, name: 'tax' });
  const split = vatSplit(
    line,
    taxes.find((tax) => tax._id === taxId),
  );
  const accountFilter = useCallback(
    (account: Account) =>
      account.isActive && account._id !== bankAccountId && (preset?.value !== 'transfer' || account.isBank),
    [bankAccountId, preset],
  );

  // A preset chosen before the chart arrived (a slow line) points at its account once it does.
  useEffect(() => {
    if (!preset || form.getValues('account')) return;
    const account = presetAccount(preset, accounts, bankAccountId);
    if (account) form.setValue('account', account._id, { shouldValidate: true });
  }, [preset, accounts, bankAccountId, form]);

  const choose = (next: EntryPreset) => {
    setPreset(next);
    const account = presetAccount(next, accounts, bankAccountId);
    form.setValue('account', account?._id ?? '', { shouldValidate: Boolean(account) });
    if (!form.getFieldState('description').isDirty) form.setValue('description', next.description(line.description));
  };

  const onSubmit = form.handleSubmit(({ account, description, tax, contact }) =>
    create.mutate(
      { statementLineId: line._id, account, description, tax: tax ?? null, contact: contact ?? null },
      {
        onSuccess: (response) => {
          toast({ type: 'success', msg: response.message || 'Entry created and matched' });
          onDone();
        },
        onError: (error) => showServerFieldErrors(error, form.getValues(), form.setError, 'Could not create the entry'),
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
        <TaxAndContactFields control={form.control} />
        {split ? (
          <Text fz="xs" c="dimmed" aria-live="polite">
            The amount includes VAT: <MoneyText kobo={split.vatKobo} fz="xs" /> to VAT{' '}
            {line.amount < 0 ? 'input' : 'output'}, <MoneyText kobo={split.netKobo} fz="xs" /> to the account.
          </Text>
        ) : null}
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
