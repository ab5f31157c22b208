import {
  Alert,
  Anchor,
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
} from '@mantine/core';
import { type Kobo, toDecimalString } from '@owo/core';
import type { ReactNode } from 'react';
import { Controller, type useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { OpenInvoice } from '../../api/invoices.ts';
import { formatShortDay } from '../../lib/format.ts';
import { usePhone } from '../../lib/use-phone.ts';
import { MoneyInput } from '../MoneyInput.tsx';
import { MoneyText } from '../MoneyText.tsx';
import type { PaymentFormValues, PaymentPreview } from './payment-form.ts';
import type { PaymentToSend } from './payment-resolver.ts';
import { invoicePath, recordPrepaymentPath } from './sales-paths.ts';

/*
 * The parts of the payment form below its head: the customer's open invoices with the cash and
 * tax withheld on each, and the summary of what the payment does. SummaryRow is shared with the
 * vendor payment form.
 */

const grouped = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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
export function OpenInvoices({
  customerChosen,
  loading,
  invoices,
  form,
  preview,
  customerId,
  editing,
}: OpenInvoicesProps) {
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

export function SummaryRow({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
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
export function PaymentSummary({
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
