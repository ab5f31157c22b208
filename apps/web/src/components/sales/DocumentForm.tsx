import { Card, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { Customer } from '../../api/customers.ts';
import { useCurrencies } from '../../api/lookups.ts';
import { fetchExchangeRate } from '../../api/sales-options.ts';
import { optionList } from '../../lib/options.ts';
import { openNewCustomerDialog } from '../customers/customer-dialogs.tsx';
import { DateField } from '../DateField.tsx';
import { EmployeeField } from '../people/EmployeeField.tsx';
import { toast } from '../toast.tsx';
import { DocumentLines } from './DocumentLines.tsx';
import { DiscountFields, DocumentTotals } from './DocumentTotals.tsx';
import { type DocumentFormValues, type DocumentKind, documentTotals, homeCurrency } from './document-form.ts';
import { BankDetailsEditor, InstallmentsEditor } from './InstallmentsEditor.tsx';
import type { Picked } from './SearchSelect.tsx';
import { BankAccountField, BranchField, CustomerSelect, PaymentMethodField } from './sales-fields.tsx';
import type { DocumentFormState } from './use-document-form.ts';

/** What each kind calls its fields. */
export const kindWords = {
  invoice: { number: 'Invoice number', date: 'Invoice date', dueDate: 'Due date', automatic: 'INV-00001' },
  estimate: { number: 'Estimate number', date: 'Valid from', dueDate: 'Valid till', automatic: 'EST-00001' },
  receipt: { number: 'Receipt number', date: 'Payment date', dueDate: null, automatic: 'SR-00001' },
} as const satisfies Record<DocumentKind, { number: string; date: string; dueDate: string | null; automatic: string }>;

interface DocumentFormProps {
  kind: DocumentKind;
  state: DocumentFormState;
  picked: Record<string, Picked>;
  onPick: (item: Picked) => void;
  /** A new document takes the customer's currency and branch when one is picked. */
  isNew: boolean;
  /** Names of the taxes a saved document carries, for taxes no longer in the list. */
  taxNames?: Readonly<Record<string, string>>;
  /**
   * The invoice a recurring schedule makes: no number, dates or installments here, since each
   * invoice made gets its own number and its dates from the schedule.
   */
  template?: boolean;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * The one form of invoices, estimates and sales receipts: customer, branch, number and dates,
 * salesperson (one of the staff), currency, billing address, the items, the discount and the totals; invoices add the PO number,
 * installments and bank details, receipts how and where they were paid.
 */
export function DocumentForm({ kind, state, picked, onPick, isNew, taxNames, template = false }: DocumentFormProps) {
  const { form, context, taxes, taxesLoading, discounts } = state;
  const { control, register, formState, setValue, getValues } = form;
  const { errors } = formState;
  const words = kindWords[kind];
  const values = useWatch({ control }) as DocumentFormValues;
  const figures = documentTotals(values, context);
  const currencies = optionList(
    useCurrencies(),
    (currency) => ({
      value: currency.code,
      label: `${currency.code} - ${currency.name}`,
    }),
    { empty: 'No Currency added', choose: 'Choose a currency' },
  );

  /** A customer picked: their billing address fills the address, and a new document takes their currency and branch. */
  const pickCustomer = (customer: { _id: string; displayName: string } & Partial<Customer>) => {
    onPick({ id: customer._id, name: customer.displayName });
    setValue('customer', customer._id, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    const address = customer.billingAddress || customer.officeAddress;
    if (address) setValue('address', address, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    if (!isNew) return;
    if (customer.currency && customer.currency !== getValues('currency.name')) {
      setValue(
        'currency',
        { name: customer.currency, rate: customer.currency === homeCurrency ? '1' : '' },
        { shouldDirty: true },
      );
    }
    if (customer.branch && !getValues('branch')) setValue('branch', customer.branch._id, { shouldDirty: true });
  };

  return (
    <Stack gap="lg">
      <Card p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="customer"
            render={({ field, fieldState }) => (
              <CustomerSelect
                value={field.value}
                picked={picked[field.value]}
                onChange={(customer) => {
                  if (customer) pickCustomer(customer);
                  else field.onChange('');
                }}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                quickAddLabel="New customer"
                onQuickAdd={() => openNewCustomerDialog((saved) => pickCustomer(saved))}
              />
            )}
          />
          <BranchField control={control} name="branch" />
          {template ? null : (
            <TextInput
              label={words.number}
              placeholder={`Automatic (${words.automatic})`}
              description={isNew ? 'Leave blank for the next number' : undefined}
              error={errors.number?.message}
              {...register('number')}
            />
          )}
          {template ? null : (
            <Controller
              control={control}
              name="date"
              render={({ field, fieldState }) => (
                <DateField {...field} label={words.date} withAsterisk error={fieldState.error?.message} />
              )}
            />
          )}
          {words.dueDate && !template ? (
            <Controller
              control={control}
              name="dueDate"
              render={({ field, fieldState }) => (
                <DateField
                  {...field}
                  label={words.dueDate}
                  withAsterisk
                  minDate={values.date || undefined}
                  error={fieldState.error?.message}
                />
              )}
            />
          ) : null}
          {kind === 'invoice' ? (
            <TextInput label="PO number" error={errors.purchaseNo?.message} {...register('purchaseNo')} />
          ) : null}
          {kind === 'receipt' ? (
            <>
              <PaymentMethodField control={control} name="paymentMethod" />
              <BankAccountField
                control={control}
                name="depositTo"
                label="Deposit to"
                description="Left empty: the account labelled Sales"
                clearable
              />
            </>
          ) : null}
          <EmployeeField control={control} name="employee" label="Salesperson" picked={picked} onPick={onPick} />
          <Controller
            control={control}
            name="currency.name"
            render={({ field, fieldState }) => (
              <Select
                label="Currency"
                searchable
                {...currencies}
                disabled={currencies.disabled && !field.value}
                data={currencies.data.length > 0 ? currencies.data : [{ value: field.value, label: field.value }]}
                allowDeselect={false}
                value={field.value}
                onChange={(value) => {
                  const code = value ?? homeCurrency;
                  field.onChange(code);
                  setValue('currency.rate', code === homeCurrency ? '1' : '', { shouldDirty: true });
                  if (code !== homeCurrency)
                    void fillExchangeRate(code, (rate) => setValue('currency.rate', rate, { shouldDirty: true }));
                }}
                error={fieldState.error?.message}
              />
            )}
          />
          {values.currency?.name && values.currency.name !== homeCurrency ? (
            <TextInput
              label={`Exchange rate (${homeCurrency} per 1 ${values.currency.name})`}
              withAsterisk
              inputMode="decimal"
              placeholder="e.g. 1550.25"
              error={errors.currency?.rate?.message ?? errors.currency?.message}
              {...register('currency.rate')}
            />
          ) : null}
        </SimpleGrid>
        <Textarea
          mt="md"
          label="Billing address"
          withAsterisk
          autosize
          minRows={2}
          error={errors.address?.message}
          {...register('address')}
        />
      </Card>
      <Section title="Items">
        <DocumentLines form={form} taxes={taxes} taxesLoading={taxesLoading} picked={picked} onPick={onPick} />
      </Section>
      <Card p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Stack gap="sm">
            <DiscountFields form={form} discounts={discounts} />
            <Textarea label="Note" autosize minRows={2} error={errors.note?.message} {...register('note')} />
          </Stack>
          <DocumentTotals
            figures={figures}
            currency={values.currency?.name ?? homeCurrency}
            taxes={taxes}
            taxNames={taxNames}
          />
        </SimpleGrid>
      </Card>
      {kind === 'invoice' ? (
        <>
          {template ? null : (
            <Section title="Payment installments">
              <InstallmentsEditor
                form={form}
                total={figures.totals?.total ?? null}
                currency={values.currency?.name ?? homeCurrency}
              />
            </Section>
          )}
          <Section title="Bank details">
            <BankDetailsEditor form={form} />
          </Section>
        </>
      ) : null}
    </Stack>
  );
}

/** Fills in today's rate for the chosen currency, or says to type it when the service is out of reach. */
async function fillExchangeRate(code: string, fill: (rate: string) => void) {
  const found = await fetchExchangeRate(code);
  if (found) fill(found.rate);
  else toast({ type: 'info', msg: `Type the exchange rate for ${code}: it could not be fetched just now.` });
}
