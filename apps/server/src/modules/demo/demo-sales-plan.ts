import { addDays } from '@owo/core';
import {
  type CustomerKey,
  DEMO_INVOICE_NOTE,
  demoCustomers,
  demoProducts,
  type Items,
  type ProductKey,
  UNPAID_NOTE,
} from './demo-catalogue.ts';
import type { DemoMonth } from './demo-data.ts';

/* Pure: what a month of the demo's trade sales is (posted by demo-sales.ts). */

export interface PlannedInvoice {
  customer: CustomerKey;
  date: string;
  dueDate: string;
  items: Items;
  /** Saved, not approved: it posts nothing. */
  draft: boolean;
  note: string;
  purchaseNo: string;
  /** The payments received up to today: all that is owed then, or half the total. */
  payments: ReadonlyArray<{ date: string; share: 'all' | 'half' }>;
  /** Goods sent back damaged a few days after, credited on a credit note. */
  returned: { date: string; items: Items } | null;
}

export interface MonthOfSales {
  /** The day the month's stock for trade orders comes in: the first. */
  stockDate: string;
  invoices: PlannedInvoice[];
  /** A quotation still open, in the month the demo is opened in. */
  estimate: { customer: CustomerKey; validFrom: string; validTill: string; items: Items } | null;
}

interface PlanLine {
  customer: CustomerKey;
  day: number;
  terms: number;
  items: Items;
  /** When payment comes, days after the invoice: all of it, or half of the total. */
  pays: { after: number; share: 'all' | 'half' } | null;
  draft?: boolean;
}

/**
 * A month of trade sales. Invoices are dated on their day, or on the month's last day when that
 * is earlier (the month the demo is opened in runs to today); a payment is there only once its
 * day has come. `first`: the demo's first month, where one customer never paid and goods came
 * back damaged. The month of today also has a draft and an estimate.
 */
export function monthOfSales(month: DemoMonth, options: { today: string; first: boolean }): MonthOfSales {
  const { today, first } = options;
  const key = month.date.slice(0, 7);
  const lastDay = Number(month.date.slice(8));
  const current = key === today.slice(0, 7);
  const busy = month.monthOfYear % 3;
  const dated = (day: number) => `${key}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
  const odd = month.monthOfYear % 2 === 1;
  const eko: PlanLine = {
    customer: 'eko',
    day: 3,
    terms: 30,
    items: [
      ['rice', 6 + busy],
      ['noodles', 15 + 2 * busy],
      ['delivery', 1],
    ],
    pays: { after: 18, share: 'all' },
  };
  // Every other month, and in the first one for the order she still owes for.
  const ngozi: PlanLine = {
    customer: 'ngozi',
    day: 6,
    terms: 7,
    items: [
      ['rice', 2],
      ['oil', 1],
      ['delivery', 1],
    ],
    pays: first ? null : { after: 4, share: 'all' },
  };
  const hotel: PlanLine = {
    customer: 'hotel',
    day: 10,
    terms: 30,
    items: [
      ['oil', 2 + busy],
      ['bleach', 6 + busy],
      ['delivery', 1],
    ],
    pays: { after: 12, share: 'half' },
  };
  // The Abuja caterer orders in the months between, sent by waybill (no delivery line).
  const zuma: PlanLine = {
    customer: 'zuma',
    day: 14,
    terms: 14,
    items: [
      ['rice', 4 + busy],
      ['oil', 2],
      ['noodles', 8],
    ],
    pays: { after: 10, share: 'all' },
  };
  const school: PlanLine = {
    customer: 'school',
    day: 20,
    terms: 30,
    items: [
      ['noodles', 10 + busy],
      ['bleach', 4],
      ['delivery', 1],
    ],
    pays: { after: 30, share: 'all' },
  };
  // Being put together for approval in the month the demo is opened in.
  const garki: PlanLine = {
    customer: 'garki',
    day: 24,
    terms: 30,
    items: [
      ['bleach', 10],
      ['noodles', 4],
    ],
    pays: null,
    draft: true,
  };
  const plan = [
    eko,
    ...(first || !odd ? [ngozi] : []),
    hotel,
    ...(odd ? [zuma] : []),
    school,
    ...(current ? [garki] : []),
  ];
  const invoices = plan.map((line): PlannedInvoice => {
    const date = dated(line.day);
    const pays = line.pays;
    const paidOn = pays ? addDays(date, pays.after) : null;
    const neverPaid = !line.draft && !pays;
    return {
      customer: line.customer,
      date,
      dueDate: addDays(date, line.terms),
      items: line.items,
      draft: line.draft ?? false,
      note: neverPaid ? UNPAID_NOTE : DEMO_INVOICE_NOTE,
      purchaseNo:
        demoCustomers[line.customer].type === 'BUSINESS'
          ? `LPO-${demoCustomers[line.customer].invoice}-${key.slice(2, 4)}${key.slice(5)}`
          : '',
      payments: pays && paidOn && paidOn <= today ? [{ date: paidOn, share: pays.share }] : [],
      returned:
        first && line.customer === 'hotel' ? { date: minDate(addDays(date, 3), today), items: [['bleach', 2]] } : null,
    };
  });
  const validFrom = dated(22);
  return {
    stockDate: `${key}-01`,
    invoices,
    estimate: current
      ? {
          customer: 'hotel',
          validFrom,
          validTill: addDays(validFrom, 14),
          items: [
            ['rice', 6],
            ['oil', 4],
            ['bleach', 10],
            ['delivery', 2],
          ],
        }
      : null,
  };
}

const minDate = (one: string, other: string) => (one < other ? one : other);

/** What stays on the shelf of each good once a month's orders are out, so stock never runs below nothing. */
const SHELF = 6;

/**
 * The tracked goods a month's orders take (drafts too, so approving one later finds the goods),
 * less what is on the shelf above the few kept there: what to buy in for the orders.
 */
export function stockForOrders(
  sales: MonthOfSales,
  onHand: ReadonlyMap<ProductKey, number>,
): Array<[ProductKey, number]> {
  const needed = new Map<ProductKey, number>();
  for (const invoice of sales.invoices) {
    for (const [product, quantity] of invoice.items) {
      if (demoProducts[product].cost !== null) needed.set(product, (needed.get(product) ?? 0) + quantity);
    }
  }
  return [...needed].flatMap(([product, quantity]): Array<[ProductKey, number]> => {
    const buy = quantity + SHELF - Math.max(0, Math.floor(onHand.get(product) ?? 0));
    return buy > 0 ? [[product, buy]] : [];
  });
}
