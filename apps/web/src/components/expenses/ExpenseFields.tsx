import { Card, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { Expense as ExpenseRequest } from '@owo/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { type Payee, usePayeeOptions } from '../../api/expenses.ts';
import { BranchSelect } from '../BranchSelect.tsx';
import { DateField } from '../DateField.tsx';
import { type Picked, SearchSelect } from '../sales/SearchSelect.tsx';
import { BankAccountField, PaymentMethodField } from '../sales/sales-fields.tsx';
import { ExpenseLines } from './ExpenseLines.tsx';
import { openNewPayeeDialog } from './expense-dialogs.tsx';
import type { ExpenseFormValues } from './expense-form.ts';

/*
 * The fields of an expense (spec sections 3 and 5 "Expense"): payee (with New Payee), store, bank,
 * date, reference number, payment method, the lines with their totals, and a note; a new expense
 * also takes a photo or PDF of its receipt, previewed before it is sent with the expense.
 */

const payeeWords = { customer: 'Customer', employee: 'Employee', vendor: 'Vendor' } as const;
const toPickedPayee = (payee: Payee): Picked => ({ id: payee._id, name: `${payee.name} (${payeeWords[payee.kind]})` });

interface ExpenseFieldsProps {
  form: UseFormReturn<ExpenseFormValues, unknown, ExpenseRequest>;
  picked: Picked | undefined;
  onPick: (picked: Picked) => void;
}

export function ExpenseFields({ form, picked, onPick }: ExpenseFieldsProps) {
  const { control, register } = form;
  const errors = form.formState.errors;
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Controller
            control={control}
            name="vendor"
            render={({ field }) => (
              <SearchSelect<Payee>
                label="Payee"
                withAsterisk
                placeholder="Search vendors, customers, employees"
                value={field.value}
                picked={picked}
                useOptions={usePayeeOptions}
                toPicked={toPickedPayee}
                onChange={(payee) => {
                  if (payee) onPick(toPickedPayee(payee));
                  field.onChange(payee?._id ?? '');
                }}
                onQuickAdd={() =>
                  openNewPayeeDialog((payee) => {
                    onPick(toPickedPayee(payee));
                    form.setValue('vendor', payee._id, { shouldDirty: true, shouldValidate: true });
                  })
                }
                quickAddLabel="New Payee"
                nothingFound="No payee matches"
                error={errors.vendor?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="branch"
            render={({ field, fieldState }) => (
              <BranchSelect
                label="Store"
                withAsterisk
                placeholder="Choose a store"
                clearable={false}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={fieldState.error?.message}
              />
            )}
          />
          <BankAccountField control={control} name="bank" label="Bank" withAsterisk />
          <Controller
            control={control}
            name="date"
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
          <TextInput
            label="Reference no"
            withAsterisk
            error={errors.referenceNo?.message}
            {...register('referenceNo')}
          />
          <PaymentMethodField control={control} name="paymentMethod" />
        </SimpleGrid>
      </Card>
      <ExpenseLines form={form} />
      <Textarea label="Note" autosize minRows={2} error={errors.note?.message} {...register('note')} />
    </Stack>
  );
}
