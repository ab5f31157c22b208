import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { type OpenInvoice, type OpenInvoiceStatus, useReceivables } from '../../api/receivables.ts';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { MoneyText } from '../../components/MoneyText.tsx';
import { formatShortDay } from '../../lib/format.ts';
import { useListParams } from '../../lib/list-params.ts';
import { AsOfFilterBar, asOfFilters, CustomerLink, ReportFrame } from './report-parts.tsx';

export function meta() {
  return [{ title: 'Receivables | Owo' }];
}

const statusColours: Record<OpenInvoiceStatus, string> = { overdue: 'red', 'partly-paid': 'yellow', unpaid: 'gray' };

const StatusBadge = ({ invoice }: { invoice: OpenInvoice }) => (
  <Badge color={statusColours[invoice.status]} variant="light" size="sm">
    {invoice.statusLabel}
  </Badge>
);

const invoiceLink = (invoice: OpenInvoice) => (
  <Anchor component={Link} to={`/sales/invoice/${invoice._id}`} fz="sm" fw={500}>
    {invoice.number}
  </Anchor>
);

const overdueText = (invoice: OpenInvoice) =>
  invoice.daysOverdue > 0 ? `${invoice.daysOverdue} ${invoice.daysOverdue === 1 ? 'day' : 'days'}` : '—';

const columns: DataTableColumn<OpenInvoice>[] = [
  {
    key: 'item',
    header: 'Invoice',
    phoneOnly: true,
    cell: (invoice) => (
      <Stack gap={2}>
        <Group gap="xs" wrap="nowrap">
          {invoiceLink(invoice)}
          <StatusBadge invoice={invoice} />
        </Group>
        <Text fz="xs" c="dimmed">
          {invoice.customer.name} · due {formatShortDay(invoice.dueDate)}
          {invoice.daysOverdue > 0 ? ` · ${overdueText(invoice)} overdue` : ''}
        </Text>
      </Stack>
    ),
  },
  { key: 'number', header: 'Invoice', cell: invoiceLink, hiddenOnPhone: true, nowrap: true },
  {
    key: 'customer',
    header: 'Customer',
    cell: (invoice) => <CustomerLink customer={invoice.customer} />,
    hiddenOnPhone: true,
  },
  { key: 'date', header: 'Date', cell: (invoice) => formatShortDay(invoice.date), hiddenOnPhone: true, nowrap: true },
  {
    key: 'due',
    header: 'Due date',
    cell: (invoice) => formatShortDay(invoice.dueDate),
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
    cell: (invoice) => <StatusBadge invoice={invoice} />,
    hiddenOnPhone: true,
  },
  {
    key: 'total',
    header: 'Total',
    cell: (invoice) => <MoneyText amount={invoice.total} />,
    align: 'right',
    hiddenOnPhone: true,
    nowrap: true,
  },
  {
    key: 'due-amount',
    header: 'Amount due',
    cell: (invoice) => <MoneyText amount={invoice.amountDue} fw={600} />,
    align: 'right',
    nowrap: true,
  },
];

/** The invoices open on a date, the most overdue first, with what each still owed then. */
export default function ReceivablesPage() {
  const list = useListParams();
  const filters = asOfFilters(list);
  const report = useReceivables({ ...filters, page: list.page, limit: list.limit });
  const data = report.data?.data;
  const overdue = data?.rows.some((invoice) => invoice.status === 'overdue');
  return (
    <ReportFrame
      title="Receivables"
      description="Invoices not fully paid on a date, the most overdue first. Amounts are in naira, at the rate each invoice was posted at."
      report="receivables"
      filters={filters}
      filterBar={<AsOfFilterBar list={list} />}
      figures={
        data && [
          { label: 'Owed on invoices', amount: data.invoicesDue },
          { label: 'Accounts receivable', amount: data.totalDue },
        ]
      }
      dates={{ asOf: data?.asOf ?? filters.asOf }}
    >
      <DataTable
        label={overdue ? 'Open invoices, some overdue' : 'Open invoices'}
        columns={columns}
        rows={data?.rows}
        rowKey={(invoice) => invoice._id}
        loading={report.isPending}
        fetching={report.isFetching}
        pageInfo={report.data?.pageInfo}
        onPageChange={list.setPage}
        onRowsPerPageChange={list.setLimit}
        empty={{
          title: 'No open invoices on this date',
          message: 'Approved invoices that are not fully paid are listed here until they are.',
        }}
        footer={(columnCount) =>
          data ? (
            <Table.Tr>
              <Table.Th colSpan={columnCount - 1}>Total of every open invoice</Table.Th>
              <Table.Th ta="right">
                <MoneyText amount={data.invoicesDue} fw={700} />
              </Table.Th>
            </Table.Tr>
          ) : null
        }
      />
      {data && data.notOnInvoice.length > 0 ? (
        <Card p="md">
          <Text fw={600} mb={4}>
            Not on an invoice
          </Text>
          <Text c="dimmed" fz="sm" mb="sm">
            Receivables posted without an invoice (opening balances, journals), so the total equals Accounts Receivable.
          </Text>
          <Table.ScrollContainer minWidth={280}>
            <Table verticalSpacing={6} aria-label="Receivables not on an invoice">
              <Table.Tbody>
                {data.notOnInvoice.map((other) => (
                  <Table.Tr key={other.customer?._id ?? 'none'}>
                    <Table.Td>
                      <CustomerLink customer={other.customer} />
                    </Table.Td>
                    <Table.Td ta="right">
                      <MoneyText amount={other.amount} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th>Accounts receivable</Table.Th>
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
