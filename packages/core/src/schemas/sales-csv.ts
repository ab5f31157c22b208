import { z } from 'zod';
import type { CsvColumn } from '../csv-records.ts';
import { isCalendarDate } from '../dates.ts';
import { amount, fieldsObject, notValid, required } from './fields.ts';
import { salesMessages } from './sales.ts';
import { stockQuantity } from './stock.ts';

/*
 * The invoices CSV (POST /invoices/csv; issue 14, spec section 2 "CSV upload"): one row per invoice
 * line. Rows with the same Invoice Number are the lines of one invoice; a row without one is an
 * invoice of its own, numbered as the next invoice. Names stand for ids: the customer (display
 * name or email), the branch, the product (name or SKU) and the taxes are matched in the company
 * by the server, which also checks that the rows of one invoice agree (a blank cell takes the
 * value the invoice's other rows give).
 */

export const invoiceCsvColumns: readonly CsvColumn[] = [
  { field: 'invoiceNumber', heading: 'Invoice Number', aliases: ['Invoice No', 'Invoice #', 'Invoice', 'Number'] },
  { field: 'customer', heading: 'Customer', aliases: ['Customer name', 'Customer email', 'Client', 'Bill to'] },
  { field: 'branch', heading: 'Branch' },
  { field: 'date', heading: 'Invoice Date', aliases: ['Date', 'Issue date'] },
  { field: 'dueDate', heading: 'Due Date', aliases: ['Due'] },
  { field: 'product', heading: 'Product', aliases: ['Product name', 'Item', 'Item name', 'SKU', 'Product/Service'] },
  { field: 'description', heading: 'Description' },
  { field: 'quantity', heading: 'Quantity', aliases: ['Qty'] },
  { field: 'price', heading: 'Price', aliases: ['Rate', 'Unit price', 'Selling price'] },
  { field: 'tax', heading: 'Tax', aliases: ['Taxes'] },
  { field: 'purchaseNo', heading: 'PO Number', aliases: ['PO', 'PO No', 'Purchase order', 'Purchase order number'] },
  { field: 'note', heading: 'Note', aliases: ['Notes', 'Memo'] },
  { field: 'address', heading: 'Billing Address', aliases: ['Address'] },
];

export const invoiceCsvMessages = {
  date: (label: string) => `${label} must be a date such as 2026-03-31 or 31/03/2026`,
} as const;

/** A cell as text: empty is null. */
const cell = (label: string, max: number) =>
  z
    .string({ error: notValid(label) })
    .optional()
    .transform((value) => value?.trim() || null)
    .pipe(
      z
        .string({ error: notValid(label) })
        .max(max, `${label} must be at most ${max} characters`)
        .nullable(),
    );

/** '2026-03-31', or '31/03/2026' as Nigerian spreadsheets write it ('1/3/2026' too), as YYYY-MM-DD. */
export function csvDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const dayFirst = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1]]
      : [undefined, undefined, undefined];
  if (!year || !month || !day) return null;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
}

/** A date cell: empty is null; YYYY-MM-DD or DD/MM/YYYY. */
const dateCell = (label: string) =>
  cell(label, 20).transform((value, context) => {
    if (value === null) return null;
    const date = csvDate(value);
    if (date === null) context.addIssue({ code: 'custom', message: invoiceCsvMessages.date(label) });
    return date;
  });

/** '15,000.50' as a spreadsheet formats it reads as 15000.50; other commas are left to be refused. */
const withoutGrouping = (value: unknown) =>
  typeof value === 'string' && /^\s*\d{1,3}(,\d{3})+(\.\d+)?\s*$/.test(value) ? value.replaceAll(',', '') : value;

export const invoiceCsvRowSchema = fieldsObject({
  invoiceNumber: cell('Invoice Number', 40),
  /** Required on at least one row of the invoice (the server checks). */
  customer: cell('Customer', 254),
  branch: cell('Branch', 120),
  /** Required on at least one row of the invoice (the server checks). */
  date: dateCell('Invoice Date'),
  /** Left out: 30 days after the invoice date, as the invoice form. */
  dueDate: dateCell('Due Date'),
  product: cell('Product', 200).refine((value) => value !== null, { message: required('Product') }),
  /** Left out: the product's name. */
  description: cell('Description', 500),
  quantity: z
    .preprocess(
      (value) => (typeof value === 'string' ? withoutGrouping(value) : (value ?? '')),
      stockQuantity('Quantity'),
    )
    .refine((text) => text === '' || Number(text) >= 1, salesMessages.quantityMinimum),
  /** Left out: the product's selling price. */
  price: z
    .preprocess(
      (value) => (value === '' || value === undefined ? undefined : withoutGrouping(value)),
      amount('Price').optional(),
    )
    .refine((value) => value === undefined || value >= 1, salesMessages.priceMinimum)
    .transform((value) => value ?? null),
  /** Tax names ('VAT 7.5%') separated by ';' or ','; empty: no tax. */
  tax: cell('Tax', 500).transform((value) =>
    value
      ? value
          .split(/[;,]/)
          .map((name) => name.trim())
          .filter(Boolean)
      : [],
  ),
  purchaseNo: cell('PO Number', 60),
  note: cell('Note', 2000),
  /** Left out: the customer's billing address, else their office address. */
  address: cell('Billing Address', 500),
}).refine((row) => row.date === null || row.dueDate === null || row.dueDate >= row.date, {
  message: salesMessages.dueBeforeDate,
  path: ['dueDate'],
});
export type InvoiceCsvRow = z.output<typeof invoiceCsvRowSchema>;

/** What the invoices CSV template's example row holds. */
export const invoiceCsvExample: Record<string, string> = {
  invoiceNumber: 'INV-1001',
  customer: 'Adaeze Foods Ltd',
  date: '2026-03-10',
  dueDate: '2026-04-09',
  product: 'RICE-50',
  description: 'Mama Gold Rice 50kg',
  quantity: '2',
  price: '62500',
  tax: 'VAT 7.5%',
  purchaseNo: 'PO-778',
};
