import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  type RecurringInvoiceView,
  useDeleteRecurringInvoice,
  useRecurringInvoices,
  useSetRecurringStatus,
} from '../../../api/recurring-invoices.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { openConfirmDialog } from '../../../components/dialogs.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { recurringColumns } from '../../../components/sales/recurring-columns.tsx';
import { recurringWords } from '../../../components/sales/recurring-form.ts';
import type { SalesPermissions } from '../../../components/sales/sales-column-parts.tsx';
import { invoicesPath, newRecurringPath } from '../../../components/sales/sales-paths.ts';
import { toast } from '../../../components/toast.tsx';
import { useListParams } from '../../../lib/list-params.ts';
import { useMay } from '../../../session/permissions.ts';

export function meta() {
  return [{ title: 'Recurring invoices | Owo' }];
}

/**
 * /sales/invoice/recurring: the schedules that make invoices by themselves, each with how often,
 * its next invoice, how many it has made and why its last run went wrong, if it did; paused,
 * resumed, replaced or deleted from its row.
 */
export default function RecurringInvoices() {
  const list = useListParams();
  const may: SalesPermissions = {
    create: useMay('sales.create'),
    edit: useMay('sales.edit'),
    remove: useMay('sales.delete'),
    approve: useMay('sales.approve'),
  };
  const schedules = useRecurringInvoices({ page: list.page, limit: list.limit });
  const setStatus = useSetRecurringStatus();
  const remove = useDeleteRecurringInvoice();

  const changeStatus = (schedule: RecurringInvoiceView, status: 'active' | 'paused') =>
    void setStatus
      .mutateAsync({ id: schedule._id, status })
      .then((response) => toast({ type: 'success', msg: response.message }))
      .catch(() => undefined);
  const confirmDelete = (schedule: RecurringInvoiceView) =>
    openConfirmDialog({
      title: 'Delete recurring invoice',
      message: `${recurringWords.deleteQuestion} ${schedule.name} stops; the invoices it made stay.`,
      danger: true,
      onConfirm: async () => {
        const response = await remove.mutateAsync(schedule._id);
        toast({ type: 'success', msg: response.message });
      },
    });
  const columns = recurringColumns(may, {
    setStatus: changeStatus,
    remove: confirmDelete,
    busy: setStatus.isPending || remove.isPending,
  });

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        back={<BackLink to={invoicesPath} label="Invoices" />}
        title="Recurring invoices"
        description="Invoices Owo makes by itself every week, month, quarter or year."
        actions={
          may.create ? (
            <Button component={Link} to={newRecurringPath()} leftSection={<IconPlus size={18} />}>
              New recurring invoice
            </Button>
          ) : null
        }
      />
      <DataTable
        label="Recurring invoices"
        columns={columns}
        rows={schedules.data?.data}
        rowKey={(schedule) => schedule._id}
        loading={schedules.isPending}
        fetching={schedules.isFetching}
        pageInfo={schedules.data?.pageInfo}
        onPageChange={list.setPage}
        onRowsPerPageChange={list.setLimit}
        minWidth={900}
        empty={{
          title: 'No recurring invoices yet',
          message:
            'Set up an invoice once and Owo makes it on its day, approved and emailed to the customer if you wish.',
          action: may.create ? (
            <Button component={Link} to={newRecurringPath()}>
              New recurring invoice
            </Button>
          ) : undefined,
        }}
      />
    </Stack>
  );
}
