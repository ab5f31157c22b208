import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type ProductQuickAddInput, productQuickAddSchema } from '@owo/core';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useCreateProduct } from '../../api/products.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { MoneyInput } from '../MoneyInput.tsx';
import { toast } from '../toast.tsx';

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
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (response) => {
        toast({ type: 'success', msg: response.message });
        onDone(response.data);
      },
      onError: (error) => showServerFieldErrors(error, form.getValues(), form.setError, 'Could not save the product'),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Group gap="lg">
          <Text fz="sm">
            Type: <b>Goods</b>
          </Text>
          <Text fz="sm">
            Revenue: <b>Sales</b>
          </Text>
        </Group>
        <TextInput label="Name" withAsterisk data-autofocus error={errors.name?.message} {...form.register('name')} />
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
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to="/sales/products/new-product" fz="sm" onClick={() => modals.closeAll()}>
            Show more
          </Anchor>
          <Group gap="sm">
            <Button variant="default" onClick={() => onDone()} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Save and close
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
