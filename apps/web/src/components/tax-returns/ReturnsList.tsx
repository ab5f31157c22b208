import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { TaxReturnView } from '@owo/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTaxReturns } from '../../api/tax-returns.ts';
import { formatDay } from '../../lib/format.ts';
import { useListParams } from '../../lib/list-params.ts';
import { useMay } from '../../session/permissions.ts';
import { DataTable, type DataTableColumn } from '../DataTable.tsx';
import { MoneyText } from '../MoneyText.tsx';
import { ReturnStatusBadge } from './ReturnStatusBadge.tsx';
import { monthName, prepareReturnPath, returnTypeLabels, taxReturnPath } from './tax-return-paths.ts';

function ReturnName({ row, withStatus = false }: { row: TaxReturnView; withStatus?: boolean }) {
  return (
    <Stack gap={2} align="flex-start">
      <Anchor component={Link} to={taxReturnPath(row._id)} fz="sm" fw={600}>
        {returnTypeLabels[row.type]} {monthName(row.period)}
      </Anchor>
      <Text fz="xs" c="dimmed">
        Filed {formatDay(row.filedOn)} · {row.reference}
      </Text>
      {withStatus ? <ReturnStatusBadge status={row.status} /> : null}
    </Stack>
  );
}

const columns: DataTableColumn<TaxReturnView>[] = [
  { key: 'name', header: 'Return', hiddenOnPhone: true, cell: (row) => <ReturnName row={row} /> },
  { key: 'phone', header: 'Return', phoneOnly: true, cell: (row) => <ReturnName row={row} withStatus /> },
  { key: 'due', header: 'Due', hiddenOnPhone: true, nowrap: true, cell: (row) => formatDay(row.dueDate) },
  { key: 'status', header: 'Status', hiddenOnPhone: true, cell: (row) => <ReturnStatusBadge status={row.status} /> },
  {
    key: 'paid',
    header: 'Paid',
    align: 'right',
    hiddenOnPhone: true,
    cell: (row) => <MoneyText amount={row.amountPaid} fz="sm" />,
  },
  {
    key: 'due-amount',
    header: 'Amount due',
    align: 'right',
    cell: (row) => <MoneyText amount={row.amountDue} fz="sm" fw={600} />,
  },
];

/** The filed returns, newest month first, with what each asks and what is paid. */
export function ReturnsList() {
  const list = useListParams();
  const returns = useTaxReturns({ page: list.page, limit: list.limit });
  const prepare = useMay('tax.view') ? (
    <Button component={Link} to={prepareReturnPath()} leftSection={<IconFileInvoice size={18} />}>
      Prepare a return
    </Button>
  ) : undefined;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text fz="sm" c="dimmed" maw={560}>
          VAT and WHT returns are due by the 21st of the next month. Prepare one from your books, file it with NRS, then
          record its payment.
        </Text>
        {prepare}
      </Group>
      <DataTable
        label="Tax returns"
        columns={columns}
        rows={returns.data?.data}
        rowKey={(row) => row._id}
        loading={returns.isPending}
        fetching={returns.isFetching}
        pageInfo={returns.data?.pageInfo}
        onPageChange={list.setPage}
        onRowsPerPageChange={list.setLimit}
        minWidth={720}
        empty={{
          title: 'No return filed yet',
          message: "Prepare last month's VAT or WHT return: every figure comes from your books.",
          action: prepare,
        }}
      />
    </Stack>
  );
}
