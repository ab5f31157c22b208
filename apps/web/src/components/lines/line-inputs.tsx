import { Text, TextInput } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { MoneyInput } from '../MoneyInput.tsx';
import type { LineCell } from './LinesEditor.tsx';

/* The figures a line is typed with, the same in every lines editor: a quantity (with its unit) and an amount. */

interface LineFigureProps<Values extends FieldValues, Sent> {
  control: Control<Values, unknown, Sent>;
  name: Path<Values>;
  cell: LineCell;
  /** The input's name after the line's: 'Line 1 quantity'. */
  words: string;
  /** Its visible label on a phone. */
  label: string;
  /** The product's unit, shown inside a quantity ('bags'). */
  unit?: string | undefined;
  /** Its phone label carries the required mark (a purchase order's quantity and price). */
  required?: boolean | undefined;
  /** Called after the form has the new value (a journal clears the other side). */
  onValue?: ((value: string | number) => void) | undefined;
}

/** A product's unit, dimmed beside the quantity it counts. */
export function UnitText({ unit }: { unit: string }) {
  return (
    <Text fz="xs" c="dimmed" truncate>
      {unit}
    </Text>
  );
}

/** A quantity: decimals allowed, right aligned, the unit inside. */
export function LineQuantity<Values extends FieldValues, Sent>(props: LineFigureProps<Values, Sent>) {
  const { cell, unit } = props;
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <TextInput
          aria-label={cell.name(props.words)}
          label={cell.label(props.label)}
          withAsterisk={props.required}
          size="sm"
          inputMode="decimal"
          rightSection={unit ? <UnitText unit={unit} /> : undefined}
          rightSectionWidth={unit ? 48 : undefined}
          styles={{ input: { textAlign: 'right' } }}
          disabled={cell.disabled}
          value={field.value ?? ''}
          onChange={(event) => {
            field.onChange(event.currentTarget.value);
            props.onValue?.(event.currentTarget.value);
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** An amount of money on a line: a price, a cost, a debit. */
export function LineMoney<Values extends FieldValues, Sent>(props: LineFigureProps<Values, Sent>) {
  const { cell } = props;
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <MoneyInput
          aria-label={cell.name(props.words)}
          label={cell.label(props.label)}
          withAsterisk={props.required}
          size="sm"
          disabled={cell.disabled}
          value={field.value ?? ''}
          onChange={(value) => {
            field.onChange(value);
            props.onValue?.(value);
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * A select's label on a line: shown on a phone; on a desktop kept but hidden (the table's header
 * says it), so that the select's list of options is named by it instead of taking the input's own
 * name ('Item 1 product'), which would then name two things.
 */
export const selectLabel = (cell: LineCell, words: string) => ({
  label: words,
  labelProps: cell.phone ? undefined : { style: { display: 'none' } },
});
