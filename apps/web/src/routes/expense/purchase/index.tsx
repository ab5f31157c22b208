import { Anchor, Button, Stack, Text } from '@mantine/core';
import { purchaseOrderStatusLabels, purchaseOrderStatusValues } from '@owo/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type PurchaseOrderRow, usePurchaseOrders } from '../../../api/purchase-orders.ts';
import { BranchSelect } from '../../../components/BranchSelect.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { DateRangeFilter, useDateRange } from '../../../components/DateRangeFilter.tsx';
import {
  allOption,
  FilterSelect,
  FiltersCard,
  noMatches,
  SearchInput,
  useListSearch,
} from '../../../components/ListFilters.tsx';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PurchaseStatusBadge } from '../../../components/purchase-orders/PurchaseStatusBadge.tsx';
import { purchasePath } from '../../../components/purchase-orders/purchase-order-form.ts';
import { formatDay } from '../../../lib/format.ts';
import { useListParams } from '../../../lib/list-params.ts';
import { useMay } from '../../../session/permissions.ts';

export function meta() {
  return [{ title: 'Purchase orders | Owo' }];
}

const statusOptions = [
  { value: allOption, label: 'All statuses' },
  ...purchaseOrderStatusValues.map((status) => ({ value: status, label: purchaseOrderStatusLabels[status] })),
];

const columns: DataTableColumn<PurchaseOrderRow>[] = [
  {
    key: 'number',
    header: 'Number',
    nowrap: true,
    cell: (order) => (
      <Stack gap={0}>
        <Anchor component={Link} to={purchasePath(order._id)} fz="sm" fw={600}>
          {order.number}
        </Anchor>
        <Text fz="xs" c="dimmed">
          {formatDay(order.date)}
        </Text>
      </Stack>
    ),
  },
  { key: 'vendor', header: 'Vendor', cell: (order) => <Text fz="sm">{order.vendor.name}</Text> },
  {
    key: 'delivery',
    header: 'Expected',
    hiddenOnPhone: true,
    nowrap: true,
    cell: (order) => <Text fz="sm">{order.deliveryDate ? formatDay(order.deliveryDate) : '—'}</Text>,
  },
  { key: 'branch', header: 'Branch', hiddenOnPhone: true, cell: (order) => <Text fz="sm">{order.branch.name}</Text> },
  { key: 'status', header: 'Status', nowrap: true, cell: (order) => <PurchaseStatusBadge status={order.status} /> },
  {
    key: 'total',
    header: 'Total',
    align: 'right',
    nowrap: true,
    cell: (order) => <MoneyText amount={order.total} currency={order.currency.name} fz="sm" />,
  },
];

/** /expense/purchase: every purchase order, newest first, with the filters every document list has. */
export default function PurchaseOrders() {
  const list = useListParams();
  const search = useListSearch(list, 'search');
  const range = useDateRange(list);
  const filters = { search: list.get('search'), status: list.get('status'), branch: list.get('branch') };
  const orders = usePurchaseOrders({
    page: list.page,
    limit: list.limit,
    ...filters,
    from: range.from,
    to: range.to,
  });
  const mayCreate = useMay('expenses.create');
  const filtered = Object.values(filters).some(Boolean) || Boolean(list.get('period'));
  const newButton = (
    <Button component={Link} to="/expense/purchase/new-purchase" leftSection={<IconPlus size={18} />}>
      New purchase order
    </Button>
  );
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Purchase orders"
        description="What you have ordered from vendors: send, receive into stock and bill."
        actions={mayCreate ? newButton : null}
      />
      <FiltersCard>
        <SearchInput search={search} label="Search purchase orders" placeholder="Number or vendor" />
        <FilterSelect list={list} param="status" label="Status" options={statusOptions} width={190} />
        <BranchSelect
          label="Branch"
          placeholder="All branches"
          value={filters.branch || null}
          onChange={(value) => list.update({ branch: value })}
          w={{ base: '100%', xs: 190 }}
        />
        <DateRangeFilter list={list} />
      </FiltersCard>
      <DataTable
        label="Purchase orders"
        columns={columns}
        rows={orders.data?.data}
        rowKey={(order) => order._id}
        loading={orders.isPending}
        fetching={orders.isFetching}
        pageInfo={orders.data?.pageInfo}
        onPageChange={list.setPage}
        onRowsPerPageChange={list.setLimit}
        minWidth={720}
        empty={
          filtered
            ? noMatches('No purchase orders match', 'Try another number or vendor, or clear the filters.', () => {
                search.clear();
                list.update({ search: null, status: null, branch: null, period: null, from: null, to: null });
              })
            : {
                title: 'No purchase orders yet',
                message: 'Order goods or services from a vendor, send the order, then receive and bill it.',
                action: mayCreate ? newButton : undefined,
              }
        }
      />
    </Stack>
  );
}
