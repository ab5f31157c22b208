import { Alert, Anchor, Button, Card, Group, Menu, SimpleGrid, Stack, Text } from '@mantine/core';
import { toKobo } from '@owo/core';
import {
  IconBell,
  IconBrandWhatsapp,
  IconCash,
  IconCheck,
  IconChevronDown,
  IconDownload,
  IconFileMinus,
  IconLink,
  IconMail,
  IconPencil,
  IconReceiptRefund,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { data, Link, useNavigate, useParams } from 'react-router';
import { type CreditNoteRow, creditReasonLabels, useInvoiceCreditNotes } from '../../../api/credit-notes.ts';
import { type InvoiceDetail, useDocumentShare, useInvoice } from '../../../api/invoices.ts';
import { useCustomerCredit } from '../../../api/payments.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { customerPath } from '../../../components/customers/CustomerForm.tsx';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RecordLoader } from '../../../components/RecordPage.tsx';
import { openApplyCreditDialog } from '../../../components/sales/ApplyCreditDialog.tsx';
import { Detail, HistoryView, LinesView, Section, TotalRow } from '../../../components/sales/DocumentView.tsx';
import { emailsOf } from '../../../components/sales/email-list.ts';
import { editPaymentPath } from '../../../components/sales/payment-form.ts';
import { DueText, SalesStatusBadge } from '../../../components/sales/SalesStatusBadge.tsx';
import {
  creditNotePath,
  editInvoicePath,
  invoicesPath,
  newCreditNotePath,
  receivePaymentPath,
  salesList,
} from '../../../components/sales/sales-paths.ts';
import { openSendDialog, useInvoiceActions, usePdfDownload } from '../../../components/sales/use-sales-actions.tsx';
import { toast } from '../../../components/toast.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useMay } from '../../../session/permissions.ts';
import type { Route } from './+types/invoice';

export function meta() {
  return [{ title: 'Invoice | Owo' }];
}

const owing = new Set(['unpaid', 'partly-paid', 'overdue']);
const unapproved = new Set(['draft', 'awaiting-approval']);
/** Approved and not void: it can be credited. */
const creditable = new Set(['unpaid', 'partly-paid', 'overdue', 'paid']);

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
  const mayEdit = useMay('sales.edit');
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
  const mayCreate = useMay('sales.create');
  return (
    <Section title="Credit notes">
      {notes.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {isPending
            ? 'Loading…'
            : mayCreate && creditable.has(invoice.status)
              ? 'None yet. Goods returned or money off this invoice: choose Credit note above.'
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

/** The public link on the clipboard; where the browser refuses, the link is shown to copy by hand. */
function copyLink(url: string) {
  navigator.clipboard
    ?.writeText(url)
    .then(() => toast({ type: 'success', msg: 'Link copied' }))
    .catch(() => toast({ type: 'info', msg: url, duration: 10000, title: 'The public link' }));
}

/**
 * What can be done next: approve or reject one waiting; record a payment or apply credit on one
 * owed; download, email, remind or share on WhatsApp; edit; void or delete.
 */
function InvoiceActions({ invoice }: { invoice: InvoiceDetail }) {
  const navigate = useNavigate();
  const mayApprove = useMay('sales.approve');
  const mayCreate = useMay('sales.create');
  const mayEdit = useMay('sales.edit');
  const mayDelete = useMay('sales.delete');
  const actions = useInvoiceActions();
  const pdf = usePdfDownload();
  const isOwed = owing.has(invoice.status);
  const credit = useCustomerCredit(isOwed && mayCreate ? invoice.customer._id : '').data?.data.credit ?? 0;
  const ref = { _id: invoice._id, number: invoice.invoiceNumber };
  const approved = !unapproved.has(invoice.status) && invoice.status !== 'void';
  const deciding = actions.decidingId === invoice._id;
  const share = useDocumentShare('invoice', invoice._id, approved).data?.data;
  const toList = () => void navigate(invoicesPath);

  return (
    <>
      {mayApprove && unapproved.has(invoice.status) ? (
        <>
          <Button
            leftSection={<IconCheck size={16} />}
            loading={deciding}
            onClick={() => actions.decide(ref, 'approve')}
          >
            Approve
          </Button>
          {invoice.status === 'awaiting-approval' ? (
            <Button
              variant="default"
              leftSection={<IconX size={16} />}
              disabled={deciding}
              onClick={() => actions.decide(ref, 'reject')}
            >
              Reject
            </Button>
          ) : null}
        </>
      ) : null}
      {mayCreate && isOwed ? (
        <Button
          component={Link}
          to={receivePaymentPath({ customer: invoice.customer._id, invoice: invoice._id })}
          leftSection={<IconCash size={16} />}
        >
          Record payment
        </Button>
      ) : null}
      {mayCreate && creditable.has(invoice.status) ? (
        <Button
          component={Link}
          to={newCreditNotePath(invoice._id)}
          variant="default"
          leftSection={<IconFileMinus size={16} />}
        >
          Credit note
        </Button>
      ) : null}
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        loading={pdf.busyId === invoice._id}
        onClick={() => pdf.download('invoice', ref)}
      >
        Download PDF
      </Button>
      {approved ? (
        <Button
          variant="default"
          leftSection={<IconMail size={16} />}
          onClick={() => openSendDialog('invoice', { ...ref, to: emailsOf(invoice.customer.email) })}
        >
          Send by email
        </Button>
      ) : null}
      {mayEdit && (unapproved.has(invoice.status) || invoice.status === 'unpaid' || invoice.status === 'overdue') ? (
        <Button
          component={Link}
          to={editInvoicePath(invoice._id)}
          variant="default"
          leftSection={<IconPencil size={16} />}
        >
          Edit
        </Button>
      ) : null}
      {approved && share ? (
        <Button
          component="a"
          href={share.whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          leftSection={<IconBrandWhatsapp size={16} />}
        >
          WhatsApp
        </Button>
      ) : null}
      {mayDelete && (invoice.status === 'unpaid' || invoice.status === 'overdue') ? (
        <Button variant="light" color="red" leftSection={<IconX size={16} />} onClick={() => actions.voidIt(ref)}>
          Void
        </Button>
      ) : null}
      {mayDelete && unapproved.has(invoice.status) ? (
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => actions.remove(ref, toList)}
        >
          Delete
        </Button>
      ) : null}
      {isOwed || share ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="default" rightSection={<IconChevronDown size={16} />}>
              More
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {share ? (
              <Menu.Item leftSection={<IconLink size={16} />} onClick={() => copyLink(share.publicUrl)}>
                Copy the public link
              </Menu.Item>
            ) : null}
            {isOwed ? (
              <Menu.Item
                leftSection={<IconBell size={16} />}
                onClick={() => actions.remind(ref)}
                disabled={actions.reminding}
              >
                Send a reminder
              </Menu.Item>
            ) : null}
            {mayCreate && isOwed && credit > 0 ? (
              <Menu.Item
                leftSection={<IconReceiptRefund size={16} />}
                onClick={() =>
                  openApplyCreditDialog({
                    invoiceId: invoice._id,
                    number: invoice.invoiceNumber,
                    credit,
                    amountDue: invoice.amountDue,
                    currency: invoice.currency.name,
                  })
                }
              >
                Apply customer credit
              </Menu.Item>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </>
  );
}
