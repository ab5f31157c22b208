import { companies, type Transaction } from '@owo/db';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { readLockDate } from '../../ledger/lock-date.ts';
import { holdPostingLock } from '../../ledger/sequences.ts';
import { recordAudit } from '../audit/index.ts';

/**
 * Sets or clears the period lock date, audited. It first waits for the company's posting lock, so a
 * posting in flight either commits before the new date applies or is checked against it.
 */
export async function setLockDate(tx: Transaction, context: RequestContext, lockDate: string | null) {
  await holdPostingLock(tx, context.companyId);
  const before = { lockDate: await readLockDate(tx, context.companyId) };
  await tx.update(companies).set({ lockDate, updatedAt: new Date() }).where(eq(companies.id, context.companyId));
  const after = { lockDate };
  await recordAudit(tx, context, {
    action: 'update',
    entityType: 'lock-date',
    entityId: context.companyId,
    before,
    after,
  });
  return after;
}
