import { Button, Card, Group, Stack, TextInput } from '@mantine/core';
import { type TaxPaymentCreateInput, taxPaymentCreateSchema, todayInLagos } from '@owo/core';
import { useState } from 'react';
import type { Account } from '../../api/accounts.ts';
import { ApiError } from '../../api/client.ts';
import { AccountSelect } from '../accounting/AccountSelect.tsx';
import { DateField } from '../DateField.tsx';
import { MoneyInput } from '../MoneyInput.tsx';

/*
 * A tax payment's fields (/tax/record-payment and /tax/edit-payment), checked with the API's own
 * schema before sending; the server's field errors land under the same fields.
 */

export type TaxPaymentValues = Omit<TaxPaymentCreateInput, 'amount' | 'penalty' | 'interest'> & {
  amount: number;
  penalty: number;
  interest: number;
};

const isBank = (account: Account) => account.isActive && account.isBank;

export function blankPayment(returnId: string, amount: number): TaxPaymentValues {
  return { return: returnId, bank: '', date: todayInLagos(), amount, reference: '', penalty: 0, interest: 0, note: '' };
}

interface TaxPaymentFormProps {
  initial: TaxPaymentValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: TaxPaymentValues) => Promise<unknown>;
  extra?: React.ReactNode;
  /** Shown above the buttons: the receipt to attach once a new payment is saved. */
  children?: React.ReactNode;
}

export function TaxPaymentForm({ initial, submitLabel, pending, onSubmit, extra, children }: TaxPaymentFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <Key extends keyof TaxPaymentValues>(key: Key, value: TaxPaymentValues[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function submit() {
    const parsed = taxPaymentCreateSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.errors);
    }
  }

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <AccountSelect
          label="Paid from"
          placeholder="Choose the bank account"
          value={values.bank}
          onChange={(bank) => set('bank', bank ?? '')}
          accountFilter={isBank}
          error={errors.bank}
          required
        />
        <Group grow align="flex-start" wrap="wrap">
          <DateField
            label="Payment date"
            value={values.date}
            onChange={(date) => set('date', date)}
            error={errors.date}
            miw={160}
          />
          <MoneyInput
            label="Amount"
            value={values.amount}
            onChange={(amount) => set('amount', Number(amount) || 0)}
            error={errors.amount}
            required
            miw={160}
          />
        </Group>
        <TextInput
          label="Payment reference"
          description="Remita RRR, teller or transfer reference"
          value={values.reference}
          onChange={(event) => set('reference', event.currentTarget.value)}
          error={errors.reference}
          required
        />
        <Group grow align="flex-start" wrap="wrap">
          <MoneyInput
            label="Penalty"
            value={values.penalty}
            onChange={(penalty) => set('penalty', Number(penalty) || 0)}
            error={errors.penalty}
            miw={140}
          />
          <MoneyInput
            label="Interest"
            value={values.interest}
            onChange={(interest) => set('interest', Number(interest) || 0)}
            error={errors.interest}
            miw={140}
          />
        </Group>
        <TextInput
          label="Note"
          value={values.note ?? ''}
          onChange={(event) => set('note', event.currentTarget.value)}
          error={errors.note}
        />
        {children}
        <Group justify="space-between">
          {extra ?? <span />}
          <Button onClick={submit} loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
