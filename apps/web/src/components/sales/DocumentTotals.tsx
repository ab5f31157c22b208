import { Alert, Divider, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import type { Kobo } from '@owo/core';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import type { Discount } from '../../api/discounts.ts';
import type { Tax } from '../../api/taxes.ts';
import { MoneyInput } from '../MoneyInput.tsx';
import { MoneyText } from '../MoneyText.tsx';
import { type DocumentFigures, type DocumentFormValues, homeCurrency } from './document-form.ts';

/** Any form with a discount and a currency: a sales document's, a bill's. */
type DiscountForm = UseFormReturn<Pick<DocumentFormValues, 'discount' | 'currency'>>;

const discountModes = [
  { value: 'none', label: 'No discount' },
  { value: 'saved', label: 'A saved discount' },
  { value: 'value', label: 'An amount' },
  { value: 'percentage', label: 'A percentage' },
];

interface DiscountFieldsProps<Values extends Pick<DocumentFormValues, 'discount' | 'currency'>, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  /** The discounts saved in settings; left out (bills), only an amount or a percentage is offered. */
  discounts?: readonly Discount[];
}

/** The discount of spec section 3: one saved in settings, or a type and value typed here. */
export function DiscountFields<Values extends Pick<DocumentFormValues, 'discount' | 'currency'>, Output>(
  props: DiscountFieldsProps<Values, Output>,
) {
  // The fields read here are the same on every form that has a discount.
  const form = props.form as unknown as DiscountForm;
  const discounts = props.discounts ?? [];
  const modes = props.discounts ? discountModes : discountModes.filter((mode) => mode.value !== 'saved');
  const { control } = form;
  const mode = useWatch({ control, name: 'discount.mode' });
  const currency = useWatch({ control, name: 'currency.name' });
  // Only discounts in force can be chosen; one a saved document already has stays in the list.
  const saved = useWatch({ control, name: 'discount.id' });
  const savedOptions = discounts
    .filter((discount) => discount.status === 'active' || discount._id === saved)
    .map((discount) => ({
      value: discount._id,
      label: `${discount.name} (${discount.type === 'percentage' ? `${discount.value}%` : `₦${discount.value.toLocaleString('en-NG')}`})`,
    }));
  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="discount.mode"
        render={({ field }) => (
          <Select
            label="Discount"
            data={modes}
            allowDeselect={false}
            value={field.value}
            onChange={(value) => {
              field.onChange(value ?? 'none');
              form.setValue('discount.value', '', { shouldDirty: true });
              form.setValue('discount.id', '', { shouldDirty: true });
            }}
          />
        )}
      />
      {mode === 'saved' ? (
        <Controller
          control={control}
          name="discount.id"
          render={({ field, fieldState }) => (
            <Select
              label="Saved discount"
              data={savedOptions}
              placeholder={savedOptions.length === 0 ? 'No Discount added' : 'Choose a discount'}
              disabled={savedOptions.length === 0}
              searchable
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              error={fieldState.error?.message}
            />
          )}
        />
      ) : null}
      {mode === 'value' ? (
        <Controller
          control={control}
          name="discount.value"
          render={({ field, fieldState }) => (
            <MoneyInput
              label={`Discount amount (${currency})`}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      ) : null}
      {mode === 'percentage' ? (
        <Controller
          control={control}
          name="discount.value"
          render={({ field, fieldState }) => (
            <NumberInput
              label="Discount (%)"
              decimalScale={2}
              min={0}
              max={100}
              clampBehavior="strict"
              allowNegative={false}
              hideControls
              rightSection="%"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      ) : null}
    </Stack>
  );
}

function Row({ label, children, strong }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : 500}>
        {children}
      </Text>
    </Group>
  );
}

interface DocumentTotalsProps {
  figures: DocumentFigures;
  currency: string;
  taxes: readonly Tax[];
  /** Names of taxes a saved document carries that are no longer in the list. */
  taxNames?: Readonly<Record<string, string>>;
}

/** Subtotal, discount, each tax and the total, from documentTotals: what the server will store, to the kobo. */
export function DocumentTotals({ figures, currency, taxes, taxNames = {} }: DocumentTotalsProps) {
  const { totals, problem } = figures;
  if (!totals) {
    return (
      <Alert color="red" title="The totals cannot be worked out">
        {problem}
      </Alert>
    );
  }
  const money = (kobo: Kobo) => <MoneyText kobo={kobo} currency={currency} />;
  const nameOf = (id: string) => taxes.find((tax) => tax._id === id)?.name ?? taxNames[id] ?? 'Tax';
  return (
    <Stack gap={6} aria-label="Totals" role="group">
      <Row label="Subtotal">{money(totals.subtotal)}</Row>
      {totals.discount > 0 ? <Row label="Discount">({money(totals.discount)})</Row> : null}
      {totals.taxes.map((tax) => (
        <Row key={tax.id} label={nameOf(tax.id)}>
          {money(tax.amount)}
        </Row>
      ))}
      <Divider my={4} />
      <Row label="Total" strong>
        {money(totals.total)}
      </Row>
      {currency !== homeCurrency ? (
        <Row label={`Total in ${homeCurrency} at ${totals.exchangeRate}`}>
          <MoneyText kobo={totals.home.total} />
        </Row>
      ) : null}
      {totals.discountCapped ? (
        <Text fz="xs" c="orange">
          The discount is more than the subtotal, so only the subtotal is taken off.
        </Text>
      ) : null}
    </Stack>
  );
}
