import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Checkbox,
  Divider,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type Kobo, type PaymentChangesInput, salesMessages, toDecimalString, todayInLagos } from '@owo/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useBranches } from '../../api/branches.ts';
import { useCustomer } from '../../api/customers.ts';
import { type OpenInvoice, useOpenInvoices } from '../../api/invoices.ts';
import {
  type PaymentReceived,
  usePayment,
  useReceivePayment,
  useRecordPrepayment,
  useUpdatePayment,
  useVoidPayment,
} from '../../api/payments.ts';
import { formatShortDay } from '../../lib/format.ts';
import { usePhone } from '../../lib/use-phone.ts';
import { useMay } from '../../session/permissions.ts';
import { openNewCustomerDialog } from '../customers/customer-dialogs.tsx';
import { DateField } from '../DateField.tsx';
import { openSuccessDialog } from '../dialogs.ts';
import { FormPage } from '../FormPage.tsx';
import { MoneyInput } from '../MoneyInput.tsx';
import { MoneyText } from '../MoneyText.tsx';
import { DeleteRecordButton, RecordLoader } from '../RecordPage.tsx';
import { toast } from '../toast.tsx';
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
import { invoicePath, invoicesPath, recordPrepaymentPath, salesList, salesListPath } from './sales-paths.ts';
import { usePickedNames } from './use-document-form.ts';

/*
 * The one form of money received from a customer, for its four pages: receive payment and record
 * prepayment (new), edit payment and edit prepayment (a saved one). A payment is spread over the
 * customer's open invoices with the tax withheld on each, the excess kept as their credit; a
 * prepayment is all credit. Editing sends only the fields that changed (PATCH /payments/{id}).
 */

const grouped = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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
function valuesOf(payment: PaymentReceived, invoices: readonly OpenInvoice[]): PaymentFormValues {
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

/**
 * /sales/invoice/edit-payment?id= and edit-prepayment?id=: the saved payment, and for a payment its
 * customer's open invoices, loaded before the form, which starts from them.
 */
export function EditPaymentPage() {
  const [searchParams] = useSearchParams();
  const query = usePayment(searchParams.get('id') ?? '');
  return (
    <RecordLoader query={query} noun="payment" back={salesList('payments')}>
      {(payment) => <EditLoadedPayment payment={payment} />}
    </RecordLoader>
  );
}

function EditLoadedPayment({ payment }: { payment: PaymentReceived }) {
  const kind = payment.kind ?? 'payment';
  const customer = kind === 'payment' ? (payment.customer?._id ?? '') : '';
  const open = useOpenInvoices(customer);
  if (customer && open.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the customer's invoices" />
      </Center>
    );
  }
  return <PaymentFormPage kind={kind} payment={payment} />;
}

type PaymentForm = ReturnType<typeof useForm<PaymentFormValues, unknown, PaymentToSend>>;

interface OpenInvoicesProps {
  customerChosen: boolean;
  loading: boolean;
  invoices: readonly OpenInvoice[];
  form: PaymentForm;
  preview: PaymentPreview;
  customerId: string;
  /** A saved payment: its invoices' amount due is what they owed before it. */
  editing: boolean;
}

/** The customer's open invoices: tick those paid; the cash left empty goes to the oldest first. */
function OpenInvoices({ customerChosen, loading, invoices, form, preview, customerId, editing }: OpenInvoicesProps) {
  const phone = usePhone();
  const rows = useWatch({ control: form.control, name: 'rows' }) ?? [];
  const rowsError = form.formState.errors.rows;
  const listProblem = rowsError?.message ?? rowsError?.root?.message;
  const dueLabel = editing ? 'Due before' : 'Amount due';
  if (!customerChosen) {
    return (
      <Text fz="sm" c="dimmed">
        Choose a customer to see the invoices they owe.
      </Text>
    );
  }
  if (loading) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading the customer's invoices" />
      </Center>
    );
  }
  if (invoices.length === 0) {
    return (
      <Alert color="blue" title="This customer owes nothing">
        Money received before an invoice is a prepayment.{' '}
        <Anchor component={Link} to={recordPrepaymentPath(customerId)}>
          Record a prepayment
        </Anchor>
      </Alert>
    );
  }
  const byId = new Map(invoices.map((invoice) => [invoice._id, invoice]));
  const settlementOf = (invoiceId: string) => {
    const position = preview.chosen.findIndex(({ invoice }) => invoice._id === invoiceId);
    return position < 0 ? undefined : preview.allocation?.invoices[position];
  };
  const allSelected = rows.length > 0 && rows.every((row) => row.selected);
  const selectAll = (checked: boolean) => {
    for (const [index] of rows.entries()) form.setValue(`rows.${index}.selected`, checked, { shouldDirty: true });
  };

  const cellsOf = (row: PaymentFormValues['rows'][number], index: number) => {
    const invoice = byId.get(row.invoice);
    if (!invoice) return null;
    const settled = settlementOf(invoice._id);
    const currency = invoice.currency.name;
    const select = (
      <Controller
        control={form.control}
        name={`rows.${index}.selected`}
        render={({ field }) => (
          <Checkbox
            aria-label={`Pay ${invoice.invoiceNumber}`}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
    );
    /** The payment or tax withheld typed against this invoice; on a phone it carries its own label. */
    const moneyField = (name: 'amount' | 'withholdingTax', label: string, placeholder?: string) => (
      <Controller
        control={form.control}
        name={`rows.${index}.${name}`}
        render={({ field, fieldState }) => (
          <MoneyInput
            aria-label={`${label} on ${invoice.invoiceNumber}`}
            label={phone ? label : undefined}
            size="sm"
            placeholder={placeholder}
            disabled={!row.selected}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    );
    const amount = moneyField(
      'amount',
      'Payment',
      settled ? grouped.format(toDecimalString(settled.cash) as `${number}`) : '0.00',
    );
    const tax = moneyField('withholdingTax', 'Tax withheld');
    const dueAfter = settled ? (
      <MoneyText kobo={settled.amountDueAfter} currency={currency} fz="sm" />
    ) : (
      <MoneyText amount={invoice.amountDue} currency={currency} fz="sm" />
    );
    return { row, invoice, select, amount, tax, dueAfter, key: invoice._id };
  };
  const cells = rows.map(cellsOf);

  return (
    <Stack gap="sm">
      {phone ? (
        <Stack gap="sm" role="list" aria-label="Open invoices">
          {cells.map((cell) =>
            cell ? (
              <Paper key={cell.key} withBorder radius="md" p="sm" role="listitem">
                <Group justify="space-between" wrap="nowrap" mb="xs">
                  <Group gap="xs" wrap="nowrap">
                    {cell.select}
                    <Stack gap={0}>
                      <Text fz="sm" fw={600}>
                        {cell.invoice.invoiceNumber}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        Due {formatShortDay(cell.invoice.dueDate)}
                      </Text>
                    </Stack>
                  </Group>
                  <Stack gap={0} align="flex-end">
                    <Text fz="xs" c="dimmed">
                      {dueLabel}
                    </Text>
                    <MoneyText amount={cell.invoice.amountDue} currency={cell.invoice.currency.name} fz="sm" />
                  </Stack>
                </Group>
                <SimpleGrid cols={2} spacing="xs">
                  {cell.amount}
                  {cell.tax}
                </SimpleGrid>
                <Group justify="space-between" mt="xs">
                  <Text fz="xs" c="dimmed">
                    Due after
                  </Text>
                  {cell.dueAfter}
                </Group>
              </Paper>
            ) : null,
          )}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={860} type="native">
          <Table verticalSpacing="xs" aria-label="Open invoices">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label="Pay every invoice"
                    checked={allSelected}
                    indeterminate={!allSelected && rows.some((row) => row.selected)}
                    onChange={(event) => selectAll(event.currentTarget.checked)}
                  />
                </Table.Th>
                <Table.Th>Invoice</Table.Th>
                <Table.Th>Due date</Table.Th>
                <Table.Th ta="right">{dueLabel}</Table.Th>
                <Table.Th w={170} ta="right">
                  Payment
                </Table.Th>
                <Table.Th w={150} ta="right">
                  Tax withheld
                </Table.Th>
                <Table.Th ta="right">Due after</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cells.map((cell) =>
                cell ? (
                  <Table.Tr key={cell.key} style={{ verticalAlign: 'top' }}>
                    <Table.Td pt={14}>{cell.select}</Table.Td>
                    <Table.Td pt={12}>
                      <Anchor component={Link} to={invoicePath(cell.invoice._id)} fz="sm" fw={600}>
                        {cell.invoice.invoiceNumber}
                      </Anchor>
                      <Text fz="xs" c="dimmed">
                        {formatShortDay(cell.invoice.date)}
                      </Text>
                    </Table.Td>
                    <Table.Td pt={12}>{formatShortDay(cell.invoice.dueDate)}</Table.Td>
                    <Table.Td pt={12} ta="right">
                      <MoneyText amount={cell.invoice.amountDue} currency={cell.invoice.currency.name} fz="sm" />
                    </Table.Td>
                    <Table.Td>{cell.amount}</Table.Td>
                    <Table.Td>{cell.tax}</Table.Td>
                    <Table.Td pt={12} ta="right">
                      {cell.dueAfter}
                    </Table.Td>
                  </Table.Tr>
                ) : null,
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {listProblem ? (
        <Text c="red" fz="sm" role="alert">
          {listProblem}
        </Text>
      ) : null}
      <Text fz="xs" c="dimmed">
        {editing ? 'Due before is what each invoice owed before this payment. ' : ''}A payment left empty takes what is
        left of the amount received, oldest invoice first, up to what it owes.
      </Text>
    </Stack>
  );
}

function SummaryRow({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fz="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text fz="sm" fw={strong ? 700 : 500}>
        {children}
      </Text>
    </Group>
  );
}

/** Received, applied to invoices, tax withheld, settled, and the excess kept as credit. */
function PaymentSummary({
  preview,
  received,
}: {
  preview: PaymentPreview;
  received: PaymentFormValues['amountReceived'];
}) {
  const { allocation, currency } = preview;
  const money = (kobo: Kobo) => <MoneyText kobo={kobo} currency={currency} />;
  if (!allocation) {
    return preview.problem && preview.chosen.length > 0 ? (
      <Alert color="red" title="This payment cannot be recorded as it stands">
        {preview.problem}
      </Alert>
    ) : (
      <Text fz="sm" c="dimmed">
        Tick the invoices paid and type the amount received.
      </Text>
    );
  }
  const receivedKobo = allocation.cashApplied + allocation.excess;
  return (
    <Stack gap={6} role="group" aria-label="Payment summary">
      <SummaryRow label="Amount received">{money(received === '' ? 0 : receivedKobo)}</SummaryRow>
      <SummaryRow label="Applied to invoices">{money(allocation.cashApplied)}</SummaryRow>
      <SummaryRow label="Tax withheld (WHT)">{money(allocation.withholdingTax)}</SummaryRow>
      <Divider my={2} />
      <SummaryRow label="Settled on invoices" strong>
        {money(allocation.settled)}
      </SummaryRow>
      <SummaryRow label="Kept as customer credit">{money(allocation.excess)}</SummaryRow>
      {allocation.excess > 0 ? (
        <Text fz="xs" c="dimmed">
          More than the ticked invoices owe: the rest is kept as the customer's credit, to apply to later invoices.
        </Text>
      ) : null}
    </Stack>
  );
}
