import { Card, Group, MultiSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import type { PurchaseOrder as PurchaseOrderBody } from '@owo/core';
import { useMemo, useState } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import type { Product } from '../../api/products.ts';
import { useProductOptions } from '../../api/sales-options.ts';
import { useTaxes } from '../../api/taxes.ts';
import { AccountSelect } from '../accounting/AccountSelect.tsx';
import { type LineCell, type LineColumn, LinesEditor } from '../lines/LinesEditor.tsx';
import { LineMoney, LineQuantity, selectLabel } from '../lines/line-inputs.tsx';
import { MoneyText } from '../MoneyText.tsx';
import { type Picked, SearchSelect } from '../sales/SearchSelect.tsx';
import { blankItem, type PurchaseFormValues, purchaseTotals } from './purchase-order-form.ts';

/*
 * A purchase order's items in the one lines editor: a product (optional) or an expense account
 * alone, a description, taxes, quantity and price, and the totals worked out as the server will.
 * Its inputs keep the order's own names: 'Item 1 product', 'Remove item 1'.
 */

type PurchaseForm = UseFormReturn<PurchaseFormValues, unknown, PurchaseOrderBody>;
type Totals = ReturnType<typeof purchaseTotals>;

const toPicked = (product: Product): Picked => ({ id: product._id, name: product.name });

export function PurchaseOrderLines({ form, initial }: { form: PurchaseForm; initial: Record<string, Picked> }) {
  const { control, register } = form;
  const items = useWatch({ control, name: 'items' });
  const [picked, setPicked] = useState(initial);
  const taxes = useTaxes();
  const taxOptions = (taxes.data?.data ?? [])
    .filter((tax) => tax.isActive && tax.kind !== 'withholding')
    .map((tax) => ({ value: tax._id, label: `${tax.name} ${tax.rate}` }));
  const rates = useMemo(
    () => new Map((taxes.data?.data ?? []).map((tax) => [tax._id, tax.rateBasisPoints])),
    [taxes.data],
  );
  const totals = purchaseTotals(items ?? [], rates);

  /** A product picked: its name and purchase price fill a line's empty description and price. */
  const pickProduct = (index: number, product: Product) => {
    setPicked((current) => ({ ...current, [product._id]: toPicked(product) }));
    if (!form.getValues(`items.${index}.description`))
      form.setValue(`items.${index}.description`, product.name, { shouldDirty: true });
    const price = product.purchasePrice;
    if (price && !form.getValues(`items.${index}.price`))
      form.setValue(`items.${index}.price`, price, { shouldDirty: true });
  };

  const product = (cell: LineCell) => (
    <Controller
      control={control}
      name={`items.${cell.index}.product`}
      render={({ field, fieldState }) => (
        <SearchSelect
          {...selectLabel(cell, 'Product')}
          aria-label={cell.name('product')}
          placeholder="Search products (optional)"
          size="sm"
          value={field.value ?? ''}
          picked={field.value ? picked[field.value] : undefined}
          useOptions={useProductOptions}
          toPicked={toPicked}
          nothingFound="No product matches"
          onChange={(chosen) => {
            if (chosen) pickProduct(cell.index, chosen);
            field.onChange(chosen?._id ?? null);
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  const account = (cell: LineCell) => (
    <Controller
      control={control}
      name={`items.${cell.index}.chartofAccount`}
      render={({ field, fieldState }) => (
        <AccountSelect
          {...selectLabel(cell, 'Account')}
          aria-label={cell.name('account')}
          placeholder={items?.[cell.index]?.product ? "The product's account" : 'Expense account'}
          size="sm"
          clearable
          value={field.value ?? null}
          onChange={(value) => field.onChange(value ?? null)}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  const description = (cell: LineCell) => (
    <TextInput
      label={cell.label('Description')}
      aria-label={cell.name('description')}
      placeholder={cell.phone ? undefined : 'Description'}
      withAsterisk
      size="sm"
      error={form.formState.errors.items?.[cell.index]?.description?.message}
      {...register(`items.${cell.index}.description`)}
    />
  );
  const tax = (cell: LineCell) => (
    <Controller
      control={control}
      name={`items.${cell.index}.tax`}
      render={({ field }) => (
        <MultiSelect
          {...selectLabel(cell, 'Tax')}
          aria-label={cell.name('tax')}
          size="sm"
          data={taxOptions}
          placeholder={taxes.isPending ? 'loading...' : taxOptions.length === 0 ? 'No Tax added' : undefined}
          value={(field.value ?? []).map((chosen) => chosen.id)}
          onChange={(ids) => field.onChange(ids.map((id) => ({ id })))}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
  const amount = (cell: LineCell) => {
    const figure = <MoneyText kobo={totals?.lines[cell.index]?.amount ?? 0} fz="sm" fw={600} />;
    if (!cell.phone)
      return (
        <Text fz="sm" ta="right" pt={8}>
          {figure}
        </Text>
      );
    return (
      <Group justify="space-between">
        <Text fz="sm" c="dimmed">
          Amount
        </Text>
        {figure}
      </Group>
    );
  };

  const columns: LineColumn[] = [
    { id: 'item', header: 'Item', minWidth: 220, render: (cell) => [product(cell), account(cell), description(cell)] },
    {
      id: 'quantity',
      header: 'Quantity',
      width: 112,
      align: 'right',
      phone: 'half',
      render: (cell) => (
        <LineQuantity
          control={control}
          name={`items.${cell.index}.quantity`}
          cell={cell}
          words="quantity"
          label="Quantity"
          required
        />
      ),
    },
    {
      id: 'price',
      header: 'Price',
      width: 140,
      align: 'right',
      phone: 'half',
      render: (cell) => (
        <LineMoney
          control={control}
          name={`items.${cell.index}.price`}
          cell={cell}
          words="price"
          label="Price"
          required
        />
      ),
    },
    { id: 'tax', header: 'Tax', width: 180, render: tax },
    { id: 'amount', header: 'Amount', width: 124, align: 'right', render: amount },
  ];

  return (
    <Card p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="h4" mb="sm">
        Items
      </Title>
      <LinesEditor
        form={form}
        name="items"
        columns={columns}
        blankLine={blankItem}
        lineNoun="Item"
        tableWidth={820}
        cellSpacing={6}
        totals={<PurchaseTotals totals={totals} />}
      />
    </Card>
  );
}

/** Subtotal, tax and total, as the server will work them out. */
function PurchaseTotals({ totals }: { totals: Totals }) {
  return (
    <Group justify="flex-end">
      <Stack gap={4} miw={220}>
        <Group justify="space-between">
          <Text fz="sm">Subtotal</Text>
          <MoneyText kobo={totals?.subtotal ?? 0} fz="sm" />
        </Group>
        <Group justify="space-between">
          <Text fz="sm">Tax</Text>
          <MoneyText kobo={totals?.tax ?? 0} fz="sm" />
        </Group>
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <MoneyText kobo={totals?.total ?? 0} fw={700} />
        </Group>
      </Stack>
    </Group>
  );
}
