import type { Executor, Transaction } from '@owo/db';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** Rows of a raw query; PGlite and node-postgres both answer `{ rows }`. */
export async function queryRows<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = await executor.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/**
 * Independent writes (inserts, updates, deletes, not yet run) as one statement, one round trip
 * instead of one each (issue 27): each becomes a data-modifying WITH query, which PostgreSQL runs
 * exactly once. They all see the database as it was before the statement and not each other's
 * changes, so none may depend on what another writes, nor two change the same row. Nulls are skipped.
 */
export async function writeTogether(executor: Executor, writes: ReadonlyArray<SQLWrapper | null>): Promise<void> {
  const present = writes.filter((write): write is SQLWrapper => write !== null);
  const [only] = present;
  if (only === undefined) return;
  if (present.length === 1) {
    await executor.execute(only.getSQL());
    return;
  }
  const steps = present.map((write, index) => sql`${sql.identifier(`write_${index}`)} as (${write.getSQL()})`);
  await executor.execute(sql`with ${sql.join(steps, sql`, `)} select 1`);
}

/** The error codes our ledger triggers raise (migration 0002_ledger_guards). */
export const ledgerErrorCodes = {
  unbalanced: 'OW001',
  lockedPeriod: 'OW002',
  immutable: 'OW003',
} as const;

export interface DatabaseError {
  code: string;
  message: string;
  detail?: string | undefined;
  constraint?: string | undefined;
}

/** The PostgreSQL error inside whatever the driver or Drizzle wrapped it in. */
export function databaseErrorOf(error: unknown): DatabaseError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const { code, message, cause, detail, constraint } = current as Record<string, unknown>;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return {
        code,
        message: String(message),
        detail: typeof detail === 'string' ? detail : undefined,
        constraint: typeof constraint === 'string' ? constraint : undefined,
      };
    }
    current = cause;
  }
  return undefined;
}

/**
 * Runs `work` in a savepoint of the caller's transaction: if it throws, only its own changes are
 * undone and the transaction stays usable (a statement that fails otherwise aborts it). Use cases
 * still compose into one transaction: the outer commit or rollback decides for everything.
 */
export function inSavepoint<Answer>(tx: Transaction, work: (savepoint: Transaction) => Promise<Answer>) {
  return tx.transaction(work);
}
