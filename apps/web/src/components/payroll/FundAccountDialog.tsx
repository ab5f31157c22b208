import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { todayInLagos } from '@owo/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Account } from '../../api/accounts.ts';
import { useCreateJournal, useDecideJournal } from '../../api/journals.ts';
import { type PayrollRun, payrollKeys } from '../../api/payroll.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { useMay } from '../../session/permissions.ts';
import { AccountSelect } from '../accounting/AccountSelect.tsx';
import { DateField } from '../DateField.tsx';
import { MoneyInput } from '../MoneyInput.tsx';
import { toast } from '../toast.tsx';

/*
 * Fund Account: the money that came into the payroll's bank account (a transfer from another
 * account, the owner's capital, a loan) recorded as a journal, Dr the bank and Cr where it came
 * from, and approved at once when the member may, so the bank's balance covers the net pay.
 */

interface FundAccountValues {
  amount: number | string;
  date: string;
  from: string;
  reference: string;
}

const required = (label: string) => `${label} is a required field`;

export function FundAccountDialog({ run, onDone }: { run: PayrollRun; onDone: () => void }) {
  const queryClient = useQueryClient();
  const create = useCreateJournal();
  const decide = useDecideJournal();
  const mayApprove = useMay('accounting.approve');
  const [saving, setSaving] = useState(false);
  const bankId = run.bank?._id ?? '';
  const form = useForm<FundAccountValues>({
    defaultValues: {
      amount: run.funding?.shortfall ?? '',
      date: todayInLagos(),
      from: '',
      reference: `Funding for payroll ${run.number}`,
    },
  });
  const notThisBank = (account: Account) => account.isActive && account._id !== bankId;

  const onSubmit = form.handleSubmit(async (values) => {
    const amount = Number(values.amount);
    const journal = {
      date: values.date,
      reference: values.reference,
      note: `Money paid into ${run.bank?.name ?? 'the bank'} for payroll ${run.number}`,
      lines: [
        { account: bankId, description: 'Funding for salaries', debit: amount, credit: 0 },
        { account: values.from, description: 'Funding for salaries', debit: 0, credit: amount },
      ],
    };
    setSaving(true);
    try {
      const created = await create.mutateAsync(journal);
      if (mayApprove) {
        await decide.mutateAsync({ id: created.data._id, action: 'approve' });
        toast({ type: 'success', msg: `Money recorded into ${run.bank?.name ?? 'the bank account'}: approve again` });
      } else {
        toast({
          type: 'info',
          msg: `Journal ${created.data.number} is saved as a draft: it reaches the bank once someone who approves journals approves it`,
          duration: 10000,
        });
      }
      await queryClient.invalidateQueries({ queryKey: payrollKeys.all });
      onDone();
    } catch (error) {
      showServerFieldErrors(error, values, form.setError, 'Could not record the money');
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Record the money paid into the account: a transfer from another account, the owner's capital, or a loan.
        </Text>
        <Controller
          control={form.control}
          name="amount"
          rules={{
            validate: (value) => (value !== '' && Number(value) > 0 ? true : 'Amount must be more than 0'),
          }}
          render={({ field, fieldState }) => (
            <MoneyInput
              label="Amount"
              withAsterisk
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="date"
          rules={{ required: required('Date') }}
          render={({ field, fieldState }) => (
            <DateField
              label="Date"
              withAsterisk
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="from"
          rules={{ required: required('Paid in from') }}
          render={({ field, fieldState }) => (
            <AccountSelect
              label="Paid in from"
              description="Another bank account, the owner's capital, a loan..."
              withAsterisk
              placeholder="Choose an account"
              accountFilter={notThisBank}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <TextInput
          label="Reference"
          withAsterisk
          error={form.formState.errors.reference?.message}
          {...form.register('reference', { required: required('Reference') })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Record money in
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
