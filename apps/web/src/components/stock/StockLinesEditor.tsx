import { ActionIcon, Box, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Controller, type FieldValues, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { usePhone } from '../../lib/use-phone.ts';
import { MoneyInput } from '../MoneyInput.tsx';
import { type PickedProduct, ProductSelect } from './ProductSelect.tsx';
import { FormCard } from './stock-form.tsx';

/** The lines of any stock form: a product and some of these, as typed. */
export interface StockLineValues {
  product: string;
  quantity?: string | number | undefined;
  cost?: string | number | undefined;
  countedQuantity?: string | number | null | undefined;
  newValue?: string | number | null | undefined;
}

export interface StockLinesForm {
  lines: StockLineValues[];
}

type LineFieldName = Exclude<keyof StockLineValues, 'product'>;

export interface LineField {
  name: LineFieldName;
  label: string;
  kind: 'quantity' | 'money';
  description?: string;
}

interface StockLinesEditorProps {
  /** The page's form, seen as its lines (every stock form has them). */
  form: UseFormReturn<StockLinesForm>;
  fields: readonly LineField[];
  /** What each picked product is called, by id: kept by the page so the names survive searches. */
  picked: Record<string, PickedProduct>;
  onPick: (product: PickedProduct) => void;
  emptyLine: () => StockLineValues;
  disabled?: boolean;
}

/** Product lines: a table on a desktop, stacked cards on a phone (360 px). At least one line. */
export function StockLinesEditor({ form, fields, picked, onPick, emptyLine, disabled }: StockLinesEditorProps) {
  const { control, formState } = form;
  const lines = useFieldArray({ control, name: 'lines' });
  const phone = usePhone();
  const errors = formState.errors.lines;
  const listProblem = errors?.message ?? errors?.root?.message;
  // Short labels (Quantity, Cost) sit side by side on a phone; longer ones would wrap out of line.
  const phoneColumns = fields.length > 1 && fields.every((line) => line.label.length <= 10) ? 2 : 1;

  const inputsOf = (index: number) => {
    const number = index + 1;
    const productId = form.watch(`lines.${index}.product`);
    const unit = picked[productId]?.unit;
    const product = (
      <Controller
        control={control}
        name={`lines.${index}.product`}
        render={({ field, fieldState }) => (
          <ProductSelect
            aria-label={`Line ${number} product`}
            label={phone ? 'Product' : undefined}
            placeholder="Search tracked goods"
            size="sm"
            value={field.value}
            picked={picked[field.value]}
            onChange={(chosen) => {
              if (chosen) onPick(chosen);
              field.onChange(chosen?.id ?? '');
            }}
            onBlur={field.onBlur}
            disabled={disabled}
            error={fieldState.error?.message}
          />
        )}
      />
    );
    const inputs = fields.map((line) => (
      <Controller
        key={line.name}
        control={control}
        name={`lines.${index}.${line.name}`}
        render={({ field, fieldState }) =>
          line.kind === 'money' ? (
            <MoneyInput
              aria-label={`Line ${number} ${line.label}`}
              label={phone ? line.label : undefined}
              size="sm"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={disabled}
              error={fieldState.error?.message}
            />
          ) : (
            <TextInput
              aria-label={`Line ${number} ${line.label}`}
              label={phone ? line.label : undefined}
              size="sm"
              inputMode="decimal"
              rightSection={unit ? <Text fz="xs">{unit}</Text> : null}
              rightSectionWidth={unit ? 40 : undefined}
              styles={{ input: { textAlign: 'right' } }}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
              disabled={disabled}
              error={fieldState.error?.message}
            />
          )
        }
      />
    ));
    const remove = (
      <ActionIcon
        variant="subtle"
        color="red"
        mt={phone ? 0 : 4}
        aria-label={`Remove line ${number}`}
        onClick={() => lines.remove(index)}
        disabled={disabled || lines.fields.length <= 1}
      >
        <IconTrash size={16} />
      </ActionIcon>
    );
    return { product, inputs, remove };
  };

  return (
    <Box>
      {phone ? (
        <Stack gap="sm" role="list" aria-label="Items">
          {lines.fields.map((line, index) => (
            <PhoneLine key={line.id} number={index + 1} columns={phoneColumns} {...inputsOf(index)} />
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={640} type="native">
          <Table verticalSpacing="xs" aria-label="Items">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={36}>#</Table.Th>
                <Table.Th miw={240}>Product</Table.Th>
                {fields.map((line) => (
                  <Table.Th key={line.name} w={170} ta="right">
                    {line.label}
                  </Table.Th>
                ))}
                <Table.Th w={44} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.fields.map((line, index) => {
                const inputs = inputsOf(index);
                return (
                  <Table.Tr key={line.id} style={{ verticalAlign: 'top' }}>
                    <Table.Td pt={14}>
                      <Text fz="sm" c="dimmed">
                        {index + 1}
                      </Text>
                    </Table.Td>
                    <Table.Td>{inputs.product}</Table.Td>
                    {inputs.inputs.map((input, column) => (
                      <Table.Td key={fields[column]?.name}>{input}</Table.Td>
                    ))}
                    <Table.Td>{inputs.remove}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {fields.some((line) => line.description) ? (
        <Text fz="xs" c="dimmed" mt="xs">
          {fields.flatMap((line) => (line.description ? [line.description] : [])).join(' ')}
        </Text>
      ) : null}
      {listProblem ? (
        <Text c="red" fz="sm" mt="xs" role="alert">
          {listProblem}
        </Text>
      ) : null}
      <Button
        variant="subtle"
        leftSection={<IconPlus size={16} />}
        mt="xs"
        onClick={() => lines.append(emptyLine())}
        disabled={disabled}
      >
        Add item
      </Button>
    </Box>
  );
}

interface ItemsCardProps<Values extends FieldValues, Output> extends Omit<StockLinesEditorProps, 'form'> {
  form: UseFormReturn<Values, unknown, Output>;
}

/** The Items card of a stock form: its title and the lines. */
export function ItemsCard<Values extends FieldValues, Output>({ form, ...editor }: ItemsCardProps<Values, Output>) {
  return (
    <FormCard>
      <Title order={2} fz="lg" mb="sm">
        Items
      </Title>
      <StockLinesEditor
        // Every stock form has lines of products; the editor reads only those.
        form={form as unknown as UseFormReturn<StockLinesForm>}
        {...editor}
      />
    </FormCard>
  );
}

/** A line on a phone: its number and remove button, the product full width, the figures side by side. */
function PhoneLine({
  number,
  columns,
  product,
  inputs,
  remove,
}: {
  number: number;
  columns: number;
  product: ReactNode;
  inputs: ReactNode[];
  remove: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="sm" role="listitem" aria-label={`Item ${number}`}>
      <Group justify="space-between" mb={4}>
        <Text fz="sm" fw={600} c="dimmed">
          Item {number}
        </Text>
        {remove}
      </Group>
      <Stack gap="xs">
        {product}
        <SimpleGrid cols={columns} spacing="xs">
          {inputs}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
