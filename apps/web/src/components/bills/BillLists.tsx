import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type BillRow, useBills, useVendorOpenBills } from '../../api/bills.ts';
import { useMay } from '../../session/permissions.ts';
import { setRowsPerPage, useRowsPerPage } from '../../session/storage.ts';
import { DataTable, type DataTableColumn } from '../DataTable.tsx';
import { MoneyText } from '../MoneyText.tsx';
import { PageHeader } from '../PageHeader.tsx';
import { SalesStatusBadge } from '../sales/SalesStatusBadge.tsx';
import { billPath, newBillPath } from './bill-paths.ts';

/* The bills list (Expenses menu) and a vendor's bills to pay (its page). */

const kobo = (naira: number) => Math.round(naira * 100);

export const billColumns: DataTableColumn<BillRow>[] = [
  {
    key: 'number',
    header: 'Bill',
    cell: (bill) => (
      <Stack gap={0}>
        <Anchor component={Link} to={billPath(bill._id)} fw={600} fz="sm">
          {bill.number}
        </Anchor>
        <Text fz="xs" c="dimmed">
          {bill.billNo}
        </Text>
      </Stack>
    ),
  },
  { key: 'vendor', header: 'Vendor', cell: (bill) => bill.vendor.name },
  { key: 'issueDate', header: 'Date', cell: (bill) => bill.issueDate, nowrap: true, hiddenOnPhone: true },
  { key: 'dueDate', header: 'Due', cell: (bill) => bill.dueLabel?.label ?? bill.dueDate, hiddenOnPhone: true },
  { key: 'status', header: 'Status', cell: (bill) => <SalesStatusBadge status={bill.status} /> },
  {
    key: 'total',
    header: 'Total',
    align: 'right',
    nowrap: true,
    cell: (bill) => <MoneyText kobo={kobo(bill.total)} currency={bill.currency.name} />,
  },
  {
    key: 'amountDue',
    header: 'Amount due',
    align: 'right',
    nowrap: true,
    hiddenOnPhone: true,
    cell: (bill) => <MoneyText kobo={kobo(bill.amountDue)} currency={bill.currency.name} />,
  },
];

const statuses = [
  { value: 'DRAFT', label: 'Draft' },
  { value: 'AWAITING_APPROVAL', label: 'Awaiting approval' },
  { value: 'UNPAID', label: 'Unpaid' },
  { value: 'PARTLY_PAID', label: 'Partly paid' },
  { value: 'OVERDUE', label: 'Overdue' },
  { value: 'PAID', label: 'Paid' },
  { value: 'VOID', label: 'Void' },
];

const periods = [
  { value: 'this-month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '365', label: 'Last 365 days' },
];

function usePaging() {
  const [page, setPage] = useState(1);
  const limit = useRowsPerPage();
  const setLimit = (rows: number) => {
    setRowsPerPage(rows);
    setPage(1);
  };
  return { page, setPage, limit, setLimit };
}

export function BillsListPage() {
  const paging = usePaging();
  const [status, setStatus] = useState<string | null>(null);
  const [period, setPeriod] = useState<string | null>(null);
  const mayCreate = useMay('expenses.create');
  const bills = useBills({
    page: paging.page,
    limit: paging.limit,
    status: status ?? undefined,
    period: period ?? undefined,
  });
  return (
    <Stack gap="lg">
      <PageHeader
        title="Bills"
        description="What your vendors have billed you, and what is still to pay"
        actions={
          mayCreate ? (
            <Button component={Link} to={newBillPath()} leftSection={<IconPlus size={16} />}>
              New bill
            </Button>
          ) : null
        }
      />
      <Group gap="sm" wrap="wrap">
        <Select
          aria-label="Status"
          placeholder="All statuses"
          data={statuses}
          value={status}
          onChange={(value) => {
            setStatus(value);
            paging.setPage(1);
          }}
          clearable
          w={200}
        />
        <Select
          aria-label="Period"
          placeholder="Any date"
          data={periods}
          value={period}
          onChange={(value) => {
            setPeriod(value);
            paging.setPage(1);
          }}
          clearable
          w={180}
        />
      </Group>
      <DataTable
        label="Bills"
        columns={billColumns}
        rows={bills.data?.data}
        rowKey={(bill) => bill._id}
        loading={bills.isPending}
        fetching={bills.isFetching}
        pageInfo={bills.data?.pageInfo}
        onPageChange={paging.setPage}
        onRowsPerPageChange={paging.setLimit}
        empty={{ title: 'No bills yet', message: 'Bills you enter from your vendors show here.' }}
      />
    </Stack>
  );
}

/** A vendor's bills that can still be paid, oldest due first (its page; payments and expenses join beside it). */
export function VendorBills({ vendorId }: { vendorId: string }) {
  const paging = usePaging();
  const bills = useVendorOpenBills(vendorId, paging.page, paging.limit);
  const mayCreate = useMay('expenses.create');
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600}>Bills to pay</Text>
        {mayCreate ? (
          <Button component={Link} to={newBillPath(vendorId)} leftSection={<IconPlus size={16} />} size="xs">
            New bill
          </Button>
        ) : null}
      </Group>
      <DataTable
        label="Bills to pay"
        columns={billColumns}
        rows={bills.data?.data}
        rowKey={(bill) => bill._id}
        loading={bills.isPending}
        fetching={bills.isFetching}
        pageInfo={bills.data?.pageInfo}
        onPageChange={paging.setPage}
        onRowsPerPageChange={paging.setLimit}
        empty={{ title: 'Nothing to pay', message: 'This vendor has no unpaid bills.' }}
      />
    </Stack>
  );
}
