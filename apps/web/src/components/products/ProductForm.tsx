import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Autocomplete,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { type ProductCreate, type ProductCreateInput, productCreateSchema } from '@owo/core';
import { IconPlus } from '@tabler/icons-react';
import { Controller, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import type { Account } from '../../api/accounts.ts';
import { useEInvoicingSettings, useNrsCodes } from '../../api/e-invoicing.ts';
import { type Product, useMeasurements, useProductCategories } from '../../api/products.ts';
import { useTaxes } from '../../api/taxes.ts';
import { AccountSelect } from '../accounting/AccountSelect.tsx';
import { FormSection } from '../FormSection.tsx';
import { MoneyInput } from '../MoneyInput.tsx';
import { openCategoryDialog } from './product-dialogs.tsx';

export type ProductFormValues = ProductCreateInput;
export type ProductForm = UseFormReturn<ProductFormValues, unknown, ProductCreate>;

/** The form's values for a product, or a new one: Goods in Kilogram (spec section 9). */
export function productValues(product?: Product): ProductFormValues {
  return {
    type: product?.type ?? 'Goods',
    name: product?.name ?? '',
    skuNumber: product?.skuNumber ?? '',
    classificationCode: product?.classificationCode ?? '',
    category: product?.category?._id ?? '',
    unitOfMeasurement: product?.unitOfMeasurement.code ?? 'kg',
    price: product?.price ?? '',
    revenueAccount: product?.revenueAccount?._id ?? '',
    description: product?.description ?? '',
    tax: product?.tax.map((tax) => tax._id) ?? [],
    purchasePrice: product?.purchasePrice ?? '',
    expenseAccount: product?.expenseAccount?._id ?? '',
    inventoryAccount: product?.inventoryAccount?._id ?? '',
    lowStock: product?.lowStock ?? '',
    trackItem: product?.trackItem ?? false,
    status: product?.status ?? 'Active',
  };
}

export function useProductForm(initial: ProductFormValues): ProductForm {
  return useForm<ProductFormValues, unknown, ProductCreate>({
    resolver: zodResolver(productCreateSchema),
    defaultValues: initial,
  });
}

const ofType = (type: string) => (account: Account) => account.isActive && account.account_type === type;
const income = ofType('Income');
const expense = ofType('Expense');
const asset = ofType('Asset');

function accountField(
  form: ProductForm,
  name: 'revenueAccount' | 'expenseAccount' | 'inventoryAccount',
  label: string,
  filter: (account: Account) => boolean,
  placeholder = 'Choose an account',
) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <AccountSelect
          label={label}
          placeholder={placeholder}
          clearable
          accountFilter={filter}
          value={(field.value as string | null | undefined) || null}
          onChange={(value) => field.onChange(value ?? '')}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Every field of a product (spec section 3), in the sections a person fills them in. */
export function ProductFields({ form, editing }: { form: ProductForm; editing: boolean }) {
  const { control, register, formState } = form;
  const categories = useProductCategories();
  const measurements = useMeasurements();
  const taxes = useTaxes();
  const type = useWatch({ control, name: 'type' });
  const tracked = useWatch({ control, name: 'trackItem' });
  const errors = formState.errors;
  // Asked only when the company sends e-invoices (a member who cannot see settings is not asked).
  const eInvoicing = useEInvoicingSettings().data?.data.enabled ?? false;
  const codes = useNrsCodes(type === 'Service' ? 'service' : 'goods', eInvoicing).data?.data ?? [];
  const described = new Map(codes.map((entry) => [entry.code, entry.description]));

  return (
    <Stack gap="lg">
      <FormSection title="Details">
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <Stack gap={4}>
              <Text fz="sm" fw={500}>
                Type
              </Text>
              <SegmentedControl
                data={['Goods', 'Service']}
                value={field.value ?? 'Goods'}
                onChange={(value) => {
                  field.onChange(value);
                  if (value === 'Service') form.setValue('trackItem', false, { shouldDirty: true });
                }}
                aria-label="Type"
              />
            </Stack>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Name" withAsterisk error={errors.name?.message} {...register('name')} />
          <TextInput label="SKU" error={errors.skuNumber?.message} {...register('skuNumber')} />
          {eInvoicing ? (
            <Controller
              control={control}
              name="classificationCode"
              render={({ field }) => (
                <Autocomplete
                  label={type === 'Service' ? 'Service code (NRS)' : 'HS code (NRS)'}
                  description={
                    described.get(String(field.value ?? '')) ??
                    (type === 'Service' ? 'The 4-digit ISIC code, e.g. 6202' : 'e.g. 8471.30')
                  }
                  data={codes.map((entry) => entry.code)}
                  renderOption={({ option }) => `${option.value} ${described.get(option.value) ?? ''}`}
                  value={String(field.value ?? '')}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.classificationCode?.message}
                />
              )}
            />
          ) : null}
          <Controller
            control={control}
            name="category"
            render={({ field, fieldState }) => (
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <Select
                  label="Category"
                  placeholder={categories.isPending ? 'loading...' : 'Choose a category'}
                  searchable
                  clearable
                  flex={1}
                  data={(categories.data?.data ?? []).map((category) => ({
                    value: category._id,
                    label: category.name,
                  }))}
                  value={(field.value as string | null | undefined) || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  error={fieldState.error?.message}
                />
                <Tooltip label="New category">
                  <ActionIcon
                    variant="default"
                    size="input-sm"
                    aria-label="New category"
                    onClick={() => openCategoryDialog(undefined, (category) => field.onChange(category._id))}
                  >
                    <IconPlus size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            )}
          />
          <Controller
            control={control}
            name="unitOfMeasurement"
            render={({ field, fieldState }) => (
              <Select
                label="Unit of measurement"
                searchable
                allowDeselect={false}
                data={(measurements.data?.data ?? []).map((unit) => ({ value: unit.code, label: unit.name }))}
                value={field.value ?? 'kg'}
                onChange={(value) => field.onChange(value ?? 'kg')}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          autosize
          minRows={2}
          error={errors.description?.message}
          {...register('description')}
        />
        {editing ? (
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <Select
                label="Status"
                allowDeselect={false}
                data={['Active', 'Archive']}
                value={field.value ?? 'Active'}
                onChange={(value) => field.onChange(value ?? 'Active')}
                w={{ base: '100%', sm: 240 }}
              />
            )}
          />
        ) : null}
      </FormSection>
      <FormSection title="Sales information">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="price"
            render={({ field, fieldState }) => (
              <MoneyInput
                label="Selling Price"
                withAsterisk
                leftSection="₦"
                value={field.value as number | string}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          {accountField(
            form,
            'revenueAccount',
            'Revenue account',
            income,
            type === 'Service' ? 'Service Revenue (default)' : 'Sales (default)',
          )}
        </SimpleGrid>
        <Controller
          control={control}
          name="tax"
          render={({ field, fieldState }) => (
            <MultiSelect
              label="Tax"
              placeholder={taxes.isPending ? 'loading...' : 'No tax'}
              clearable
              data={(taxes.data?.data ?? []).map((tax) => ({ value: tax._id, label: `${tax.name} (${tax.rate})` }))}
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </FormSection>
      <FormSection title="Purchase information">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="purchasePrice"
            render={({ field, fieldState }) => (
              <MoneyInput
                label="Purchase Price"
                leftSection="₦"
                value={(field.value ?? '') as number | string}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          {accountField(form, 'expenseAccount', 'Expense account', expense)}
        </SimpleGrid>
      </FormSection>
      {type === 'Service' ? null : (
        <FormSection title="Inventory">
          <Controller
            control={control}
            name="trackItem"
            render={({ field }) => (
              <Switch
                label="Track item"
                description="Keep a quantity on hand per branch, valued at average cost"
                checked={field.value ?? false}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          {tracked ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="Low stock"
                withAsterisk
                description="Flag the item when a branch has this many or fewer"
                inputMode="decimal"
                error={errors.lowStock?.message}
                {...register('lowStock')}
              />
              {accountField(form, 'inventoryAccount', 'Inventory account', asset, 'Inventory (default)')}
            </SimpleGrid>
          ) : null}
        </FormSection>
      )}
    </Stack>
  );
}
