import { Alert, Button, Card, SimpleGrid, Textarea, TextInput, Title } from '@mantine/core';
import { type PaymentChangesInput, salesMessages, toDecimalString, todayInLagos } from '@owo/core';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useBranches } from '../../api/branches.ts';
import { useCustomer } from '../../api/customers.ts';
import { type OpenInvoice, useOpenInvoices } from '../../api/invoices.ts';
import {
  type PaymentReceived,
  useReceivePayment,
  useRecordPrepayment,
  useUpdatePayment,
  useVoidPayment,
} from '../../api/payments.ts';
import { useMay } from '../../session/permissions.ts';
import { openNewCustomerDialog } from '../customers/customer-dialogs.tsx';
import { DateField } from '../DateField.tsx';
import { openSuccessDialog } from '../dialogs.ts';
import { FormPage } from '../FormPage.tsx';
import { MoneyInput } from '../MoneyInput.tsx';
import { DeleteRecordButton } from '../RecordPage.tsx';
import { toast } from '../toast.tsx';
import { OpenInvoices, PaymentSummary } from './PaymentInvoices.tsx';
import {
  cashToSettle,
  changedPaymentFields,
  invoicesBeforePayment,
  type PaymentFormValues,
  type PaymentKind,
  type PaymentPreview,
  paymentBody,
  paymentFormPath,
  paymentPreview,
  paymentRows,
  prepaymentBody,
  savedPaymentRows,
  savedPaymentValues,
} from './payment-form.ts';
import { type PaymentToSend, paymentResolver } from './payment-resolver.ts';
import { showMappedErrors } from './sales-errors.ts';
import {
  BankAccountField,
  BranchField,
  CustomerSelect,
  PaymentMethodField,
  toPickedCustomer,
} from './sales-fields.tsx';
import { invoicePath, invoicesPath, salesList, salesListPath } from './sales-paths.ts';
import { usePickedNames } from './use-document-form.ts';

/*
 * The one form of money received from a customer, for its four pages: receive payment and record
 * prepayment (new), edit payment and edit prepayment (a saved one). A payment is spread over the
 * customer's open invoices with the tax withheld on each, the excess kept as their credit; a
 * prepayment is all credit. Editing sends only the fields that changed (PATCH /payments/{id}).
 */

function blank(customer: string, branch: string): PaymentFormValues {
  return {
    customer,
    branch,
    paymentDate: todayInLagos(),
    bank: '',
    paymentMethod: '',
    reference: '',
    amountReceived: '',
    note: '',
    rows: [],
  };
}

const words = {
  payment: {
    newTitle: 'Receive payment',
    newDescription: 'Money a customer paid against their invoices. More than they owe is kept as their credit.',
    editDescription: "Saving posts it again: its invoices and the customer's credit follow the change.",
    record: 'Record payment',
    failure: 'Could not record the payment',
    deleteTitle: 'Delete payment',
    deleteQuestion: salesMessages.deletePayment,
    maxWidth: 1200,
  },
  prepayment: {
    newTitle: 'Record prepayment',
    newDescription:
      "Money received before an invoice. It is kept as the customer's credit and applied to their later invoices.",
    editDescription: "Saving posts it again: the customer's credit follows the change.",
    record: 'Record prepayment',
    failure: 'Could not record the prepayment',
    deleteTitle: 'Delete prepayment',
    deleteQuestion: salesMessages.deletePrepayment,
    maxWidth: 960,
  },
} as const;

/** The form's values for a saved payment, with a row for each invoice it may settle. */
export function valuesOf(payment: PaymentReceived, invoices: readonly OpenInvoice[]): PaymentFormValues {
  return { ...savedPaymentValues(payment), rows: savedPaymentRows(payment, invoices) };
}

interface PaymentFormPageProps {
  kind: PaymentKind;
  /** The payment or prepayment being changed; absent on the new pages. */
  payment?: PaymentReceived;
}

/**
 * New: /sales/invoice/receive-payment?customer=&invoice= and record-prepayment?customer=. After a
 * payment of one invoice the person goes back to it; after several, to /sales/invoice (spec).
 * Edit: /sales/invoice/edit-payment?id= and edit-prepayment?id=, with Delete.
 */
export function PaymentFormPage({ kind, payment }: PaymentFormPageProps) {
  const [searchParams] = useSearchParams();
  const [saved, setSaved] = useState(payment);
  const editing = saved !== undefined;
  const askedCustomer = editing ? '' : (searchParams.get('customer') ?? '');
  const askedInvoice = editing ? null : searchParams.get('invoice');
  const branches = useBranches().data?.data;
  const onlyBranch = branches?.length === 1 ? (branches[0]?._id ?? '') : '';
  const navigate = useNavigate();
  const receive = useReceivePayment();
  const prepay = useRecordPrepayment();
  const update = useUpdatePayment();
  const remove = useVoidPayment();
  const mayDelete = useMay('sales.delete');
  const pending = receive.isPending || prepay.isPending || update.isPending;
  const { picked, pick } = usePickedNames(
    saved?.customer ? { [saved.customer._id]: { id: saved.customer._id, name: saved.customer.name } } : {},
  );
  const invoicesRef = useRef<readonly OpenInvoice[]>([]);
  const [resolver] = useState(() => paymentResolver(() => invoicesRef.current, kind));
  // A saved payment keeps its customer: their open invoices are loaded before the form (EditPaymentPage).
  const ownersOpen = useOpenInvoices(kind === 'payment' && payment?.customer ? payment.customer._id : '');
  const form = useForm<PaymentFormValues, unknown, PaymentToSend>({
    resolver,
    defaultValues: saved
      ? valuesOf(saved, invoicesBeforePayment(saved, ownersOpen.data?.data ?? []))
      : blank(askedCustomer, onlyBranch),
  });
  const { control, formState } = form;
  const customerId = useWatch({ control, name: 'customer' });
  const customerOpen = useOpenInvoices(kind === 'payment' && !editing ? customerId : '');
  const openQuery = editing ? ownersOpen : customerOpen;
  const openInvoices = customerId ? (openQuery.data?.data ?? []) : [];
  // A saved payment's own invoices are offered as they stood before it, beside the other open ones.
  const invoices = saved ? invoicesBeforePayment(saved, openInvoices) : openInvoices;
  invoicesRef.current = invoices;
  const fromAddress = useCustomer(askedCustomer).data?.data;
  const values = useWatch({ control }) as PaymentFormValues;
  const preview = paymentPreview(values, invoices);
  const rowsFor = useRef<string | null>(null);
  const sent = useRef<PaymentPreview | null>(null);

  useEffect(() => {
    if (fromAddress) pick({ id: fromAddress._id, name: fromAddress.displayName });
  }, [fromAddress, pick]);
  useEffect(() => {
    if (!editing && onlyBranch && !form.getValues('branch')) form.resetField('branch', { defaultValue: onlyBranch });
  }, [editing, onlyBranch, form]);
  // New: the customer's open invoices become the rows once, when they arrive (a refetch keeps what was typed).
  useEffect(() => {
    if (editing || !customerId || !customerOpen.data || rowsFor.current === customerId) return;
    rowsFor.current = customerId;
    const list = customerOpen.data.data;
    const asked = list.find((invoice) => invoice._id === askedInvoice) ?? null;
    form.reset({
      ...form.getValues(),
      rows: paymentRows(list, asked?._id ?? (list.length === 1 ? (list[0]?._id ?? null) : null)),
    });
  }, [editing, customerId, customerOpen.data, askedInvoice, form]);
  // New: until the person types an amount received, it is what the ticked invoices owe less the tax withheld.
  const [autoAmount, setAutoAmount] = useState(!editing && kind === 'payment');
  const owed = cashToSettle(values, invoices);
  useEffect(() => {
    if (!autoAmount) return;
    const next = owed > 0 ? Number(toDecimalString(owed)) : '';
    if (form.getValues('amountReceived') !== next) form.setValue('amountReceived', next);
  }, [autoAmount, owed, form]);

  const text = words[kind];
  const back = salesList('payments');
  /** Where Continue leads: the invoice after a payment of one, else the list. */
  const afterSave = (shown: PaymentPreview | null) => {
    const single = shown?.chosen.length === 1 ? shown.chosen[0]?.invoice._id : undefined;
    if (single) return invoicePath(single);
    if (kind === 'payment' && !editing) return invoicesPath;
    return salesListPath('payments');
  };

  const saveChanges = async (current: PaymentReceived, body: Record<string, unknown>, shown: PaymentPreview | null) => {
    const before = valuesOf(current, invoices);
    const savedBody =
      kind === 'payment' ? paymentBody(before, paymentPreview(before, invoices)) : prepaymentBody(before);
    const changes = changedPaymentFields(body, savedBody);
    if (Object.keys(changes).length === 0) {
      toast({ type: 'info', msg: 'Nothing has changed' });
      return;
    }
    const response = await update.mutateAsync({ id: current._id, body: changes as PaymentChangesInput });
    setSaved(response.data);
    form.reset(valuesOf(response.data, invoicesBeforePayment(response.data, openInvoices)));
    openSuccessDialog({
      name: kind,
      message: response.message,
      onContinue: () => void navigate(afterSave(shown)),
    });
  };

  const save = form.handleSubmit(
    async ({ body, preview: shown }) => {
      sent.current = shown;
      try {
        if (saved) {
          await saveChanges(saved, body, shown);
          return;
        }
        const response =
          kind === 'payment' ? await receive.mutateAsync(body as never) : await prepay.mutateAsync(body as never);
        form.reset(kind === 'payment' ? form.getValues() : blank('', onlyBranch));
        openSuccessDialog({
          name: kind,
          message: response.message,
          onContinue: () => void navigate(afterSave(shown)),
        });
      } catch (error) {
        showMappedErrors(
          error,
          form as never,
          (path) => (sent.current ? paymentFormPath(path, sent.current) : path.join('.')),
          editing ? 'Could not save the changes' : text.failure,
        );
      }
    },
    () => toast({ type: 'warn', msg: 'Please fill all required fields' }),
  );

  const deleted = saved?.status === 'void';

  return (
    <FormPage
      title={saved ? `Edit ${saved.number}` : text.newTitle}
      description={saved ? text.editDescription : text.newDescription}
      back={back}
      maxWidth={text.maxWidth}
      actions={
        saved && mayDelete && !deleted ? (
          <DeleteRecordButton
            deletion={{
              title: text.deleteTitle,
              question: text.deleteQuestion,
              remove: () => remove.mutateAsync(saved._id),
            }}
            form={form}
            back={back}
          />
        ) : null
      }
      above={
        deleted ? (
          <Alert color="yellow" title={`This ${kind} has been deleted`}>
            It stays for the record and can no longer be changed.
          </Alert>
        ) : null
      }
      onSubmit={save}
      canSave={!pending && !deleted}
      unsaved={formState.isDirty && !pending}
      buttons={
        <Button type="submit" loading={pending} disabled={deleted}>
          {saved ? 'Save changes' : text.record}
        </Button>
      }
    >
      <Card p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="customer"
            render={({ field, fieldState }) => (
              <CustomerSelect
                description={editing ? 'A payment stays with its customer' : undefined}
                disabled={editing}
                value={field.value}
                picked={picked[field.value]}
                onChange={(customer) => {
                  if (customer) pick(toPickedCustomer(customer));
                  field.onChange(customer?._id ?? '');
                  if (customer?.branch && !form.getValues('branch')) form.setValue('branch', customer.branch._id);
                }}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                quickAddLabel={kind === 'prepayment' && !editing ? 'New customer' : undefined}
                onQuickAdd={
                  kind === 'prepayment' && !editing
                    ? () =>
                        openNewCustomerDialog((added) => {
                          pick({ id: added._id, name: added.displayName });
                          field.onChange(added._id);
                        })
                    : undefined
                }
              />
            )}
          />
          <Controller
            control={control}
            name="amountReceived"
            render={({ field, fieldState }) => (
              <MoneyInput
                label={`Amount received (${kind === 'payment' ? preview.currency : (saved?.currency?.name ?? 'NGN')})`}
                description={autoAmount ? 'What the ticked invoices owe, less tax withheld' : undefined}
                withAsterisk
                value={field.value ?? ''}
                onChange={(value) => {
                  setAutoAmount(false);
                  field.onChange(value);
                }}
                onBlur={field.onBlur}
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
          <BankAccountField control={control} name="bank" label="Deposit to" withAsterisk />
          <PaymentMethodField control={control} name="paymentMethod" />
          <BranchField control={control} name="branch" />
          <TextInput
            label="Reference"
            placeholder="e.g. the transfer's reference"
            error={formState.errors.reference?.message}
            {...form.register('reference')}
          />
        </SimpleGrid>
        {kind === 'prepayment' ? (
          <Textarea
            mt="md"
            label="Note"
            autosize
            minRows={2}
            error={formState.errors.note?.message}
            {...form.register('note')}
          />
        ) : null}
      </Card>
      {kind === 'payment' ? (
        <>
          <Card p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Invoices">
            <Title order={2} fz="lg" mb="sm">
              Invoices
            </Title>
            <OpenInvoices
              customerChosen={Boolean(customerId)}
              loading={Boolean(customerId) && openQuery.isPending && !editing}
              invoices={invoices}
              form={form}
              preview={preview}
              customerId={customerId}
              editing={editing}
            />
          </Card>
          <Card p={{ base: 'md', sm: 'lg' }}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
              <Textarea
                label="Note"
                autosize
                minRows={2}
                error={formState.errors.note?.message}
                {...form.register('note')}
              />
              <PaymentSummary preview={preview} received={values.amountReceived} />
            </SimpleGrid>
          </Card>
        </>
      ) : null}
    </FormPage>
  );
}
