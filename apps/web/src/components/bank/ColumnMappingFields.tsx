import { Input, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { type StatementDateFormat, statementDateFormats } from '@owo/core';
import type { ColumnChoice } from './statement-file.ts';

interface ColumnMappingFieldsProps {
  headers: readonly string[];
  choice: ColumnChoice;
  onChange: (choice: ColumnChoice) => void;
  dateFormat: StatementDateFormat | null;
  onDateFormatChange: (format: StatementDateFormat | null) => void;
  disabled?: boolean;
}

const notInFile = '';
const dateFormatOptions = statementDateFormats.map((format) => ({ value: format, label: format }));
const isDateFormat = (value: string | null): value is StatementDateFormat =>
  statementDateFormats.some((format) => format === value);

/** Which column holds what, as guessed from the headers; every guess can be changed. */
export function ColumnMappingFields(props: ColumnMappingFieldsProps) {
  const { headers, choice, onChange, disabled } = props;
  const options = [
    { value: notInFile, label: 'Not in this file' },
    ...headers.map((header) => ({ value: header, label: header })),
  ];
  const column = (field: Exclude<keyof ColumnChoice, 'amountLayout'>, label: string, required = false) => (
    <Select
      label={label}
      data={required ? options.slice(1) : options}
      value={choice[field] === '' && required ? null : choice[field]}
      placeholder="Choose a column"
      onChange={(value) => onChange({ ...choice, [field]: value ?? notInFile })}
      allowDeselect={false}
      disabled={disabled}
      withAsterisk={required}
    />
  );

  return (
    <Stack gap="sm">
      <Text fw={600} fz="sm">
        Columns
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
        {column('date', 'Date', true)}
        <Select
          label="Date format"
          data={dateFormatOptions}
          value={props.dateFormat}
          placeholder="Choose the format"
          onChange={(value) => props.onDateFormatChange(isDateFormat(value) ? value : null)}
          allowDeselect={false}
          disabled={disabled}
          withAsterisk
        />
        {column('description', 'Description', true)}
        {column('reference', 'Reference')}
        {column('balance', 'Balance')}
      </SimpleGrid>
      <Stack gap={4}>
        <Input.Label id="amount-layout-label">Amounts</Input.Label>
        <SegmentedControl
          aria-labelledby="amount-layout-label"
          data={[
            { value: 'split', label: 'Debit and credit' },
            { value: 'single', label: 'One amount column' },
          ]}
          value={choice.amountLayout}
          onChange={(value) => onChange({ ...choice, amountLayout: value === 'single' ? 'single' : 'split' })}
          disabled={disabled}
          fullWidth
          size="xs"
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {choice.amountLayout === 'split' ? (
          <>
            {column('debit', 'Debit (money out)')}
            {column('credit', 'Credit (money in)')}
          </>
        ) : (
          <>
            {column('amount', 'Amount (money in positive)')}
            {column('direction', 'DR/CR column')}
          </>
        )}
      </SimpleGrid>
    </Stack>
  );
}
