import type { TemplateDocumentTypeValue } from '@owo/core';
import type { DocumentIssuer, SalesDocumentLine, SalesDocumentModel } from '../../pdf/sales-document.ts';

/*
 * The sample document a template's preview prints: the company's own letterhead (name, address,
 * tax numbers, logo, bank accounts) with a made-up customer or vendor and lines whose figures add
 * up (VAT at 7.5%, to the kobo), so the preview shows every part a real document can have.
 */

/** What the sample's figures come to, so tests and the page can check them. */
export const sampleFigures = {
  subtotal: 48_500_000,
  discount: 2_425_000,
  vat: 3_455_625,
  total: 49_530_625,
  amountPaid: 10_000_000,
  amountDue: 39_530_625,
} as const;

const sampleLines: SalesDocumentLine[] = [
  {
    description: 'Office chairs, ergonomic',
    detail: 'SKU CH-204',
    quantity: '10',
    unitPrice: 3_250_000,
    tax: 'VAT 7.5%',
    amount: 32_500_000,
  },
  {
    description: 'Delivery and installation',
    detail: 'Lekki Phase 1',
    quantity: '1',
    unitPrice: 2_500_000,
    tax: 'VAT 7.5%',
    amount: 2_500_000,
  },
  {
    description: 'Maintenance visits',
    detail: 'Quarterly, for one year',
    quantity: '4',
    unitPrice: 3_375_000,
    tax: 'VAT 7.5%',
    amount: 13_500_000,
  },
];

const sampleDates: Record<TemplateDocumentTypeValue, Array<{ label: string; date: string }>> = {
  invoice: [
    { label: 'Invoice date', date: '2026-11-02' },
    { label: 'Due date', date: '2026-12-02' },
  ],
  estimate: [
    { label: 'Estimate date', date: '2026-11-02' },
    { label: 'Valid until', date: '2026-12-02' },
  ],
  'sales-receipt': [{ label: 'Receipt date', date: '2026-11-02' }],
  bill: [
    { label: 'Bill date', date: '2026-11-02' },
    { label: 'Due date', date: '2026-12-02' },
  ],
  'purchase-order': [
    { label: 'Order date', date: '2026-11-02' },
    { label: 'Expected delivery', date: '2026-11-16' },
  ],
};

const sampleNumbers: Record<TemplateDocumentTypeValue, string> = {
  invoice: 'INV-00042',
  estimate: 'EST-00017',
  'sales-receipt': 'SR-00108',
  bill: 'BILL-00023',
  'purchase-order': 'PO-00031',
};

const customer = {
  name: 'Adaeze Okafor Enterprises',
  address: ['14 Admiralty Way', 'Lekki Phase 1, Lagos'],
  email: 'accounts@adaeze-okafor.ng',
  phone: '+234 803 555 0142',
  tin: '23456789-0001',
};

const vendor = {
  name: 'Ikeja Office Supplies Ltd',
  address: ['22 Allen Avenue', 'Ikeja, Lagos'],
  email: 'sales@ikejaoffice.ng',
  phone: '+234 802 555 0199',
  tin: '34567890-0001',
};

/** The sample document of a type, printed under the company's letterhead and marked 'Sample'. */
export function sampleDocument(
  type: TemplateDocumentTypeValue,
  issuer: DocumentIssuer,
  bankDetails: SalesDocumentModel['bankDetails'],
): SalesDocumentModel {
  const purchase = type === 'bill' || type === 'purchase-order';
  const paidInFull = type === 'sales-receipt';
  const owes = type === 'invoice' || type === 'bill';
  return {
    type,
    number: sampleNumbers[type],
    currency: 'NGN',
    dates: sampleDates[type],
    facts: [{ label: 'Reference', value: purchase ? 'REQ-2026-118' : 'PO 7781' }],
    issuer,
    counterparty: purchase ? vendor : customer,
    lines: sampleLines,
    subtotal: sampleFigures.subtotal,
    discount: { label: 'Discount (5%)', amount: sampleFigures.discount },
    taxes: [{ name: 'VAT 7.5%', amount: sampleFigures.vat }],
    total: sampleFigures.total,
    amountPaid: owes ? sampleFigures.amountPaid : paidInFull ? sampleFigures.total : null,
    amountDue: owes ? sampleFigures.amountDue : paidInFull ? 0 : null,
    bankDetails,
    stamp: 'Sample',
  };
}
