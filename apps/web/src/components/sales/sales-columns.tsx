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

function NumberAndCustomer({ number, to, customer }: { number: string; to?: string; customer?: string }) {
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

function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

const actionsHeader = <VisuallyHidden>Actions</VisuallyHidden>;

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
    {
      key: 'number',
      header: 'Invoice',
      cell: (invoice) => (
        <NumberAndCustomer
          number={invoice.invoiceNumber}
          to={invoicePath(invoice._id)}
          customer={invoice.customer.name}
        />
      ),
    },
    { key: 'date', header: 'Date', hiddenOnPhone: true, nowrap: true, cell: (invoice) => day(invoice.date) },
    { key: 'due', header: 'Due date', hiddenOnPhone: true, nowrap: true, cell: (invoice) => day(invoice.dueDate) },
    { key: 'branch', header: 'Branch', hiddenOnPhone: true, cell: (invoice) => invoice.branch?.name },
    {
      key: 'status',
      header: 'Status',
      cell: (invoice) => (
        <Stack gap={2} align="flex-start">
          <SalesStatusBadge status={invoice.status} />
          <DueText status={invoice.status} dueDate={invoice.dueDate} label={invoice.dueLabel} />
        </Stack>
      ),
    },
    {
      key: 'total',
      header: 'Total',
      align: 'right',
      nowrap: true,
      hiddenOnPhone: true,
      cell: (invoice) => <MoneyText amount={invoice.total} currency={invoice.currency.name} />,
    },
    {
      key: 'due-amount',
      header: 'Amount due',
      align: 'right',
      nowrap: true,
      cell: (invoice) => <MoneyText amount={invoice.amountDue} currency={invoice.currency.name} fw={600} />,
    },
    {
      key: 'actions',
      header: actionsHeader,
      align: 'right',
      width: 48,
      cell: (invoice) => (
        <RowMenu label={`Actions for ${invoice.invoiceNumber}`}>
          <Menu.Item component={Link} to={invoicePath(invoice._id)} leftSection={<IconEye size={16} />}>
            View
          </Menu.Item>
          {may.edit &&
          (unapproved.has(invoice.status) || invoice.status === 'unpaid' || invoice.status === 'overdue') ? (
            <Menu.Item component={Link} to={editInvoicePath(invoice._id)} leftSection={<IconPencil size={16} />}>
              Edit
            </Menu.Item>
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
          <Menu.Item leftSection={<IconDownload size={16} />} onClick={() => actions.download(invoice)}>
            Download PDF
          </Menu.Item>
          {!unapproved.has(invoice.status) && invoice.status !== 'void' ? (
            <Menu.Item leftSection={<IconMail size={16} />} onClick={() => actions.send(invoice)}>
              Send by email
            </Menu.Item>
          ) : null}
          {owing.has(invoice.status) ? (
            <Menu.Item leftSection={<IconBell size={16} />} onClick={() => actions.remind(invoice)}>
              Send reminder
            </Menu.Item>
          ) : null}
          {may.remove && (invoice.status === 'unpaid' || invoice.status === 'overdue') ? (
            <Menu.Item color="red" leftSection={<IconX size={16} />} onClick={() => actions.voidIt(invoice)}>
              Void
            </Menu.Item>
          ) : null}
          {may.remove && unapproved.has(invoice.status) ? (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => actions.remove(invoice)}>
              Delete
            </Menu.Item>
          ) : null}
        </RowMenu>
      ),
    },
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
    {
      key: 'number',
      header: 'Estimate',
      cell: (estimate) => (
        <NumberAndCustomer
          number={estimate.estimateNumber}
          to={may.edit && open(estimate) ? editEstimatePath(estimate._id) : undefined}
          customer={estimate.customer.name}
        />
      ),
    },
    {
      key: 'from',
      header: 'Valid from',
      hiddenOnPhone: true,
      nowrap: true,
      cell: (row) => day(row.validFrom ?? row.date),
    },
    {
      key: 'till',
      header: 'Valid till',
      hiddenOnPhone: true,
      nowrap: true,
      cell: (row) => day(row.validTill ?? row.dueDate ?? undefined),
    },
    { key: 'branch', header: 'Branch', hiddenOnPhone: true, cell: (row) => row.branch?.name },
    { key: 'status', header: 'Status', cell: (row) => <SalesStatusBadge status={row.status} /> },
    {
      key: 'total',
      header: 'Total',
      align: 'right',
      nowrap: true,
      cell: (row) => <MoneyText amount={row.total} currency={row.currency.name} fw={600} />,
    },
    {
      key: 'actions',
      header: actionsHeader,
      align: 'right',
      width: 48,
      cell: (estimate) => (
        <RowMenu label={`Actions for ${estimate.estimateNumber}`}>
          {may.edit && open(estimate) ? (
            <Menu.Item component={Link} to={editEstimatePath(estimate._id)} leftSection={<IconPencil size={16} />}>
              Edit
            </Menu.Item>
          ) : null}
          {may.create && open(estimate) ? (
            <Menu.Item leftSection={<IconFileInvoice size={16} />} onClick={() => actions.toInvoice(estimate)}>
              Turn into an invoice
            </Menu.Item>
          ) : null}
          <Menu.Item leftSection={<IconDownload size={16} />} onClick={() => actions.download(estimate)}>
            Download PDF
          </Menu.Item>
          {estimate.status !== 'void' ? (
            <Menu.Item leftSection={<IconMail size={16} />} onClick={() => actions.send(estimate)}>
              Send by email
            </Menu.Item>
          ) : null}
          {may.remove && estimate.status !== 'invoiced' ? (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => actions.remove(estimate)}>
              Delete
            </Menu.Item>
          ) : null}
        </RowMenu>
      ),
    },
  ];
}

export interface ReceiptRowActions {
  download: (receipt: ReceiptRow) => void;
  send: (receipt: ReceiptRow) => void;
  remove: (receipt: ReceiptRow) => void;
}

export function receiptColumns(may: SalesPermissions, actions: ReceiptRowActions): DataTableColumn<ReceiptRow>[] {
  return [
    {
      key: 'number',
      header: 'Receipt',
      cell: (receipt) => (
        <NumberAndCustomer
          number={receipt.receiptNo}
          to={may.edit && receipt.status !== 'void' ? editReceiptPath(receipt._id) : undefined}
          customer={receipt.customer.name}
        />
      ),
    },
    {
      key: 'date',
      header: 'Date',
      hiddenOnPhone: true,
      nowrap: true,
      cell: (row) => day(row.paymentDate ?? row.date),
    },
    { key: 'branch', header: 'Branch', hiddenOnPhone: true, cell: (row) => row.branch?.name },
    { key: 'status', header: 'Status', cell: (row) => <SalesStatusBadge status={row.status} /> },
    {
      key: 'total',
      header: 'Total',
      align: 'right',
      nowrap: true,
      cell: (row) => <MoneyText amount={row.total} currency={row.currency.name} fw={600} />,
    },
    {
      key: 'actions',
      header: actionsHeader,
      align: 'right',
      width: 48,
      cell: (receipt) => (
        <RowMenu label={`Actions for ${receipt.receiptNo}`}>
          {may.edit && receipt.status !== 'void' ? (
            <Menu.Item component={Link} to={editReceiptPath(receipt._id)} leftSection={<IconPencil size={16} />}>
              Edit
            </Menu.Item>
          ) : null}
          <Menu.Item leftSection={<IconDownload size={16} />} onClick={() => actions.download(receipt)}>
            Download PDF
          </Menu.Item>
          {receipt.status !== 'void' ? (
            <Menu.Item leftSection={<IconMail size={16} />} onClick={() => actions.send(receipt)}>
              Send by email
            </Menu.Item>
          ) : null}
          {may.remove && receipt.status !== 'void' ? (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => actions.remove(receipt)}>
              Delete
            </Menu.Item>
          ) : null}
        </RowMenu>
      ),
    },
  ];
}

export function paymentColumns(
  may: SalesPermissions,
  voidPayment: (payment: PaymentReceived) => void,
): DataTableColumn<PaymentReceived>[] {
  const currencyOf = (payment: PaymentReceived) => payment.currency?.name ?? 'NGN';
  const editable = (payment: PaymentReceived) => may.edit && payment.status !== 'void';
  return [
    {
      key: 'number',
      header: 'Payment',
      cell: (payment) => (
        <NumberAndCustomer
          number={payment.number}
          to={editable(payment) ? editPaymentPath(payment._id, payment.kind) : undefined}
          customer={payment.customer?.name}
        />
      ),
    },
    { key: 'date', header: 'Date', hiddenOnPhone: true, nowrap: true, cell: (row) => day(row.paymentDate) },
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
    {
      key: 'status',
      header: 'Status',
      hiddenOnPhone: true,
      cell: (payment) => (payment.status ? <SalesStatusBadge status={payment.status} /> : null),
    },
    {
      key: 'wht',
      header: 'Tax withheld',
      align: 'right',
      nowrap: true,
      hiddenOnPhone: true,
      cell: (row) => <MoneyText amount={row.withholdingTax} currency={currencyOf(row)} />,
    },
    {
      key: 'credit',
      header: 'To credit',
      align: 'right',
      nowrap: true,
      hiddenOnPhone: true,
      cell: (row) => <MoneyText amount={row.balance} currency={currencyOf(row)} />,
    },
    {
      key: 'received',
      header: 'Received',
      align: 'right',
      nowrap: true,
      cell: (row) => <MoneyText amount={row.amountReceived} currency={currencyOf(row)} fw={600} />,
    },
    {
      key: 'actions',
      header: actionsHeader,
      align: 'right',
      width: 48,
      cell: (payment) =>
        (may.edit || may.remove) && payment.status !== 'void' ? (
          <RowMenu label={`Actions for ${payment.number}`}>
            {may.edit ? (
              <Menu.Item
                component={Link}
                to={editPaymentPath(payment._id, payment.kind)}
                leftSection={<IconPencil size={16} />}
              >
                Edit
              </Menu.Item>
            ) : null}
            {may.remove ? (
              <Menu.Item color="red" leftSection={<IconX size={16} />} onClick={() => voidPayment(payment)}>
                Void
              </Menu.Item>
            ) : null}
          </RowMenu>
        ) : null,
    },
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
    { key: 'date', header: 'Date', hiddenOnPhone: true, nowrap: true, cell: (note) => day(note.date) },
    { key: 'branch', header: 'Branch', hiddenOnPhone: true, cell: (note) => note.branch?.name },
    {
      key: 'status',
      header: 'Status',
      hiddenOnPhone: true,
      cell: (note) => <SalesStatusBadge status={note.status} />,
    },
    {
      key: 'applied',
      header: 'Off invoices',
      align: 'right',
      nowrap: true,
      hiddenOnPhone: true,
      cell: (note) => <MoneyText amount={note.amountPaid} currency={note.currency.name} />,
    },
    {
      key: 'total',
      header: 'Total',
      align: 'right',
      nowrap: true,
      cell: (note) => <MoneyText amount={note.total} currency={note.currency.name} fw={600} />,
    },
    {
      key: 'actions',
      header: actionsHeader,
      align: 'right',
      width: 48,
      cell: (note) => (
        <RowMenu label={`Actions for ${note.number}`}>
          <Menu.Item component={Link} to={creditNotePath(note._id)} leftSection={<IconEye size={16} />}>
            View
          </Menu.Item>
          {may.remove && note.status !== 'void' ? (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => actions.remove(note)}>
              Delete
            </Menu.Item>
          ) : null}
        </RowMenu>
      ),
    },
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
    {
      key: 'status',
      header: 'Status',
      cell: (schedule) => (
        <Stack gap={2} align="flex-start">
          <SalesStatusBadge status={schedule.status} />
          {schedule.lastError ? (
            <Text fz="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
              {schedule.lastError}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: actionsHeader,
      align: 'right',
      width: 48,
      cell: (schedule) =>
        may.edit || may.remove ? (
          <RowMenu label={`Actions for ${schedule.name}`}>
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
            {mayReplace && schedule.status !== 'finished' ? (
              <Menu.Item component={Link} to={editRecurringPath(schedule._id)} leftSection={<IconPencil size={16} />}>
                Edit
              </Menu.Item>
            ) : null}
            {may.remove ? (
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} />}
                disabled={actions.busy}
                onClick={() => actions.remove(schedule)}
              >
                Delete
              </Menu.Item>
            ) : null}
          </RowMenu>
        ) : null,
    },
  ];
}
