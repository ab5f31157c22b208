import {
  computeVatReturn,
  computeWhtReturn,
  type Kobo,
  type PreparedTaxReturn,
  periodDays,
  shiftPeriod,
  type TaxReturnType,
  toKobo,
} from '@owo/core';
import { type Executor, taxReturns } from '@owo/db';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { readVatFacts, readWhtFacts } from './tax-returns.facts.ts';

/*
 * Adjustments (issue 29): a filed return is frozen, but the books of its month can still change (a
 * bill dated in it entered late, a void after filing). The next return carries the difference: for
 * each return filed for an earlier month (up to two years back), what its month comes to now, less
 * what was filed, less what later filed returns already carried for it.
 */

export interface Adjustment {
  period: string;
  outputVat: Kobo;
  inputVat: Kobo;
  /** WHT payable. */
  total: Kobo;
}

const kobo = (value: number | undefined) => toKobo(value ?? 0);

function filedFigures(prepared: PreparedTaxReturn) {
  return {
    outputVat: kobo(prepared.vat?.figures.outputVat),
    inputVat: kobo(prepared.vat?.figures.inputVat),
    total: kobo(prepared.wht?.total),
  };
}

function carriedBy(prepared: PreparedTaxReturn, period: string) {
  const vat = (prepared.vat?.adjustments ?? []).filter((row) => row.period === period);
  const wht = (prepared.wht?.adjustments ?? []).filter((row) => row.period === period);
  return {
    outputVat: vat.reduce((sum, row) => sum + kobo(row.outputVat), 0),
    inputVat: vat.reduce((sum, row) => sum + kobo(row.inputVat), 0),
    total: wht.reduce((sum, row) => sum + kobo(row.total), 0),
  };
}

async function figuresNow(executor: Executor, companyId: string, type: TaxReturnType, period: string) {
  const days = periodDays(period);
  if (type === 'vat') {
    const { figures } = computeVatReturn(await readVatFacts(executor, companyId, days), 0);
    return { outputVat: figures.outputVat, inputVat: figures.inputVat, total: 0 };
  }
  const { total } = computeWhtReturn(await readWhtFacts(executor, companyId, days));
  return { outputVat: 0, inputVat: 0, total };
}

export async function readAdjustments(
  executor: Executor,
  companyId: string,
  type: TaxReturnType,
  period: string,
): Promise<Adjustment[]> {
  const filed = await executor
    .select({ period: taxReturns.period, prepared: taxReturns.prepared })
    .from(taxReturns)
    .where(
      and(
        eq(taxReturns.companyId, companyId),
        eq(taxReturns.type, type),
        lt(taxReturns.period, period),
        gte(taxReturns.period, shiftPeriod(period, -24)),
      ),
    )
    .orderBy(asc(taxReturns.period));
  const adjustments: Adjustment[] = [];
  for (const [index, earlier] of filed.entries()) {
    const now = await figuresNow(executor, companyId, type, earlier.period);
    const reported = filedFigures(earlier.prepared as PreparedTaxReturn);
    const later = filed.slice(index + 1).map((row) => carriedBy(row.prepared as PreparedTaxReturn, earlier.period));
    const less = (key: 'outputVat' | 'inputVat' | 'total') =>
      now[key] - reported[key] - later.reduce((sum, row) => sum + row[key], 0);
    const adjustment = {
      period: earlier.period,
      outputVat: less('outputVat'),
      inputVat: less('inputVat'),
      total: less('total'),
    };
    if (adjustment.outputVat !== 0 || adjustment.inputVat !== 0 || adjustment.total !== 0) adjustments.push(adjustment);
  }
  return adjustments;
}
