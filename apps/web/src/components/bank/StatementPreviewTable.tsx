import { Alert, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatDay } from '../../lib/format.ts';
import { MoneyText } from '../MoneyText.tsx';
import type { StatementPreview } from './statement-file.ts';

const previewRows = 5;
const errorsShown = 5;

/** The first lines as they will be imported, with what could not be read. */
export function StatementPreviewTable({ preview }: { preview: StatementPreview }) {
  if (preview.problem) {
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title="Check the columns"
        role="alert"
      >
        {preview.problem}
      </Alert>
    );
  }
  const { lines, errors } = preview;
  return (
    <>
      <Text fz="sm" fw={600} aria-live="polite">
        Preview: {lines.length} {lines.length === 1 ? 'line' : 'lines'} found
        {lines.length > previewRows ? `, the first ${previewRows} shown` : ''}
      </Text>
      <Table.ScrollContainer minWidth={520} type="native">
        <Table fz="sm" verticalSpacing={6} aria-label="Statement preview" withTableBorder>
          <Table.Thead bg="var(--mantine-color-gray-0)">
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Reference</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th ta="right">Balance</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.slice(0, previewRows).map((line) => (
              <Table.Tr key={line.externalId}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(line.date)}</Table.Td>
                <Table.Td>{line.description}</Table.Td>
                <Table.Td>{line.reference || '-'}</Table.Td>
                <Table.Td ta="right">
                  <MoneyText kobo={line.amountKobo} />
                </Table.Td>
                <Table.Td ta="right">
                  {line.balanceKobo === undefined ? '-' : <MoneyText kobo={line.balanceKobo} />}
                </Table.Td>
              </Table.Tr>
            ))}
            {lines.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={5} c="dimmed" ta="center">
                  No transactions found with these columns.
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {errors.length > 0 ? <RowErrors errors={errors} /> : null}
    </>
  );
}

export function RowErrors({ errors }: { errors: readonly { row: number; message: string }[] }) {
  return (
    <Alert
      color="orange"
      variant="light"
      title={`${errors.length} ${errors.length === 1 ? 'row' : 'rows'} could not be read`}
    >
      {errors.slice(0, errorsShown).map((error) => (
        <Text key={`${error.row}-${error.message}`} fz="sm">
          Row {error.row}: {error.message}
        </Text>
      ))}
      {errors.length > errorsShown ? (
        <Text fz="sm" c="dimmed">
          and {errors.length - errorsShown} more
        </Text>
      ) : null}
    </Alert>
  );
}
