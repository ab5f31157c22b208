import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { PageInfo } from '../../api/client.ts';
import { type CreditNoteRow, useCreditNotes, useDeleteCreditNote } from '../../api/credit-notes.ts';
import {
  type EstimateRow,
  type InvoiceRow,
  type ReceiptRow,
  type SalesListFilters,
  useEstimates,
  useInvoices,
  useReceipts,
} from '../../api/invoices.ts';
import { type PaymentReceived, usePayments } from '../../api/payments.ts';
import type { ListParams } from '../../lib/list-params.ts';
import { DataTable, type DataTableColumn } from '../DataTable.tsx';
import { openConfirmDialog } from '../dialogs.ts';
import { toast } from '../toast.tsx';
import { creditNoteWords } from './credit-note-form.ts';
import { paymentColumns } from './payment-columns.tsx';
import type { SalesPermissions } from './sales-column-parts.tsx';
import { creditNoteColumns, estimateColumns, invoiceColumns, receiptColumns } from './sales-columns.tsx';
import { invoicePath } from './sales-paths.ts';
import {
  openSendDialog,
  useDocumentRemoval,
  useInvoiceActions,
  useInvoiceFromEstimate,
  usePaymentVoid,
  usePdfDownload,
} from './use-sales-actions.tsx';

/*
 * The lists of /sales/invoice, one a tab (routes/sales/invoice/index.tsx): each reads its
 * documents and gives its rows' actions.
 */

interface ListProps {
  list: ListParams;
  filters: SalesListFilters;
  may: SalesPermissions;
  empty: { title: string; message: string; action?: ReactNode };
}

interface TableProps<Row> {
  label: string;
  list: ListParams;
  query: {
    data?: { data: Row[]; pageInfo?: PageInfo } | undefined;
    isPending: boolean;
    isFetching: boolean;
  };
  columns: DataTableColumn<Row>[];
  empty: ListProps['empty'];
  minWidth: number;
}

function SalesTable<Row extends { _id: string }>({ label, list, query, columns, empty, minWidth }: TableProps<Row>) {
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={query.data?.data}
      rowKey={(row) => row._id}
      loading={query.isPending}
      fetching={query.isFetching}
      pageInfo={query.data?.pageInfo}
      onPageChange={list.setPage}
      onRowsPerPageChange={list.setLimit}
      minWidth={minWidth}
      empty={empty}
    />
  );
}

export function InvoicesList({ list, filters, may, empty }: ListProps) {
  const invoices = useInvoices(filters);
  const actions = useInvoiceActions();
  const pdf = usePdfDownload();
  const ref = (invoice: InvoiceRow) => ({ _id: invoice._id, number: invoice.invoiceNumber });
  const columns = invoiceColumns(may, {
    approve: (invoice) => actions.decide(ref(invoice), 'approve'),
    send: (invoice) => openSendDialog('invoice', { ...ref(invoice), to: [] }),
    remind: (invoice) => actions.remind(ref(invoice)),
    download: (invoice) => pdf.download('invoice', ref(invoice)),
    voidIt: (invoice) => actions.voidIt(ref(invoice)),
    remove: (invoice) => actions.remove(ref(invoice)),
  });
  return <SalesTable label="Invoices" list={list} query={invoices} columns={columns} empty={empty} minWidth={900} />;
}

export function EstimatesList({ list, filters, may, empty }: ListProps) {
  const navigate = useNavigate();
  const estimates = useEstimates(filters);
  const pdf = usePdfDownload();
  const remove = useDocumentRemoval('estimate');
  const toInvoice = useInvoiceFromEstimate((id) => void navigate(invoicePath(id)));
  const ref = (estimate: EstimateRow) => ({ _id: estimate._id, number: estimate.estimateNumber });
  const columns = estimateColumns(may, {
    toInvoice: (estimate) => toInvoice.run(ref(estimate)),
    download: (estimate) => pdf.download('estimate', ref(estimate)),
    send: (estimate) => openSendDialog('estimate', { ...ref(estimate), to: [] }),
    remove: (estimate) => remove(ref(estimate)),
  });
  return <SalesTable label="Estimates" list={list} query={estimates} columns={columns} empty={empty} minWidth={820} />;
}

export function ReceiptsList({ list, filters, may, empty }: ListProps) {
  const receipts = useReceipts(filters);
  const pdf = usePdfDownload();
  const remove = useDocumentRemoval('receipt');
  const ref = (receipt: ReceiptRow) => ({ _id: receipt._id, number: receipt.receiptNo });
  const columns = receiptColumns(may, {
    download: (receipt) => pdf.download('receipt', ref(receipt)),
    send: (receipt) => openSendDialog('receipt', { ...ref(receipt), to: [] }),
    remove: (receipt) => remove(ref(receipt)),
  });
  return (
    <SalesTable label="Sales receipts" list={list} query={receipts} columns={columns} empty={empty} minWidth={820} />
  );
}

export function PaymentsList({ list, filters, may, empty }: ListProps) {
  const payments = usePayments(filters);
  const voidPayment = usePaymentVoid();
  const columns = paymentColumns(may, (payment: PaymentReceived) =>
    voidPayment({ _id: payment._id, number: payment.number }),
  );
  return (
    <SalesTable label="Payments received" list={list} query={payments} columns={columns} empty={empty} minWidth={880} />
  );
}

export function CreditNotesList({ list, filters, may, empty }: ListProps) {
  const notes = useCreditNotes(filters);
  const remove = useDeleteCreditNote();
  const columns = creditNoteColumns(may, {
    remove: (note: CreditNoteRow) =>
      openConfirmDialog({
        title: 'Delete credit note',
        message: creditNoteWords.deleteQuestion,
        danger: true,
        onConfirm: async () => {
          const response = await remove.mutateAsync(note._id);
          toast({ type: 'success', msg: response.message });
        },
      }),
  });
  return <SalesTable label="Credit notes" list={list} query={notes} columns={columns} empty={empty} minWidth={820} />;
}
