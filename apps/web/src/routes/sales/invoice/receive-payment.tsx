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
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type Kobo, toDecimalString, todayInLagos } from '@owo/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Account } from '../../../api/accounts.ts';
import { useBranches } from '../../../api/branches.ts';
import { type Customer, useCustomer } from '../../../api/customers.ts';
import { type OpenInvoice, useOpenInvoices } from '../../../api/invoices.ts';
import { usePaymentMethods } from '../../../api/payment-methods.ts';
import { useReceivePayment } from '../../../api/payments.ts';
import { useCustomerOptions } from '../../../api/sales-options.ts';
import { AccountSelect } from '../../../components/accounting/AccountSelect.tsx';
import { BranchSelect } from '../../../components/BranchSelect.tsx';
import { DateField } from '../../../components/DateField.tsx';
import { openSuccessDialog } from '../../../components/dialogs.ts';
import { FormPage } from '../../../components/FormPage.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { MoneyText } from '../../../components/MoneyText.tsx';
import {
  cashToSettle,
  type PaymentFormValues,
  type PaymentPreview,
  paymentFormPath,
  paymentPreview,
  paymentRows,
} from '../../../components/sales/payment-form.ts';
import { type PaymentToSend, paymentResolver } from '../../../components/sales/payment-resolver.ts';
import { type Picked, SearchSelect } from '../../../components/sales/SearchSelect.tsx';
import { showMappedErrors } from '../../../components/sales/sales-errors.ts';
import { invoicePath, invoicesPath, recordPrepaymentPath, salesList } from '../../../components/sales/sales-paths.ts';
import { usePickedNames } from '../../../components/sales/use-document-form.ts';
import { toast } from '../../../components/toast.tsx';
import { formatShortDay } from '../../../lib/format.ts';
import { optionList } from '../../../lib/options.ts';
import { usePhone } from '../../../lib/use-phone.ts';

export function meta() {
  return [{ title: 'Receive payment | Owo' }];
}

const grouped = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const isDepositAccount = (account: Account) => account.isActive && account.isBank;
const toPickedCustomer = (customer: Customer): Picked => ({ id: customer._id, name: customer.displayName });

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

/**
 * /sales/invoice/receive-payment?customer=&invoice=: money a customer paid, over one or many of
 * their open invoices, with the tax they withheld on each; the excess is kept as their credit.
 * After one invoice the person goes back to it; after several, to /sales/invoice.
 */
export default function ReceivePayment() {
  const [searchParams] = useSearchParams();
  const askedInvoice = searchParams.get('invoice');
  const branches = useBranches().data?.data;
  const onlyBranch = branches?.length === 1 ? (branches[0]?._id ?? '') : '';
  const navigate = useNavigate();
  const receive = useReceivePayment();
  const { picked, pick } = usePickedNames();
  const openRef = useRef<readonly OpenInvoice[]>([]);
  const [resolver] = useState(() => paymentResolver(() => openRef.current));
  const form = useForm<PaymentFormValues, unknown, PaymentToSend>({
    resolver,
    defaultValues: blank(searchParams.get('customer') ?? '', onlyBranch),
  });
  const { control, formState } = form;
  const customerId = useWatch({ control, name: 'customer' });
  const fromAddress = useCustomer(searchParams.get('customer') ?? '').data?.data;
  const open = useOpenInvoices(customerId);
  const openInvoices = customerId ? (open.data?.data ?? []) : [];
  openRef.current = openInvoices;
  const values = useWatch({ control }) as PaymentFormValues;
  const preview = paymentPreview(values, openInvoices);
  const rowsFor = useRef<string | null>(null);
  const sent = useRef<PaymentPreview | null>(null);

  useEffect(() => {
    if (fromAddress) pick({ id: fromAddress._id, name: fromAddress.displayName });
  }, [fromAddress, pick]);
  useEffect(() => {
    if (onlyBranch && !form.getValues('branch')) form.resetField('branch', { defaultValue: onlyBranch });
  }, [onlyBranch, form]);
  // The customer's open invoices become the rows once, when they arrive: a later refetch keeps what was typed.
  useEffect(() => {
    if (!customerId || !open.data || rowsFor.current === customerId) return;
    rowsFor.current = customerId;
    const invoices = open.data.data;
    const asked = invoices.find((invoice) => invoice._id === askedInvoice) ?? null;
    const current = form.getValues();
    form.reset({
      ...current,
      rows: paymentRows(invoices, asked?._id ?? (invoices.length === 1 ? (invoices[0]?._id ?? null) : null)),
    });
  }, [customerId, open.data, askedInvoice, form]);
  // Until the person types an amount received, it is what the ticked invoices owe less the tax withheld.
  const [autoAmount, setAutoAmount] = useState(true);
  const owed = cashToSettle(values, openInvoices);
  useEffect(() => {
    if (!autoAmount) return;
    const next = owed > 0 ? Number(toDecimalString(owed)) : '';
    if (form.getValues('amountReceived') !== next) form.setValue('amountReceived', next);
  }, [autoAmount, owed, form]);

  const save = form.handleSubmit(
    async ({ body, preview: shown }) => {
      sent.current = shown;
      try {
        const response = await receive.mutateAsync(body as never);
        form.reset(form.getValues());
        const single = shown.chosen.length === 1 ? shown.chosen[0]?.invoice._id : undefined;
        openSuccessDialog({
          name: 'payment',
          message: response.message,
          // Issue 14: after a multi-invoice payment the person goes to /sales/invoice.
          onContinue: () => void navigate(single ? invoicePath(single) : invoicesPath),
        });
      } catch (error) {
        showMappedErrors(
          error,
          form as never,
          (path) => (sent.current ? paymentFormPath(path, sent.current) : path.join('.')),
          'Could not record the payment',
        );
      }
    },
    () => toast({ type: 'warn', msg: 'Please fill all required fields' }),
  );

  const methods = optionList(usePaymentMethods(), (method) => ({ value: method._id, label: method.name }), {
    empty: 'No Payment Method added',
    choose: 'Choose a payment method',
  });

  return (
    <FormPage
      title="Receive payment"
      description="Money a customer paid against their invoices. More than they owe is kept as their credit."
      back={salesList('payments')}
      maxWidth={1200}
      onSubmit={save}
      canSave={!receive.isPending}
      unsaved={formState.isDirty && !receive.isPending}
      buttons={
        <Button type="submit" loading={receive.isPending}>
          Record payment
        </Button>
      }
    >
      <Card p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="customer"
            render={({ field, fieldState }) => (
              <SearchSelect
                label="Customer"
                withAsterisk
                placeholder="Search customers"
                value={field.value}
                picked={picked[field.value]}
                useOptions={useCustomerOptions}
                toPicked={toPickedCustomer}
                onChange={(customer) => {
                  if (customer) pick(toPickedCustomer(customer));
                  field.onChange(customer?._id ?? '');
                  if (customer?.branch && !form.getValues('branch')) form.setValue('branch', customer.branch._id);
                }}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                nothingFound="No customer matches"
              />
            )}
          />
          <Controller
            control={control}
            name="amountReceived"
            render={({ field, fieldState }) => (
              <MoneyInput
                label={`Amount received (${preview.currency})`}
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
          <Controller
            control={control}
            name="bank"
            render={({ field, fieldState }) => (
              <AccountSelect
                label="Deposit to"
                withAsterisk
                placeholder="Choose a bank or cash account"
                accountFilter={isDepositAccount}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="paymentMethod"
            render={({ field, fieldState }) => (
              <Select
                label="Payment method"
                withAsterisk
                {...methods}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="branch"
            render={({ field, fieldState }) => (
              <BranchSelect
                label="Branch"
                withAsterisk
                placeholder="Choose a branch"
                clearable={false}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextInput
            label="Reference"
            placeholder="e.g. the transfer's reference"
            error={formState.errors.reference?.message}
            {...form.register('reference')}
          />
        </SimpleGrid>
      </Card>
      <Card p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Invoices">
        <Title order={2} fz="lg" mb="sm">
          Invoices
        </Title>
        <OpenInvoices
          customerChosen={Boolean(customerId)}
          loading={Boolean(customerId) && open.isPending}
          invoices={openInvoices}
          form={form}
          preview={preview}
          customerId={customerId}
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
    </FormPage>
  );
}

type PaymentForm = ReturnType<typeof useForm<PaymentFormValues, unknown, PaymentToSend>>;

interface OpenInvoicesProps {
  customerChosen: boolean;
  loading: boolean;
  invoices: readonly OpenInvoice[];
  form: PaymentForm;
  preview: PaymentPreview;
  customerId: string;
}

/** The customer's open invoices: tick those paid; the cash left empty goes to the oldest first. */
function OpenInvoices({ customerChosen, loading, invoices, form, preview, customerId }: OpenInvoicesProps) {
  const phone = usePhone();
  const rows = useWatch({ control: form.control, name: 'rows' }) ?? [];
  const rowsError = form.formState.errors.rows;
  const listProblem = rowsError?.message ?? rowsError?.root?.message;
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
    const amount = (
      <Controller
        control={form.control}
        name={`rows.${index}.amount`}
        render={({ field, fieldState }) => (
          <MoneyInput
            aria-label={`Payment on ${invoice.invoiceNumber}`}
            label={phone ? 'Payment' : undefined}
            size="sm"
            placeholder={settled ? grouped.format(toDecimalString(settled.cash) as `${number}`) : '0.00'}
            disabled={!row.selected}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    );
    const tax = (
      <Controller
        control={form.control}
        name={`rows.${index}.withholdingTax`}
        render={({ field, fieldState }) => (
          <MoneyInput
            aria-label={`Tax withheld on ${invoice.invoiceNumber}`}
            label={phone ? 'Tax withheld' : undefined}
            size="sm"
            disabled={!row.selected}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    );
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
                      Amount due
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
                <Table.Th ta="right">Amount due</Table.Th>
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
        A payment left empty takes what is left of the amount received, oldest invoice first, up to what it owes.
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
