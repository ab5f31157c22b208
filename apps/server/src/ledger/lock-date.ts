import { companies, type Executor } from '@owo/db';
import { eq } from 'drizzle-orm';
import { Invalid } from '../errors.ts';

/** The same words the database's lock-date trigger uses (migration 0002_ledger_guards). */
export const lockedPeriodMessage = (lockDate: string) =>
  `The books are locked up to ${lockDate}: date must be after it`;

export async function readLockDate(executor: Executor, companyId: string): Promise<string | null> {
  const [company] = await executor
    .select({ lockDate: companies.lockDate })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.lockDate ?? null;
}

/**
 * Refuses a date on or before the lock date, naming the field. The database checks every entry
 * at commit anyway; services call this first so the refusal comes early and names the date, and
 * so that a draft that could never be posted is refused when it is saved.
 */
export async function assertOpenPeriod(executor: Executor, companyId: string, date: string): Promise<void> {
  const lockDate = await readLockDate(executor, companyId);
  if (lockDate !== null && date <= lockDate) {
    const message = lockedPeriodMessage(lockDate);
    throw new Invalid(message, { date: message });
  }
}
