import { Alert, Button } from '@mantine/core';
import { type RecurringInvoiceInput, todayInLagos } from '@owo/core';
import { IconTrash } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { request } from '../../../api/client.ts';
import { type Product, productKeys } from '../../../api/products.ts';
import {
  type RecurringInvoiceView,
  useCreateRecurringInvoice,
  useDeleteRecurringInvoice,
  useRecurringInvoice,
  useSetRecurringStatus,
} from '../../../api/recurring-invoices.ts';
import { openConfirmDialog, openSuccessDialog } from '../../../components/dialogs.ts';
import { RecordLoader, requireSelectedRecord } from '../../../components/RecordPage.tsx';
import { RecurringFormPage, useRecurringForm } from '../../../components/sales/RecurringForm.tsx';
import {
  type RecurringBody,
  recurringFormPath,
  recurringWords,
  replacementValues,
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

/** /sales/invoice/edit-recurring?id=<id>: a schedule changed, by a new one that takes its place. */
export default function EditRecurringInvoice() {
  const [searchParams] = useSearchParams();
  const schedule = useRecurringInvoice(searchParams.get('id') ?? '');
  return (
    <RecordLoader query={schedule} noun="recurring invoice" back={back}>
      {(loaded) => <ReplaceSchedule schedule={loaded} />}
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
 * The API keeps a schedule as it was set up (it can only be paused or resumed), so a change is a
 * new schedule in its place: the old one is paused, the new one saved from the old one's next
 * invoice date with the count it had left, then the old one deleted. If the new one is refused,
 * the old one runs on as before; if the old one cannot be deleted, it stays paused, so no day is
 * invoiced twice.
 */
function ReplaceSchedule({ schedule }: { schedule: RecurringInvoiceView }) {
  const navigate = useNavigate();
  const mayApprove = useMay('sales.approve');
  const mayDelete = useMay('sales.delete');
  const initial = useMemo(() => replacementValues(schedule, todayInLagos()), [schedule]);
  const { form, documentState } = useRecurringForm(initial);
  const { picked, pick } = usePickedNames({
    [schedule.customer._id]: { id: schedule.customer._id, name: schedule.customer.name },
  });
  useProductNames(
    schedule.invoice.items.map((line) => line.product),
    pick,
  );
  const setStatus = useSetRecurringStatus();
  const create = useCreateRecurringInvoice();
  const remove = useDeleteRecurringInvoice();
  const [saving, setSaving] = useState(false);
  const sent = useRef<RecurringBody | null>(null);

  const save = form.handleSubmit(
    async (body) => {
      sent.current = body;
      setSaving(true);
      const wasActive = schedule.status === 'active';
      try {
        if (wasActive) await setStatus.mutateAsync({ id: schedule._id, status: 'paused' });
        try {
          await create.mutateAsync(body.body as RecurringInvoiceInput);
        } catch (error) {
          if (wasActive) await setStatus.mutateAsync({ id: schedule._id, status: 'active' }).catch(() => undefined);
          throw error;
        }
        form.reset(form.getValues());
        try {
          await remove.mutateAsync(schedule._id);
        } catch {
          toast({
            type: 'warn',
            msg: `The new schedule is saved. ${schedule.name} is paused but could not be deleted: delete it from the list.`,
          });
        }
        openSuccessDialog({
          name: 'recurring-invoice',
          message: 'Recurring invoice saved: the changed schedule has taken the old one’s place',
          onContinue: () => void navigate(recurringInvoicesPath),
        });
      } catch (error) {
        showMappedErrors(
          error,
          form,
          (path) => recurringFormPath(path, sent.current?.lines ?? []),
          'Could not save the recurring invoice',
        );
      } finally {
        setSaving(false);
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
    schedule.madeCount === 1 ? 'The invoice it made stays' : `The ${schedule.madeCount} invoices it made stay`;
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
      busy={saving}
      actions={
        mayDelete ? (
          <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
            Delete
          </Button>
        ) : null
      }
      above={
        <Alert color="blue" title="Saving sets up this schedule again">
          Owo keeps a schedule as it was set up, so your changes become a new schedule in its place, starting
          {schedule.nextRunDate
            ? ` on its next invoice date, ${formatDay(schedule.nextRunDate)}`
            : ' on the date below'}
          . {schedule.madeCount > 0 ? `${made} as they are.` : ''}
        </Alert>
      }
      buttons={
        <Button type="submit" loading={saving}>
          Save changes
        </Button>
      }
    />
  );
}
