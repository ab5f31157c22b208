import { accounts, type Executor, type SystemAccountKey } from '@owo/db';
import { and, eq } from 'drizzle-orm';

/**
 * The account the system posts to for a purpose (receivables, VAT output, PAYE payable...), found
 * by its stable key (DESIGN.md section 4), never by name or code, which people may change. Every
 * company gets every key when it is set up (and at start, for older companies), so a missing one
 * is a broken company, reported as such, never guessed at.
 */
export async function systemAccount(executor: Executor, companyId: string, key: SystemAccountKey) {
  const [account] = await executor
    .select()
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.systemKey, key)));
  if (!account) throw new Error(`Company ${companyId} has no system account '${key}'; restart Owo to add it`);
  return account;
}
