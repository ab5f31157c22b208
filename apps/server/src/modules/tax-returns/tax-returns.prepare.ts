import {
  computeVatReturn,
  computeWhtReturn,
  type PreparedTaxReturn,
  periodDays,
  returnDueDate,
  type SourceAmount,
  shiftPeriod,
  supplyClasses,
  type TaxReturnPrepareQuery,
  taxRateText,
  toNaira,
  type VatReturnFiguresView,
  vatFigureNames,
} from '@owo/core';
import { companies, type Executor, taxReturns } from '@owo/db';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { readAdjustments } from './tax-returns.adjustments.ts';
import { readTurnover, readVatFacts, readWhtFacts } from './tax-returns.facts.ts';

/*
 * Preparing a return (GET /tax/returns/prepare): computed from the ledger each time it is asked
 * for, so it is right to the kobo at that moment; filing stores this answer (tax-returns.service.ts).
 */

export const payrollNote =
  'PAYE and pension remittances are prepared from payroll: they are filed and paid from each payroll run.';

const naira = (rows: SourceAmount[]) => rows.map((row) => ({ ...row, amount: toNaira(row.amount) }));

/** The prepared return, in naira for the wire, with the kobo figures filing keeps. */
export interface Prepared {
  view: PreparedTaxReturn;
  amountDue: number;
  creditCarriedForward: number;
}

/** The credit carried forward by the latest VAT return filed for an earlier month. */
async function creditBroughtForward(executor: Executor, companyId: string, period: string) {
  const [previous] = await executor
    .select({ credit: taxReturns.creditCarriedForward })
    .from(taxReturns)
    .where(and(eq(taxReturns.companyId, companyId), eq(taxReturns.type, 'vat'), lt(taxReturns.period, period)))
    .orderBy(desc(taxReturns.period))
    .limit(1);
  return previous?.credit ?? 0;
}

async function reliefThreshold(executor: Executor, companyId: string) {
  const [company] = await executor
    .select({ threshold: companies.vatReliefThreshold })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.threshold ?? 0;
}

async function prepareVat(executor: Executor, companyId: string, period: string) {
  const days = periodDays(period);
  const [facts, credit, threshold, turnover, adjustments] = await Promise.all([
    readVatFacts(executor, companyId, days),
    creditBroughtForward(executor, companyId, period),
    reliefThreshold(executor, companyId),
    readTurnover(executor, companyId, { from: periodDays(shiftPeriod(period, -11)).from, to: days.to }),
    readAdjustments(executor, companyId, 'vat', period),
  ]);
  const computed = computeVatReturn(facts, credit, adjustments);
  const figures = Object.fromEntries(
    Object.entries(computed.figures).map(([name, value]) => [name, toNaira(value)]),
  ) as VatReturnFiguresView;
  return {
    vat: {
      figures,
      documents: Object.fromEntries(vatFigureNames.map((name) => [name, naira(computed.documents[name])])) as Record<
        (typeof vatFigureNames)[number],
        ReturnType<typeof naira>
      >,
      relief: { threshold: toNaira(threshold), turnover: toNaira(turnover), relieved: turnover <= threshold },
      classes: [...supplyClasses],
      adjustments: adjustments.map((row) => ({
        period: row.period,
        outputVat: toNaira(row.outputVat),
        inputVat: toNaira(row.inputVat),
      })),
    },
    amountDue: Math.max(0, computed.figures.netVat),
    creditCarriedForward: computed.figures.creditCarriedForward,
  };
}

async function prepareWht(executor: Executor, companyId: string, period: string) {
  const [facts, adjustments] = await Promise.all([
    readWhtFacts(executor, companyId, periodDays(period)),
    readAdjustments(executor, companyId, 'wht', period),
  ]);
  const computed = computeWhtReturn(facts);
  const adjusted = adjustments.reduce((sum, row) => sum + row.total, 0);
  return {
    wht: {
      lines: computed.lines.map((line) => ({
        vendor: line.vendor,
        vendorId: line.vendorId,
        tin: line.tin,
        tinMissing: line.tinMissing,
        supply: line.supply,
        rate: taxRateText(line.rateBasisPoints),
        amount: toNaira(line.amount),
        documents: naira(line.documents),
      })),
      total: toNaira(computed.total),
      credits: computed.credits.map((credit) => ({
        customer: credit.customer,
        customerId: credit.customerId,
        tin: credit.tin,
        amount: toNaira(credit.amount),
        documents: naira(credit.documents),
      })),
      creditsTotal: toNaira(computed.creditsTotal),
      adjustments: adjustments.map((row) => ({ period: row.period, total: toNaira(row.total) })),
    },
    amountDue: Math.max(0, computed.total + adjusted),
  };
}

async function filedReturnId(executor: Executor, companyId: string, query: TaxReturnPrepareQuery) {
  const [filed] = await executor
    .select({ id: taxReturns.id })
    .from(taxReturns)
    .where(
      and(eq(taxReturns.companyId, companyId), eq(taxReturns.type, query.type), eq(taxReturns.period, query.period)),
    );
  return filed?.id ?? null;
}

export async function prepareReturn(
  executor: Executor,
  context: RequestContext,
  query: TaxReturnPrepareQuery,
): Promise<Prepared> {
  const { companyId } = context;
  const days = periodDays(query.period);
  const common = {
    type: query.type,
    period: query.period,
    from: days.from,
    to: days.to,
    dueDate: returnDueDate(query.type, query.period),
    payrollNote,
    filedReturnId: await filedReturnId(executor, companyId, query),
  };
  if (query.type === 'vat') {
    const { vat, amountDue, creditCarriedForward } = await prepareVat(executor, companyId, query.period);
    return {
      view: { ...common, amountDue: toNaira(amountDue), vat, wht: null },
      amountDue,
      creditCarriedForward,
    };
  }
  const { wht, amountDue } = await prepareWht(executor, companyId, query.period);
  return { view: { ...common, amountDue: toNaira(amountDue), vat: null, wht }, amountDue, creditCarriedForward: 0 };
}
