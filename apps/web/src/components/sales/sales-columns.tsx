import { Box, Menu, Stack } from '@mantine/core';
import { IconBell, IconCash, IconCheck, IconFileInvoice } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CreditNoteRow } from '../../api/credit-notes.ts';
import type { EstimateRow, InvoiceRow, ReceiptRow } from '../../api/invoices.ts';
import type { DataTableColumn } from '../DataTable.tsx';
import { DueText, SalesStatusBadge } from './SalesStatusBadge.tsx';
import {
  branchColumn,
  DeleteItem,
  DownloadItem,
  dateColumn,
  documentCurrency,
  EditItem,
  menuColumn,
  moneyColumn,
  NumberAndCustomer,
  numberColumn,
  type SalesPermissions,
  SendItem,
  statusColumn,
  ViewItem,
  VoidItem,
} from './sales-column-parts.tsx';
import {
  creditNotePath,
  editEstimatePath,
  editInvoicePath,
  editReceiptPath,
  invoicePath,
  receivePaymentPath,
} from './sales-paths.ts';

/*
 * The columns of the lists of /sales/invoice: invoices, estimates, receipts and credit notes;
 * payments received are in payment-columns.tsx, recurring invoices in recurring-columns.tsx.
 */

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
