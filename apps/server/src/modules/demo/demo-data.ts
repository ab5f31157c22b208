import { addKobo, journalSchema, openingBalancesSchema, percentOf, todayInLagos, toKobo, toNaira } from '@owo/core';
import { accounts, type Database, journals } from '@owo/db';
import { and, desc, eq, like } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { HttpError } from '../../errors.ts';
import { postingTransaction } from '../../ledger/post.ts';
import { setOpeningBalances } from '../accounts/index.ts';
import { createJournal, decideJournal } from '../journals/index.ts';
import { addDemoBills } from './demo-bills.ts';
import { addDemoExpenses } from './demo-expenses.ts';
import { addDemoPayroll, addDemoStaff } from './demo-people.ts';
import { addDemoPurchaseOrders } from './demo-purchase-orders.ts';
import { addDemoSales } from './demo-sales.ts';
import { addDemoVendors } from './demo-vendors.ts';

/*
 * Sample books for a demo company: a retailer in Lagos with three months of trading up to today. Posted through
 * the same services people use, so the demo shows exactly what Owo does with real entries. The monthly journals
 * are the shop's own (walk-in takings, stock, overheads); trade customers buying on credit, with their invoices
 * and payments, are added on top by demo-sales.ts.
 */

type Line = [code: string, debit: number, credit: number, description?: string];

interface MonthPlan {
  reference: string;
  note: string;
  lines: Line[];
}

const openingBalances: Array<[code: string, debit: number, credit: number]> = [
  ['1000', 350_000, 0],
  ['1050', 4_200_000, 0],
  ['1200', 2_750_000, 0],
  ['1520', 1_800_000, 0],
  ['2000', 0, 960_000],
  ['3000', 0, 5_000_000],
];

/** What a month of trading looks like: sales with VAT, stock, rent, salaries and bank charges. */
function monthOfTrading(month: DemoMonth): MonthPlan[] {
  // Worked in kobo so that every line has at most two decimals and the entry balances exactly.
  const salesKobo = toKobo(3_100_000 + month.monthOfYear * 240_000);
  const vatKobo = percentOf(salesKobo, '7.5');
  const [sales, vat, cost] = [salesKobo, vatKobo, percentOf(salesKobo, 62)].map(toNaira) as [number, number, number];
  const banked = toNaira(addKobo(salesKobo, vatKobo));
  // Restocking a little more than was sold, in round sums as distributors invoice: the shelves
  // (inventory) never run below nothing, as they could not in a real shop.
  const restock = Math.ceil(cost / 50_000) * 50_000 + 100_000;
  return [
    {
      reference: `Sales summary ${month.label}`,
      note: 'Shop sales for the month, paid by transfer and POS',
      lines: [
        ['1050', banked, 0, 'Takings banked'],
        ['4000', 0, sales, 'Sales'],
        ['2100', 0, vat, 'VAT at 7.5%'],
      ],
    },
    {
      reference: `Cost of sales ${month.label}`,
      note: 'Stock sold during the month',
      lines: [
        ['5000', cost, 0],
        ['1200', 0, cost],
      ],
    },
    {
      reference: `Stock purchase ${month.label}`,
      note: 'Restocking from Dangote and Nestlé distributors',
      lines: [
        ['1200', restock, 0],
        ['1050', 0, restock],
      ],
    },
    {
      reference: `Overheads ${month.label}`,
      // Salaries are the demo's payroll runs (demo-people.ts).
      note: 'Shop rent, diesel and bank charges',
      lines: [
        ['6100', 450_000, 0, 'Shop rent, Victoria Island'],
        ['6120', 95_000, 0, 'Diesel for the generator'],
        ['7000', 6_450, 0, 'Transfer fees and SMS alerts'],
        ['1050', 0, 551_450],
      ],
    },
  ];
}

/** The demo's owner, acting with every permission, as the company's Owner role does. */
export function ownerContext(userId: string, companyId: string, branchId = ''): RequestContext {
  return {
    userId,
    companyId,
    branchId,
    branchScope: null,
    requestId: '',
    clientRequestId: null,
    permissions: { all: true },
    filedPeriods: 'post',
  };
}

/** How many months of books a new demo holds, ending with the month it is opened in. */
const DEMO_MONTHS = 3;
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** One month of the demo's trading: its entries are dated the 28th, or today in the current month. */
export interface DemoMonth {
  year: number;
  monthOfYear: number;
  /** 'Nov 2026': part of each entry's reference, so a month already there is not posted twice. */
  label: string;
  date: string;
}

/** The months from `first` (YYYY-MM) to today's month, each with the day its entries are dated. */
export function demoMonths(first: string, today: string): DemoMonth[] {
  const months: DemoMonth[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  const last = today.slice(0, 7);
  while (`${year}-${String(month).padStart(2, '0')}` <= last) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    const date = key === last ? (today.slice(8) < '28' ? today : `${key}-28`) : `${key}-28`;
    months.push({ year, monthOfYear: month, label: `${monthNames[month - 1]} ${year}`, date });
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}

/** The YYYY-MM `count - 1` months before today's month. */
function monthsBefore(today: string, count: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - (count - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

async function accountIds(db: Database, companyId: string) {
  const rows = await db
    .select({ id: accounts.id, code: accounts.code })
    .from(accounts)
    .where(eq(accounts.companyId, companyId));
  const accountId = new Map(rows.map((row) => [row.code, row.id]));
  return (code: string) => {
    const id = accountId.get(code);
    if (!id) throw new Error(`The demo needs account ${code} in the chart of accounts`);
    return id;
  };
}

/**
 * Posts one month of trading, each entry saved and approved as a person would, in one transaction:
 * a month is there whole or not at all, so its sales summary tells that it is there.
 */
async function postMonth(db: Database, context: RequestContext, month: DemoMonth, idOf: (code: string) => string) {
  const journals = monthOfTrading(month).map((plan) =>
    journalSchema.parse({
      date: month.date,
      reference: plan.reference,
      note: plan.note,
      lines: plan.lines.map(([code, debit, credit, description]) => ({
        account: idOf(code),
        debit,
        credit,
        description,
      })),
    }),
  );
  await postingTransaction(db, context.companyId, async (tx) => {
    for (const journal of journals) {
      const created = await createJournal(tx, context, journal);
      await decideJournal(tx, context, { id: created._id, action: 'approve' });
    }
  });
}

/**
 * A new demo: opening balances on the first day of its first month, then a month of trading for
 * each month up to today's, then the trade sales of those months, so the dashboard, the sales
 * pages and the reports look like a business in use today.
 */
export async function fillDemoCompany(db: Database, context: RequestContext, today = todayInLagos()) {
  const idOf = await accountIds(db, context.companyId);
  const first = monthsBefore(today, DEMO_MONTHS);
  const balances = openingBalancesSchema.parse({
    date: `${first}-01`,
    lines: openingBalances.map(([code, debit, credit]) => ({ account: idOf(code), debit, credit })),
  });
  await postingTransaction(db, context.companyId, (tx) => setOpeningBalances(tx, context, balances));
  const months = demoMonths(first, today);
  for (const month of months) await postMonth(db, context, month, idOf);
  // Staff first: the trade invoices name who made each sale.
  await postingTransaction(db, context.companyId, (tx) => addDemoStaff(tx, context, months));
  await addDemoSales(db, context, { months, today, first: true, bankId: idOf('1050') });
  await postingTransaction(db, context.companyId, (tx) => addDemoVendors(tx, context));
  await postingTransaction(db, context.companyId, (tx) => addDemoExpenses(tx, context, today));
  await postingTransaction(db, context.companyId, (tx) => addDemoBills(tx, context, today));
  await postingTransaction(db, context.companyId, (tx) => addDemoPurchaseOrders(tx, context, today));
  await postingTransaction(db, context.companyId, (tx) => addDemoPayroll(tx, context, { months, today }));
}

/**
 * An existing demo opened again, weeks or months later: the months since its last one are posted,
 * books and trade sales, so it still runs up to today. A month whose sales summary is there is
 * left alone (its sales were added with it).
 */
export async function topUpDemoCompany(db: Database, context: RequestContext, today = todayInLagos()) {
  const posted = await db
    .select({ reference: journals.reference, date: journals.date })
    .from(journals)
    .where(and(eq(journals.companyId, context.companyId), like(journals.reference, 'Sales summary %')))
    .orderBy(desc(journals.date))
    .limit(1);
  const latest = posted[0];
  if (!latest) return;
  const idOf = await accountIds(db, context.companyId);
  await postingTransaction(db, context.companyId, (tx) => addDemoVendors(tx, context));
  try {
    await postingTransaction(db, context.companyId, (tx) => addDemoExpenses(tx, context, today));
  } catch (error) {
    // What a person changed in the demo (an account deleted, say) may stop them; the rest goes on.
    if (!(error instanceof HttpError)) throw error;
  }
  await postingTransaction(db, context.companyId, (tx) => addDemoBills(tx, context, today));
  try {
    await postingTransaction(db, context.companyId, (tx) => addDemoPurchaseOrders(tx, context, today));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
  }
  const missing = demoMonths(latest.date.slice(0, 7), today).filter(
    (month) => month.label !== latest.reference.slice(14),
  );
  for (const month of missing) await postMonth(db, context, month, idOf);
  try {
    const months = demoMonths(latest.date.slice(0, 7), today);
    await postingTransaction(db, context.companyId, (tx) => addDemoPayroll(tx, context, { months, today }));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
  }
  // The sales of the new months follow their books. What a person changed in the demo may stop
  // them (a demo product no longer tracked, say): the books still run up to today without them.
  try {
    await addDemoSales(db, context, { months: missing, today, first: false, bankId: idOf('1050') });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
  }
}
