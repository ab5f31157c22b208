import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { PayrollLine } from '../../api/payroll.ts';
import { usePhone } from '../../lib/use-phone.ts';
import { MoneyText } from '../MoneyText.tsx';

/*
 * A run's lines, one per employee. On a laptop a table; on a phone each employee is a card of
 * label and amount pairs, so nothing but the page scrolls, and only down.
 */

type Amount = 'gross' | 'pensionEmployee' | 'nhf' | 'paye' | 'otherDeductions' | 'net';

const amounts: { key: Amount; label: string }[] = [
  { key: 'gross', label: 'Gross pay' },
  { key: 'pensionEmployee', label: 'Pension' },
  { key: 'nhf', label: 'NHF' },
  { key: 'paye', label: 'PAYE' },
  { key: 'otherDeductions', label: 'Other deductions' },
  { key: 'net', label: 'Net pay' },
];

const daysText = (line: PayrollLine) =>
  line.days === line.daysInPeriod ? `${line.days}` : `${line.days} of ${line.daysInPeriod}`;

function EmployeeName({ line }: { line: PayrollLine }) {
  return (
    <Stack gap={0} miw={0}>
      <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {line.employee.displayName}
      </Text>
      <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {[line.jobTitle, line.employee.staffNumber].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}

export function PayrollLines({ lines }: { lines: PayrollLine[] }) {
  const phone = usePhone();
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        Employees
      </Title>
      {phone ? (
        <Stack gap="sm" role="list" aria-label="Payroll lines">
          {lines.map((line) => (
            <Card
              key={line._id}
              withBorder
              radius="sm"
              padding="sm"
              role="listitem"
              aria-label={line.employee.displayName}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
                <EmployeeName line={line} />
                <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {daysText(line)} days
                </Text>
              </Group>
              <Stack gap={4}>
                {amounts.map(({ key, label }) => (
                  <Group key={key} justify="space-between" gap={4} wrap="nowrap">
                    <Text fz="sm" c={key === 'net' ? undefined : 'dimmed'} fw={key === 'net' ? 600 : undefined}>
                      {label}
                    </Text>
                    <MoneyText amount={line[key]} fz="sm" fw={key === 'net' ? 600 : undefined} />
                  </Group>
                ))}
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table aria-label="Payroll lines" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Employee</Table.Th>
                <Table.Th ta="right">Days</Table.Th>
                {amounts.map(({ key, label }) => (
                  <Table.Th key={key} ta="right">
                    {label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line._id}>
                  <Table.Td>
                    <EmployeeName line={line} />
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {daysText(line)}
                  </Table.Td>
                  {amounts.map(({ key }) => (
                    <Table.Td key={key} ta="right">
                      <MoneyText amount={line[key]} fz="sm" fw={key === 'net' ? 600 : undefined} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
