import {
  computeVatReturn,
  computeWhtReturn,
  type Kobo,
  type PreparedTaxReturn,
  periodDays,
  returnDueDate,
  type SourceAmount,
  shiftPeriod,
  supplyClasses,
  type TaxReturnPrepareQuery,
  type TaxReturnType,
  taxRateText,
  toNaira,
  type VatReturnFiguresView,
  vatFigureNames,
} from '@owo/core';
import { companies, type Executor, taxReturns } from '@owo/db';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { type Adjustment, readAdjustments } from './tax-returns.adjustments.ts';
import { readTurnover, readVatFacts, readWhtFacts } from './tax-returns.facts.ts';

/*
 * Preparing a return (GET /tax/returns/prepare): computed from the ledger each time it is asked
 * for, so it is right to the kobo at that moment; filing stores this answer (tax-returns.service.ts).
 */

export const payrollNote =
  'PAYE and pension remittances are prepared from payroll: they are filed and paid from each payroll run.';

const naira = (rows: SourceAmount[]) => rows.map((row) => ({ ...row, amount: toNaira(row.amount) }));

/** Net VAT is payable when positive; below zero it is a credit carried forward. */
const vatToPay = (netVat: Kobo) => Math.max(0, netVat);
/** The month's WHT deducted, and what earlier filed months changed by since. */
const whtToPay = (total: Kobo, adjustments: Adjustment[]) =>
  Math.max(0, total + adjustments.reduce((sum, row) => sum + row.total, 0));

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
    amountDue: vatToPay(computed.figures.netVat),
    creditCarriedForward: computed.figures.creditCarriedForward,
  };
}

async function prepareWht(executor: Executor, companyId: string, period: string) {
  const [facts, adjustments] = await Promise.all([
    readWhtFacts(executor, companyId, periodDays(period)),
    readAdjustments(executor, companyId, 'wht', period),
  ]);
  const computed = computeWhtReturn(facts);
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
    amountDue: whtToPay(computed.total, adjustments),
  };
}

/**
 * What a month's return would ask to be paid if prepared now, in kobo: the same figures as
 * prepareReturn without the drill-down and the relief's turnover, for the tax calendar.
 */
export async function amountToPay(executor: Executor, companyId: string, type: TaxReturnType, period: string) {
  const days = periodDays(period);
  if (type === 'vat') {
    const [facts, credit, adjustments] = await Promise.all([
      readVatFacts(executor, companyId, days),
      creditBroughtForward(executor, companyId, period),
      readAdjustments(executor, companyId, 'vat', period),
    ]);
    return vatToPay(computeVatReturn(facts, credit, adjustments).figures.netVat);
  }
  const [facts, adjustments] = await Promise.all([
    readWhtFacts(executor, companyId, days),
    readAdjustments(executor, companyId, 'wht', period),
  ]);
  return whtToPay(computeWhtReturn(facts).total, adjustments);
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
  context: Pick<RequestContext, 'companyId'>,
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
