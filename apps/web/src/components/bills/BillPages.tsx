import { Button } from '@mantine/core';
import { type BillInput, billSchema, todayInLagos, type VendorView } from '@owo/core';
import { useEffect, useRef, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { type Bill, useBill, useCreateBill, useUpdateBill } from '../../api/bills.ts';
import { useBranches } from '../../api/branches.ts';
import { ApiError } from '../../api/client.ts';
import { vendorCalls } from '../../api/vendors.ts';
import { useMay } from '../../session/permissions.ts';
import { openSuccessDialog } from '../dialogs.ts';
import { FormPage } from '../FormPage.tsx';
import { usePickedNames, useTotalsContext } from '../sales/use-document-form.ts';
import { toast } from '../toast.tsx';
import { type BillForm, BillFormFields } from './BillForm.tsx';
import { type BillFormValues, billBody, billValues, blankBill, changedBill, keptBillLines } from './bill-form.ts';
import { billPath, billsPath } from './bill-paths.ts';

/*
 * The create-bill and edit-bill pages (spec section 2): the shared frame (FormPage: header,
 * Ctrl+S, 'Do you want to leave without saving changes'), the bill form, the success dialog, and
 * each field's message beside it, whether the form's check or the server's found it.
 */

const back = { path: billsPath, label: 'Bills' };
const maxWidth = 1200;

/** A message about a sent field ('items.0.chartofAccount') put on the form's field ('items.3.account'). */
function formField(values: BillFormValues, sent: string): Path<BillFormValues> | null {
  const [head, index, field] = sent.split('.');
  // The discount's type and value are one choice on the form, its value the field shown.
  if (head === 'discount') return 'discount.value';
  if (head !== 'items' || index === undefined) return sent === 'body' ? null : (sent as Path<BillFormValues>);
  const at = keptBillLines(values.items)[Number(index)];
  if (at === undefined) return 'items';
  const name = field === 'chartofAccount' ? 'account' : field === 'withholding' ? 'withholding' : (field ?? 'account');
  return `items.${at}.${name}` as Path<BillFormValues>;
}

function showErrors(form: BillForm, values: BillFormValues, errors: Record<string, string>) {
  for (const [sent, message] of Object.entries(errors)) {
    const field = formField(values, sent);
    if (field) form.setError(field, { message });
  }
}

/** Checked as the server will check it: false (with the messages on the fields) when it would be refused. */
function checked(form: BillForm, values: BillFormValues): BillInput | null {
  const body = billBody(values);
  const parsed = billSchema.safeParse(body);
  if (parsed.success) return body;
  showErrors(
    form,
    values,
    Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
  );
  toast({ type: 'warn', msg: 'Please fill all required fields' });
  return null;
}

function failed(form: BillForm, values: BillFormValues, error: unknown) {
  if (error instanceof ApiError) {
    showErrors(form, values, error.errors);
    toast({ type: error.status === 409 ? 'warn' : 'error', title: 'Could not save the bill', msg: error.message });
  } else {
    toast({ type: 'error', msg: 'Could not save the bill' });
  }
}

function useBillFormState(initial: BillFormValues, bill?: Bill) {
  const totals = useTotalsContext(bill);
  const form = useForm<BillFormValues, unknown, BillFormValues>({ defaultValues: initial });
  const { picked, pick } = usePickedNames(
    bill
      ? Object.fromEntries([
          [bill.vendor._id, { id: bill.vendor._id, name: bill.vendor.name }],
          ...(bill.employee ? [[bill.employee._id, { id: bill.employee._id, name: bill.employee.name }]] : []),
          ...bill.items.flatMap((line) =>
            line.product ? [[line.product._id, { id: line.product._id, name: line.product.name }]] : [],
          ),
        ])
      : {},
  );
  const [vendorTin, setVendorTin] = useState('');
  const onVendor = (vendor: VendorView) => setVendorTin(vendor.tin ?? '');
  return { form, totals, picked, pick, vendorTin, onVendor };
}

/** A new bill; ?vendor=<id> picks the vendor (from the vendor's page). */
export function NewBillPage() {
  const [searchParams] = useSearchParams();
  const vendorId = searchParams.get('vendor') ?? '';
  const vendor = vendorCalls.useContact(vendorId).data?.data;
  const branches = useBranches().data?.data;
  const onlyBranch = branches?.length === 1 ? branches[0]?._id : undefined;
  const blank = () => blankBill({ today: todayInLagos(), branch: onlyBranch });
  const state = useBillFormState(blank());
  const { form } = state;
  const navigate = useNavigate();
  const create = useCreateBill();
  const mayApprove = useMay('expenses.approve');
  const [saving, setSaving] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const filled = useRef(false);

  useEffect(() => {
    if (!vendor || filled.current) return;
    filled.current = true;
    state.pick({ id: vendor._id, name: vendor.displayName });
    state.onVendor(vendor);
    form.setValue('vendor', vendor._id);
    form.setValue('address', vendor.billingAddress || vendor.officeAddress || '');
  }, [vendor, form, state]);
  useEffect(() => {
    if (onlyBranch && !form.getValues('branch')) form.setValue('branch', onlyBranch);
  }, [onlyBranch, form]);

  const save = (name: string, status: BillInput['status']) => async () => {
    const values = form.getValues();
    form.clearErrors();
    const body = checked(form, values);
    if (!body) return;
    setSaving(name);
    try {
      const response = await create.mutateAsync({ ...body, status });
      // Saved: Continue opens the bill, without asking about leaving.
      setDone(true);
      openSuccessDialog({
        name: 'bill',
        message: response.message,
        onContinue: () => void navigate(billPath(response.data._id)),
      });
    } catch (error) {
      failed(form, values, error);
    } finally {
      setSaving(null);
    }
  };

  const busy = saving !== null;
  return (
    <FormPage
      title="New bill"
      description="A bill from a vendor: goods into stock, or an expense"
      back={back}
      maxWidth={maxWidth}
      onSubmit={(event) => {
        event.preventDefault();
        void save('main', 'approved')();
      }}
      canSave={!busy && !done}
      unsaved={form.formState.isDirty && !busy && !done}
      buttons={
        <>
          <Button variant="default" onClick={save('draft', 'draft')} loading={saving === 'draft'} disabled={busy}>
            Save as draft
          </Button>
          <Button type="submit" loading={saving === 'main'} disabled={busy}>
            {mayApprove ? 'Save and approve' : 'Send for approval'}
          </Button>
        </>
      }
    >
      <BillFormFields
        form={form}
        taxes={state.totals.taxes}
        taxesLoading={state.totals.taxesLoading}
        context={state.totals.context}
        picked={state.picked}
        onPick={state.pick}
        vendorTin={state.vendorTin}
        onVendor={state.onVendor}
      />
    </FormPage>
  );
}

/** edit-bill?id=<bill>: only the changed fields are sent; a posted bill is reversed and posted again. */
export function EditBillPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const bill = useBill(id).data?.data;
  if (!bill) return null;
  return <EditBillForm bill={bill} />;
}

function EditBillForm({ bill }: { bill: Bill }) {
  const saved = useRef(billValues(bill));
  const state = useBillFormState(saved.current, bill);
  const { form } = state;
  const navigate = useNavigate();
  const update = useUpdateBill();
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const vendorTin = state.vendorTin || (bill.tin ?? '');

  const save = async () => {
    const values = form.getValues();
    form.clearErrors();
    const body = checked(form, values);
    if (!body) return;
    const changes = changedBill(billBody(saved.current), body);
    if (Object.keys(changes).length === 0) {
      toast({ type: 'info', msg: 'Nothing has changed' });
      return;
    }
    setSaving(true);
    try {
      const response = await update.mutateAsync({ id: bill._id, changes });
      saved.current = billValues(response.data);
      setDone(true);
      openSuccessDialog({
        name: 'bill',
        message: response.message,
        onContinue: () => void navigate(billPath(bill._id)),
      });
    } catch (error) {
      failed(form, values, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormPage
      title={`Edit bill ${bill.number}`}
      description={bill.vendor.name}
      back={{ path: billPath(bill._id), label: bill.number }}
      maxWidth={maxWidth}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      canSave={!saving && !done}
      unsaved={form.formState.isDirty && !saving && !done}
      buttons={
        <Button type="submit" loading={saving}>
          Save changes
        </Button>
      }
    >
      <BillFormFields
        form={form}
        taxes={state.totals.taxes}
        taxesLoading={state.totals.taxesLoading}
        context={state.totals.context}
        picked={state.picked}
        onPick={state.pick}
        vendorTin={vendorTin}
        onVendor={state.onVendor}
      />
    </FormPage>
  );
}
