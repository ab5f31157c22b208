import { Group, MultiSelect, Select, Text, Textarea } from '@mantine/core';
import { homeToDocumentCurrency, toDecimalString } from '@owo/core';
import { useRef } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import type { Product } from '../../api/products.ts';
import { useProductOptions } from '../../api/sales-options.ts';
import type { Tax } from '../../api/taxes.ts';
import { amountToKobo } from '../../lib/amounts.ts';
import { type LineCell, type LineColumn, LinesEditor } from '../lines/LinesEditor.tsx';
import { LineMoney, LineQuantity } from '../lines/line-inputs.tsx';
import { MoneyText } from '../MoneyText.tsx';
import { openNewProductDialog } from '../products/product-dialogs.tsx';
import {
  blankLine,
  type DocumentFormValues,
  exchangeRateOf,
  homeCurrency,
  type LineValues,
  lineAmount,
} from './document-form.ts';
import type { DocumentBody } from './document-request.ts';
import { type Picked, SearchSelect } from './SearchSelect.tsx';

type DocumentForm = UseFormReturn<DocumentFormValues, unknown, DocumentBody>;

/** What the lines use of a form: its items and currency (a sales document's, a bill's). */
export interface LinesFormValues {
  items: LineValues[];
  currency: { name: string; rate: string };
}

interface Option {
  value: string;
  label: string;
}

interface DocumentLinesProps<Values extends LinesFormValues, Sent> {
  form: UseFormReturn<Values, unknown, Sent>;
  taxes: readonly Tax[];
  taxesLoading: boolean;
  picked: Record<string, Picked>;
  onPick: (item: Picked) => void;
  /**
   * Purchases: each line's account (expense, asset) beside or instead of a product; the product
   * is then optional. Sales lines take the product's revenue account and show no picker.
   */
  accounts?: { options: Option[]; loading: boolean } | undefined;
  /** Purchases: the withholding tax of each line's kind of supply. */
  withholding?: Option[] | undefined;
  /** What a picked product fills in as the price: its selling price (sales) or what it is bought at (purchases). */
  priceOf?: ((product: Product) => number | null) | undefined;
}

const toPicked = (product: Product): Picked => ({ id: product._id, name: product.name });

const sameTaxes = (left: readonly string[], right: readonly string[]) =>
  left.length === right.length && left.every((id) => right.includes(id));

/**
 * The items of a sales document (spec section 3, "Item line"): product (with quick add),
 * description, quantity, price, taxes and the line's amount. A table on a desktop, stacked cards on
 * a phone (360 px). Lines left without a product are not sent (spec section 5).
 */
export function DocumentLines<Values extends LinesFormValues, Sent>(props: DocumentLinesProps<Values, Sent>) {
  const { taxes, taxesLoading, picked, onPick, accounts, withholding } = props;
  const priceOf = props.priceOf ?? ((product: Product) => product.price);
  // The paths used here ('items.0.price') exist on every form with LinesFormValues' fields.
  const form = props.form as unknown as DocumentForm;
  const { control, setValue, getValues, formState } = form;
  const productOptional = accounts !== undefined;
  const items = useWatch({ control, name: 'items' });
  const currency = useWatch({ control, name: 'currency' });
  // 'VAT 7.5%' already says its rate; a tax named without it gets it added.
  const taxOptions = taxes.map((tax) => ({
    value: tax._id,
    label: tax.name.includes(tax.rate) ? tax.name : `${tax.name} (${tax.rate})`,
  }));
  const allowedTaxes = new Set(taxes.map((tax) => tax._id));
  // What a product last put on each line (by the line's key), to tell it from what the user wrote or chose.
  const productFilled = useRef(new Map<string, { description: string; tax: readonly string[] }>());

  /**
   * A product picked: its name, price, unit and taxes fill the line (the price in the document's
   * currency). A description the user wrote stays; taxes the user chose stay unless the product
   * has taxes of its own.
   */
  const fillFromProduct = (index: number, key: string, product: Product | null) => {
    const path = `items.${index}` as const;
    setValue(`${path}.product`, product?._id ?? '', { shouldDirty: true, shouldValidate: formState.isSubmitted });
    if (!product) return;
    onPick(toPicked(product));
    const line = getValues(path);
    const rate = currency.name === homeCurrency ? '1' : exchangeRateOf(currency);
    const priceKobo = amountToKobo(priceOf(product) ?? product.price);
    const price = rate ? Number(toDecimalString(homeToDocumentCurrency(priceKobo, rate))) : line.price;
    const filled = productFilled.current.get(key) ?? { description: '', tax: [] };
    const writtenByUser = line.description !== '' && line.description !== filled.description;
    const description = writtenByUser ? line.description : product.description || product.name;
    const own = product.tax.map((tax) => tax._id).filter((id) => allowedTaxes.has(id));
    const chosenByUser = !sameTaxes(line.tax, filled.tax);
    productFilled.current.set(key, { description: writtenByUser ? filled.description : description, tax: own });
    setValue(`${path}.description`, description, { shouldDirty: true });
    setValue(`${path}.price`, price, { shouldDirty: true });
    setValue(`${path}.measurement`, product.unitOfMeasurement?.unit ?? '', { shouldDirty: true });
    if (own.length > 0 || !chosenByUser) setValue(`${path}.tax`, own, { shouldDirty: true });
  };
  // The quick-add dialog answers after later renders (the taxes may have loaded meanwhile): it fills with the latest.
  const latestFill = useRef(fillFromProduct);
  latestFill.current = fillFromProduct;

  const line = (cell: LineCell) => items?.[cell.index] ?? blankLine();
  const product = (cell: LineCell) => (
    <Controller
      control={control}
      name={`items.${cell.index}.product`}
      render={({ field, fieldState }) => (
        <SearchSelect
          aria-label={cell.name('product')}
          label={cell.label(productOptional ? 'Product (optional)' : 'Product')}
          placeholder={productOptional ? 'Product (optional)' : 'Search products'}
          size="sm"
          value={field.value}
          picked={picked[field.value]}
          useOptions={useProductOptions}
          toPicked={toPicked}
          onChange={(chosen) => fillFromProduct(cell.index, cell.key, chosen)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          nothingFound="No product matches"
          quickAddLabel="New product"
          onQuickAdd={() => openNewProductDialog((saved) => latestFill.current(cell.index, cell.key, saved))}
        />
      )}
    />
  );
  const description = (cell: LineCell) => (
    <Controller
      control={control}
      name={`items.${cell.index}.description`}
      render={({ field, fieldState }) => (
        <Textarea
          aria-label={cell.name('description')}
          label={cell.label('Description')}
          placeholder={cell.phone ? undefined : 'Description'}
          size="sm"
          autosize
          minRows={1}
          maxRows={4}
          {...field}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  const tax = (cell: LineCell) => (
    <Controller
      control={control}
      name={`items.${cell.index}.tax`}
      render={({ field, fieldState }) => (
        <MultiSelect
          aria-label={cell.name('tax')}
          label={cell.label('Tax')}
          size="sm"
          data={taxOptions}
          placeholder={taxesLoading ? 'loading...' : taxOptions.length === 0 ? 'No Tax added' : undefined}
          disabled={taxesLoading || taxOptions.length === 0}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
  const account = (cell: LineCell) =>
    accounts ? (
      <Controller
        control={control}
        name={`items.${cell.index}.account`}
        render={({ field, fieldState }) => (
          <Select
            aria-label={cell.name('account')}
            label={cell.label('Account')}
            placeholder={accounts.loading ? 'loading...' : 'Account'}
            size="sm"
            searchable
            clearable
            data={accounts.options}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
    ) : null;
  const withholdingTax = (cell: LineCell) =>
    withholding ? (
      <Controller
        control={control}
        name={`items.${cell.index}.withholding`}
        render={({ field }) => (
          <Select
            aria-label={cell.name('withholding tax')}
            label={cell.label('Withholding tax')}
            placeholder="No WHT"
            size="sm"
            clearable
            data={withholding}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
    ) : null;
  const amount = (cell: LineCell) => {
    const kobo = lineAmount(line(cell));
    const figure = (
      <Text fz="sm" ta="right" pt={cell.phone ? 0 : 8} aria-label={cell.name('amount')}>
        {kobo === null ? '-' : <MoneyText kobo={kobo} currency={currency.name} />}
      </Text>
    );
    if (!cell.phone) return figure;
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
    { id: 'item', header: 'Item', minWidth: 220, render: (cell) => [account(cell), product(cell), description(cell)] },
    {
      id: 'quantity',
      header: 'Quantity',
      width: 112,
      align: 'right',
      phone: 'half',
      // The product's unit, beside the quantity it counts.
      render: (cell) => (
        <LineQuantity
          control={control}
          name={`items.${cell.index}.quantity`}
          cell={cell}
          words="quantity"
          label="Quantity"
          unit={line(cell).measurement}
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
        <LineMoney control={control} name={`items.${cell.index}.price`} cell={cell} words="price" label="Price" />
      ),
    },
    {
      id: 'tax',
      header: withholding ? 'Tax and WHT' : 'Tax',
      width: 180,
      render: (cell) => [tax(cell), withholdingTax(cell)],
    },
    { id: 'amount', header: 'Amount', width: 124, align: 'right', render: amount },
  ];

  return (
    <LinesEditor
      form={form}
      name="items"
      columns={columns}
      blankLine={blankLine}
      tableWidth={820}
      cellSpacing={6}
      note={
        productOptional
          ? 'Each line needs an account, or a product.'
          : 'Lines without a product are left out when you save.'
      }
    />
  );
}
