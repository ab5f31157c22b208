import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { expenseMessages } from '@owo/core';
import { IconEdit, IconPlus, IconTable, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type ExpenseRow, expenseListPath, useBulkDeleteExpenses, useExpenses } from '../../../api/expenses.ts';
import { BranchSelect } from '../../../components/BranchSelect.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { DateRangeFilter } from '../../../components/DateRangeFilter.tsx';
import { DownloadMenu } from '../../../components/DownloadMenu.tsx';
import { openConfirmDialog } from '../../../components/dialogs.ts';
import { openBulkEditExpensesDialog } from '../../../components/expenses/BulkEditExpensesDialog.tsx';
import { ExpenseStatusBadge } from '../../../components/expenses/ExpenseStatusBadge.tsx';
import { bulkExpensePath, expensePath, newExpensePath } from '../../../components/expenses/expense-paths.ts';
import { allOption, FilterSelect, FiltersCard, noMatches, SelectionBar } from '../../../components/ListFilters.tsx';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { toast } from '../../../components/toast.tsx';
import { formatDay, formatShortDay } from '../../../lib/format.ts';
import { useListParams } from '../../../lib/list-params.ts';
import { useMay } from '../../../session/permissions.ts';

export function meta() {
  return [{ title: 'Expenses | Owo' }];
}

const statusOptions = [
  { value: allOption, label: 'All statuses' },
  { value: 'paid', label: 'Paid' },
  { value: 'awaiting-approval', label: 'Awaiting approval' },
  { value: 'void', label: 'Void (deleted)' },
];

const columns: DataTableColumn<ExpenseRow>[] = [
  {
    key: 'date',
    header: 'Date',
    nowrap: true,
    hiddenOnPhone: true,
    cell: (row) => <Text fz="sm">{formatDay(row.date)}</Text>,
  },
  {
    key: 'number',
    header: 'Expense',
    cell: (row) => (
      <Stack gap={0}>
        <Anchor component={Link} to={expensePath(row._id)} fz="sm" fw={600}>
          {row.number}
        </Anchor>
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {row.referenceNo}
        </Text>
        <Text fz="xs" c="dimmed" hiddenFrom="sm">
          {formatShortDay(row.date)}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'payee',
    header: 'Payee',
    cell: (row) => (
      <Stack gap={0}>
        <Text fz="sm">{row.vendor.companyName}</Text>
        <Text fz="xs" c="dimmed">
          {row.category?.name}
        </Text>
      </Stack>
    ),
  },
  { key: 'store', header: 'Store', hiddenOnPhone: true, cell: (row) => <Text fz="sm">{row.branch.name}</Text> },
  {
    key: 'method',
    header: 'Payment method',
    hiddenOnPhone: true,
    cell: (row) => <Text fz="sm">{row.paymentMethod.name}</Text>,
  },
  { key: 'status', header: 'Status', hiddenOnPhone: true, cell: (row) => <ExpenseStatusBadge status={row.status} /> },
  {
    key: 'total',
    header: 'Total',
    align: 'right',
    nowrap: true,
    cell: (row) => <MoneyText amount={row.total} currency={row.currency.name} fz="sm" />,
  },
];

/** /expense/expenses: filters in the address, a page at a time, bulk edit and delete of a selection. */
export default function Expenses() {
  const list = useListParams();
  const filters = {
    status: list.get('status'),
    branch: list.get('branch'),
    period: list.get('period'),
    from: list.get('from'),
    to: list.get('to'),
  };
  const expenses = useExpenses({ page: list.page, limit: list.limit, ...filters });
  const remove = useBulkDeleteExpenses();
  const [selected, setSelected] = useState<string[]>([]);
  const mayCreate = useMay('expenses.create');
  const mayEdit = useMay('expenses.edit');
  const mayDelete = useMay('expenses.delete');

  const confirmDelete = () =>
    openConfirmDialog({
      title: 'Delete expenses',
      message: expenseMessages.deleteExpenses,
      danger: true,
      onConfirm: async () => {
        const response = await remove.mutateAsync(selected);
        setSelected([]);
        toast({ type: 'success', msg: response.message });
      },
    });
  const filtered = Object.values(filters).some(Boolean);

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Expenses"
        description="Money spent from the company's bank and cash accounts, with the receipts."
        actions={
          <>
            <DownloadMenu
              formats={['xlsx', 'csv']}
              pathOf={(format) => expenseListPath({ page: 1, limit: 1, ...filters }, format as 'csv' | 'xlsx')}
              fallbackName={(format) => `Expenses.${format}`}
            />
            {mayCreate ? (
              <>
                <Button component={Link} to={bulkExpensePath} variant="default" leftSection={<IconTable size={18} />}>
                  Bulk expenses
                </Button>
                <Button component={Link} to={newExpensePath} leftSection={<IconPlus size={18} />}>
                  New expense
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <FiltersCard>
        <FilterSelect list={list} param="status" label="Status" options={statusOptions} width={200} />
        <BranchSelect
          label="Store"
          placeholder="All stores"
          value={filters.branch || null}
          onChange={(value) => list.update({ branch: value })}
          w={{ base: '100%', xs: 190 }}
        />
        <DateRangeFilter list={list} />
      </FiltersCard>
      <SelectionBar count={selected.length}>
        {mayEdit ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEdit size={14} />}
            onClick={() => openBulkEditExpensesDialog(selected, () => undefined)}
          >
            Bulk edit
          </Button>
        ) : null}
        {mayDelete ? (
          <Button size="xs" color="red" variant="light" leftSection={<IconTrash size={14} />} onClick={confirmDelete}>
            Delete
          </Button>
        ) : null}
      </SelectionBar>
      <DataTable
        label="Expenses"
        columns={columns}
        rows={expenses.data?.data}
        rowKey={(row) => row._id}
        loading={expenses.isPending}
        fetching={expenses.isFetching}
        pageInfo={expenses.data?.pageInfo}
        onPageChange={list.setPage}
        onRowsPerPageChange={list.setLimit}
        minWidth={640}
        selection={{
          selected,
          onChange: setSelected,
          rowLabel: (row) => `Select ${row.number}`,
          isSelectable: (row) => row.status !== 'void',
        }}
        empty={
          filtered
            ? noMatches('No expenses match', 'Try another status, store or period, or clear the filters.', () =>
                list.update({ status: null, branch: null, period: null, from: null, to: null }),
              )
            : {
                title: 'No expenses yet',
                message: 'Record fuel, rent, data and every other spend with its receipt, and see it in the books.',
                action: mayCreate ? (
                  <Group justify="center">
                    <Button component={Link} to={newExpensePath}>
                      New expense
                    </Button>
                  </Group>
                ) : undefined,
              }
        }
      />
    </Stack>
  );
}
