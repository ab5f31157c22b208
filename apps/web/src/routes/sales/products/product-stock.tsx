import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { type ProductStock, type StockMovement, useProductMovements, useProductStock } from '../../../api/stock.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { productsList } from '../../../components/products/product-columns.tsx';
import { formatDay, formatShortDay } from '../../../lib/format.ts';
import { useMay } from '../../../session/permissions.ts';

export function meta() {
  return [{ title: 'Stock | Owo' }];
}

const kindLabels: Record<StockMovement['kind'], string> = {
  receipt: 'Received',
  issue: 'Issued',
  count: 'Counted',
  revalue: 'Revalued',
  'transfer-in': 'Transfer in',
  'transfer-out': 'Transfer out',
};

const documentLabels: Record<string, string> = {
  'add-stock': 'Add stock',
  inflow: 'Inventory inflow',
  adjustment: 'Adjustment',
  transfer: 'Transfer',
};

const movementColumns: DataTableColumn<StockMovement>[] = [
  {
    key: 'movement',
    header: 'Movement',
    phoneOnly: true,
    cell: (row) => (
      <Stack gap={0}>
        <Text fz="sm">{kindLabels[row.kind]}</Text>
        <Text fz="xs" c="dimmed">
          {formatShortDay(row.date)} · {row.branch.name}
        </Text>
      </Stack>
    ),
  },
  { key: 'date', header: 'Date', cell: (row) => formatDay(row.date), nowrap: true, hiddenOnPhone: true },
  {
    key: 'kind',
    hiddenOnPhone: true,
    header: 'Movement',
    cell: (row) => (
      <Stack gap={0}>
        <Text fz="sm">{kindLabels[row.kind]}</Text>
        <Text fz="xs" c="dimmed">
          {[documentLabels[row.document.type] ?? row.document.type, row.document.reference || row.document.reason]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
    ),
  },
  { key: 'branch', header: 'Branch', cell: (row) => row.branch.name, hiddenOnPhone: true },
  { key: 'quantity', header: 'Quantity', cell: (row) => signed(row.quantityChange), align: 'right', nowrap: true },
  {
    key: 'value',
    header: 'Value',
    cell: (row) => <MoneyText amount={row.valueChange} />,
    align: 'right',
    nowrap: true,
    hiddenOnPhone: true,
  },
  {
    key: 'branchAfter',
    header: 'At branch after',
    cell: (row) => row.quantityAfter,
    align: 'right',
    hiddenOnPhone: true,
  },
  { key: 'running', header: 'On hand', cell: (row) => row.runningQuantity, align: 'right', nowrap: true },
  {
    key: 'runningValue',
    header: 'Total value',
    cell: (row) => <MoneyText amount={row.runningValue} />,
    align: 'right',
    nowrap: true,
    hiddenOnPhone: true,
  },
];

const signed = (quantity: string) => (quantity.startsWith('-') || quantity === '0' ? quantity : `+${quantity}`);

/** Where a product's stock is, branch by branch, and every movement with the running figures. */
export default function ProductStockPage() {
  const id = useParams().id ?? '';
  const stock = useProductStock(id);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const movements = useProductMovements(id, page, limit);
  const data = stock.data?.data;
  const mayCreate = useMay('sales.create');
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={data ? `Stock of ${data.product.name}` : 'Stock'}
        description={data ? `Counted in ${data.product.unit}, valued at weighted average cost.` : undefined}
        back={<BackLink to={productsList.path} label={productsList.label} />}
        actions={
          mayCreate ? (
            <Group gap="sm">
              <Button variant="default" component={Link} to={`/sales/products/stock-adjustment`}>
                Adjust
              </Button>
              <Button component={Link} to={`/sales/products/add-stock?product=${encodeURIComponent(id)}`}>
                Add stock
              </Button>
            </Group>
          ) : null
        }
      />
      {data ? <BranchCards stock={data} /> : null}
      <Title order={2} fz="lg">
        Movements
      </Title>
      <DataTable
        label="Stock movements"
        columns={movementColumns}
        rows={movements.data?.data}
        rowKey={(row) => row._id}
        loading={movements.isPending}
        fetching={movements.isFetching}
        pageInfo={movements.data?.pageInfo}
        onPageChange={setPage}
        onRowsPerPageChange={(rows) => {
          setLimit(rows);
          setPage(1);
        }}
        empty={{ title: 'No movements yet', message: 'Stock added, moved or counted shows here, newest first.' }}
      />
    </Stack>
  );
}

function BranchCards({ stock }: { stock: ProductStock }) {
  const unit = stock.product.unit;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <Card p="md">
        <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
          All branches
        </Text>
        <Text fz="xl" fw={700}>
          {stock.quantity} {unit}
        </Text>
        <MoneyText amount={stock.value} fz="sm" c="dimmed" />
      </Card>
      {stock.branches.map((line) => (
        <Card key={line.branch._id} p="md">
          <Group justify="space-between" gap="xs">
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              {line.branch.name}
            </Text>
            {line.isLowStock ? (
              <Badge color="orange" variant="light" size="sm">
                Low
              </Badge>
            ) : null}
          </Group>
          <Text fz="xl" fw={700}>
            {line.quantity} {unit}
          </Text>
          <Text fz="sm" c="dimmed">
            <MoneyText amount={line.value} fz="sm" c="dimmed" />
            {line.averageCost === null ? null : (
              <>
                {' · '}
                <MoneyText amount={line.averageCost} fz="sm" c="dimmed" /> each
              </>
            )}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
