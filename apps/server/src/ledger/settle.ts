import type { Database } from '@owo/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows } from './database.ts';

/*
 * Settling the ledger (migration 0005_ledger_settling). A posting's commit only checks its entry
 * and stamps it posted; ledger_settle() then gives posted entries their gap-free numbers and adds
 * their lines to the daily and monthly totals, many entries in one transaction. Reports are exact
 * before that too: they add the unsettled entries to the totals themselves.
 *
 * A service that posts runs in postingTransaction() (ledger/post.ts), which calls settleLedger()
 * after the commit, so the entry it answers with carries its number. Calls for one company share
 * passes: while a pass runs, every caller waits for the one pass after it, which settles all their
 * entries at once. A background sweep settles what no
 * caller did (a process stopped between commit and settling, or a batch job that posts directly).
 */

/** Entries per settling transaction: large enough to share one disk flush, small enough to be brief. */
const BATCH_SIZE = 2000;

interface Lane {
  current: Promise<void> | null;
  queued: Promise<void> | null;
}

interface Settling {
  lanes: Map<string, Lane>;
  logger: Pick<FastifyBaseLogger, 'error'>;
  settledSinceAnalyze: number;
}

const settlingByDatabase = new WeakMap<Database, Settling>();

function settlingOf(db: Database): Settling {
  let settling = settlingByDatabase.get(db);
  if (!settling) {
    settling = { lanes: new Map(), logger: console, settledSinceAnalyze: 0 };
    settlingByDatabase.set(db, settling);
  }
  return settling;
}

/**
 * Settles everything the company has posted up to now. Call it after the posting transaction has
 * committed, never inside one. It does not fail: the entries are posted whatever happens here, a
 * failure is logged and the sweep settles them later.
 */
export function settleLedger(db: Database, companyId: string): Promise<void> {
  const settling = settlingOf(db);
  let lane = settling.lanes.get(companyId);
  if (!lane) {
    lane = { current: null, queued: null };
    settling.lanes.set(companyId, lane);
  }
  if (lane.queued) return lane.queued;
  if (!lane.current) return startPass(db, companyId, lane);
  // The running pass may have taken its snapshot before the caller's commit: wait for the next one.
  const waiting = lane;
  lane.queued = lane.current.then(() => {
    waiting.queued = null;
    return startPass(db, companyId, waiting);
  });
  return lane.queued;
}

function startPass(db: Database, companyId: string, lane: Lane): Promise<void> {
  const settling = settlingOf(db);
  const pass = settleAll(db, companyId)
    .then((settled) => {
      settling.settledSinceAnalyze += settled;
    })
    .catch((error: unknown) => settling.logger.error({ err: error, companyId }, 'settling the ledger failed'))
    .finally(() => {
      lane.current = null;
      if (!lane.queued) settling.lanes.delete(companyId);
    });
  lane.current = pass;
  return pass;
}

/** Batches until the company has nothing posted left unsettled; answers how many entries it settled. */
async function settleAll(db: Database, companyId: string): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = await queryRows<{ settled: number }>(
      db,
      sql`select ledger_settle(${companyId}::uuid, ${BATCH_SIZE}) as settled`,
    );
    const settled = Number(row?.settled ?? 0);
    total += settled;
    if (settled < BATCH_SIZE) return total;
  }
}

/** PGlite has no autovacuum: refresh its planner statistics after this many settled entries. */
const ANALYZE_EVERY = 5000;

/**
 * Sweeps every company with posted, unsettled entries every `intervalMs` (0: never). On PGlite it
 * also refreshes the ledger tables' statistics as they grow, which autovacuum does on a server.
 */
export function startLedgerSettler(options: {
  db: Database;
  kind: 'pglite' | 'postgres';
  logger: FastifyBaseLogger;
  intervalMs?: number;
}) {
  const { db, kind, logger, intervalMs = 1000 } = options;
  const settling = settlingOf(db);
  settling.logger = logger;
  let sweeping: Promise<void> | null = null;

  async function sweep(): Promise<void> {
    const companies = await queryRows<{ company_id: string }>(
      db,
      sql`select distinct company_id from journal_entries where number is null`,
    );
    await Promise.all(companies.map((company) => settleLedger(db, company.company_id)));
    if (kind === 'pglite' && settling.settledSinceAnalyze >= ANALYZE_EVERY) {
      settling.settledSinceAnalyze = 0;
      await db.execute(sql`analyze journal_entries, journal_lines, account_daily_totals, account_monthly_totals`);
    }
  }

  const timer =
    intervalMs > 0
      ? setInterval(() => {
          sweeping ??= sweep()
            .catch((error: unknown) => logger.error({ err: error }, 'ledger sweep failed'))
            .finally(() => {
              sweeping = null;
            });
        }, intervalMs)
      : undefined;
  timer?.unref();

  return {
    /** Stops the sweep and waits for passes in flight, so the database can be closed after. */
    async stop() {
      clearInterval(timer);
      await sweeping;
      await Promise.all([...settling.lanes.values()].flatMap((lane) => [lane.current, lane.queued]));
    },
  };
}
