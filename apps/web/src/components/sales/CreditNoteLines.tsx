import { Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type Kobo, toQuantityText } from '@owo/core';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { MoneyInput } from '../MoneyInput.tsx';
import { MoneyText } from '../MoneyText.tsx';
import type { CreditLineValues, CreditNoteBody, CreditNoteFormValues } from './credit-note-form.ts';
import { lineAmount } from './document-form.ts';

/*
 * The parts of the new credit note form (routes/sales/invoice/credit-note.tsx): one line of the
 * invoice, and a row of how the credit is split.
 */

export function SplitRow({
  label,
  kobo,
  currency,
  strong,
}: {
  label: string;
  kobo: Kobo;
  currency: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text fz="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <MoneyText kobo={kobo} currency={currency} fz="sm" fw={strong ? 700 : 500} />
    </Group>
  );
}

/** One invoice line: ticked or not, then the quantity and price credited and the line's amount. */
export function CreditLine({
  form,
  index,
  currency,
}: {
  form: UseFormReturn<CreditNoteFormValues, unknown, CreditNoteBody>;
  index: number;
  currency: string;
}) {
  const { control } = form;
  const line = useWatch({ control, name: `lines.${index}` }) as CreditLineValues;
  const amount = lineAmount({ ...line, serviceDate: '', account: line.revenueAccount });
  const creditedBefore = line.soldMilli - line.mostMilli;
  const unit = line.measurement ? ` ${line.measurement}` : '';
  return (
    <Paper withBorder radius="md" p="sm" role="listitem" aria-label={line.productName}>
      <Controller
        control={control}
        name={`lines.${index}.include`}
        render={({ field }) => (
          <Checkbox
            label={
              <Text component="span" fz="sm" fw={600}>
                {line.productName}
              </Text>
            }
            checked={field.value}
            disabled={line.mostMilli === 0}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      <Text fz="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
        Sold {toQuantityText(line.soldMilli)}
        {unit}
        {creditedBefore > 0 ? ` · ${toQuantityText(creditedBefore)} credited before` : ''}
        {line.description && line.description !== line.productName ? ` · ${line.description}` : ''}
      </Text>
      {line.include ? (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt="xs">
          <Controller
            control={control}
            name={`lines.${index}.quantity`}
            render={({ field, fieldState }) => (
              <TextInput
                label="Quantity"
                aria-label={`Quantity of ${line.productName}`}
                size="sm"
                inputMode="decimal"
                description={`Up to ${toQuantityText(line.mostMilli)}`}
                styles={{ input: { textAlign: 'right' } }}
                value={field.value}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name={`lines.${index}.price`}
            render={({ field, fieldState }) => (
              <MoneyInput
                label={`Price (${currency})`}
                aria-label={`Price of ${line.productName}`}
                size="sm"
                description="For one"
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Stack gap={2} justify="flex-end">
            <Text fz="sm" c="dimmed">
              Amount
            </Text>
            <Text fz="sm" fw={600} aria-label={`Amount of ${line.productName}`}>
              {amount === null ? '-' : <MoneyText kobo={amount} currency={currency} />}
            </Text>
          </Stack>
        </SimpleGrid>
      ) : null}
    </Paper>
  );
}
