import { modals } from '@mantine/modals';
import { salesMessages } from '@owo/core';
import { useState } from 'react';
import { fetchFile, saveBlob } from '../../api/files.ts';
import {
  type InvoiceDecision,
  type SalesDocumentType,
  salesPdfPath,
  useDecideInvoice,
  useDeleteSalesDocument,
  useInvoiceEstimate,
  useSendReminder,
  useVoidInvoice,
} from '../../api/invoices.ts';
import { useVoidPayment } from '../../api/payments.ts';
import { isPhone } from '../../lib/use-phone.ts';
import { openConfirmDialog } from '../dialogs.ts';
import { toast } from '../toast.tsx';
import { SendDocumentDialog } from './SendDocumentDialog.tsx';

/*
 * What can be done to a sales document from its list row or its page, each written once: approve
 * or reject, send by email or reminder, download its PDF, void or delete it after the spec's
 * question, turn an estimate into an invoice, void a payment.
 */

interface DocumentRef {
  _id: string;
  number: string;
}

const deleteQuestions: Record<SalesDocumentType, string> = {
  invoice: salesMessages.deleteInvoice,
  estimate: salesMessages.deleteEstimate,
  receipt: salesMessages.deleteReceipt,
};

const nouns: Record<SalesDocumentType, string> = { invoice: 'invoice', estimate: 'estimate', receipt: 'receipt' };

/** The PDF of a document, saved under the server's name; `busyId` is the document on its way. */
export function usePdfDownload() {
  const [busyId, setBusyId] = useState<string | null>(null);
  const download = (type: SalesDocumentType, document: DocumentRef) => {
    setBusyId(document._id);
    fetchFile(salesPdfPath(type, document._id, 'download'))
      .then(({ blob, fileName }) => saveBlob(blob, fileName ?? `${document.number}.pdf`))
      // A failed call has already been announced as a toast.
      .catch(() => undefined)
      .finally(() => setBusyId(null));
  };
  return { download, busyId };
}

export function openSendDialog(type: SalesDocumentType, document: DocumentRef & { to: string[] }): void {
  const modalId = 'send-document';
  modals.open({
    modalId,
    title: `Send ${document.number}`,
    fullScreen: isPhone(),
    children: (
      <SendDocumentDialog
        type={type}
        documentId={document._id}
        number={document.number}
        to={document.to}
        onDone={() => modals.close(modalId)}
      />
    ),
  });
}

export function useInvoiceActions() {
  const decision = useDecideInvoice();
  const voidInvoice = useVoidInvoice();
  const reminder = useSendReminder();
  const removeInvoice = useDeleteSalesDocument('invoice');

  const decide = (invoice: DocumentRef, action: InvoiceDecision) => {
    const run = async () => {
      const response = await decision.mutateAsync({ id: invoice._id, action });
      toast({ type: 'success', msg: response.message });
    };
    if (action === 'approve') void run().catch(() => undefined);
    else
      openConfirmDialog({
        title: 'Reject invoice',
        message: `Are you sure you want to reject ${invoice.number}? It goes back to draft to be corrected.`,
        onConfirm: run,
      });
  };

  const voidIt = (invoice: DocumentRef, onDone?: () => void) =>
    openConfirmDialog({
      title: 'Void invoice',
      message: `Are you sure you want to void ${invoice.number}? Its entry is reversed and the customer no longer owes it.`,
      danger: true,
      onConfirm: async () => {
        const response = await voidInvoice.mutateAsync(invoice._id);
        toast({ type: 'success', msg: response.message });
        onDone?.();
      },
    });

  const remind = (invoice: DocumentRef) =>
    void reminder
      .mutateAsync(invoice._id)
      .then((response) => toast({ type: 'success', msg: response.message }))
      .catch(() => undefined);

  const remove = (invoice: DocumentRef, onDone?: () => void) =>
    openConfirmDialog({
      title: 'Delete invoice',
      message: deleteQuestions.invoice,
      danger: true,
      onConfirm: async () => {
        const response = await removeInvoice.mutateAsync(invoice._id);
        toast({ type: 'success', msg: response.message });
        onDone?.();
      },
    });

  const decidingId = decision.isPending ? (decision.variables?.id ?? null) : null;
  return { decide, decidingId, voidIt, remind, remove, reminding: reminder.isPending };
}

/** Deleting an estimate or a receipt after the spec's question. */
export function useDocumentRemoval(type: Exclude<SalesDocumentType, 'invoice'>) {
  const remove = useDeleteSalesDocument(type);
  return (document: DocumentRef, onDone?: () => void) =>
    openConfirmDialog({
      title: `Delete ${nouns[type]}`,
      message: deleteQuestions[type],
      danger: true,
      onConfirm: async () => {
        const response = await remove.mutateAsync(document._id);
        toast({ type: 'success', msg: response.message });
        onDone?.();
      },
    });
}

/** An estimate turned into an invoice in one click; `onInvoice` gets the new invoice's id. */
export function useInvoiceFromEstimate(onInvoice: (invoiceId: string) => void) {
  const convert = useInvoiceEstimate();
  const run = (estimate: DocumentRef) =>
    void convert
      .mutateAsync(estimate._id)
      .then((response) => {
        toast({ type: 'success', msg: response.message });
        onInvoice(response.data._id);
      })
      .catch(() => undefined);
  return { run, busyId: convert.isPending ? (convert.variables ?? null) : null };
}

/** Voiding a payment received: its invoices owe again. */
export function usePaymentVoid() {
  const remove = useVoidPayment();
  return (payment: DocumentRef) =>
    openConfirmDialog({
      title: 'Void payment',
      message: `Are you sure you want to void payment ${payment.number}? Its invoices will be owed again.`,
      danger: true,
      onConfirm: async () => {
        const response = await remove.mutateAsync(payment._id);
        toast({ type: 'success', msg: response.message });
      },
    });
}
