import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type AddStock, type AddStockInput, addStockSchema, todayInLagos } from '@owo/core';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useAddStock } from '../../../api/stock.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { openSuccessDialog } from '../../../components/dialogs.ts';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ProductSelect } from '../../../components/stock/ProductSelect.tsx';
import {
  BranchField,
  DateInputField,
  PaidFromField,
  productsPath,
  usePickedProducts,
  useProductFromAddress,
} from '../../../components/stock/stock-form.tsx';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useSaveShortcut } from '../../../lib/use-save-shortcut.ts';

export function meta() {
  return [{ title: 'Add stock | Owo' }];
}

const blank = (product = ''): AddStockInput => ({
  product,
  branch: '',
  date: todayInLagos(),
  quantity: '',
  cost: '',
  account: '',
  reference: '',
});

/** Stock of one product received at a branch: Dr Inventory, Cr the account it was paid from or is owed to. */
export default function AddStockPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const add = useAddStock();
  const { picked, pick } = usePickedProducts();
  useProductFromAddress(searchParams.get('product') ?? '', pick);
  const form = useForm<AddStockInput, unknown, AddStock>({
    resolver: zodResolver(addStockSchema),
    defaultValues: blank(searchParams.get('product') ?? ''),
  });
  const formElement = useRef<HTMLFormElement>(null);
  useSaveShortcut(formElement, !add.isPending);
  const unit = picked[form.watch('product')]?.unit;

  const save = form.handleSubmit(async (values) => {
    try {
      const response = await add.mutateAsync(values);
      form.reset(blank());
      openSuccessDialog({ name: 'stock', message: response.message, onContinue: () => void navigate(productsPath) });
    } catch (error) {
      showServerFieldErrors(error, form.getValues(), form.setError, 'Could not add the stock');
    }
  });

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title="Add stock"
        description="Goods received at a branch, valued at what they cost. The product's average cost is updated."
        back={<BackLink to={productsPath} label="Products and services" />}
      />
      <form ref={formElement} onSubmit={save} noValidate>
        <Stack gap="lg">
          <Card p={{ base: 'md', sm: 'lg' }}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Controller
                control={form.control}
                name="product"
                render={({ field, fieldState }) => (
                  <ProductSelect
                    label="Product"
                    placeholder="Search tracked goods"
                    withAsterisk
                    value={field.value}
                    picked={picked[field.value]}
                    onChange={(product) => {
                      if (product) pick(product);
                      field.onChange(product?.id ?? '');
                    }}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <BranchField control={form.control} name="branch" label="Branch" />
              <Controller
                control={form.control}
                name="quantity"
                render={({ field, fieldState }) => (
                  <TextInput
                    label="Quantity"
                    withAsterisk
                    inputMode="decimal"
                    description="Up to 3 decimal places"
                    rightSection={unit ? <Text fz="xs">{unit}</Text> : null}
                    value={String(field.value ?? '')}
                    onChange={(event) => field.onChange(event.currentTarget.value)}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="cost"
                render={({ field, fieldState }) => (
                  <MoneyInput
                    label="Cost (₦)"
                    withAsterisk
                    description="The total for the whole quantity"
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <PaidFromField
                control={form.control}
                name="account"
                label="Paid from"
                description="A bank account, Accounts Payable (owed) or Opening Balance Equity"
              />
              <DateInputField control={form.control} name="date" label="Date" />
              <TextInput
                label="Reference"
                placeholder="e.g. GRN-014"
                error={form.formState.errors.reference?.message}
                {...form.register('reference')}
              />
            </SimpleGrid>
          </Card>
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending}>
              Add stock
            </Button>
          </Group>
        </Stack>
      </form>
      <LeaveGuard when={form.formState.isDirty && !add.isPending} />
    </Stack>
  );
}
