import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { type StockTransfer, type StockTransferInput, stockTransferSchema, todayInLagos } from '@owo/core';
import { useRef, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type StockTransferRow, useStockTransfer, useTransfers } from '../../../api/stock.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { openSuccessDialog } from '../../../components/dialogs.ts';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { type LineField, StockLinesEditor, type StockLinesForm } from '../../../components/stock/StockLinesEditor.tsx';
import {
  BranchField,
  DateInputField,
  FieldsCard,
  productsPath,
  usePickedProducts,
} from '../../../components/stock/stock-form.tsx';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { formatDay, formatShortDay } from '../../../lib/format.ts';
import { useSaveShortcut } from '../../../lib/use-save-shortcut.ts';

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
  const navigate = useNavigate();
  const transfer = useStockTransfer();
  const { picked, pick } = usePickedProducts();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const transfers = useTransfers(page, limit);
  const form = useForm<StockTransferInput, unknown, StockTransfer>({
    resolver: zodResolver(stockTransferSchema),
    defaultValues: blank(),
  });
  const formElement = useRef<HTMLFormElement>(null);
  useSaveShortcut(formElement, !transfer.isPending);

  const save = form.handleSubmit(async (values) => {
    try {
      const response = await transfer.mutateAsync(values);
      form.reset(blank());
      openSuccessDialog({
        name: 'transfers',
        message: response.message,
        onContinue: () => void navigate(productsPath),
      });
    } catch (error) {
      showServerFieldErrors(error, form.getValues(), form.setError, 'Could not transfer the stock');
    }
  });

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title="Stock transfer"
        description="Move stock from one branch to another. It keeps its cost: no profit or loss is made."
        back={<BackLink to={productsPath} label="Products and services" />}
      />
      <form ref={formElement} onSubmit={save} noValidate>
        <Stack gap="lg">
          <FieldsCard>
            <BranchField control={form.control} name="fromBranch" label="From branch" />
            <BranchField control={form.control} name="toBranch" label="To branch" />
            <DateInputField control={form.control} name="date" label="Date" />
          </FieldsCard>
          <Card p={{ base: 'md', sm: 'lg' }}>
            <Textarea
              label="Note"
              placeholder="e.g. Restock for the weekend"
              autosize
              minRows={1}
              error={form.formState.errors.note?.message}
              {...form.register('note')}
            />
          </Card>
          <Card p={{ base: 'md', sm: 'lg' }}>
            <Title order={2} fz="lg" mb="sm">
              Items
            </Title>
            <StockLinesEditor
              // Every stock form has lines of products; the editor reads only those.
              form={form as unknown as UseFormReturn<StockLinesForm>}
              fields={lineFields}
              picked={picked}
              onPick={pick}
              emptyLine={emptyLine}
            />
          </Card>
          <Group justify="flex-end">
            <Button type="submit" loading={transfer.isPending}>
              Transfer stock
            </Button>
          </Group>
        </Stack>
      </form>
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
      <LeaveGuard when={form.formState.isDirty && !transfer.isPending} />
    </Stack>
  );
}
