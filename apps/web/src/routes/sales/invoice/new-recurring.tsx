import { Button } from '@mantine/core';
import { type RecurringInvoiceInput, todayInLagos } from '@owo/core';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useBranches } from '../../../api/branches.ts';
import { useCustomer } from '../../../api/customers.ts';
import { useCreateRecurringInvoice } from '../../../api/recurring-invoices.ts';
import { openSuccessDialog } from '../../../components/dialogs.ts';
import { homeCurrency } from '../../../components/sales/document-form.ts';
import { RecurringFormPage, useRecurringForm } from '../../../components/sales/RecurringForm.tsx';
import { blankRecurring, type RecurringBody, recurringFormPath } from '../../../components/sales/recurring-form.ts';
import { showMappedErrors } from '../../../components/sales/sales-errors.ts';
import { recurringInvoicesPath } from '../../../components/sales/sales-paths.ts';
import { usePickedNames } from '../../../components/sales/use-document-form.ts';
import { toast } from '../../../components/toast.tsx';
import { useMay } from '../../../session/permissions.ts';

export function meta() {
  return [{ title: 'New recurring invoice | Owo' }];
}

/** /sales/invoice/new-recurring: a schedule and the invoice it makes; ?customer=<id> picks the customer. */
export default function NewRecurringInvoice() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const mayApprove = useMay('sales.approve');
  const branches = useBranches().data?.data;
  const onlyBranch = branches?.length === 1 ? branches[0]?._id : undefined;
  const customer = useCustomer(searchParams.get('customer') ?? '').data?.data;
  const blank = () => blankRecurring({ today: todayInLagos(), branch: onlyBranch, mayApprove });
  const { form, documentState } = useRecurringForm(blank());
  const { picked, pick } = usePickedNames();
  const create = useCreateRecurringInvoice();
  const sent = useRef<RecurringBody | null>(null);

  // Filled in once known, as if they had been there from the start: they do not hold the page back on leaving.
  useEffect(() => {
    if (onlyBranch && !form.getValues('branch')) form.resetField('branch', { defaultValue: onlyBranch });
  }, [onlyBranch, form]);
  // The role is known after the first paint: one who may approve has each invoice approved unless they say not.
  useEffect(() => {
    if (mayApprove && !form.getFieldState('schedule.approve').isDirty) {
      form.resetField('schedule.approve', { defaultValue: true });
    }
  }, [mayApprove, form]);
  useEffect(() => {
    if (!customer || form.getValues('customer')) return;
    pick({ id: customer._id, name: customer.displayName });
    const code = customer.currency || homeCurrency;
    form.reset(
      {
        ...form.getValues(),
        customer: customer._id,
        address: customer.billingAddress || customer.officeAddress || '',
        currency: { name: code, rate: code === homeCurrency ? '1' : '' },
        branch: form.getValues('branch') || customer.branch?._id || '',
      },
      { keepDirtyValues: true },
    );
  }, [customer, form, pick]);

  const save = form.handleSubmit(
    async (body) => {
      sent.current = body;
      try {
        const response = await create.mutateAsync(body.body as RecurringInvoiceInput);
        form.reset(blank());
        openSuccessDialog({
          name: 'recurring-invoice',
          message: response.message,
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

  return (
    <RecurringFormPage
      title="New recurring invoice"
      back={{ path: recurringInvoicesPath, label: 'Recurring invoices' }}
      form={form}
      documentState={documentState}
      picked={picked}
      onPick={pick}
      mayApprove={mayApprove}
      onSubmit={() => void save()}
      busy={create.isPending}
      buttons={
        <Button type="submit" loading={create.isPending}>
          Save schedule
        </Button>
      }
    />
  );
}
