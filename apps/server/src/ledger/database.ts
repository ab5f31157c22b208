import type { Executor } from '@owo/db';
import type { SQL } from 'drizzle-orm';

/** Rows of a raw query; PGlite and node-postgres both answer `{ rows }`. */
export async function queryRows<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = await executor.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** The error codes our ledger triggers raise (migration 0002_ledger_guards). */
export const ledgerErrorCodes = {
  unbalanced: 'OW001',
  lockedPeriod: 'OW002',
  immutable: 'OW003',
} as const;

/** The PostgreSQL error inside whatever the driver or Drizzle wrapped it in. */
export function databaseErrorOf(error: unknown): { code: string; message: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, message: String(message) };
    current = cause;
  }
  return undefined;
}

/**
 * A ledger guard that fired at commit (after the service's own checks passed, e.g. a lock date set
 * while a posting was in flight), as the answer the error handler sends.
 */
export function ledgerRefusalOf(error: unknown): { statusCode: number; message: string } | undefined {
  const cause = databaseErrorOf(error);
  if (cause?.code === ledgerErrorCodes.lockedPeriod || cause?.code === ledgerErrorCodes.unbalanced) {
    return { statusCode: 400, message: cause.message };
  }
  if (cause?.code === ledgerErrorCodes.immutable) return { statusCode: 409, message: cause.message };
  return undefined;
}
