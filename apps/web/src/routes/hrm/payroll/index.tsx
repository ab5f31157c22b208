import { Anchor, Button, Stack, Text } from '@mantine/core';
import { type PayrollStatus, payrollStatuses } from '@owo/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type PayrollRow, usePayrolls } from '../../../api/payroll.ts';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { allOption, FilterSelect, FiltersCard, noMatches } from '../../../components/ListFilters.tsx';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { monthText, PayrollStatusBadge, payrollStatusLabels } from '../../../components/payroll/PayrollStatusBadge.tsx';
import { newPayrollPath, payrollPath } from '../../../components/payroll/payroll-paths.ts';
import { useListParams } from '../../../lib/list-params.ts';
import { useMay } from '../../../session/permissions.ts';

export function meta() {
  return [{ title: 'Payroll | Owo' }];
}

const statusOptions = [
  { value: allOption, label: 'All statuses' },
  ...payrollStatuses.map((status) => ({ value: status, label: payrollStatusLabels[status] })),
];

const isStatus = (value: string): value is PayrollStatus => (payrollStatuses as readonly string[]).includes(value);

const money = (key: 'gross' | 'paye' | 'net', header: string, hiddenOnPhone = true): DataTableColumn<PayrollRow> => ({
  key,
  header,
  align: 'right',
  hiddenOnPhone,
  cell: (run) => <MoneyText amount={run[key]} fz="sm" fw={key === 'net' ? 600 : undefined} />,
});

function RunName({ run, withStatus = false }: { run: PayrollRow; withStatus?: boolean }) {
  return (
    <Stack gap={2} align="flex-start">
      <Anchor component={Link} to={payrollPath(run._id)} fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {run.number}
      </Anchor>
      <Text fz="xs" c="dimmed">
        {monthText(run.period)}
      </Text>
      {withStatus ? <PayrollStatusBadge status={run.status} /> : null}
    </Stack>
  );
}

const columns: DataTableColumn<PayrollRow>[] = [
  { key: 'number', header: 'Payroll', hiddenOnPhone: true, cell: (run) => <RunName run={run} /> },
  // A phone has room for two columns: the run with its status, and its net pay.
  { key: 'run', header: 'Payroll', phoneOnly: true, cell: (run) => <RunName run={run} withStatus /> },
  {
    key: 'branch',
    header: 'Branch',
    hiddenOnPhone: true,
    cell: (run) => <Text fz="sm">{run.branch?.name ?? 'All branches'}</Text>,
  },
  {
    key: 'status',
    header: 'Status',
    nowrap: true,
    hiddenOnPhone: true,
    cell: (run) => <PayrollStatusBadge status={run.status} />,
  },
  {
    key: 'employees',
    header: 'Employees',
    align: 'right',
    hiddenOnPhone: true,
    cell: (run) => <Text fz="sm">{run.employees}</Text>,
  },
  money('gross', 'Gross pay'),
  money('paye', 'PAYE'),
  money('net', 'Net pay', false),
];

/** /hrm/payroll: the payroll runs, newest month first, with a status filter in the address. */
export default function Payrolls() {
  const list = useListParams();
  const status = list.get('status');
  const runs = usePayrolls({ page: list.page, limit: list.limit, status: isStatus(status) ? status : null });
  const mayCreate = useMay('payroll.create');
  const runButton = mayCreate ? (
    <Button component={Link} to={newPayrollPath} leftSection={<IconPlus size={18} />}>
      Run payroll
    </Button>
  ) : undefined;

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Payroll"
        description="Each month's pay: worked out from your employees' employment, approved, then paid from the bank."
        actions={runButton}
      />
      <FiltersCard>
        <FilterSelect list={list} param="status" label="Status" options={statusOptions} width={200} />
      </FiltersCard>
      <DataTable
        label="Payroll runs"
        columns={columns}
        rows={runs.data?.data}
        rowKey={(run) => run._id}
        loading={runs.isPending}
        fetching={runs.isFetching}
        pageInfo={runs.data?.pageInfo}
        onPageChange={list.setPage}
        onRowsPerPageChange={list.setLimit}
        minWidth={820}
        empty={
          status
            ? noMatches('No payroll matches', 'Try another status, or clear the filter.', () =>
                list.update({ status: null }),
              )
            : {
                title: 'No payroll yet',
                message: "Run a month's payroll: everyone employed in the month is paid by their employment.",
                action: runButton,
              }
        }
      />
    </Stack>
  );
}
