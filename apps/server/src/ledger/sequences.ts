import type { Executor } from '@owo/db';
import { sql } from 'drizzle-orm';
import { queryRows } from './database.ts';

/**
 * Journal entries are numbered from this sequence by the database as each entry's transaction
 * commits (migration 0002_ledger_guards names it too); its row is the company's posting lock.
 */
export const ENTRY_SEQUENCE = 'journal-entry';

/**
 * The next number of a per-company sequence (DESIGN.md section 3). The upsert locks the row until
 * the transaction ends: numbers are unique, and a rolled-back transaction leaves no gap.
 */
export async function nextNumber(executor: Executor, companyId: string, kind: string): Promise<number> {
  const [row] = await queryRows<{ last_number: number }>(
    executor,
    sql`insert into document_sequences (company_id, kind, last_number) values (${companyId}, ${kind}, 1)
        on conflict (company_id, kind) do update set last_number = document_sequences.last_number + 1
        returning last_number`,
  );
  if (!row) throw new Error(`sequence ${kind} returned nothing`);
  return Number(row.last_number);
}

/**
 * Waits for and holds the company's posting lock (the entry sequence row) without taking a number,
 * so a change to the ledger as a whole (lock date, merge) never interleaves with an entry being
 * numbered and counted.
 */
export async function holdPostingLock(executor: Executor, companyId: string): Promise<void> {
  await executor.execute(
    sql`insert into document_sequences (company_id, kind, last_number) values (${companyId}, ${ENTRY_SEQUENCE}, 0)
        on conflict (company_id, kind) do update set last_number = document_sequences.last_number`,
  );
}
