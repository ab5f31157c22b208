import { zodResolver } from '@hookform/resolvers/zod';
import { MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { defaultMeasurementCode, type ProductQuickAddInput, productQuickAddSchema } from '@owo/core';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type Product, useCreateProduct, useMeasurements } from '../../api/products.ts';
import { useTaxes } from '../../api/taxes.ts';
import { MoneyInput } from '../MoneyInput.tsx';
import { QuickAddForm } from '../QuickAddForm.tsx';

type QuickAdd = z.output<typeof productQuickAddSchema>;

/**
 * The quick-add New Product dialog (spec section 4): type Goods and revenue type Sales are fixed;
 * a name and a price are enough, and the unit and taxes are asked here too, since a product added
 * from an invoice line is sold at once in them. Show more opens the whole form.
 */
export function NewProductDialog({ onDone }: { onDone: (saved?: Product) => void }) {
  const create = useCreateProduct();
  const measurements = useMeasurements();
  const taxes = useTaxes();
  const form = useForm<ProductQuickAddInput, unknown, QuickAdd>({
    resolver: zodResolver(productQuickAddSchema),
    defaultValues: { type: 'Goods', name: '', price: '', unitOfMeasurement: defaultMeasurementCode, tax: [] },
  });
  const taxList = taxes.data?.data ?? [];

  return (
    <QuickAddForm
      form={form}
      create={(body) => create.mutateAsync(body)}
      pending={create.isPending}
      failure="Could not save the product"
      onDone={onDone}
      fixed={[
        ['Type', 'Goods'],
        ['Revenue', 'Sales'],
      ]}
      fullForm="/sales/products/new-product"
    >
      <TextInput
        label="Name"
        withAsterisk
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <SimpleGrid cols={2} spacing="sm">
        <Controller
          control={form.control}
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
        <Controller
          control={form.control}
          name="unitOfMeasurement"
          render={({ field, fieldState }) => (
            <Select
              label="Unit"
              searchable
              allowDeselect={false}
              data={(measurements.data?.data ?? []).map((unit) => ({ value: unit.code, label: unit.name }))}
              value={field.value ?? defaultMeasurementCode}
              onChange={(value) => field.onChange(value ?? defaultMeasurementCode)}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="tax"
        render={({ field, fieldState }) => (
          <MultiSelect
            label="Tax"
            placeholder={taxes.isPending ? 'loading...' : taxList.length === 0 ? 'No Tax added' : 'No tax'}
            disabled={taxes.isPending || taxList.length === 0}
            clearable
            data={taxList.map((tax) => ({
              value: tax._id,
              label: tax.name.includes(tax.rate) ? tax.name : `${tax.name} (${tax.rate})`,
            }))}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
    </QuickAddForm>
  );
}
