import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { toKobo } from '@owo/core';
import { data, Link, useParams } from 'react-router';
import { type CreditNoteRow, creditReasonLabels, useInvoiceCreditNotes } from '../../../api/credit-notes.ts';
import { type InvoiceDetail, useInvoice } from '../../../api/invoices.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { customerPath } from '../../../components/customers/customer-kind.ts';
import { EInvoicePanel } from '../../../components/e-invoicing/EInvoicePanel.tsx';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RecordLoader } from '../../../components/RecordPage.tsx';
import { Detail, HistoryView, LinesView, Section, TotalRow } from '../../../components/sales/DocumentView.tsx';
import { creditableStatuses as creditable, InvoiceActions } from '../../../components/sales/InvoiceActions.tsx';
import { editPaymentPath } from '../../../components/sales/payment-form.ts';
import { DueText, SalesStatusBadge } from '../../../components/sales/SalesStatusBadge.tsx';
import { creditNotePath, invoicesPath, salesList } from '../../../components/sales/sales-paths.ts';
import { formatDay } from '../../../lib/format.ts';
import { useMay } from '../../../session/permissions.ts';
import type { Route } from './+types/invoice';

export function meta() {
  return [{ title: 'Invoice | Owo' }];
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /sales/invoice/<anything but an id> is a page that does not exist, not an invoice that could not load. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!uuid.test(params.id)) throw data('Page not found', { status: 404 });
  return null;
}

export default function InvoicePage() {
  const { id = '' } = useParams();
  const invoice = useInvoice(id);
  return (
    <RecordLoader query={invoice} noun="invoice" back={salesList('invoices')}>
      {(loaded) => <InvoiceView invoice={loaded} />}
    </RecordLoader>
  );
}

/** An invoice as it stands: what it says, what is owed, what was paid, what happened to it, and what can be done next. */
function InvoiceView({ invoice }: { invoice: InvoiceDetail }) {
  const currency = invoice.currency.name;
  // What credit notes took off the invoice is in its amount paid: shown apart, as Credited.
  const creditNotes = useInvoiceCreditNotes(invoice._id);
  const settled = settlementOf(invoice, creditNotes.notes);
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        back={<BackLink to={invoicesPath} label="Invoices" />}
        title={`Invoice ${invoice.invoiceNumber}`}
        description={
          <Group gap="xs">
            <SalesStatusBadge status={invoice.status} />
            <DueText status={invoice.status} dueDate={invoice.dueDate} label={invoice.dueLabel} />
          </Group>
        }
        actions={<InvoiceActions invoice={invoice} />}
      />
      {invoice.status === 'void' ? (
        <Alert color="gray" title="This invoice is void">
          Its entry was reversed; it stays here for the record.
        </Alert>
      ) : null}
      <Card p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <Detail label="Customer">
            <Anchor component={Link} to={customerPath(invoice.customer._id)} fz="sm">
              {invoice.customer.name}
            </Anchor>
          </Detail>
          <Detail label="Branch">{invoice.branch.name}</Detail>
          <Detail label="Invoice date">{formatDay(invoice.date)}</Detail>
          <Detail label="Due date">{formatDay(invoice.dueDate)}</Detail>
          <Detail label="Total">
            <MoneyText amount={invoice.total} currency={currency} fw={600} />
          </Detail>
          <Detail label="Paid">
            <MoneyText kobo={settled.paid} currency={currency} />
          </Detail>
          {settled.credited > 0 ? (
            <Detail label="Credited">
              <MoneyText kobo={settled.credited} currency={currency} />
            </Detail>
          ) : null}
          <Detail label="Amount due">
            <MoneyText amount={invoice.amountDue} currency={currency} fw={700} />
          </Detail>
          {invoice.purchaseNo ? <Detail label="PO number">{invoice.purchaseNo}</Detail> : null}
          {currency !== 'NGN' ? (
            <Detail label="Exchange rate">
              ₦{String(invoice.currency.rate)} per 1 {currency}
            </Detail>
          ) : null}
          {invoice.employee ? <Detail label="Salesperson">{invoice.employee.name}</Detail> : null}
          {(invoice.estimate ?? invoice.source) ? (
            <Detail label="From estimate">{(invoice.estimate ?? invoice.source)?.number}</Detail>
          ) : null}
        </SimpleGrid>
        {invoice.address ? (
          <Stack gap={2} mt="md">
            <Text fz="xs" c="dimmed" fw={600}>
              Billing address
            </Text>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {invoice.address}
            </Text>
          </Stack>
        ) : null}
      </Card>
      <InvoiceLines invoice={invoice} settled={settled} />
      {invoice.installments.length > 0 ? <Installments invoice={invoice} /> : null}
      {invoice.bank.length > 0 ? <BankDetails invoice={invoice} /> : null}
      <EInvoicePanel kind="invoice" id={invoice._id} />
      <Payments invoice={invoice} />
      {creditable.has(invoice.status) || invoice.status === 'void' ? (
        <CreditNotes invoice={invoice} {...creditNotes} />
      ) : null}
      <HistoryView events={invoice.history} />
    </Stack>
  );
}

/** The invoice's amount paid split into what was paid and what credit notes took off, in kobo. */
function settlementOf(invoice: InvoiceDetail, notes: readonly CreditNoteRow[]) {
  const credited = notes.reduce((sum, note) => (note.status === 'void' ? sum : sum + toKobo(note.amountPaid)), 0);
  return { paid: toKobo(invoice.amountPaid) - credited, credited };
}

function InvoiceLines({ invoice, settled }: { invoice: InvoiceDetail; settled: ReturnType<typeof settlementOf> }) {
  const money = (amount: number) => <MoneyText amount={amount} currency={invoice.currency.name} />;
  const kobo = (amount: number) => <MoneyText kobo={amount} currency={invoice.currency.name} />;
  return (
    <LinesView
      document={invoice}
      after={
        <>
          <TotalRow label="Paid">{kobo(settled.paid)}</TotalRow>
          {settled.credited > 0 ? <TotalRow label="Credited">{kobo(settled.credited)}</TotalRow> : null}
          <TotalRow label="Amount due" strong>
            {money(invoice.amountDue)}
          </TotalRow>
        </>
      }
    />
  );
}

function Installments({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <Section title="Payment installments">
      <Stack gap={4}>
        {invoice.installments.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: installments have no id; their order is their identity
          <Group key={index} justify="space-between">
            <Text fz="sm">
              {formatDay(row.date)} ({row.percentage}%)
            </Text>
            <MoneyText amount={row.amount} currency={invoice.currency.name} fz="sm" />
          </Group>
        ))}
      </Stack>
    </Section>
  );
}

function BankDetails({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <Section title="Bank details">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {invoice.bank.map((bank) => (
          <Stack key={`${bank.name}-${bank.accountNo}`} gap={0}>
            <Text fz="sm" fw={600}>
              {bank.name}
            </Text>
            <Text fz="sm">{bank.accountNo}</Text>
            <Text fz="sm" c="dimmed">
              {bank.accountName}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function Payments({ invoice }: { invoice: InvoiceDetail }) {
  // A payment is in the books: changing it needs the approve permission too.
  const mayChange = useMay('sales.edit');
  const mayApprove = useMay('sales.approve');
  const mayEdit = mayChange && mayApprove;
  return (
    <Section title="Payments">
      {invoice.payments.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No payments yet.
        </Text>
      ) : (
        <Stack gap={6}>
          {invoice.payments.map((payment) => (
            <Group key={payment._id} justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={0}>
                {mayEdit ? (
                  <Anchor component={Link} to={editPaymentPath(payment._id)} fz="sm" fw={600} title="Edit this payment">
                    {payment.number}
                  </Anchor>
                ) : (
                  <Text fz="sm" fw={600}>
                    {payment.number}
                  </Text>
                )}
                <Text fz="xs" c="dimmed">
                  {formatDay(payment.date)}
                  {payment.withholdingTax > 0 ? (
                    <>
                      {' · tax withheld '}
                      <MoneyText amount={payment.withholdingTax} currency={invoice.currency.name} />
                    </>
                  ) : null}
                </Text>
              </Stack>
              <MoneyText amount={payment.amount} currency={invoice.currency.name} fz="sm" fw={600} />
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** The credit notes issued against the invoice, void ones too (for the record), each opened from here. */
function CreditNotes({
  invoice,
  notes,
  isPending,
}: {
  invoice: InvoiceDetail;
  notes: CreditNoteRow[];
  isPending: boolean;
}) {
  const mayCredit = useMay('sales.approve');
  return (
    <Section title="Credit notes">
      {notes.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {isPending
            ? 'Loading…'
            : mayCredit && creditable.has(invoice.status)
              ? 'None yet. Goods returned or money off this invoice: choose Credit note among the actions above.'
              : 'None.'}
        </Text>
      ) : (
        <Stack gap={6}>
          {notes.map((note) => (
            <Group key={note._id} justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={0}>
                <Anchor component={Link} to={creditNotePath(note._id)} fz="sm" fw={600}>
                  {note.number}
                </Anchor>
                <Group gap={6}>
                  <Text fz="xs" c="dimmed">
                    {formatDay(note.date)}
                    {note.reason ? ` · ${creditReasonLabels[note.reason]}` : ''}
                  </Text>
                  <SalesStatusBadge status={note.status} />
                </Group>
              </Stack>
              <MoneyText
                amount={note.total}
                currency={note.currency.name}
                fz="sm"
                fw={600}
                td={note.status === 'void' ? 'line-through' : undefined}
              />
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}
