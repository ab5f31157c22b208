import { Alert, Button } from '@mantine/core';
import { type RecurringInvoiceChangesInput, todayInLagos } from '@owo/core';
import { IconTrash } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { request } from '../../../api/client.ts';
import { type Product, productKeys } from '../../../api/products.ts';
import {
  type RecurringInvoiceView,
  useDeleteRecurringInvoice,
  useRecurringInvoice,
  useUpdateRecurringInvoice,
} from '../../../api/recurring-invoices.ts';
import { openConfirmDialog, openSuccessDialog } from '../../../components/dialogs.ts';
import { RecordLoader, requireSelectedRecord } from '../../../components/RecordPage.tsx';
import { RecurringFormPage, useRecurringForm } from '../../../components/sales/RecurringForm.tsx';
import {
  type RecurringBody,
  recurringBody,
  recurringChanges,
  recurringFormPath,
  recurringWords,
  scheduleFormValues,
} from '../../../components/sales/recurring-form.ts';
import { showMappedErrors } from '../../../components/sales/sales-errors.ts';
import { recurringInvoicesPath } from '../../../components/sales/sales-paths.ts';
import { usePickedNames } from '../../../components/sales/use-document-form.ts';
import { toast } from '../../../components/toast.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useMay } from '../../../session/permissions.ts';
import type { Route } from './+types/edit-recurring';

export function meta() {
  return [{ title: 'Edit recurring invoice | Owo' }];
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return requireSelectedRecord(request, recurringInvoicesPath, 'Please select a recurring invoice');
}

const back = { path: recurringInvoicesPath, label: 'Recurring invoices' };

/** /sales/invoice/edit-recurring?id=<id>: a schedule changed in place (only the fields changed are sent). */
export default function EditRecurringInvoice() {
  const [searchParams] = useSearchParams();
  const schedule = useRecurringInvoice(searchParams.get('id') ?? '');
  return (
    <RecordLoader query={schedule} noun="recurring invoice" back={back}>
      {(loaded) => <EditSchedule schedule={loaded} />}
    </RecordLoader>
  );
}

/** The names of the products a schedule's lines name, for the pickers (the schedule keeps their ids). */
function useProductNames(ids: readonly string[], pick: (item: { id: string; name: string }) => void) {
  const names = useQueries({
    queries: [...new Set(ids)].map((id) => ({
      queryKey: productKeys.one(id),
      queryFn: () => request<Product>(`/products/${encodeURIComponent(id)}`),
    })),
    combine: (results) => results.flatMap((result) => (result.data ? [result.data.data] : [])),
  });
  const key = names.map((product) => product._id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: picked again only when another product has loaded
  useEffect(() => {
    for (const product of names) pick({ id: product._id, name: product.name });
  }, [key, pick]);
}

/**
 * The schedule's form, saved by a PATCH of the fields whose value differs from the saved
 * schedule's: the invoices it made keep their link and its count, and its next day comes after
 * the last one made, so no day is invoiced twice.
 */
function EditSchedule({ schedule }: { schedule: RecurringInvoiceView }) {
  const navigate = useNavigate();
  const mayApprove = useMay('sales.approve');
  const mayDelete = useMay('sales.delete');
  const initial = useMemo(() => scheduleFormValues(schedule, todayInLagos()), [schedule]);
  const saved = useMemo(() => recurringBody(initial, null).body, [initial]);
  const { form, documentState } = useRecurringForm(initial);
  const { picked, pick } = usePickedNames({
    [schedule.customer._id]: { id: schedule.customer._id, name: schedule.customer.name },
  });
  useProductNames(
    schedule.invoice.items.map((line) => line.product),
    pick,
  );
  const update = useUpdateRecurringInvoice();
  const remove = useDeleteRecurringInvoice();
  const sent = useRef<RecurringBody | null>(null);

  const save = form.handleSubmit(
    async (body) => {
      sent.current = body;
      const changes = recurringChanges(saved, body.body);
      if (Object.keys(changes).length === 0) {
        toast({ type: 'info', msg: 'Nothing has changed' });
        return;
      }
      try {
        await update.mutateAsync({ id: schedule._id, changes: changes as RecurringInvoiceChangesInput });
        form.reset(form.getValues());
        openSuccessDialog({
          name: 'recurring-invoice',
          message: 'Recurring invoice saved',
          onContinue: () => void navigate(recurringInvoicesPath),
        });
      } catch (error) {
        showMappedErrors(
          error,
          form,
          (path) => recurringFormPath(path, sent.current?.lines ?? []),
          'Could not save the recurring invoice',
        );
      }
    },
    () => toast({ type: 'warn', msg: 'Please fill all required fields' }),
  );

  const confirmDelete = () =>
    openConfirmDialog({
      title: 'Delete recurring invoice',
      message: `${recurringWords.deleteQuestion} ${schedule.name} stops; the invoices it made stay.`,
      danger: true,
      onConfirm: async () => {
        const response = await remove.mutateAsync(schedule._id);
        form.reset(form.getValues());
        toast({ type: 'success', msg: response.message });
        await navigate(recurringInvoicesPath);
      },
    });

  const made =
    schedule.madeCount === 1
      ? 'The invoice it made stays as it is'
      : `The ${schedule.madeCount} invoices it made stay as they are`;
  return (
    <RecurringFormPage
      title={`Edit ${schedule.name}`}
      back={back}
      form={form}
      documentState={documentState}
      picked={picked}
      onPick={pick}
      mayApprove={mayApprove}
      onSubmit={() => void save()}
      busy={update.isPending}
      actions={
        mayDelete ? (
          <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
            Delete
          </Button>
        ) : null
      }
      made={{ count: schedule.madeCount, lastRun: schedule.lastRunDate }}
      above={
        schedule.madeCount > 0 ? (
          <Alert color="blue" title="Changes apply to the invoices still to come">
            {made}, linked to this schedule.
            {schedule.lastRunDate
              ? ` The next invoice comes after the last one made, on ${formatDay(schedule.lastRunDate)}: no date is invoiced twice.`
              : ''}
          </Alert>
        ) : null
      }
      buttons={
        <Button type="submit" loading={update.isPending}>
          Save changes
        </Button>
      }
    />
  );
}
