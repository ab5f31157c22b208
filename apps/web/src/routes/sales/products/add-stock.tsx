import { zodResolver } from '@hookform/resolvers/zod';
import { Text, TextInput } from '@mantine/core';
import { type AddStock, type AddStockInput, addStockSchema, todayInLagos } from '@owo/core';
import { Controller, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useAddStock } from '../../../api/stock.ts';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { ProductSelect } from '../../../components/stock/ProductSelect.tsx';
import { StockFormPage } from '../../../components/stock/StockFormPage.tsx';
import {
  BranchField,
  DateInputField,
  FieldsCard,
  PaidFromField,
  usePickedProducts,
  useProductFromAddress,
} from '../../../components/stock/stock-form.tsx';

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
  const [searchParams] = useSearchParams();
  const add = useAddStock();
  const { picked, pick } = usePickedProducts();
  useProductFromAddress(searchParams.get('product') ?? '', pick);
  const form = useForm<AddStockInput, unknown, AddStock>({
    resolver: zodResolver(addStockSchema),
    defaultValues: blank(searchParams.get('product') ?? ''),
  });
  const unit = picked[form.watch('product')]?.unit;

  return (
    <StockFormPage
      title="Add stock"
      description="Goods received at a branch, valued at what they cost. The product's average cost is updated."
      maxWidth={960}
      form={form}
      blank={() => blank()}
      write={add}
      successName="stock"
      failure="Could not add the stock"
      submitLabel="Add stock"
    >
      <FieldsCard>
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
      </FieldsCard>
    </StockFormPage>
  );
}
