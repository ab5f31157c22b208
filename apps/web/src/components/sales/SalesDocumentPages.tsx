import { Alert } from '@mantine/core';
import { salesMessages, todayInLagos } from '@owo/core';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useBranches } from '../../api/branches.ts';
import { useCustomer } from '../../api/customers.ts';
import {
  type SalesDocumentDetail,
  type SalesDocumentType,
  useCreateSalesDocument,
  useDecideInvoice,
  useDeleteSalesDocument,
  useSalesDocument,
  useUpdateSalesDocument,
} from '../../api/invoices.ts';
import { useMay } from '../../session/permissions.ts';
import type { ListLink } from '../FormPage.tsx';
import { RecordLoader } from '../RecordPage.tsx';
import { EditDocumentPage, NewDocumentPage } from './DocumentPage.tsx';
import { blankDocument, type DocumentKind, documentValues, homeCurrency } from './document-form.ts';
import { SalesStatusBadge } from './SalesStatusBadge.tsx';
import { invoicePath, salesList, salesListPath } from './sales-paths.ts';
import { pickedOf, useDocumentForm, usePickedNames } from './use-document-form.ts';

/*
 * The New and Edit pages of invoices, estimates and sales receipts: each route module renders one
 * of these with its kind. What differs by kind is the words, the list tab and where Continue goes.
 */

interface KindSettings {
  type: SalesDocumentType;
  noun: string;
  newTitle: string;
  list: ListLink;
  successName: string;
  failure: string;
  /** Spec section 8: opening the edit page without a selected id. */
  selectMessage: string;
  deleteQuestion: string;
  /** Where Continue goes after a save that closes. */
  afterSave: (id: string) => string;
  number: (document: SalesDocumentDetail) => string;
  status: (document: SalesDocumentDetail) => string;
}

export const kindSettings: Record<DocumentKind, KindSettings> = {
  invoice: {
    type: 'invoice',
    noun: 'invoice',
    newTitle: 'New invoice',
    list: salesList('invoices'),
    successName: 'invoice',
    failure: 'Could not save the invoice',
    selectMessage: salesMessages.selectInvoice,
    deleteQuestion: salesMessages.deleteInvoice,
    // The invoice's page: where it is approved, sent and paid.
    afterSave: (id) => (id ? invoicePath(id) : salesListPath('invoices')),
    number: (document) => textOf(document, 'invoiceNumber'),
    status: (document) => textOf(document, 'status'),
  },
  estimate: {
    type: 'estimate',
    noun: 'estimate',
    newTitle: 'New estimate',
    list: salesList('estimates'),
    successName: 'estimate',
    failure: 'Could not save the estimate',
    selectMessage: salesMessages.selectEstimate,
    deleteQuestion: salesMessages.deleteEstimate,
    afterSave: () => salesListPath('estimates'),
    number: (document) => textOf(document, 'estimateNumber'),
    status: (document) => textOf(document, 'status'),
  },
  receipt: {
    type: 'receipt',
    noun: 'sales receipt',
    newTitle: 'New sales receipt',
    list: salesList('receipts'),
    successName: 'receipt',
    failure: 'Could not save the sales receipt',
    selectMessage: salesMessages.selectReceipt,
    deleteQuestion: salesMessages.deleteReceipt,
    afterSave: () => salesListPath('receipts'),
    number: (document) => textOf(document, 'receiptNo'),
    status: (document) => textOf(document, 'status'),
  },
};

/** A field the kind's detail has and the others do not ('invoiceNumber', 'status'). */
function textOf(document: SalesDocumentDetail, name: string): string {
  const value = (document as unknown as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** The company's branch when it has only one: every new document is for it. */
function useOnlyBranch(): string | undefined {
  const branches = useBranches().data?.data;
  return branches?.length === 1 ? branches[0]?._id : undefined;
}

/** A new invoice, estimate or receipt; ?customer=<id> picks the customer (from the customer's page). */
export function NewSalesDocument({ kind }: { kind: DocumentKind }) {
  const settings = kindSettings[kind];
  const [searchParams] = useSearchParams();
  const customerId = searchParams.get('customer') ?? '';
  const customer = useCustomer(customerId).data?.data;
  const onlyBranch = useOnlyBranch();
  const blank = () => blankDocument(kind, { today: todayInLagos(), branch: onlyBranch });
  const state = useDocumentForm(kind, blank());
  const { form } = state;
  const { picked, pick } = usePickedNames();
  const create = useCreateSalesDocument<{ _id: string }>(settings.type);

  // Filled in once known, as if they had been there from the start: they do not hold the page back on leaving.
  useEffect(() => {
    if (onlyBranch && !form.getValues('branch')) form.resetField('branch', { defaultValue: onlyBranch });
  }, [onlyBranch, form]);
  useEffect(() => {
    if (!customer || form.getValues('customer')) return;
    pick({ id: customer._id, name: customer.displayName });
    form.reset(
      {
        ...form.getValues(),
        customer: customer._id,
        address: customer.billingAddress || customer.officeAddress || '',
        currency: {
          name: customer.currency || homeCurrency,
          rate: (customer.currency || homeCurrency) === homeCurrency ? '1' : '',
        },
        branch: form.getValues('branch') || customer.branch?._id || '',
      },
      { keepDirtyValues: true },
    );
  }, [customer, form, pick]);

  return (
    <NewDocumentPage
      kind={kind}
      title={settings.newTitle}
      back={settings.list}
      state={state}
      picked={picked}
      onPick={pick}
      successName={settings.successName}
      failure={settings.failure}
      afterSave={settings.afterSave}
      blank={blank}
      create={(body) => create.mutateAsync(body as never)}
      pending={create.isPending}
    />
  );
}

/** The edit page of a kind: ?id=<id>, loaded, then its form. */
export function EditSalesDocument({ kind }: { kind: DocumentKind }) {
  const settings = kindSettings[kind];
  const [searchParams] = useSearchParams();
  const document = useSalesDocument<SalesDocumentDetail>(settings.type, searchParams.get('id') ?? '');
  return (
    <RecordLoader query={document} noun={settings.noun} back={settings.list}>
      {(loaded) => <EditSalesDocumentForm kind={kind} document={loaded} />}
    </RecordLoader>
  );
}

const settled = new Set(['paid', 'partly-paid', 'void', 'invoiced']);

function EditSalesDocumentForm({ kind, document }: { kind: DocumentKind; document: SalesDocumentDetail }) {
  const settings = kindSettings[kind];
  const initial = useMemo(() => documentValues(kind, document), [kind, document]);
  const state = useDocumentForm(kind, initial, document);
  const { picked, pick } = usePickedNames(pickedOf(document));
  const update = useUpdateSalesDocument<SalesDocumentDetail>(settings.type);
  const remove = useDeleteSalesDocument(settings.type);
  const decide = useDecideInvoice();
  const mayApprove = useMay('sales.approve');
  const number = settings.number(document);
  const status = settings.status(document);
  const approvable = kind === 'invoice' && mayApprove && (status === 'draft' || status === 'awaiting-approval');
  const taxNames = Object.fromEntries(document.items.flatMap((line) => line.tax.map((tax) => [tax.id, tax.name])));

  return (
    <EditDocumentPage
      kind={kind}
      documentId={document._id}
      title={`Edit ${number}`}
      description={<SalesStatusBadge status={status} />}
      back={settings.list}
      state={state}
      picked={picked}
      onPick={pick}
      successName={settings.successName}
      failure={settings.failure}
      afterSave={settings.afterSave}
      taxNames={taxNames}
      savedValues={initial}
      update={(changes) => update.mutateAsync({ id: document._id, body: changes })}
      valuesOf={(data) => documentValues(kind, data as SalesDocumentDetail)}
      pending={update.isPending}
      deletion={{
        title: `Delete ${settings.noun}`,
        question: settings.deleteQuestion,
        remove: () => remove.mutateAsync(document._id),
      }}
      approve={approvable ? () => decide.mutateAsync({ id: document._id, action: 'approve' }) : undefined}
      above={
        settled.has(status) ? (
          <Alert color="yellow" title={`This ${settings.noun} is ${status.replace('-', ' ')}`}>
            Changes to it may be refused. A paid or voided document stays as it was for the record.
          </Alert>
        ) : null
      }
    />
  );
}
