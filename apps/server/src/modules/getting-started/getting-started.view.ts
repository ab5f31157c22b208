import { bankAccounts, bankStatementImports, type Executor, journalEntries, journals, reconciliations } from '@owo/db';
import { and, eq, ne, sql } from 'drizzle-orm';

/**
 * What a new company has done of its first steps, read from its books, so the dashboard's
 * checklist ticks itself: no step is ever ticked by hand or remembered separately. Each fact is
 * one indexed existence check. A module that adds a step adds its fact here.
 */
export async function gettingStarted(executor: Executor, companyId: string) {
  const exists = (query: ReturnType<typeof sql>) => sql<boolean>`exists (${query})`;
  const [facts] = await executor
    .select({
      openingBalances: exists(
        sql`select 1 from ${journalEntries} where ${and(eq(journalEntries.companyId, companyId), eq(journalEntries.sourceType, 'opening-balance'))}`,
      ),
      bankAccount: exists(sql`select 1 from ${bankAccounts} where ${eq(bankAccounts.companyId, companyId)}`),
      statementImported: exists(
        sql`select 1 from ${bankStatementImports} where ${eq(bankStatementImports.companyId, companyId)}`,
      ),
      journalWritten: exists(
        sql`select 1 from ${journals} where ${and(eq(journals.companyId, companyId), ne(journals.status, 'deleted'))}`,
      ),
      reconciled: exists(
        sql`select 1 from ${reconciliations} where ${and(eq(reconciliations.companyId, companyId), eq(reconciliations.status, 'completed'))}`,
      ),
    })
    .from(sql`(select 1) as one`);
  return {
    openingBalances: Boolean(facts?.openingBalances),
    bankAccount: Boolean(facts?.bankAccount),
    statementImported: Boolean(facts?.statementImported),
    journalWritten: Boolean(facts?.journalWritten),
    reconciled: Boolean(facts?.reconciled),
  };
}

export type GettingStarted = Awaited<ReturnType<typeof gettingStarted>>;
