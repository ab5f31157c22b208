import { Title } from '@mantine/core';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { type LineColumn, LinesEditor } from '../lines/LinesEditor.tsx';
import { LineMoney, LineQuantity } from '../lines/line-inputs.tsx';
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
  const { control } = form;
  // Short labels (Quantity, Cost) sit side by side on a phone; longer ones would wrap out of line.
  const sideBySide = fields.length > 1 && fields.every((line) => line.label.length <= 10);
  const unitOf = (index: number) => picked[form.watch(`lines.${index}.product`)]?.unit;

  const product: LineColumn = {
    id: 'product',
    header: 'Product',
    minWidth: 240,
    render: (cell) => (
      <Controller
        control={control}
        name={`lines.${cell.index}.product`}
        render={({ field, fieldState }) => (
          <ProductSelect
            aria-label={cell.name('product')}
            label={cell.label('Product')}
            placeholder="Search tracked goods"
            size="sm"
            value={field.value}
            picked={picked[field.value]}
            onChange={(chosen) => {
              if (chosen) onPick(chosen);
              field.onChange(chosen?.id ?? '');
            }}
            onBlur={field.onBlur}
            disabled={cell.disabled}
            error={fieldState.error?.message}
          />
        )}
      />
    ),
  };
  const figures = fields.map(
    (line): LineColumn => ({
      id: line.name,
      header: line.label,
      width: 170,
      align: 'right',
      phone: sideBySide ? 'half' : 'full',
      render: (cell) => {
        const Figure = line.kind === 'money' ? LineMoney : LineQuantity;
        const name = `lines.${cell.index}.${line.name}` as const;
        const unit = line.kind === 'money' ? undefined : unitOf(cell.index);
        return <Figure control={control} name={name} cell={cell} words={line.label} label={line.label} unit={unit} />;
      },
    }),
  );
  const notes = fields.flatMap((line) => (line.description ? [line.description] : []));

  return (
    <LinesEditor
      form={form}
      name="lines"
      columns={[product, ...figures]}
      blankLine={emptyLine}
      numbered
      tableWidth={640}
      disabled={disabled ?? false}
      note={notes.length > 0 ? notes.join(' ') : undefined}
    />
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
