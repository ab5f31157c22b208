import { monthLabel, shortDay } from '@owo/core';
import { companies, type EntrySourceType, type Executor, taxReturns } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import type { FiledPeriodPolicy } from '../context.ts';
import { Conflict } from '../errors.ts';

/*
 * A filed tax return freezes its month (issue 29): what was filed is what NRS was told. The books
 * of the month can still change, since a bill comes in late or a sale is voided, and the next
 * return carries the difference as an adjustment (modules/tax-returns, adjustments). But the
 * member should know before they change a filed month, so post() and reverse() ask first: a
 * posting dated in a month with a filed return is refused with FILED_PERIOD (409) until the member
 * confirms, which the web app's API client does for every form at once (api/client.ts).
 *
 * Checked here, in the ledger, so no module has to remember it. Only the kinds of entry that can
 * change a VAT or WHT return ask; the map is over every source, so a new source must say.
 */

export const FILED_PERIOD = 'FILED_PERIOD';

const changesTaxReturns: Record<EntrySourceType, boolean> = {
  journal: true,
  'opening-balance': false,
  reconciliation: true,
  invoice: true,
  'sales-receipt': true,
  'customer-payment': true,
  prepayment: true,
  'credit-application': false,
  'credit-note': true,
  bill: true,
  expense: true,
  'vendor-payment': true,
  'stock-receipt': false,
  'stock-adjustment': false,
  'stock-transfer': false,
  payroll: false,
  // The returns' own entries settle the tax; they do not change what was filed.
  'tax-payment': false,
  'tax-return': false,
  'fx-revaluation': false,
};

const returnNames = { vat: 'VAT', wht: 'WHT' } as const;

/** Refuses (409, FILED_PERIOD) an entry of `sourceType` dated `date` in a filed month, unless the member confirmed. */
export async function assertPeriodNotFiled(
  executor: Executor,
  companyId: string,
  entry: { date: string; sourceType: EntrySourceType },
  policy: FiledPeriodPolicy,
): Promise<void> {
  if (policy === 'post' || !changesTaxReturns[entry.sourceType]) return;
  const filed = await executor
    .select({ type: taxReturns.type, lockDate: companies.lockDate })
    .from(taxReturns)
    .innerJoin(companies, eq(companies.id, taxReturns.companyId))
    .where(and(eq(taxReturns.companyId, companyId), eq(taxReturns.period, entry.date.slice(0, 7))));
  // A locked day is refused by the write itself, with the lock's own message: no question first.
  const lockDate = filed[0]?.lockDate ?? null;
  if (filed.length === 0 || (lockDate !== null && entry.date <= lockDate)) return;
  throw new Conflict(filedPeriodMessage(entry.date, filed.map((row) => returnNames[row.type]).sort()), FILED_PERIOD);
}

function filedPeriodMessage(date: string, names: string[]): string {
  const returns = names.length === 1 ? `${names[0]} return` : `${names.join(' and ')} returns`;
  const verb = names.length === 1 ? 'has' : 'have';
  return (
    `Your ${returns} for ${monthLabel(date)} ${verb} been filed. Change the books on ${shortDay(date)} anyway? ` +
    'The difference will show as an adjustment on your next return.'
  );
}
