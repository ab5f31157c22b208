import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { todayInLagos } from '@owo/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PageInfo } from '../../api/client.ts';
import { type ReceivablesReport, type Reference, reportExportPath, type SalesAmounts } from '../../api/receivables.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { BranchSelect } from '../../components/BranchSelect.tsx';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { DateRangeFilter } from '../../components/DateRangeFilter.tsx';
import { DownloadMenu } from '../../components/DownloadMenu.tsx';
import { MoneyText } from '../../components/MoneyText.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { AsOfField } from '../../components/reports/StatementFilterBar.tsx';
import { statementPeriod } from '../../components/reports/statement-filters.ts';
import { formatDay } from '../../lib/format.ts';
import type { ListParams } from '../../lib/list-params.ts';

/*
 * What the receivables report pages share (aging, customer balances, open invoices, sales by
 * customer and by employee): their filters from the address (so a report can be shared and
 * bookmarked), the page around the table, the export menu, the summary cards, the customer link,
 * the per-customer amounts table and the whole of a sales report. Not a route.
 */

/** An as-of report's filters: the date (default today) and the branch. */
export function asOfFilters(list: ListParams) {
  return { asOf: list.get('asOf') || todayInLagos(), branch: list.get('branch') || undefined };
}

/**
 * A period report's filters: a preset of spec section 9 or a custom range, by default the
 * financial year so far (no start date: the server knows when the company's year starts).
 */
export function periodFilters(list: ListParams) {
  return { ...statementPeriod(list), branch: list.get('branch') || undefined };
}

function BranchFilter({ list }: { list: ListParams }) {
  return (
    <BranchSelect
      label="Branch"
      placeholder="All branches"
      value={list.get('branch') || null}
      onChange={(branch) => list.update({ branch })}
      w={{ base: '100%', xs: 220 }}
    />
  );
}

/** The date and branch of an aging, balances or open invoices report. */
export function AsOfFilterBar({ list }: { list: ListParams }) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <AsOfField list={list} />
      <BranchFilter list={list} />
    </Group>
  );
}

/** The period (presets, custom range) and branch of a sales report. */
function PeriodFilterBar({ list }: { list: ListParams }) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <DateRangeFilter list={list} unsetLabel="Financial year to date" />
      <BranchFilter list={list} />
    </Group>
  );
}

/** Export: the report as on screen (same date or period, same branch) as Excel, CSV or PDF. */
function ReportExport({
  report,
  filters,
  name,
}: {
  report: ReceivablesReport;
  filters: Record<string, string | undefined>;
  name: string;
}) {
  return (
    <DownloadMenu
      formats={['xlsx', 'csv', 'pdf']}
      pathOf={(format) => reportExportPath(report, filters, format)}
      fallbackName={(format) => `${name}.${format}`}
    />
  );
}

/** 'As of 30 June 2026 · Accrual basis', or the period's dates. */
function ReportPeriod({ asOf, from, to }: { asOf?: string; from?: string; to?: string }) {
  const dates = asOf ? `As of ${formatDay(asOf)}` : from && to ? `${formatDay(from)} – ${formatDay(to)}` : null;
  if (!dates) return null;
  return (
    <Text c="dimmed" fz="sm">
      {dates} · Accrual basis · Amounts in naira
    </Text>
  );
}

export interface SummaryFigure {
  label: string;
  amount: number;
  /** Shown in red when above zero (overdue amounts). */
  warn?: boolean;
}

/** The report's totals as cards above the table: two a row on a phone. */
function SummaryCards({ figures, columns = 4 }: { figures: SummaryFigure[]; columns?: number }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: Math.min(columns, 3), md: columns }} spacing="sm">
      {figures.map((figure) => (
        <Card key={figure.label} p="sm">
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            {figure.label}
          </Text>
          <MoneyText
            amount={figure.amount}
            fz={{ base: 'md', sm: 'lg' }}
            fw={700}
            c={figure.warn && figure.amount > 0 ? 'red.8' : undefined}
          />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** A customer's name, opening the customer; receivables lines naming nobody read 'Not linked to a customer'. */
export function CustomerLink({
  customer,
  party = 'customer',
}: {
  customer: Reference | null;
  party?: 'customer' | 'vendor';
}): ReactNode {
  if (!customer) {
    return (
      <Text fz="sm" fs="italic" c="dimmed" span>
        Not linked to a {party}
      </Text>
    );
  }
  const path = party === 'vendor' ? '/expense/vendors' : '/sales/customers';
  return (
    <Anchor component={Link} to={`${path}/${customer._id}`} fz="sm">
      {customer.name}
    </Anchor>
  );
}

/**
 * The columns of a sales report after the customer or employee: documents, before tax, tax and
 * total. On a phone the count goes under the name and only the total stays beside it.
 */
export function salesColumns<Row extends SalesAmounts>(party: {
  header: string;
  cell: (row: Row) => ReactNode;
}): DataTableColumn<Row>[] {
  const documents = (row: Row) => `${row.documents} ${row.documents === 1 ? 'document' : 'documents'}`;
  return [
    {
      key: 'party-phone',
      header: party.header,
      phoneOnly: true,
      cell: (row) => (
        <Stack gap={0}>
          {party.cell(row)}
          <Text fz="xs" c="dimmed">
            {documents(row)} · tax <MoneyText amount={row.tax} />
          </Text>
        </Stack>
      ),
    },
    { key: 'party', header: party.header, cell: party.cell, hiddenOnPhone: true },
    { key: 'documents', header: 'Documents', cell: (row) => row.documents, align: 'right', hiddenOnPhone: true },
    {
      key: 'before-tax',
      header: 'Sales before tax',
      cell: (row) => <MoneyText amount={row.beforeTax} />,
      align: 'right',
      nowrap: true,
      hiddenOnPhone: true,
    },
    {
      key: 'tax',
      header: 'Tax',
      cell: (row) => <MoneyText amount={row.tax} />,
      align: 'right',
      nowrap: true,
      hiddenOnPhone: true,
    },
    {
      key: 'total',
      header: 'Total',
      cell: (row) => <MoneyText amount={row.total} fw={600} />,
      align: 'right',
      nowrap: true,
    },
  ];
}

/** The totals row of a sales report, under the columns shown (fewer on a phone). */
function SalesTotalsRow({ totals, columnCount }: { totals: SalesAmounts; columnCount: number }) {
  if (columnCount <= 2) {
    return (
      <Table.Tr>
        <Table.Th>Total</Table.Th>
        <Table.Th ta="right">
          <MoneyText amount={totals.total} fw={700} />
        </Table.Th>
      </Table.Tr>
    );
  }
  return (
    <Table.Tr>
      <Table.Th>Total</Table.Th>
      <Table.Th ta="right">{totals.documents}</Table.Th>
      <Table.Th ta="right">
        <MoneyText amount={totals.beforeTax} fw={700} />
      </Table.Th>
      <Table.Th ta="right">
        <MoneyText amount={totals.tax} fw={700} />
      </Table.Th>
      <Table.Th ta="right">
        <MoneyText amount={totals.total} fw={700} />
      </Table.Th>
    </Table.Tr>
  );
}

/** The sales reports' summary figures. */
function salesFigures(totals: SalesAmounts): SummaryFigure[] {
  return [
    { label: 'Sales before tax', amount: totals.beforeTax },
    { label: 'Tax', amount: totals.tax },
    { label: 'Total', amount: totals.total },
  ];
}

/** A report's query as the tables read it: the envelope's data, the first load, a later one. */
export interface ReportQuery<Data> {
  data?: { data: Data; pageInfo?: PageInfo | undefined } | undefined;
  isPending: boolean;
  isFetching: boolean;
}

interface ReportFrameProps {
  /** The page's title, also the exported file's name. */
  title: string;
  description: string;
  report: ReceivablesReport;
  filters: Record<string, string | undefined>;
  /** AsOfFilterBar or PeriodFilterBar. */
  filterBar: ReactNode;
  /** The totals shown as cards above the table, once the report is in. */
  figures: SummaryFigure[] | undefined;
  /** The date or period the figures are for. */
  dates: { asOf?: string | undefined; from?: string | undefined; to?: string | undefined };
  back?: ReactNode;
  children: ReactNode;
}

/** A receivables report's page: header and export, filters, summary, the dates it covers, then its table. */
export function ReportFrame({
  title,
  description,
  report,
  filters,
  filterBar,
  figures,
  dates,
  back,
  children,
}: ReportFrameProps) {
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        back={back}
        title={title}
        description={description}
        actions={<ReportExport report={report} filters={filters} name={title} />}
      />
      {filterBar}
      {figures ? <SummaryCards columns={figures.length} figures={figures} /> : null}
      <ReportPeriod {...dates} />
      {children}
    </Stack>
  );
}

interface SalesReportPageProps<Row extends SalesAmounts> {
  title: string;
  description: string;
  report: ReceivablesReport;
  list: ListParams;
  filters: Record<string, string | undefined>;
  query: ReportQuery<{ from: string; to: string; rows: Row[]; totals: SalesAmounts }>;
  columns: DataTableColumn<Row>[];
  rowKey: (row: Row) => string;
}

/** A sales report (by customer, by employee): a period's documents added up a row each. */
export function SalesReportPage<Row extends SalesAmounts>(props: SalesReportPageProps<Row>) {
  const { title, query } = props;
  const data = query.data?.data;
  return (
    <ReportFrame
      back={<BackLink to="/reports/sales" label="Sales reports" />}
      title={title}
      description={props.description}
      report={props.report}
      filters={props.filters}
      filterBar={<PeriodFilterBar list={props.list} />}
      figures={data && salesFigures(data.totals)}
      dates={{ from: data?.from, to: data?.to }}
    >
      <DataTable
        label={title}
        columns={props.columns}
        rows={data?.rows}
        rowKey={props.rowKey}
        loading={query.isPending}
        fetching={query.isFetching}
        empty={{
          title: 'No sales in this period',
          message: 'Approved invoices and sales receipts dated in the period are added up here.',
        }}
        footer={(columnCount) => (data ? <SalesTotalsRow totals={data.totals} columnCount={columnCount} /> : null)}
      />
    </ReportFrame>
  );
}
