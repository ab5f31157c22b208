import {
  addDays,
  documentTotals as coreDocumentTotals,
  lineAmount as coreLineAmount,
  type DocumentDiscount,
  type DocumentTotals,
  homeToDocumentCurrency,
  type Kobo,
  type TotalsLineInput,
  toQuantityMilli,
} from '@owo/core';
import type { EstimateDetail, InvoiceDetail, ReceiptDetail, SalesDocumentDetail } from '../../api/invoices.ts';
import { type AmountValue, amountToKobo } from '../../lib/amounts.ts';

/*
 * The one form of invoices, estimates and sales receipts (spec sections 3 to 5), as plain data:
 * what the form holds, what it sends for each kind, what it shows as totals (documentTotals from
 * @owo/core, the server's own rule, so the form shows what will be stored to the kobo) and where
 * a message about a sent field belongs on the form. No React here, so it is unit-tested.
 */

export type DocumentKind = 'invoice' | 'estimate' | 'receipt';

export interface LineValues {
  product: string;
  description: string;
  /** As typed; up to 3 decimals. */
  quantity: string;
  price: AmountValue;
  /** The ids of the taxes on the line. */
  tax: string[];
  measurement: string;
  serviceDate: string;
  /** Where the line posts: a revenue account on a sale (sent as revenueAccount), an expense account on a bill. */
  account: string;
  /** Bills: the withholding tax for the line's kind of supply. */
  withholding?: string;
}

export type DiscountMode = 'none' | 'saved' | 'value' | 'percentage';

export interface DiscountValues {
  mode: DiscountMode;
  /** The saved discount, in mode 'saved'. */
  id: string;
  /** An amount (mode 'value') or a percent (mode 'percentage'). */
  value: AmountValue;
}

export interface InstallmentValues {
  date: string;
  amount: AmountValue;
  percentage: AmountValue;
}

export interface BankDetailValues {
  name: string;
  accountNo: string;
  accountName: string;
}

/**
 * Every field of the three kinds; each kind sends its own (documentBody). `number` and the two
 * dates are named once here and sent under each kind's names.
 */
export interface DocumentFormValues {
  customer: string;
  branch: string;
  address: string;
  currency: { name: string; rate: string };
  items: LineValues[];
  discount: DiscountValues;
  /** The salesperson: one of the staff (People > Employees), '' for nobody. */
  employee: string;
  note: string;
  /** invoiceNumber, estimateNumber or receiptNo: left blank, the server gives the next one. */
  number: string;
  /** Invoice date, valid from, payment date. */
  date: string;
  /** Due date, valid till (receipts have none). */
  dueDate: string;
  purchaseNo: string;
  bank: BankDetailValues[];
  installmentsOn: boolean;
  installmentMode: 'amount' | 'percentage';
  installments: InstallmentValues[];
  paymentMethod: string;
  /** Receipts: the bank-flagged account paid into ('bank' in the body). */
  depositTo: string;
}

/** Each kind's names for the shared fields, and its words. */
export const kindFields = {
  invoice: { number: 'invoiceNumber', date: 'date', dueDate: 'dueDate' },
  estimate: { number: 'estimateNumber', date: 'validFrom', dueDate: 'validTill' },
  receipt: { number: 'receiptNo', date: 'paymentDate', dueDate: null },
} as const satisfies Record<DocumentKind, { number: string; date: string; dueDate: string | null }>;

/** A saved discount (settings): a naira amount or a percentage. */
export interface SavedDiscount {
  _id: string;
  type: 'value' | 'percentage';
  value: number;
}

/** What the totals need besides the form: the rate of each tax (basis points) and the saved discounts. */
export interface TotalsContext {
  taxRates: Readonly<Record<string, number>>;
  discounts: readonly SavedDiscount[];
}

export const homeCurrency = 'NGN';

export function blankLine(): LineValues {
  return {
    product: '',
    description: '',
    quantity: '1',
    price: '',
    tax: [],
    measurement: '',
    serviceDate: '',
    account: '',
  };
}

export function blankInstallment(date = ''): InstallmentValues {
  return { date, amount: '', percentage: '' };
}

export function blankBankDetail(): BankDetailValues {
  return { name: '', accountNo: '', accountName: '' };
}

/** A new document: dated today; invoices due and estimates valid for 30 days. */
export function blankDocument(
  kind: DocumentKind,
  defaults: { today: string; branch?: string; customer?: string; currency?: string },
): DocumentFormValues {
  return {
    customer: defaults.customer ?? '',
    branch: defaults.branch ?? '',
    address: '',
    currency: { name: defaults.currency ?? homeCurrency, rate: '1' },
    items: [blankLine()],
    discount: { mode: 'none', id: '', value: '' },
    employee: '',
    note: '',
    number: '',
    date: defaults.today,
    dueDate: kind === 'receipt' || !defaults.today ? '' : addDays(defaults.today, 30),
    purchaseNo: '',
    bank: [],
    installmentsOn: false,
    installmentMode: 'amount',
    installments: [],
    paymentMethod: '',
    depositTo: '',
  };
}

const idOf = (value: string | { _id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?._id ?? '');

/** The form's values for a saved document (the edit pages). */
export function documentValues(kind: DocumentKind, document: SalesDocumentDetail): DocumentFormValues {
  const base = blankDocument(kind, { today: '' });
  const discount: DiscountValues = !document.discount
    ? { mode: 'none', id: '', value: '' }
    : document.discount.id
      ? { mode: 'saved', id: document.discount.id, value: '' }
      : { mode: document.discount.type, id: '', value: document.discount.value };
  const common: DocumentFormValues = {
    ...base,
    customer: document.customer._id,
    branch: document.branch._id,
    address: document.address ?? '',
    currency: { name: document.currency.name, rate: String(document.currency.rate) },
    items: document.items.map((line) => ({
      product: line.product._id,
      description: line.description,
      quantity: String(line.quantity),
      price: line.price,
      tax: line.tax.map((tax) => tax.id),
      measurement: line.measurement ?? '',
      serviceDate: line.serviceDate ?? '',
      account: idOf(line.revenueAccount),
    })),
    discount,
    employee: document.employee?._id ?? '',
    note: document.note ?? '',
  };
  if (kind === 'invoice') {
    const invoice = document as InvoiceDetail;
    return {
      ...common,
      number: invoice.invoiceNumber,
      date: invoice.date,
      dueDate: invoice.dueDate,
      purchaseNo: invoice.purchaseNo ?? '',
      bank: invoice.bank.map((row) => ({ ...row })),
      // Spec section 4: editing an invoice with installments turns the section on.
      installmentsOn: invoice.installments.length > 0,
      installments: invoice.installments.map((row) => ({
        date: row.date,
        amount: row.amount,
        percentage: row.percentage,
      })),
    };
  }
  if (kind === 'estimate') {
    const estimate = document as EstimateDetail;
    return { ...common, number: estimate.estimateNumber, date: estimate.validFrom, dueDate: estimate.validTill };
  }
  const receipt = document as ReceiptDetail;
  return {
    ...common,
    number: receipt.receiptNo,
    date: receipt.paymentDate,
    paymentMethod: receipt.paymentMethod?._id ?? '',
    depositTo: (receipt.depositTo ?? receipt.bank)?._id ?? '',
  };
}

const RATE = /^\d{1,12}(\.\d{1,6})?$/;

/** The exchange rate the figures use: 1 for the home currency, the typed rate when it reads as one. */
export function exchangeRateOf(currency: DocumentFormValues['currency']): string | null {
  if (currency.name === homeCurrency) return '1';
  const rate = currency.rate.trim();
  return RATE.test(rate) && Number(rate) > 0 ? rate : null;
}

/** Spec section 5: lines without a product are dropped on submit. The form indexes of those kept. */
export function keptLines(items: readonly LineValues[]): number[] {
  return items.flatMap((line, index) => (line.product ? [index] : []));
}

function quantityMilliOf(quantity: string): number {
  try {
    const milli = toQuantityMilli(quantity);
    return milli < 0 ? 0 : milli;
  } catch {
    return 0;
  }
}

export function lineInput(line: LineValues, taxRates: TotalsContext['taxRates']): TotalsLineInput {
  const unitPrice = amountToKobo(line.price);
  return {
    unitPrice: unitPrice < 0 ? 0 : unitPrice,
    quantityMilli: quantityMilliOf(line.quantity),
    taxes: [...new Set(line.tax)].flatMap((id) => {
      const rate = taxRates[id];
      return rate === undefined ? [] : [{ id, rateBasisPoints: rate }];
    }),
  };
}

/** A line's quantity × price as the form row shows it; null when it cannot be worked out. */
export function lineAmount(line: LineValues): Kobo | null {
  try {
    return coreLineAmount(lineInput(line, {}));
  } catch {
    return null;
  }
}

/** The discount as documentTotals takes it, in kobo of the document's currency. */
export function discountOf(
  values: Pick<DocumentFormValues, 'discount' | 'currency'>,
  discounts: readonly SavedDiscount[],
): DocumentDiscount {
  const { discount } = values;
  const percentage = (percent: AmountValue): DocumentDiscount => ({
    type: 'percentage',
    basisPoints: Math.min(Math.max(amountToKobo(percent), 0), 10_000),
  });
  switch (discount.mode) {
    case 'value':
      return { type: 'value', amount: Math.max(amountToKobo(discount.value), 0) };
    case 'percentage':
      return percentage(discount.value);
    case 'saved': {
      const saved = discounts.find((one) => one._id === discount.id);
      if (!saved) return { type: 'none' };
      if (saved.type === 'percentage') return percentage(saved.value);
      // A saved value discount is in naira: the document takes it in its own currency.
      const rate = exchangeRateOf(values.currency) ?? '1';
      return { type: 'value', amount: homeToDocumentCurrency(amountToKobo(saved.value), rate) };
    }
    default:
      return { type: 'none' };
  }
}

export interface DocumentFigures {
  totals: DocumentTotals | null;
  /** Why the totals cannot be shown (an amount past the limit). */
  problem: string | null;
}

/** The document's totals from the lines that will be sent, exactly as the server works them out. */
export function documentTotals(values: DocumentFormValues, context: TotalsContext): DocumentFigures {
  try {
    const lines = keptLines(values.items).map((index) =>
      lineInput(values.items[index] as LineValues, context.taxRates),
    );
    const totals = coreDocumentTotals({
      lines,
      discount: discountOf(values, context.discounts),
      exchangeRate: exchangeRateOf(values.currency) ?? '1',
    });
    return { totals, problem: null };
  } catch (error) {
    return { totals: null, problem: error instanceof Error ? error.message : 'The totals could not be worked out' };
  }
}
