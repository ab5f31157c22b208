import { TextInput } from '@mantine/core';
import { Controller, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { amountToKobo } from '../../lib/amounts.ts';
import { type LineCell, type LineColumn, LinesEditor } from '../lines/LinesEditor.tsx';
import { LineMoney } from '../lines/line-inputs.tsx';
import { AccountSelect } from './AccountSelect.tsx';
import { JournalTotals } from './JournalTotals.tsx';
import { emptyLine, type JournalFormValues } from './journal-form.ts';

interface JournalLinesTableProps {
  form: UseFormReturn<JournalFormValues>;
  disabled?: boolean;
}

type LineErrors = NonNullable<FieldErrors<JournalFormValues>['lines']>;

/** A whole-line problem ('A line needs a debit or a credit') sits on the line itself, not a field. */
function lineProblem(errors: LineErrors | undefined, index: number): string | undefined {
  const line = errors?.[index];
  return line?.message ?? line?.root?.message;
}

const sides = ['debit', 'credit'] as const;
type Side = (typeof sides)[number];

/** The journal's lines: account, description, debit, credit; at least two; their running totals below. */
export function JournalLinesTable({ form, disabled }: JournalLinesTableProps) {
  const { control, register, formState, setValue } = form;
  const errors = formState.errors.lines;

  const amountColumn = (side: Side): LineColumn => ({
    id: side,
    header: side === 'debit' ? 'Debit (₦)' : 'Credit (₦)',
    width: 160,
    align: 'right',
    phone: 'half',
    render: (cell: LineCell) => (
      <LineMoney
        control={control}
        name={`lines.${cell.index}.${side}`}
        cell={cell}
        words={side}
        label={side === 'debit' ? 'Debit (₦)' : 'Credit (₦)'}
        onValue={(value) => {
          // A line is a debit or a credit: typing one side clears the other.
          const other = side === 'debit' ? 'credit' : 'debit';
          if (amountToKobo(value) > 0) setValue(`lines.${cell.index}.${other}`, '', { shouldDirty: true });
        }}
      />
    ),
  });

  const columns: LineColumn[] = [
    {
      id: 'account',
      header: 'Account',
      minWidth: 240,
      render: (cell) => (
        <Controller
          control={control}
          name={`lines.${cell.index}.account`}
          render={({ field: account, fieldState }) => (
            <AccountSelect
              aria-label={cell.name('account')}
              label={cell.label('Account')}
              placeholder="Choose an account"
              size="sm"
              value={account.value}
              onChange={(value) => account.onChange(value ?? '')}
              onBlur={account.onBlur}
              error={fieldState.error?.message ?? lineProblem(errors, cell.index)}
              disabled={cell.disabled}
            />
          )}
        />
      ),
    },
    {
      id: 'description',
      header: 'Description',
      render: (cell) => (
        <TextInput
          aria-label={cell.name('description')}
          label={cell.label('Description')}
          size="sm"
          disabled={cell.disabled}
          error={errors?.[cell.index]?.description?.message}
          {...register(`lines.${cell.index}.description`)}
        />
      ),
    },
    ...sides.map(amountColumn),
  ];

  return (
    <LinesEditor
      form={form}
      name="lines"
      columns={columns}
      blankLine={emptyLine}
      fewest={2}
      title="Journal lines"
      cardNoun="Line"
      addLabel="Add line"
      numbered
      tableWidth={760}
      disabled={disabled ?? false}
      totals={<JournalTotals control={control} />}
    />
  );
}
