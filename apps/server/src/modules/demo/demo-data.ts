import { addKobo, journalSchema, openingBalancesSchema, percentOf, toKobo, toNaira } from '@owo/core';
import { accounts, type Database } from '@owo/db';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { postingTransaction } from '../../ledger/post.ts';
import { setOpeningBalances } from '../accounts/opening-balances.service.ts';
import { createJournal, decideJournal } from '../journals/journals.service.ts';

/*
 * Sample books for a demo company: a retailer in Lagos three months into its year. Posted through
 * the same services people use, so the demo shows exactly what Owo does with real entries.
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
function monthOfTrading(month: number): MonthPlan[] {
  // Worked in kobo so that every line has at most two decimals and the entry balances exactly.
  const salesKobo = toKobo(3_100_000 + month * 240_000);
  const vatKobo = percentOf(salesKobo, '7.5');
  const [sales, vat, cost] = [salesKobo, vatKobo, percentOf(salesKobo, 62)].map(toNaira) as [number, number, number];
  const banked = toNaira(addKobo(salesKobo, vatKobo));
  return [
    {
      reference: `Sales summary M${month}`,
      note: 'Shop sales for the month, paid by transfer and POS',
      lines: [
        ['1050', banked, 0, 'Takings banked'],
        ['4000', 0, sales, 'Sales'],
        ['2100', 0, vat, 'VAT at 7.5%'],
      ],
    },
    {
      reference: `Cost of sales M${month}`,
      note: 'Stock sold during the month',
      lines: [
        ['5000', cost, 0],
        ['1200', 0, cost],
      ],
    },
    {
      reference: `Stock purchase M${month}`,
      note: 'Restocking from Dangote and Nestlé distributors',
      lines: [
        ['1200', 2_150_000, 0],
        ['1050', 0, 2_150_000],
      ],
    },
    {
      reference: `Overheads M${month}`,
      note: 'Shop rent, salaries, diesel and bank charges',
      lines: [
        ['6100', 450_000, 0, 'Shop rent, Victoria Island'],
        ['6000', 620_000, 0, 'Salaries for four staff'],
        ['6120', 95_000, 0, 'Diesel for the generator'],
        ['7000', 6_450, 0, 'Transfer fees and SMS alerts'],
        ['1050', 0, 1_171_450],
      ],
    },
  ];
}

/** The demo's owner, acting with every permission, as the company's Owner role does. */
export function ownerContext(userId: string, companyId: string, branchId = ''): RequestContext {
  return { userId, companyId, branchId, requestId: '', clientRequestId: null, permissions: { all: true } };
}

/** Each step in a posting transaction of its own, as a person would save and approve it. */
export async function fillDemoCompany(db: Database, context: RequestContext, year = new Date().getFullYear()) {
  const rows = await db
    .select({ id: accounts.id, code: accounts.code })
    .from(accounts)
    .where(eq(accounts.companyId, context.companyId));
  const accountId = new Map(rows.map((row) => [row.code, row.id]));
  const idOf = (code: string) => {
    const id = accountId.get(code);
    if (!id) throw new Error(`The demo needs account ${code} in the chart of accounts`);
    return id;
  };

  const balances = openingBalancesSchema.parse({
    date: `${year}-01-01`,
    lines: openingBalances.map(([code, debit, credit]) => ({ account: idOf(code), debit, credit })),
  });
  await postingTransaction(db, context.companyId, (tx) => setOpeningBalances(tx, context, balances));
  for (const month of [1, 2, 3]) {
    const date = `${year}-${String(month).padStart(2, '0')}-28`;
    for (const plan of monthOfTrading(month)) {
      const journal = journalSchema.parse({
        date,
        reference: plan.reference,
        note: plan.note,
        lines: plan.lines.map(([code, debit, credit, description]) => ({
          account: idOf(code),
          debit,
          credit,
          description,
        })),
      });
      await postingTransaction(db, context.companyId, async (tx) => {
        const created = await createJournal(tx, context, journal);
        await decideJournal(tx, context, { id: created._id, action: 'approve' });
      });
    }
  }
}
