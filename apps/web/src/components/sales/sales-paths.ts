import type { ListLink } from '../FormPage.tsx';

/* Where the selling pages live (spec section 2: /sales/invoice and its pages). */

export const invoicesPath = '/sales/invoice';

export type SalesTab = 'invoices' | 'estimates' | 'receipts' | 'payments' | 'credit-notes';

export const salesTabs: { value: SalesTab; label: string }[] = [
  { value: 'invoices', label: 'Invoices' },
  { value: 'estimates', label: 'Estimates' },
  { value: 'receipts', label: 'Receipts' },
  { value: 'payments', label: 'Payments' },
  { value: 'credit-notes', label: 'Credit notes' },
];

export function isSalesTab(value: string | null | undefined): value is SalesTab {
  return salesTabs.some((tab) => tab.value === value);
}

/** The list on one tab: /sales/invoice?tab=estimates (the invoices tab has no parameter). */
export function salesListPath(tab: SalesTab = 'invoices'): string {
  return tab === 'invoices' ? invoicesPath : `${invoicesPath}?tab=${tab}`;
}

export function salesList(tab: SalesTab = 'invoices'): ListLink {
  const label = salesTabs.find((one) => one.value === tab)?.label ?? 'Invoices';
  return { path: salesListPath(tab), label };
}

const withQuery = (page: string, query: Record<string, string | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return `${invoicesPath}/${page}${text ? `?${text}` : ''}`;
};

export const invoicePath = (id: string) => `${invoicesPath}/${encodeURIComponent(id)}`;
export const newInvoicePath = (customer?: string) => withQuery('new-invoice', { customer });
export const editInvoicePath = (id: string) => withQuery('edit-invoice', { id });
export const newEstimatePath = (customer?: string) => withQuery('create-estimate', { customer });
export const editEstimatePath = (id: string) => withQuery('edit-estimate', { id });
export const newReceiptPath = (customer?: string) => withQuery('sales-receipt', { customer });
export const editReceiptPath = (id: string) => withQuery('edit-sales-receipt', { id });
export const receivePaymentPath = (query: { customer?: string; invoice?: string } = {}) =>
  withQuery('receive-payment', query);
export const recordPrepaymentPath = (customer?: string) => withQuery('record-prepayment', { customer });

/** A credit note against an approved invoice: its form, and the note once saved. */
export const newCreditNotePath = (invoice: string) => withQuery('credit-note', { invoice });
export const creditNotePath = (id: string) => `${invoicesPath}/credit-note/${encodeURIComponent(id)}`;

/** Recurring invoices: the schedules, a new one, and one replaced by another (the API keeps a schedule as set up). */
export const recurringInvoicesPath = `${invoicesPath}/recurring`;
export const newRecurringPath = (customer?: string) => withQuery('new-recurring', { customer });
export const editRecurringPath = (id: string) => withQuery('edit-recurring', { id });
