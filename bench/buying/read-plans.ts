import { todayInLagos } from '@owo/core';
import type { Transaction } from '@owo/db';
import { parseListQuery } from '../../apps/server/src/http/query.ts';
import { listBills, openBillsOf } from '../../apps/server/src/modules/bills/bills-list.view.ts';
import { listExpenses } from '../../apps/server/src/modules/expenses/expenses.view.ts';
import { listVendorPayments } from '../../apps/server/src/modules/payments/payments-made.view.ts';
import { customerAging } from '../../apps/server/src/modules/receivables/receivables.aging.ts';
import { payablesSide } from '../../apps/server/src/modules/receivables/receivables.read.ts';
import { customerBalances } from '../../apps/server/src/modules/receivables/receivables.view.ts';
import { capturingDatabase, type ReadPlan } from '../sales/read-plans.ts';
import type { ListCase } from './measure.ts';

/*
 * Where a buying read's time goes (measure.ts times them through HTTP): the server's own service
 * function run in this process in a tenant transaction (row-level security on, as the API runs),
 * each statement it sent then EXPLAIN ANALYZE'd (bench/sales/read-plans.ts).
 */

type Work = (tx: Transaction) => Promise<unknown>;

/** The service call behind a list's path, for the page asked. */
function listWork(companyId: string, list: ListCase, page: number): Work {
  const context = { companyId, branchScope: null };
  const url = new URL(list.path, 'http://bench');
  const raw: Record<string, string> = { limit: '10', page: String(page) };
  for (const [key, value] of url.searchParams) raw[key] = value;
  const today = todayInLagos();
  const vendorMatch = /^\/expenses\/bill\/vendors\/([^/?]+)/.exec(url.pathname);
  if (vendorMatch) {
    const query = parseListQuery(raw, 100);
    return (tx) => openBillsOf(tx, context, vendorMatch[1] as string, query);
  }
  const query = parseListQuery(raw);
  if (url.pathname === '/expenses') return (tx) => listExpenses(tx, context, query, today);
  if (url.pathname === '/expenses/bill') return (tx) => listBills(tx, context, query, today);
  if (url.pathname === '/payments') return (tx) => listVendorPayments(tx, context, query);
  throw new Error(`no service for ${list.path}`);
}

/** The vendor aging and balances and each list case, every statement EXPLAIN ANALYZE'd. */
export async function planReads(url: string, companyId: string, lists: ListCase[]) {
  const capture = capturingDatabase(url);
  const context = { companyId, branchScope: null };
  const asOf = todayInLagos();
  const report = { asOf, offset: 0, limit: 50, side: payablesSide };
  try {
    const plans: Record<string, ReadPlan> = {};
    plans['vendor aging'] = await capture.planOf(companyId, (tx) => customerAging(tx, context, report));
    plans['vendor balances'] = await capture.planOf(companyId, (tx) => customerBalances(tx, context, report));
    for (const list of lists) {
      const pages = Math.max(1, Math.ceil(list.rows / 10));
      const page = list.pages === 'last' ? pages : Math.ceil(pages / 2);
      plans[`list: ${list.name} (page ${page})`] = await capture.planOf(companyId, listWork(companyId, list, page));
    }
    return plans;
  } finally {
    await capture.close();
  }
}
