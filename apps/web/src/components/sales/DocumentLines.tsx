import {
  ActionIcon,
  Box,
  Button,
  Group,
  MultiSelect,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { homeToDocumentCurrency, toDecimalString } from '@owo/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import type { Product } from '../../api/products.ts';
import { useProductOptions } from '../../api/sales-options.ts';
import type { Tax } from '../../api/taxes.ts';
import { amountToKobo } from '../../lib/amounts.ts';
import { usePhone } from '../../lib/use-phone.ts';
import { MoneyInput } from '../MoneyInput.tsx';
import { MoneyText } from '../MoneyText.tsx';
import { openNewProductDialog } from '../products/product-dialogs.tsx';
import { PhoneLine, UnitText } from './DocumentLineParts.tsx';
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
  const lines = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' });
  const currency = useWatch({ control, name: 'currency' });
  const phone = usePhone();
  const itemsError = formState.errors.items;
  const listProblem = itemsError?.message ?? itemsError?.root?.message;
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
  const fillFromProduct = (index: number, product: Product | null) => {
    const path = `items.${index}` as const;
    setValue(`${path}.product`, product?._id ?? '', { shouldDirty: true, shouldValidate: formState.isSubmitted });
    if (!product) return;
    onPick(toPicked(product));
    const line = getValues(path);
    const rate = currency.name === homeCurrency ? '1' : exchangeRateOf(currency);
    const priceKobo = amountToKobo(priceOf(product) ?? product.price);
    const price = rate ? Number(toDecimalString(homeToDocumentCurrency(priceKobo, rate))) : line.price;
    const key = lines.fields[index]?.id ?? String(index);
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

  const inputsOf = (index: number) => {
    const number = index + 1;
    const label = (words: string) => (phone ? words : undefined);
    const amount = lineAmount(items?.[index] ?? blankLine());
    // The product's unit, beside the quantity it counts.
    const unit = items?.[index]?.measurement ?? '';
    return {
      product: (
        <Controller
          control={control}
          name={`items.${index}.product`}
          render={({ field, fieldState }) => (
            <SearchSelect
              aria-label={`Line ${number} product`}
              label={label(productOptional ? 'Product (optional)' : 'Product')}
              placeholder={productOptional ? 'Product (optional)' : 'Search products'}
              size="sm"
              value={field.value}
              picked={picked[field.value]}
              useOptions={useProductOptions}
              toPicked={toPicked}
              onChange={(product) => fillFromProduct(index, product)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              nothingFound="No product matches"
              quickAddLabel="New product"
              onQuickAdd={() => openNewProductDialog((saved) => latestFill.current(index, saved))}
            />
          )}
        />
      ),
      description: (
        <Controller
          control={control}
          name={`items.${index}.description`}
          render={({ field, fieldState }) => (
            <Textarea
              aria-label={`Line ${number} description`}
              label={label('Description')}
              placeholder={phone ? undefined : 'Description'}
              size="sm"
              autosize
              minRows={1}
              maxRows={4}
              {...field}
              error={fieldState.error?.message}
            />
          )}
        />
      ),
      quantity: (
        <Controller
          control={control}
          name={`items.${index}.quantity`}
          render={({ field, fieldState }) => (
            <TextInput
              aria-label={`Line ${number} quantity`}
              label={label('Quantity')}
              size="sm"
              inputMode="decimal"
              rightSection={unit ? <UnitText unit={unit} /> : undefined}
              rightSectionWidth={unit ? 48 : undefined}
              styles={{ input: { textAlign: 'right' } }}
              value={field.value}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      ),
      price: (
        <Controller
          control={control}
          name={`items.${index}.price`}
          render={({ field, fieldState }) => (
            <MoneyInput
              aria-label={`Line ${number} price`}
              label={label('Price')}
              size="sm"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      ),
      tax: (
        <Controller
          control={control}
          name={`items.${index}.tax`}
          render={({ field, fieldState }) => (
            <MultiSelect
              aria-label={`Line ${number} tax`}
              label={label('Tax')}
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
      ),
      account: accounts ? (
        <Controller
          control={control}
          name={`items.${index}.account`}
          render={({ field, fieldState }) => (
            <Select
              aria-label={`Line ${number} account`}
              label={label('Account')}
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
      ) : null,
      withholding: withholding ? (
        <Controller
          control={control}
          name={`items.${index}.withholding`}
          render={({ field }) => (
            <Select
              aria-label={`Line ${number} withholding tax`}
              label={label('Withholding tax')}
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
      ) : null,
      amount: (
        <Text fz="sm" ta="right" pt={phone ? 0 : 8} aria-label={`Line ${number} amount`}>
          {amount === null ? '-' : <MoneyText kobo={amount} currency={currency.name} />}
        </Text>
      ),
      remove: (
        <ActionIcon
          variant="subtle"
          color="red"
          mt={phone ? 0 : 4}
          aria-label={`Remove line ${number}`}
          onClick={() => lines.remove(index)}
          disabled={lines.fields.length <= 1}
        >
          <IconTrash size={16} />
        </ActionIcon>
      ),
    };
  };

  return (
    <Box>
      {phone ? (
        <Stack gap="sm" role="list" aria-label="Items">
          {lines.fields.map((line, index) => (
            <PhoneLine key={line.id} number={index + 1} {...inputsOf(index)} />
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={820} type="native">
          <Table verticalSpacing="xs" horizontalSpacing={6} aria-label="Items">
            <Table.Thead>
              <Table.Tr>
                <Table.Th miw={220}>Item</Table.Th>
                <Table.Th w={112} ta="right">
                  Quantity
                </Table.Th>
                <Table.Th w={140} ta="right">
                  Price
                </Table.Th>
                <Table.Th w={180}>{withholding ? 'Tax and WHT' : 'Tax'}</Table.Th>
                <Table.Th w={124} ta="right">
                  Amount
                </Table.Th>
                <Table.Th w={36} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.fields.map((line, index) => {
                const inputs = inputsOf(index);
                return (
                  <Table.Tr key={line.id} style={{ verticalAlign: 'top' }}>
                    <Table.Td>
                      <Stack gap={6}>
                        {inputs.account}
                        {inputs.product}
                        {inputs.description}
                      </Stack>
                    </Table.Td>
                    <Table.Td>{inputs.quantity}</Table.Td>
                    <Table.Td>{inputs.price}</Table.Td>
                    <Table.Td>
                      <Stack gap={6}>
                        {inputs.tax}
                        {inputs.withholding}
                      </Stack>
                    </Table.Td>
                    <Table.Td>{inputs.amount}</Table.Td>
                    <Table.Td>{inputs.remove}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {listProblem ? (
        <Text c="red" fz="sm" mt="xs" role="alert">
          {listProblem}
        </Text>
      ) : null}
      <Group justify="space-between" mt="xs" gap="xs">
        <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={() => lines.append(blankLine())}>
          Add item
        </Button>
        <Text fz="xs" c="dimmed">
          {productOptional
            ? 'Each line needs an account, or a product.'
            : 'Lines without a product are left out when you save.'}
        </Text>
      </Group>
    </Box>
  );
}
