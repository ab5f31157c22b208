import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text, Textarea, Title } from '@mantine/core';
import { type StockTransfer, type StockTransferInput, stockTransferSchema, todayInLagos } from '@owo/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type StockTransferRow, useStockTransfer, useTransfers } from '../../../api/stock.ts';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { StockFormPage } from '../../../components/stock/StockFormPage.tsx';
import { ItemsCard, type LineField } from '../../../components/stock/StockLinesEditor.tsx';
import {
  BranchField,
  DateInputField,
  FieldsCard,
  FormCard,
  usePickedProducts,
} from '../../../components/stock/stock-form.tsx';
import { formatDay, formatShortDay } from '../../../lib/format.ts';

export function meta() {
  return [{ title: 'Stock transfer | Owo' }];
}

const emptyLine = () => ({ product: '', quantity: '' });
const blank = (): StockTransferInput => ({
  fromBranch: '',
  toBranch: '',
  date: todayInLagos(),
  note: '',
  lines: [emptyLine()],
});
const lineFields: LineField[] = [{ name: 'quantity', label: 'Quantity', kind: 'quantity' }];

const transferColumns: DataTableColumn<StockTransferRow>[] = [
  {
    key: 'transfer',
    header: 'Transfer',
    phoneOnly: true,
    cell: (row) => (
      <Stack gap={0}>
        <Text fz="sm">
          {row.fromBranch.name} → {row.toBranch.name}
        </Text>
        <Text fz="xs" c="dimmed">
          {formatShortDay(row.date)}
        </Text>
      </Stack>
    ),
  },
  { key: 'date', header: 'Date', cell: (row) => formatDay(row.date), nowrap: true, hiddenOnPhone: true },
  { key: 'from', header: 'From', cell: (row) => row.fromBranch.name, hiddenOnPhone: true },
  { key: 'to', header: 'To', cell: (row) => row.toBranch.name, hiddenOnPhone: true },
  { key: 'items', header: 'Items', cell: (row) => row.items, align: 'right', hiddenOnPhone: true },
  { key: 'note', header: 'Note', cell: (row) => row.note, hiddenOnPhone: true },
  { key: 'value', header: 'Value', cell: (row) => <MoneyText amount={row.value} />, align: 'right', nowrap: true },
];

/** Stock moved between branches at the sending branch's average cost: no profit or loss. */
export default function StockTransferPage() {
  const transfer = useStockTransfer();
  const { picked, pick } = usePickedProducts();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const transfers = useTransfers(page, limit);
  const form = useForm<StockTransferInput, unknown, StockTransfer>({
    resolver: zodResolver(stockTransferSchema),
    defaultValues: blank(),
  });

  return (
    <StockFormPage
      title="Stock transfer"
      description="Move stock from one branch to another. It keeps its cost: no profit or loss is made."
      maxWidth={1100}
      form={form}
      blank={blank}
      write={transfer}
      successName="transfers"
      failure="Could not transfer the stock"
      submitLabel="Transfer stock"
      below={
        <>
          <Title order={2} fz="lg">
            Recent transfers
          </Title>
          <DataTable
            label="Stock transfers"
            columns={transferColumns}
            rows={transfers.data?.data}
            rowKey={(row) => row._id}
            loading={transfers.isPending}
            fetching={transfers.isFetching}
            pageInfo={transfers.data?.pageInfo}
            onPageChange={setPage}
            onRowsPerPageChange={(rows) => {
              setLimit(rows);
              setPage(1);
            }}
            empty={{ title: 'No transfers yet', message: 'Stock moved between branches shows here.' }}
          />
        </>
      }
    >
      <FieldsCard>
        <BranchField control={form.control} name="fromBranch" label="From branch" />
        <BranchField control={form.control} name="toBranch" label="To branch" />
        <DateInputField control={form.control} name="date" label="Date" />
      </FieldsCard>
      <FormCard>
        <Textarea
          label="Note"
          placeholder="e.g. Restock for the weekend"
          autosize
          minRows={1}
          error={form.formState.errors.note?.message}
          {...form.register('note')}
        />
      </FormCard>
      <ItemsCard form={form} fields={lineFields} picked={picked} onPick={pick} emptyLine={emptyLine} />
    </StockFormPage>
  );
}
