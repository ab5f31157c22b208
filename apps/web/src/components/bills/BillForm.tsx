import { Card, Divider, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { VendorView } from '@owo/core';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useAccountOptions } from '../../api/accounts.ts';
import { useVendorOptions } from '../../api/bills.ts';
import type { Product } from '../../api/products.ts';
import type { Tax } from '../../api/taxes.ts';
import { DateField } from '../DateField.tsx';
import { MoneyText } from '../MoneyText.tsx';
import { EmployeeField } from '../people/EmployeeField.tsx';
import { DocumentLines } from '../sales/DocumentLines.tsx';
import { DiscountFields, DocumentTotals } from '../sales/DocumentTotals.tsx';
import { homeCurrency, type TotalsContext } from '../sales/document-form.ts';
import { type Picked, SearchSelect } from '../sales/SearchSelect.tsx';
import { BranchField } from '../sales/sales-fields.tsx';
import { type BillFormValues, billTotals } from './bill-form.ts';

/*
 * The bill form (create-bill, edit-bill): vendor (Payee), branch (Store), the vendor's bill number,
 * the employee who took it in (one of the staff under HRM), issue and due dates, TIN, billing
 * address, then the lines (the sales document's lines editor, with an account per line and a
 * withholding tax, the product optional), the discount (lowering each line's cost, as
 * documentTotals spreads it), the totals and the withholding tax to deduct when it is paid.
 */

export type BillForm = UseFormReturn<BillFormValues, unknown, BillFormValues>;

interface BillFormProps {
  form: BillForm;
  taxes: readonly Tax[];
  taxesLoading: boolean;
  context: TotalsContext;
  picked: Record<string, Picked>;
  onPick: (item: Picked) => void;
  /** The vendor's TIN as known (the bill's own TIN field may override it). */
  vendorTin: string;
  onVendor: (vendor: VendorView) => void;
}

const toPicked = (vendor: VendorView): Picked => ({ id: vendor._id, name: vendor.displayName });
/** A bill is entered at what the goods cost: the product's purchase price when it has one. */
const purchasePrice = (product: Product) => product.purchasePrice ?? product.price;

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

export function BillFormFields(props: BillFormProps) {
  const { form, taxes, taxesLoading, context, picked, onPick } = props;
  const { control, register, formState, setValue } = form;
  const { errors } = formState;
  const values = useWatch({ control }) as BillFormValues;
  const accounts = useAccountOptions();
  const accountOptions = (accounts.data?.data ?? []).map((account) => ({
    value: account._id,
    label: `${account.account_code} ${account.account_name}`,
  }));
  const salesTaxes = taxes.filter((tax) => tax.isActive && tax.kind !== 'withholding');
  const withholdingTaxes = taxes.filter((tax) => tax.isActive && tax.kind === 'withholding');
  const withholdingRates = Object.fromEntries(withholdingTaxes.map((tax) => [tax._id, tax.rateBasisPoints]));
  const hasTin = Boolean(values.tin?.trim() || props.vendorTin);
  const figures = billTotals(values, context, withholdingRates, hasTin);
  const currency = values.currency?.name ?? homeCurrency;

  const pickVendor = (vendor: VendorView) => {
    onPick(toPicked(vendor));
    props.onVendor(vendor);
    setValue('vendor', vendor._id, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    const address = vendor.billingAddress || vendor.officeAddress;
    if (address) setValue('address', address, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    if (!form.getValues('branch') && vendor.branch) setValue('branch', vendor.branch._id, { shouldDirty: true });
  };

  return (
    <Stack gap="lg">
      <Card p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="vendor"
            render={({ field, fieldState }) => (
              <SearchSelect
                label="Payee"
                withAsterisk
                placeholder="Search vendors"
                value={field.value}
                picked={picked[field.value]}
                useOptions={useVendorOptions}
                toPicked={toPicked}
                onChange={(vendor) => (vendor ? pickVendor(vendor) : field.onChange(''))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                nothingFound="No Vendor added"
              />
            )}
          />
          <BranchField control={control} name="branch" />
          <EmployeeField
            control={control}
            name="employee"
            label="Employee"
            description="Who took the bill in"
            picked={picked}
            onPick={onPick}
          />
          <TextInput label="Bill number" withAsterisk error={errors.billNo?.message} {...register('billNo')} />
          <TextInput
            label="TIN"
            placeholder={props.vendorTin || 'The vendor’s TIN'}
            description={hasTin ? undefined : 'Without a TIN, withholding tax is deducted at twice the rate'}
            error={errors.tin?.message}
            {...register('tin')}
          />
          <Controller
            control={control}
            name="issueDate"
            render={({ field, fieldState }) => (
              <DateField {...field} label="Issue date" withAsterisk error={fieldState.error?.message} />
            )}
          />
          <Controller
            control={control}
            name="dueDate"
            render={({ field, fieldState }) => (
              <DateField
                {...field}
                label="Due date"
                withAsterisk
                minDate={values.issueDate || undefined}
                error={fieldState.error?.message}
              />
            )}
          />
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
        <DocumentLines
          form={form}
          taxes={salesTaxes}
          taxesLoading={taxesLoading}
          picked={picked}
          onPick={onPick}
          accounts={{ options: accountOptions, loading: accounts.isPending }}
          withholding={withholdingTaxes.map((tax) => ({ value: tax._id, label: `${tax.name} (${tax.rate})` }))}
          priceOf={purchasePrice}
        />
      </Section>
      <Card p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Textarea label="Note" autosize minRows={2} error={errors.note?.message} {...register('note')} />
          <Stack gap={6}>
            <DiscountFields form={form} />
            <Divider my={4} />
            <DocumentTotals figures={figures} currency={currency} taxes={taxes} />
            {figures.withholding > 0 ? (
              <>
                <Divider my={4} />
                <Group justify="space-between" wrap="nowrap">
                  <Text fz="sm" c="dimmed">
                    WHT to deduct on payment
                  </Text>
                  <Text fz="sm" fw={500} aria-label="WHT to deduct on payment">
                    <MoneyText kobo={figures.withholding} />
                  </Text>
                </Group>
              </>
            ) : null}
          </Stack>
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
