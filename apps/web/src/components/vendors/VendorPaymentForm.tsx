import { Alert, Button, Card, Select, SimpleGrid, Textarea, TextInput, Title } from '@mantine/core';
import { todayInLagos, vendorPaymentMessages } from '@owo/core';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useBranches } from '../../api/branches.ts';
import { ApiError } from '../../api/client.ts';
import {
  useDeleteVendorPayment,
  useOpenBills,
  useRecordVendorPayment,
  useUpdateVendorPayment,
  type VendorPayment,
} from '../../api/vendor-payments.ts';
import { vendorCalls } from '../../api/vendors.ts';
import { useMay } from '../../session/permissions.ts';
import { DateField } from '../DateField.tsx';
import { openSuccessDialog } from '../dialogs.ts';
import { FormPage } from '../FormPage.tsx';
import { MoneyInput } from '../MoneyInput.tsx';
import { DeleteRecordButton } from '../RecordPage.tsx';
import { BankAccountField, BranchField, PaymentMethodField } from '../sales/sales-fields.tsx';
import { toast } from '../toast.tsx';
import { OpenBills, SavedPayment, Summary, vendorsPath } from './VendorPaymentParts.tsx';
import {
  billRows,
  billsBeforePayment,
  changedVendorPayment,
  missingFields,
  savedVendorPaymentValues,
  type VendorPaymentValues,
  vendorPaymentBody,
  vendorPaymentPreview,
} from './vendor-payment-form.ts';

/*
 * make-payment and edit-payment (spec section 2; issue 27): money paid to a vendor over one or
 * many of their bills. Per bill the amount settled, the tax withheld (WHT, worked out from the
 * bill) and the cash; over them what leaves the bank. After saving, the WHT credit note is a click
 * away. A saved payment keeps its vendor, offers its bills as they stood before it, sends only
 * what changed (the server reverses its entry and posts the new one) and can be deleted.
 */

function blank(vendor: string, branch: string): VendorPaymentValues {
  return {
    vendor,
    branch,
    paymentDate: todayInLagos(),
    bank: '',
    paymentMethod: '',
    reference: '',
    total: '',
    note: '',
    rows: [],
  };
}

interface VendorPaymentFormProps {
  /** The payment being changed (edit-payment), its vendor's open bills loaded before the form. */
  payment?: VendorPayment;
}

/** /expense/vendors/make-payment?vendor=&bill= and /expense/vendors/edit-payment?id= */
export function VendorPaymentForm({ payment }: VendorPaymentFormProps) {
  const [searchParams] = useSearchParams();
  const editing = payment !== undefined;
  const askedVendor = searchParams.get('vendor') ?? '';
  const askedBill = searchParams.get('bill');
  const branches = useBranches().data?.data;
  const onlyBranch = branches?.length === 1 ? (branches[0]?._id ?? '') : '';
  const vendors = vendorCalls.useContacts({ page: 1, limit: 1000 });
  const record = useRecordVendorPayment();
  const update = useUpdateVendorPayment();
  const remove = useDeleteVendorPayment();
  const mayDelete = useMay('expenses.delete');
  const navigate = useNavigate();
  const [saved, setSaved] = useState<VendorPayment | null>(payment ?? null);
  const vendorOfPayment = payment?.vendor._id ?? '';
  const ownersOpen = useOpenBills(vendorOfPayment);
  const before = (current: VendorPayment) => billsBeforePayment(current, ownersOpen.data?.data ?? []);
  const form = useForm<VendorPaymentValues>({
    defaultValues: payment ? savedVendorPaymentValues(payment, before(payment)) : blank(askedVendor, onlyBranch),
  });
  const { control, formState } = form;
  const vendorId = useWatch({ control, name: 'vendor' });
  const open = useOpenBills(editing ? '' : vendorId);
  const bills = editing && saved ? before(saved) : vendorId ? (open.data?.data ?? []) : [];
  const values = useWatch({ control }) as VendorPaymentValues;
  const preview = vendorPaymentPreview(values, bills);
  const rowsFor = useRef<string | null>(null);
  const pending = record.isPending || update.isPending;

  useEffect(() => {
    if (!editing && onlyBranch && !form.getValues('branch')) form.setValue('branch', onlyBranch);
  }, [editing, onlyBranch, form]);
  // New: the vendor's open bills become the rows once, when they arrive.
  useEffect(() => {
    if (editing || !vendorId || !open.data || rowsFor.current === vendorId) return;
    rowsFor.current = vendorId;
    form.setValue('rows', billRows(open.data.data, askedBill));
  }, [editing, vendorId, open.data, askedBill, form]);

  const saveChanges = async (current: VendorPayment, values: VendorPaymentValues) => {
    const savedValues = savedVendorPaymentValues(current, bills);
    const changes = changedVendorPayment(
      vendorPaymentBody(savedValues, vendorPaymentPreview(savedValues, bills)),
      vendorPaymentBody(values, preview),
    );
    if (Object.keys(changes).length === 0) {
      toast({ type: 'info', msg: 'Nothing has changed' });
      return;
    }
    const response = await update.mutateAsync({ id: current._id, changes });
    setSaved(response.data);
    form.reset(values);
    openSuccessDialog({
      name: 'payment',
      message: response.message,
      onContinue: () => void navigate(`${vendorsPath}/${current.vendor._id}`),
    });
  };

  const save = form.handleSubmit(async (current) => {
    const missing = missingFields(current);
    for (const [field, message] of Object.entries(missing)) form.setError(field as never, { message });
    if (Object.keys(missing).length > 0) {
      toast({ type: 'warn', msg: 'Please fill all required fields' });
      return;
    }
    if (preview.problem) {
      toast({ type: 'warn', msg: preview.problem });
      return;
    }
    try {
      if (editing && saved) {
        await saveChanges(saved, current);
        return;
      }
      const response = await record.mutateAsync(vendorPaymentBody(current, preview));
      setSaved(response.data);
      form.reset(blank('', onlyBranch));
      rowsFor.current = null;
      openSuccessDialog({ name: 'payment', message: response.message });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      for (const [field, message] of Object.entries(error.errors)) {
        if (field in current) form.setError(field as never, { message });
      }
      toast({
        type: error.status === 409 ? 'warn' : 'error',
        title: editing ? 'Could not save the changes' : 'Could not record the payment',
        msg: error.message,
      });
    }
  });

  const deleted = saved?.status === 'void';
  const back = payment
    ? { path: `${vendorsPath}/${payment.vendor._id}`, label: payment.vendor.name }
    : { path: vendorsPath, label: 'Vendors' };
  const above = deleted ? (
    <Alert color="yellow" title="This payment has been deleted">
      It stays for the record and can no longer be changed.
    </Alert>
  ) : saved && !editing ? (
    <SavedPayment payment={saved} />
  ) : null;
  const vendorOptions = (vendors.data?.data ?? []).map((vendor) => ({ value: vendor._id, label: vendor.displayName }));
  if (payment && !vendorOptions.some((option) => option.value === payment.vendor._id)) {
    vendorOptions.unshift({ value: payment.vendor._id, label: payment.vendor.name });
  }
  return (
    <FormPage
      title={saved && editing ? `Edit ${saved.number}` : 'Make payment'}
      description={
        editing
          ? 'Saving posts it again: its bills and what you owe the vendor follow the change.'
          : 'Money paid to a vendor against their bills. Withholding tax is deducted on each bill that carries it.'
      }
      back={back}
      maxWidth={1100}
      actions={
        saved && editing && mayDelete && !deleted ? (
          <DeleteRecordButton
            deletion={{
              title: 'Delete payment',
              question: vendorPaymentMessages.deletePayment,
              remove: () => remove.mutateAsync(saved._id),
            }}
            form={form}
            back={back}
          />
        ) : null
      }
      above={above}
      onSubmit={save}
      canSave={!pending && !deleted}
      unsaved={formState.isDirty && !pending}
      buttons={
        <Button type="submit" loading={pending} disabled={deleted}>
          {editing ? 'Save changes' : 'Record payment'}
        </Button>
      }
    >
      <Card p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="vendor"
            render={({ field, fieldState }) => (
              <Select
                label="Vendor"
                withAsterisk
                searchable
                disabled={editing}
                description={editing ? 'A payment stays with its vendor' : undefined}
                placeholder={vendors.isPending ? 'loading...' : 'Choose a vendor'}
                nothingFoundMessage="No Vendor added"
                data={vendorOptions}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="total"
            render={({ field, fieldState }) => (
              <MoneyInput
                label={`Total (${preview.currency})`}
                description="Left empty: what the ticked bills settle. More is an advance to the vendor."
                value={field.value ?? ''}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="paymentDate"
            render={({ field, fieldState }) => (
              <DateField {...field} label="Payment date" withAsterisk error={fieldState.error?.message} />
            )}
          />
          <BankAccountField control={control} name="bank" label="Paid from" withAsterisk />
          <PaymentMethodField control={control} name="paymentMethod" />
          <BranchField control={control} name="branch" />
          <TextInput
            label="Reference"
            withAsterisk
            placeholder="e.g. the transfer's reference"
            error={formState.errors.reference?.message}
            {...form.register('reference')}
          />
        </SimpleGrid>
      </Card>
      <Card p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Bills">
        <Title order={2} fz="lg" mb="sm">
          Bills
        </Title>
        <OpenBills
          vendorChosen={Boolean(vendorId)}
          loading={!editing && open.isPending}
          bills={bills}
          form={form}
          preview={preview}
        />
      </Card>
      <Card p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Textarea label="Note" autosize minRows={2} {...form.register('note')} />
          <Summary preview={preview} />
        </SimpleGrid>
      </Card>
    </FormPage>
  );
}
