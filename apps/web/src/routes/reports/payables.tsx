import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { OpenBill } from '@owo/core';
import { Link } from 'react-router';
import type { OpenInvoiceStatus } from '../../api/receivables.ts';
import { usePayables } from '../../api/vendor-payments.ts';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { MoneyText } from '../../components/MoneyText.tsx';
import { formatShortDay } from '../../lib/format.ts';
import { useListParams } from '../../lib/list-params.ts';
import { AsOfFilterBar, asOfFilters, CustomerLink, ReportFrame } from './report-parts.tsx';

export function meta() {
  return [{ title: 'Payables | Owo' }];
}

const statusColours: Record<OpenInvoiceStatus, string> = { overdue: 'red', 'partly-paid': 'yellow', unpaid: 'gray' };

const StatusBadge = ({ bill }: { bill: OpenBill }) => (
  <Badge color={statusColours[bill.status]} variant="light" size="sm">
    {bill.statusLabel}
  </Badge>
);

const billLink = (bill: OpenBill) => (
  <Anchor component={Link} to={`/expense/vendors/${bill.vendor._id}`} fz="sm" fw={500}>
    {bill.number}
  </Anchor>
);

const overdueText = (bill: OpenBill) =>
  bill.daysOverdue > 0 ? `${bill.daysOverdue} ${bill.daysOverdue === 1 ? 'day' : 'days'}` : '—';

const columns: DataTableColumn<OpenBill>[] = [
  {
    key: 'item',
    header: 'Bill',
    phoneOnly: true,
    cell: (bill) => (
      <Stack gap={2}>
        <Group gap="xs" wrap="nowrap">
          {billLink(bill)}
          <StatusBadge bill={bill} />
        </Group>
        <Text fz="xs" c="dimmed">
          {bill.vendor.name} · due {formatShortDay(bill.dueDate)}
          {bill.daysOverdue > 0 ? ` · ${overdueText(bill)} overdue` : ''}
        </Text>
      </Stack>
    ),
  },
  { key: 'number', header: 'Bill', cell: billLink, hiddenOnPhone: true, nowrap: true },
  {
    key: 'vendor',
    header: 'Vendor',
    cell: (bill) => <CustomerLink customer={bill.vendor} party="vendor" />,
    hiddenOnPhone: true,
  },
  { key: 'date', header: 'Date', cell: (bill) => formatShortDay(bill.date), hiddenOnPhone: true, nowrap: true },
  {
    key: 'due',
    header: 'Due date',
    cell: (bill) => formatShortDay(bill.dueDate),
    hiddenOnPhone: true,
    nowrap: true,
  },
  {
    key: 'overdue',
    header: 'Days overdue',
    cell: overdueText,
    align: 'right',
    hiddenOnPhone: true,
    nowrap: true,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (bill) => <StatusBadge bill={bill} />,
    hiddenOnPhone: true,
  },
  {
    key: 'total',
    header: 'Total',
    cell: (bill) => <MoneyText amount={bill.total} />,
    align: 'right',
    hiddenOnPhone: true,
    nowrap: true,
  },
  {
    key: 'due-amount',
    header: 'Amount due',
    cell: (bill) => <MoneyText amount={bill.amountDue} fw={600} />,
    align: 'right',
    nowrap: true,
  },
];

/** The bills open on a date, the most overdue first, with what each still owed then. */
export default function PayablesPage() {
  const list = useListParams();
  const filters = asOfFilters(list);
  const report = usePayables({ ...filters, page: list.page, limit: list.limit });
  const data = report.data?.data;
  const overdue = data?.rows.some((bill) => bill.status === 'overdue');
  return (
    <ReportFrame
      title="Payables"
      description="Bills not fully paid on a date, the most overdue first. Amounts are in naira, at the rate each bill was posted at."
      report="payables"
      filters={filters}
      filterBar={<AsOfFilterBar list={list} />}
      figures={
        data && [
          { label: 'Owed on bills', amount: data.billsDue },
          { label: 'Accounts payable', amount: data.totalDue },
        ]
      }
      dates={{ asOf: data?.asOf ?? filters.asOf }}
    >
      <DataTable
        label={overdue ? 'Open bills, some overdue' : 'Open bills'}
        columns={columns}
        rows={data?.rows}
        rowKey={(bill) => bill._id}
        loading={report.isPending}
        fetching={report.isFetching}
        pageInfo={report.data?.pageInfo}
        onPageChange={list.setPage}
        onRowsPerPageChange={list.setLimit}
        empty={{
          title: 'No open bills on this date',
          message: 'Approved bills that are not fully paid are listed here until they are.',
        }}
        footer={(columnCount) =>
          data ? (
            <Table.Tr>
              <Table.Th colSpan={columnCount - 1}>Total of every open bill</Table.Th>
              <Table.Th ta="right">
                <MoneyText amount={data.billsDue} fw={700} />
              </Table.Th>
            </Table.Tr>
          ) : null
        }
      />
      {data && data.notOnBill.length > 0 ? (
        <Card p="md">
          <Text fw={600} mb={4}>
            Not on a bill
          </Text>
          <Text c="dimmed" fz="sm" mb="sm">
            Payables posted without a bill (opening balances, journals, advances), so the total equals Accounts Payable.
          </Text>
          <Table.ScrollContainer minWidth={280}>
            <Table verticalSpacing={6} aria-label="Payables not on a bill">
              <Table.Tbody>
                {data.notOnBill.map((other) => (
                  <Table.Tr key={other.vendor?._id ?? 'none'}>
                    <Table.Td>
                      <CustomerLink customer={other.vendor} party="vendor" />
                    </Table.Td>
                    <Table.Td ta="right">
                      <MoneyText amount={other.amount} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th>Accounts payable</Table.Th>
                  <Table.Th ta="right">
                    <MoneyText amount={data.totalDue} fw={700} />
                  </Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        </Card>
      ) : null}
    </ReportFrame>
  );
}
