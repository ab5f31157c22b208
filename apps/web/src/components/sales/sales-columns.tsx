import { ActionIcon, Anchor, Box, Menu, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  IconBell,
  IconCash,
  IconCheck,
  IconDots,
  IconDownload,
  IconEye,
  IconFileInvoice,
  IconMail,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CreditNoteRow } from '../../api/credit-notes.ts';
import type { EstimateRow, InvoiceRow, ReceiptRow } from '../../api/invoices.ts';
import type { PaymentReceived } from '../../api/payments.ts';
import type { RecurringInvoiceView } from '../../api/recurring-invoices.ts';
import { formatShortDay } from '../../lib/format.ts';
import type { DataTableColumn } from '../DataTable.tsx';
import { MoneyText } from '../MoneyText.tsx';
import { editPaymentPath } from './payment-form.ts';
import { frequencyLabels } from './recurring-form.ts';
import { DueText, SalesStatusBadge } from './SalesStatusBadge.tsx';
import {
  creditNotePath,
  editEstimatePath,
  editInvoicePath,
  editReceiptPath,
  editRecurringPath,
  invoicePath,
  receivePaymentPath,
} from './sales-paths.ts';

/*
 * The columns of the lists of /sales/invoice: invoices, estimates, receipts, payments received,
 * credit notes; and of the recurring invoices.
 */

export interface SalesPermissions {
  create: boolean;
  edit: boolean;
  remove: boolean;
  approve: boolean;
}

const day = (value: string | undefined) => (value ? formatShortDay(value) : '-');

function NumberAndCustomer({ number, to, customer }: NumberAndCustomerProps) {
  return (
    <Stack gap={0}>
      {to ? (
        <Anchor component={Link} to={to} fz="sm" fw={600}>
          {number}
        </Anchor>
      ) : (
        <Text fz="sm" fw={600}>
          {number}
        </Text>
      )}
      <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {customer}
      </Text>
    </Stack>
  );
}

interface NumberAndCustomerProps {
  number: string;
  /** Where the number leads; plain text where the user may not open the document. */
  to?: string | undefined;
  customer?: string | undefined;
}

/*
 * The column builders every list below is made of, so that a document's number, dates, branch,
 * status, amounts and menu look the same from one list to the next.
 */

function numberColumn<Row>(header: string, parts: (row: Row) => NumberAndCustomerProps): DataTableColumn<Row> {
  return { key: 'number', header, cell: (row) => <NumberAndCustomer {...parts(row)} /> };
}

/** A date: left out on a phone, where the number and amount need the room. */
function dateColumn<Row>(key: string, header: string, date: (row: Row) => string | undefined): DataTableColumn<Row> {
  return { key, header, hiddenOnPhone: true, nowrap: true, cell: (row) => day(date(row)) };
}

function branchColumn<Row extends { branch?: { name: string } | null }>(): DataTableColumn<Row> {
  return { key: 'branch', header: 'Branch', hiddenOnPhone: true, cell: (row) => row.branch?.name };
}

interface StatusColumnOptions<Row> {
  hiddenOnPhone?: boolean;
  /** A line under the badge: how soon an invoice is due, why a schedule failed. */
  below?: (row: Row) => ReactNode;
}

function statusColumn<Row extends { status?: string | undefined }>(
  options: StatusColumnOptions<Row> = {},
): DataTableColumn<Row> {
  const { hiddenOnPhone, below } = options;
  const badge = (row: Row) => (row.status ? <SalesStatusBadge status={row.status} /> : null);
  return {
    key: 'status',
    header: 'Status',
    hiddenOnPhone,
    cell: below
      ? (row) => (
          <Stack gap={2} align="flex-start">
            {badge(row)}
            {below(row)}
          </Stack>
        )
      : badge,
  };
}

interface MoneyColumn<Row> {
  key: string;
  header: string;
  amount: (row: Row) => number;
  currency: (row: NoInfer<Row>) => string;
  /** The list's own amount: bold, and the one kept on a phone. */
  main?: boolean;
}

function moneyColumn<Row>({ key, header, amount, currency, main }: MoneyColumn<Row>): DataTableColumn<Row> {
  return {
    key,
    header,
    align: 'right',
    nowrap: true,
    hiddenOnPhone: !main,
    cell: (row) => <MoneyText amount={amount(row)} currency={currency(row)} fw={main ? 600 : undefined} />,
  };
}

const documentCurrency = (row: { currency: { name: string } }) => row.currency.name;

/**
 * The row's menu, named for the row ('Actions for INV-0001'); `shown` leaves the cell empty where
 * the user may do nothing with the row.
 */
function menuColumn<Row>(
  name: (row: Row) => string,
  items: (row: Row) => ReactNode,
  shown: (row: Row) => boolean = () => true,
): DataTableColumn<Row> {
  return {
    key: 'actions',
    header: <VisuallyHidden>Actions</VisuallyHidden>,
    align: 'right',
    width: 48,
    cell: (row) =>
      shown(row) ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name(row)}`}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>{items(row)}</Menu.Dropdown>
        </Menu>
      ) : null,
  };
}

/* The menu items more than one list offers. */

function ViewItem({ to }: { to: string }) {
  return (
    <Menu.Item component={Link} to={to} leftSection={<IconEye size={16} />}>
      View
    </Menu.Item>
  );
}

function EditItem({ to }: { to: string }) {
  return (
    <Menu.Item component={Link} to={to} leftSection={<IconPencil size={16} />}>
      Edit
    </Menu.Item>
  );
}

function DownloadItem({ onClick }: { onClick: () => void }) {
  return (
    <Menu.Item leftSection={<IconDownload size={16} />} onClick={onClick}>
      Download PDF
    </Menu.Item>
  );
}

function SendItem({ onClick }: { onClick: () => void }) {
  return (
    <Menu.Item leftSection={<IconMail size={16} />} onClick={onClick}>
      Send by email
    </Menu.Item>
  );
}

function VoidItem({ onClick }: { onClick: () => void }) {
  return (
    <Menu.Item color="red" leftSection={<IconX size={16} />} onClick={onClick}>
      Void
    </Menu.Item>
  );
}

function DeleteItem({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <Menu.Item color="red" leftSection={<IconTrash size={16} />} disabled={disabled} onClick={onClick}>
      Delete
    </Menu.Item>
  );
}

export interface InvoiceRowActions {
  approve: (invoice: InvoiceRow) => void;
  send: (invoice: InvoiceRow) => void;
  remind: (invoice: InvoiceRow) => void;
  download: (invoice: InvoiceRow) => void;
  voidIt: (invoice: InvoiceRow) => void;
  remove: (invoice: InvoiceRow) => void;
}

const owing = new Set(['unpaid', 'partly-paid', 'overdue']);
const unapproved = new Set(['draft', 'awaiting-approval']);

export function invoiceColumns(may: SalesPermissions, actions: InvoiceRowActions): DataTableColumn<InvoiceRow>[] {
  return [
    numberColumn('Invoice', (invoice) => ({
      number: invoice.invoiceNumber,
      to: invoicePath(invoice._id),
      customer: invoice.customer.name,
    })),
    dateColumn('date', 'Date', (invoice) => invoice.date),
    dateColumn('due', 'Due date', (invoice) => invoice.dueDate),
    branchColumn(),
    statusColumn({
      below: (invoice) => <DueText status={invoice.status} dueDate={invoice.dueDate} label={invoice.dueLabel} />,
    }),
    moneyColumn({ key: 'total', header: 'Total', amount: (invoice) => invoice.total, currency: documentCurrency }),
    moneyColumn({
      key: 'due-amount',
      header: 'Amount due',
      amount: (invoice) => invoice.amountDue,
      currency: documentCurrency,
      main: true,
    }),
    menuColumn(
      (invoice) => invoice.invoiceNumber,
      (invoice) => (
        <>
          <ViewItem to={invoicePath(invoice._id)} />
          {may.edit &&
          (unapproved.has(invoice.status) ||
            (may.approve && (invoice.status === 'unpaid' || invoice.status === 'overdue'))) ? (
            <EditItem to={editInvoicePath(invoice._id)} />
          ) : null}
          {may.approve && unapproved.has(invoice.status) ? (
            <Menu.Item leftSection={<IconCheck size={16} />} onClick={() => actions.approve(invoice)}>
              Approve
            </Menu.Item>
          ) : null}
          {may.create && owing.has(invoice.status) ? (
            <Menu.Item
              component={Link}
              to={receivePaymentPath({ customer: invoice.customer._id, invoice: invoice._id })}
              leftSection={<IconCash size={16} />}
            >
              Record payment
            </Menu.Item>
          ) : null}
          <DownloadItem onClick={() => actions.download(invoice)} />
          {!unapproved.has(invoice.status) && invoice.status !== 'void' ? (
            <SendItem onClick={() => actions.send(invoice)} />
          ) : null}
          {owing.has(invoice.status) ? (
            <Menu.Item leftSection={<IconBell size={16} />} onClick={() => actions.remind(invoice)}>
              Send reminder
            </Menu.Item>
          ) : null}
          {may.remove && may.approve && (invoice.status === 'unpaid' || invoice.status === 'overdue') ? (
            <VoidItem onClick={() => actions.voidIt(invoice)} />
          ) : null}
          {may.remove && unapproved.has(invoice.status) ? <DeleteItem onClick={() => actions.remove(invoice)} /> : null}
        </>
      ),
    ),
  ];
}

export interface EstimateRowActions {
  toInvoice: (estimate: EstimateRow) => void;
  download: (estimate: EstimateRow) => void;
  send: (estimate: EstimateRow) => void;
  remove: (estimate: EstimateRow) => void;
}

export function estimateColumns(may: SalesPermissions, actions: EstimateRowActions): DataTableColumn<EstimateRow>[] {
  const open = (estimate: EstimateRow) => estimate.status === 'draft' || estimate.status === 'open';
  return [
    numberColumn('Estimate', (estimate) => ({
      number: estimate.estimateNumber,
      to: may.edit && open(estimate) ? editEstimatePath(estimate._id) : undefined,
      customer: estimate.customer.name,
    })),
    dateColumn('from', 'Valid from', (row) => row.validFrom ?? row.date),
    dateColumn('till', 'Valid till', (row) => row.validTill ?? row.dueDate ?? undefined),
    branchColumn(),
    statusColumn(),
    moneyColumn({ key: 'total', header: 'Total', amount: (row) => row.total, currency: documentCurrency, main: true }),
    menuColumn(
      (estimate) => estimate.estimateNumber,
      (estimate) => (
        <>
          {may.edit && open(estimate) ? <EditItem to={editEstimatePath(estimate._id)} /> : null}
          {may.create && open(estimate) ? (
            <Menu.Item leftSection={<IconFileInvoice size={16} />} onClick={() => actions.toInvoice(estimate)}>
              Turn into an invoice
            </Menu.Item>
          ) : null}
          <DownloadItem onClick={() => actions.download(estimate)} />
          {estimate.status !== 'void' ? <SendItem onClick={() => actions.send(estimate)} /> : null}
          {may.remove && estimate.status !== 'invoiced' ? (
            <DeleteItem onClick={() => actions.remove(estimate)} />
          ) : null}
        </>
      ),
    ),
  ];
}

export interface ReceiptRowActions {
  download: (receipt: ReceiptRow) => void;
  send: (receipt: ReceiptRow) => void;
  remove: (receipt: ReceiptRow) => void;
}

export function receiptColumns(may: SalesPermissions, actions: ReceiptRowActions): DataTableColumn<ReceiptRow>[] {
  // A receipt is in the books: changing or voiding it needs the approve permission too.
  const editable = (receipt: ReceiptRow) => may.edit && may.approve && receipt.status !== 'void';
  return [
    numberColumn('Receipt', (receipt) => ({
      number: receipt.receiptNo,
      to: editable(receipt) ? editReceiptPath(receipt._id) : undefined,
      customer: receipt.customer.name,
    })),
    dateColumn('date', 'Date', (row) => row.paymentDate ?? row.date),
    branchColumn(),
    statusColumn(),
    moneyColumn({ key: 'total', header: 'Total', amount: (row) => row.total, currency: documentCurrency, main: true }),
    menuColumn(
      (receipt) => receipt.receiptNo,
      (receipt) => (
        <>
          {editable(receipt) ? <EditItem to={editReceiptPath(receipt._id)} /> : null}
          <DownloadItem onClick={() => actions.download(receipt)} />
          {receipt.status !== 'void' ? <SendItem onClick={() => actions.send(receipt)} /> : null}
          {may.remove && may.approve && receipt.status !== 'void' ? (
            <DeleteItem onClick={() => actions.remove(receipt)} />
          ) : null}
        </>
      ),
    ),
  ];
}

export function paymentColumns(
  may: SalesPermissions,
  voidPayment: (payment: PaymentReceived) => void,
): DataTableColumn<PaymentReceived>[] {
  const currency = (payment: PaymentReceived) => payment.currency?.name ?? 'NGN';
  // A payment is in the books: changing or voiding it needs the approve permission too.
  const editable = (payment: PaymentReceived) => may.edit && may.approve && payment.status !== 'void';
  return [
    numberColumn('Payment', (payment) => ({
      number: payment.number,
      to: editable(payment) ? editPaymentPath(payment._id, payment.kind) : undefined,
      customer: payment.customer?.name,
    })),
    dateColumn('date', 'Date', (row) => row.paymentDate),
    {
      key: 'invoices',
      header: 'Invoices',
      hiddenOnPhone: true,
      cell: (payment) =>
        payment.items.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Prepayment
          </Text>
        ) : (
          <Text fz="sm">
            {payment.items.map((item, index) => (
              <span key={item.invoice._id}>
                {index > 0 ? ', ' : null}
                <Anchor component={Link} to={invoicePath(item.invoice._id)} fz="sm">
                  {item.invoice.invoiceNumber}
                </Anchor>
              </span>
            ))}
          </Text>
        ),
    },
    statusColumn({ hiddenOnPhone: true }),
    moneyColumn({ key: 'wht', header: 'Tax withheld', amount: (row) => row.withholdingTax, currency }),
    moneyColumn({ key: 'credit', header: 'To credit', amount: (row) => row.balance, currency }),
    moneyColumn({ key: 'received', header: 'Received', amount: (row) => row.amountReceived, currency, main: true }),
    menuColumn(
      (payment) => payment.number,
      (payment) => (
        <>
          {may.edit ? <EditItem to={editPaymentPath(payment._id, payment.kind)} /> : null}
          {may.remove ? <VoidItem onClick={() => voidPayment(payment)} /> : null}
        </>
      ),
      (payment) => (may.edit || may.remove) && may.approve && payment.status !== 'void',
    ),
  ];
}

export interface CreditNoteRowActions {
  remove: (note: CreditNoteRow) => void;
}

export function creditNoteColumns(
  may: SalesPermissions,
  actions: CreditNoteRowActions,
): DataTableColumn<CreditNoteRow>[] {
  return [
    {
      key: 'number',
      header: 'Credit note',
      cell: (note) => (
        <Stack gap={4} align="flex-start">
          <NumberAndCustomer number={note.number} to={creditNotePath(note._id)} customer={note.customer.name} />
          {/* On a phone the status sits here, so the number has room on one line. */}
          <Box hiddenFrom="sm">
            <SalesStatusBadge status={note.status} />
          </Box>
        </Stack>
      ),
    },
    dateColumn('date', 'Date', (note) => note.date),
    branchColumn(),
    statusColumn({ hiddenOnPhone: true }),
    moneyColumn({
      key: 'applied',
      header: 'Off invoices',
      amount: (note) => note.amountPaid,
      currency: documentCurrency,
    }),
    moneyColumn({
      key: 'total',
      header: 'Total',
      amount: (note) => note.total,
      currency: documentCurrency,
      main: true,
    }),
    menuColumn(
      (note) => note.number,
      (note) => (
        <>
          <ViewItem to={creditNotePath(note._id)} />
          {may.remove && may.approve && note.status !== 'void' ? (
            <DeleteItem onClick={() => actions.remove(note)} />
          ) : null}
        </>
      ),
    ),
  ];
}

export interface RecurringRowActions {
  setStatus: (schedule: RecurringInvoiceView, status: 'active' | 'paused') => void;
  remove: (schedule: RecurringInvoiceView) => void;
  /** A pause, resume or delete under way: the menus wait for it. */
  busy: boolean;
}

/** 'Every month · 2 made of 12'. */
function madeText(schedule: RecurringInvoiceView): string {
  const of = schedule.maxCount === null ? '' : ` of ${schedule.maxCount}`;
  return `${schedule.madeCount} made${of}`;
}

export function recurringColumns(
  may: SalesPermissions,
  actions: RecurringRowActions,
): DataTableColumn<RecurringInvoiceView>[] {
  // Replacing a schedule (the API keeps one as set up) pauses it, makes its successor and deletes it.
  const mayReplace = may.edit && may.create && may.remove;
  return [
    {
      key: 'name',
      header: 'Schedule',
      cell: (schedule) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {schedule.name}
          </Text>
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {schedule.customer.name}
          </Text>
          {/* On a phone the other columns' words sit here, so the name has room. */}
          <Text fz="xs" c="dimmed" hiddenFrom="sm">
            {frequencyLabels[schedule.frequency]} · {madeText(schedule)}
            {schedule.status === 'active' && schedule.nextRunDate ? ` · next ${day(schedule.nextRunDate)}` : ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'repeat',
      header: 'Repeats',
      hiddenOnPhone: true,
      cell: (schedule) => (
        <Stack gap={0}>
          <Text fz="sm">{frequencyLabels[schedule.frequency]}</Text>
          <Text fz="xs" c="dimmed">
            {schedule.endDate
              ? `until ${day(schedule.endDate)}`
              : schedule.maxCount !== null
                ? `${schedule.maxCount} invoices`
                : 'no end'}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'next',
      header: 'Next invoice',
      nowrap: true,
      hiddenOnPhone: true,
      cell: (schedule) =>
        schedule.status === 'active' && schedule.nextRunDate ? (
          day(schedule.nextRunDate)
        ) : (
          <Text fz="sm" c="dimmed">
            {schedule.status === 'paused' ? 'Paused' : '-'}
          </Text>
        ),
    },
    { key: 'made', header: 'Made', hiddenOnPhone: true, nowrap: true, cell: (schedule) => madeText(schedule) },
    statusColumn({
      below: (schedule) =>
        schedule.lastError ? (
          <Text fz="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
            {schedule.lastError}
          </Text>
        ) : null,
    }),
    menuColumn(
      (schedule) => schedule.name,
      (schedule) => (
        <>
          {may.edit && schedule.status === 'active' ? (
            <Menu.Item
              leftSection={<IconPlayerPause size={16} />}
              disabled={actions.busy}
              onClick={() => actions.setStatus(schedule, 'paused')}
            >
              Pause
            </Menu.Item>
          ) : null}
          {may.edit && schedule.status === 'paused' ? (
            <Menu.Item
              leftSection={<IconPlayerPlay size={16} />}
              disabled={actions.busy}
              onClick={() => actions.setStatus(schedule, 'active')}
            >
              Resume
            </Menu.Item>
          ) : null}
          {mayReplace && schedule.status !== 'finished' ? <EditItem to={editRecurringPath(schedule._id)} /> : null}
          {may.remove ? <DeleteItem disabled={actions.busy} onClick={() => actions.remove(schedule)} /> : null}
        </>
      ),
      () => may.edit || may.remove,
    ),
  ];
}
