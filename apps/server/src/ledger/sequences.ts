import type { Executor } from '@owo/db';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { queryRows } from './database.ts';

/**
 * Journal entries are numbered from this sequence when the ledger is settled (migration
 * 0005_ledger_settling names it too); its row is the company's settling lock.
 */
const ENTRY_SEQUENCE = 'journal-entry';

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
 * Takes the next number of a per-company sequence and writes it where it belongs, in one
 * statement, and answers it (`prefix` then the number zero-padded to `digits`). The sequence row
 * stays locked until the transaction ends and every other document of the kind waits on it, so a
 * service calls this as its last statement before commit: the lock is then held for one round trip
 * and the commit, not for the writes that show the number (issue 27). `writes` get the number as
 * an SQL expression to use in their values; they run once each, whether or not anything reads them.
 */
export async function writeWithNextNumber(
  executor: Executor,
  companyId: string,
  sequence: { kind: string; prefix: string; digits: number },
  writes: (number: SQL) => readonly SQLWrapper[],
): Promise<string> {
  const number = sql`(select number from numbered)`;
  const steps = writes(number).map((write, index) => sql`, ${sql.identifier(`write_${index}`)} as (${write.getSQL()})`);
  const [row] = await queryRows<{ number: string }>(
    executor,
    sql`with taken as (
        insert into document_sequences (company_id, kind, last_number) values (${companyId}, ${sequence.kind}, 1)
        on conflict (company_id, kind) do update set last_number = document_sequences.last_number + 1
        returning last_number::text as digits
      ), numbered as (
        select ${sequence.prefix} || lpad(digits, greatest(${sequence.digits}::int, length(digits)), '0') as number
        from taken
      )${sql.join(steps)}
      select number from numbered`,
  );
  if (!row) throw new Error(`sequence ${sequence.kind} returned nothing`);
  return row.number;
}

/**
 * Waits for the postings of the company that are committing and holds off the next ones until
 * the transaction ends (the commit trigger takes this lock shared), so a change of the rules every
 * posting is checked against (the lock date) applies to each posting either wholly or not at all.
 */
export async function holdPostingLock(executor: Executor, companyId: string): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(ledger_posting_lock_class(), hashtext(${companyId}::text))`);
}

/**
 * Holds the company's settling lock (the entry sequence row) without taking a number, so no entry
 * is numbered and added to the totals while the caller moves lines or totals (merging accounts).
 */
export async function holdSettlingLock(executor: Executor, companyId: string): Promise<void> {
  await executor.execute(
    sql`insert into document_sequences (company_id, kind, last_number) values (${companyId}, ${ENTRY_SEQUENCE}, 0)
        on conflict (company_id, kind) do update set last_number = document_sequences.last_number`,
  );
}

/**
 * Queues the transactions that change one source's entry (a document, or a company's opening
 * balances), so two saves of it at once run one after the other instead of both posting. The
 * unique index on live sources (migration 0007_sealed_ledger) refuses a second live entry anyway.
 */
export async function holdSourceLock(
  executor: Executor,
  companyId: string,
  sourceType: string,
  sourceId: string,
): Promise<void> {
  await executor.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`${companyId}:${sourceType}:${sourceId}`}, 0))`,
  );
}
