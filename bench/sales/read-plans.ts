import { todayInLagos } from '@owo/core';
import { type Database, schema, tenantTransaction } from '@owo/db';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { parseListQuery } from '../../apps/server/src/http/query.ts';
import { listSalesDocuments } from '../../apps/server/src/modules/invoices/sales-list.view.ts';
import { customerAging } from '../../apps/server/src/modules/receivables/receivables.aging.ts';
import { stat } from '../ledger/measure.ts';
import type { SalesData } from './company.ts';
import { type ListCase, timed } from './measure.ts';

/*
 * Where a read's time goes (measure.ts times them through HTTP): each SQL statement the service
 * runs, captured in this process with the server's own service function in a tenant transaction
 * (row-level security on, as the API runs), then EXPLAIN ANALYZE'd.
 */

export interface StatementPlan {
  sql: string;
  executionMs: number;
  planningMs: number;
  plan: string;
}

export interface ReadPlan {
  /** The service in this process, in a read-only tenant transaction, wall time (median of 5). */
  serviceMs: number;
  statements: StatementPlan[];
}

interface Captured {
  sql: string;
  params: unknown[];
}

/** A drizzle handle on its own pool whose statements are captured as they are sent. */
export function capturingDatabase(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('connect', (client) => {
    client.setTypeParser?.(20, (value: string) => Number(value));
  });
  let captured: Captured[] | null = null;
  const db = drizzle(pool, {
    schema,
    logger: {
      logQuery(query: string, params: unknown[]) {
        captured?.push({ sql: query, params });
      },
    },
  }) as unknown as Database;

  async function explain(companyId: string, statement: Captured): Promise<StatementPlan> {
    const client = await pool.connect();
    try {
      await client.query('begin read only');
      await client.query(`select set_config('owo.company_id', $1, true), set_config('role', 'owo_tenant', true)`, [
        companyId,
      ]);
      const result = await client.query(`explain (analyze, buffers) ${statement.sql}`, statement.params);
      await client.query('rollback');
      const plan = result.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
      const number = (label: string) => Number(new RegExp(`${label}: ([\\d.]+) ms`).exec(plan)?.[1] ?? 0);
      return { sql: statement.sql, executionMs: number('Execution Time'), planningMs: number('Planning Time'), plan };
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  return {
    db,
    /** Runs `work` as the API would (tenant transaction), then EXPLAIN ANALYZEs each statement it sent. */
    async planOf(
      companyId: string,
      work: (tx: Parameters<Parameters<typeof tenantTransaction>[2]>[0]) => Promise<unknown>,
    ) {
      const samples: number[] = [];
      for (let run = 0; run < 5; run += 1) {
        samples.push((await timed(() => tenantTransaction(db, companyId, work, { readOnly: true }))).ms);
      }
      captured = [];
      await tenantTransaction(db, companyId, work, { readOnly: true });
      // The reads themselves: not begin/commit, nor the tenant's set_config.
      const statements = captured.filter(
        (one) => /^(select|with)\b/i.test(one.sql.trim()) && !/^select set_config/i.test(one.sql.trim()),
      );
      captured = null;
      const plans: StatementPlan[] = [];
      for (const statement of statements) plans.push(await explain(companyId, statement));
      return { serviceMs: stat(samples).medianMs, statements: plans } satisfies ReadPlan;
    },
    close: () => pool.end(),
  };
}

/** The aging report and the list cases, in this process, each statement EXPLAIN ANALYZE'd. */
export async function planReads(url: string, data: SalesData, lists: ListCase[]) {
  const capture = capturingDatabase(url);
  const context = { companyId: data.big.id, branchScope: null };
  const today = todayInLagos();
  try {
    const plans: Record<string, ReadPlan> = {};
    plans.aging = await capture.planOf(data.big.id, (tx) =>
      customerAging(tx, context, { asOf: today, offset: 0, limit: 50 }),
    );
    for (const list of lists) {
      const pages = Math.max(1, Math.ceil(list.rows / 10));
      const page = list.pages === 'last' ? pages : Math.ceil(pages / 2);
      const query = parseListQuery({
        limit: '10',
        page: String(page),
        ...Object.fromEntries(Object.entries(list.where).map(([key, value]) => [`where[${key}]`, value])),
      });
      plans[`list: ${list.name} (page ${page})`] = await capture.planOf(data.big.id, (tx) =>
        listSalesDocuments(tx, context, 'invoice', query, today),
      );
    }
    return plans;
  } finally {
    await capture.close();
  }
}
