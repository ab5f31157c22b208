import { type Database, type Transaction, tenantTransaction } from '@owo/db';
import { dashboard } from '../../apps/server/src/modules/dashboard/dashboard.view.ts';
import { cashFlow } from '../../apps/server/src/modules/reports/cash-flow.service.ts';
import { balanceSheet, profitAndLoss } from '../../apps/server/src/modules/reports/statements.service.ts';
import type { Generated } from './generate.ts';
import { type Stat, stat } from './measure.ts';

/*
 * The financial statements and the dashboard on the big company (issue 11), each through the
 * service its route calls, in a read-only tenant transaction as the route runs it: profit and
 * loss for a year in 12 monthly columns, balance sheet with a year-earlier column, cash flow for a
 * year, and the dashboard's call for a month. Years are the plan's (2024-2026), picked at random.
 */

export interface StatementTimings {
  profitAndLossMonthly: Stat;
  balanceSheetCompared: Stat;
  cashFlowYear: Stat;
  dashboardMonth: Stat;
}

const years = ['2024', '2025', '2026'];

export async function measureStatements(db: Database, generated: Generated, runs: number): Promise<StatementTimings> {
  const companyId = generated.big.id;
  const context = { companyId, branchScope: null, permissions: { all: true } as const };
  const inTenant = <T>(work: (tx: Transaction) => Promise<T>) =>
    tenantTransaction(db, companyId, (tx) => work(tx as Transaction), { readOnly: true });
  let turn = 0;
  const nextYear = () => years[turn++ % years.length] ?? '2025';
  const calls = {
    profitAndLossMonthly: () => {
      const year = nextYear();
      return inTenant((tx) =>
        profitAndLoss(tx, context, {
          from: `${year}-01-01`,
          to: `${year}-12-31`,
          comparison: 'monthly',
          showZero: false,
        }),
      );
    },
    balanceSheetCompared: () =>
      inTenant((tx) =>
        balanceSheet(tx, context, { asOf: `${nextYear()}-06-30`, comparison: 'last-year', showZero: false }),
      ),
    cashFlowYear: () => {
      const year = nextYear();
      return inTenant((tx) =>
        cashFlow(tx, context, { from: `${year}-01-01`, to: `${year}-12-31`, comparison: 'none', showZero: false }),
      );
    },
    dashboardMonth: () => {
      const year = nextYear();
      return inTenant((tx) => dashboard(tx, context, { from: `${year}-06-01`, to: `${year}-06-30` }));
    },
  };
  const timings = {} as StatementTimings;
  for (const [name, call] of Object.entries(calls) as Array<[keyof StatementTimings, () => Promise<unknown>]>) {
    for (let warm = 0; warm < 3; warm += 1) await call();
    const samples: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      await call();
      samples.push(performance.now() - started);
    }
    timings[name] = stat(samples);
  }
  return timings;
}
