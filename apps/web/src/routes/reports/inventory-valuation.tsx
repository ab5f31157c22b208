import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useInventoryValuation, type ValuationLine, valuationPath } from '../../api/stock.ts';
import { BranchSelect } from '../../components/BranchSelect.tsx';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { DownloadMenu } from '../../components/DownloadMenu.tsx';
import { MoneyText } from '../../components/MoneyText.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';

export function meta() {
  return [{ title: 'Inventory valuation | Owo' }];
}

const productLink = (line: ValuationLine) => (
  <Anchor component={Link} to={`/sales/products/${line.product._id}/stock`} fz="sm">
    {line.product.name}
  </Anchor>
);

const columns: DataTableColumn<ValuationLine>[] = [
  {
    key: 'item',
    header: 'Product',
    phoneOnly: true,
    cell: (line) => (
      <Stack gap={0}>
        {productLink(line)}
        <Text fz="xs" c="dimmed">
          {line.quantity} {line.unit} at {line.branch.name}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'product',
    hiddenOnPhone: true,
    header: 'Product',
    cell: (line) => (
      <Stack gap={0}>
        {productLink(line)}
        {line.product.sku ? (
          <Text fz="xs" c="dimmed">
            {line.product.sku}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { key: 'branch', header: 'Branch', cell: (line) => line.branch.name, hiddenOnPhone: true },
  {
    key: 'quantity',
    header: 'Quantity',
    cell: (line) => (
      <Text fz="sm" c={line.isLowStock ? 'orange.8' : undefined} span>
        {line.quantity} {line.unit}
      </Text>
    ),
    align: 'right',
    nowrap: true,
    hiddenOnPhone: true,
  },
  {
    key: 'average',
    header: 'Average cost',
    cell: (line) => (line.averageCost === null ? '—' : <MoneyText amount={line.averageCost} />),
    align: 'right',
    nowrap: true,
    hiddenOnPhone: true,
  },
  { key: 'value', header: 'Value', cell: (line) => <MoneyText amount={line.value} />, align: 'right', nowrap: true },
];

/** Every product at every branch at weighted average cost; the total is the inventory account's balance. */
export default function InventoryValuationPage() {
  const [branch, setBranch] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(50);
  const report = useInventoryValuation(branch, page, limit);
  const data = report.data?.data;
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Inventory valuation"
        description="What the stock on hand is worth at weighted average cost. The total equals the inventory account on the balance sheet."
        actions={
          <DownloadMenu
            formats={['xlsx', 'csv', 'pdf']}
            pathOf={(format) => `/reports/inventory-valuation/export${valuationPath(branch, { format })}`}
            fallbackName={(format) => `Inventory valuation.${format}`}
          />
        }
      />
      <Group align="flex-end" gap="md" wrap="wrap">
        <BranchSelect
          label="Branch"
          placeholder="All branches"
          value={branch || null}
          onChange={(value) => {
            setBranch(value ?? '');
            setPage(1);
          }}
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      {data ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <Card p="md">
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              Total value
            </Text>
            <MoneyText amount={data.totalValue} fz="xl" fw={700} />
          </Card>
          {data.branches.map((line) => (
            <Card key={line._id} p="md">
              <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                {line.name}
              </Text>
              <MoneyText amount={line.value} fz="lg" fw={600} />
            </Card>
          ))}
        </SimpleGrid>
      ) : null}
      <DataTable
        label="Inventory valuation"
        columns={columns}
        rows={data?.lines}
        rowKey={(line) => `${line.product._id}/${line.branch._id}`}
        loading={report.isPending}
        fetching={report.isFetching}
        pageInfo={report.data?.pageInfo}
        onPageChange={setPage}
        onRowsPerPageChange={(rows) => {
          setLimit(rows);
          setPage(1);
        }}
        empty={{ title: 'No stock yet', message: 'Add stock to tracked goods and it is valued here.' }}
        footer={(columnCount) =>
          data && data.lines.length > 0 ? (
            <Table.Tr>
              <Table.Th colSpan={columnCount - 1}>Total</Table.Th>
              <Table.Th ta="right">
                <MoneyText amount={data.totalValue} fw={700} />
              </Table.Th>
            </Table.Tr>
          ) : null
        }
      />
    </Stack>
  );
}
