import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { type Prepayment, type PrepaymentInput, prepaymentSchema, todayInLagos } from '@owo/core';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { Account } from '../../../api/accounts.ts';
import { useBranches } from '../../../api/branches.ts';
import { type Customer, useCustomer } from '../../../api/customers.ts';
import { usePaymentMethods } from '../../../api/payment-methods.ts';
import { useRecordPrepayment } from '../../../api/payments.ts';
import { useCustomerOptions } from '../../../api/sales-options.ts';
import { AccountSelect } from '../../../components/accounting/AccountSelect.tsx';
import { BranchSelect } from '../../../components/BranchSelect.tsx';
import { openNewCustomerDialog } from '../../../components/customers/customer-dialogs.tsx';
import { DateField } from '../../../components/DateField.tsx';
import { openSuccessDialog } from '../../../components/dialogs.ts';
import { FormPage } from '../../../components/FormPage.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { type Picked, SearchSelect } from '../../../components/sales/SearchSelect.tsx';
import { salesList, salesListPath } from '../../../components/sales/sales-paths.ts';
import { usePickedNames } from '../../../components/sales/use-document-form.ts';
import { toast } from '../../../components/toast.tsx';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { optionList } from '../../../lib/options.ts';

export function meta() {
  return [{ title: 'Record prepayment | Owo' }];
}

const isDepositAccount = (account: Account) => account.isActive && account.isBank;
const toPickedCustomer = (customer: Customer): Picked => ({ id: customer._id, name: customer.displayName });

const blank = (customer = '', branch = ''): PrepaymentInput => ({
  customer,
  branch,
  paymentDate: todayInLagos(),
  bank: '',
  paymentMethod: '',
  reference: '',
  amountReceived: '',
  note: '',
});

/**
 * /sales/invoice/record-prepayment: money received before an invoice, held as the customer's
 * deposit (their credit) and applied to later invoices from the invoice's page.
 */
export default function RecordPrepayment() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const record = useRecordPrepayment();
  const branches = useBranches().data?.data;
  const onlyBranch = branches?.length === 1 ? (branches[0]?._id ?? '') : '';
  const fromAddress = useCustomer(searchParams.get('customer') ?? '').data?.data;
  const { picked, pick } = usePickedNames();
  const form = useForm<PrepaymentInput, unknown, Prepayment>({
    resolver: zodResolver(prepaymentSchema),
    defaultValues: blank(searchParams.get('customer') ?? '', onlyBranch),
  });
  const { control, formState } = form;

  useEffect(() => {
    if (fromAddress) pick({ id: fromAddress._id, name: fromAddress.displayName });
  }, [fromAddress, pick]);
  useEffect(() => {
    if (onlyBranch && !form.getValues('branch')) form.resetField('branch', { defaultValue: onlyBranch });
  }, [onlyBranch, form]);

  const save = form.handleSubmit(
    async (body) => {
      try {
        const response = await record.mutateAsync(body);
        form.reset(blank('', onlyBranch));
        openSuccessDialog({
          name: 'prepayment',
          message: response.message,
          onContinue: () => void navigate(salesListPath('payments')),
        });
      } catch (error) {
        showServerFieldErrors(error, form.getValues(), form.setError, 'Could not record the prepayment');
      }
    },
    () => toast({ type: 'warn', msg: 'Please fill all required fields' }),
  );

  const methods = optionList(usePaymentMethods(), (method) => ({ value: method._id, label: method.name }), {
    empty: 'No Payment Method added',
    choose: 'Choose a payment method',
  });

  return (
    <FormPage
      title="Record prepayment"
      description="Money received before an invoice. It is kept as the customer's credit and applied to their later invoices."
      back={salesList('payments')}
      maxWidth={960}
      onSubmit={save}
      canSave={!record.isPending}
      unsaved={formState.isDirty && !record.isPending}
      buttons={
        <Button type="submit" loading={record.isPending}>
          Record prepayment
        </Button>
      }
    >
      <Card p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="customer"
            render={({ field, fieldState }) => (
              <SearchSelect
                label="Customer"
                withAsterisk
                placeholder="Search customers"
                value={field.value}
                picked={picked[field.value]}
                useOptions={useCustomerOptions}
                toPicked={toPickedCustomer}
                onChange={(customer) => {
                  if (customer) pick(toPickedCustomer(customer));
                  field.onChange(customer?._id ?? '');
                }}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                nothingFound="No customer matches"
                quickAddLabel="New customer"
                onQuickAdd={() =>
                  openNewCustomerDialog((saved) => {
                    pick({ id: saved._id, name: saved.displayName });
                    field.onChange(saved._id);
                  })
                }
              />
            )}
          />
          <Controller
            control={control}
            name="amountReceived"
            render={({ field, fieldState }) => (
              <MoneyInput
                label="Amount received (₦)"
                withAsterisk
                value={field.value as number | string}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="paymentDate"
            render={({ field, fieldState }) => (
              <DateField {...field} label="Payment date" withAsterisk error={fieldState.error?.message} />
            )}
          />
          <Controller
            control={control}
            name="bank"
            render={({ field, fieldState }) => (
              <AccountSelect
                label="Deposit to"
                withAsterisk
                placeholder="Choose a bank or cash account"
                accountFilter={isDepositAccount}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="paymentMethod"
            render={({ field, fieldState }) => (
              <Select
                label="Payment method"
                withAsterisk
                {...methods}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="branch"
            render={({ field, fieldState }) => (
              <BranchSelect
                label="Branch"
                withAsterisk
                placeholder="Choose a branch"
                clearable={false}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextInput label="Reference" error={formState.errors.reference?.message} {...form.register('reference')} />
        </SimpleGrid>
        <Textarea
          mt="md"
          label="Note"
          autosize
          minRows={2}
          error={formState.errors.note?.message}
          {...form.register('note')}
        />
      </Card>
    </FormPage>
  );
}
