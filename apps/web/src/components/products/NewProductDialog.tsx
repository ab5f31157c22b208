import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { type ProductQuickAddInput, productQuickAddSchema } from '@owo/core';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateProduct } from '../../api/products.ts';
import { MoneyInput } from '../MoneyInput.tsx';
import { QuickAddForm } from '../QuickAddForm.tsx';

type QuickAdd = z.output<typeof productQuickAddSchema>;

/**
 * The quick-add New Product dialog (spec section 4): type Goods and revenue type Sales are fixed;
 * a name and a price are enough. Show more opens the whole form.
 */
export function NewProductDialog({ onDone }: { onDone: (saved?: { _id: string; name: string }) => void }) {
  const create = useCreateProduct();
  const form = useForm<ProductQuickAddInput, unknown, QuickAdd>({
    resolver: zodResolver(productQuickAddSchema),
    defaultValues: { type: 'Goods', name: '', price: '' },
  });

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
    </QuickAddForm>
  );
}
