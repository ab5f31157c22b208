import { type BillInput, documentTotals as coreDocumentTotals } from '@owo/core';
import type { Bill } from '../../api/bills.ts';
import {
  blankLine,
  type DiscountValues,
  type DocumentFigures,
  discountOf,
  exchangeRateOf,
  homeCurrency,
  type LineValues,
  lineInput,
  type TotalsContext,
} from '../sales/document-form.ts';
import { sentAmount } from '../sales/document-request.ts';

/*
 * The bill form (create-bill, edit-bill; spec sections 3 to 5 "Bill") as plain data: what it
 * holds, what it sends, and its totals by documentTotals from @owo/core, the server's own rule,
 * with the withholding tax to deduct when it is paid. No React here, so it is unit-tested.
 */

export interface BillFormValues {
  vendor: string;
  branch: string;
  employee: string;
  issueDate: string;
  dueDate: string;
  billNo: string;
  tin: string;
  address: string;
  currency: { name: string; rate: string };
  items: LineValues[];
  /** An amount or a percentage typed here (bills have no saved discounts: those are sales'). */
  discount: DiscountValues;
  note: string;
}

const noDiscount: DiscountValues = { mode: 'none', id: '', value: '' };

export function blankBill(defaults: { today: string; branch?: string; vendor?: string }): BillFormValues {
  return {
    vendor: defaults.vendor ?? '',
    branch: defaults.branch ?? '',
    employee: '',
    issueDate: defaults.today,
    dueDate: defaults.today,
    billNo: '',
    tin: '',
    address: '',
    currency: { name: homeCurrency, rate: '1' },
    items: [blankLine()],
    discount: noDiscount,
    note: '',
  };
}

/** A line is sent when it names an account or a product; a line left blank is dropped. */
export function keptBillLines(items: readonly LineValues[]): number[] {
  return items.flatMap((line, index) => (line.account || line.product ? [index] : []));
}

export function billBody(values: BillFormValues, status?: BillInput['status']): BillInput {
  return {
    vendor: values.vendor,
    branch: values.branch,
    employee: values.employee || null,
    issueDate: values.issueDate,
    dueDate: values.dueDate,
    billNo: values.billNo,
    tin: values.tin,
    address: values.address,
    currency: { name: values.currency.name, rate: exchangeRateOf(values.currency) ?? values.currency.rate },
    items: keptBillLines(values.items).map((index) => {
      const line = values.items[index] as LineValues;
      return {
        chartofAccount: line.account || null,
        product: line.product || null,
        description: line.description,
        quantity: line.quantity,
        price: sentAmount(line.price),
        tax: line.tax.map((id) => ({ id })),
        withholding: line.withholding || null,
      };
    }),
    discount: discountBody(values.discount),
    note: values.note,
    ...(status ? { status } : {}),
  };
}

/** The discount as the bill sends it: a type and value, or null for none. */
function discountBody(discount: DiscountValues): BillInput['discount'] {
  if ((discount.mode !== 'value' && discount.mode !== 'percentage') || discount.value === '') return null;
  return { type: discount.mode, value: sentAmount(discount.value) };
}

/** The form's values for a saved bill. */
export function billValues(bill: Bill): BillFormValues {
  return {
    vendor: bill.vendor._id,
    branch: bill.branch._id,
    employee: bill.employee?._id ?? '',
    issueDate: bill.issueDate,
    dueDate: bill.dueDate,
    billNo: bill.billNo,
    tin: bill.tin,
    address: bill.address,
    currency: { name: bill.currency.name, rate: String(bill.currency.rate) },
    items: bill.items.map((line) => ({
      ...blankLine(),
      account: line.product ? '' : line.chartofAccount._id,
      product: line.product?._id ?? '',
      description: line.description,
      quantity: line.quantity,
      price: line.price,
      tax: line.tax.map((tax) => tax.id),
      withholding: line.withholding?.id ?? '',
    })),
    discount:
      bill.discount && (bill.discount.type === 'value' || bill.discount.type === 'percentage')
        ? { mode: bill.discount.type, id: '', value: bill.discount.value }
        : noDiscount,
    note: bill.note,
  };
}

export interface BillFigures extends DocumentFigures {
  /** Home-currency kobo: the withholding tax a payment in full deducts. */
  withholding: number;
}

/**
 * The bill's totals as the server works them out, and the withholding tax: each line's
 * discounted home amount at its withholding rate (doubled without a TIN), rounded per line.
 */
export function billTotals(
  values: BillFormValues,
  context: Pick<TotalsContext, 'taxRates'>,
  withholdingRates: Readonly<Record<string, number>>,
  hasTin: boolean,
): BillFigures {
  const kept = keptBillLines(values.items);
  try {
    const totals = coreDocumentTotals({
      lines: kept.map((index) => lineInput(values.items[index] as LineValues, context.taxRates)),
      discount: discountOf(values, []),
      exchangeRate: exchangeRateOf(values.currency) ?? '1',
    });
    const withholding = kept.reduce((sum, index, order) => {
      const rate = withholdingRates[values.items[index]?.withholding ?? ''] ?? 0;
      const basisPoints = Math.min(10_000, hasTin ? rate : rate * 2);
      return sum + Math.round(((totals.home.lines[order]?.discountedAmount ?? 0) * basisPoints) / 10_000);
    }, 0);
    return { totals, problem: null, withholding };
  } catch (error) {
    return {
      totals: null,
      problem: error instanceof Error ? error.message : 'The totals could not be worked out',
      withholding: 0,
    };
  }
}

/** Only the fields that changed, for PATCH (items are sent whole when any line changed). */
export function changedBill(saved: BillInput, now: BillInput): Partial<BillInput> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(now)) {
    if (key === 'status') continue;
    if (JSON.stringify(value) !== JSON.stringify(saved[key as keyof BillInput])) changes[key] = value;
  }
  return changes as Partial<BillInput>;
}
