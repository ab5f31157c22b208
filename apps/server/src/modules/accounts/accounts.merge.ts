import type { AccountUpdate } from '@owo/core';
import { accounts, type Executor, type Transaction } from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { queryRows } from '../../ledger/database.ts';
import { holdAccountsForMerge, mergeRefusal, moveAccountPostings } from '../../ledger/merge.ts';
import { recordAudit } from '../audit/index.ts';
import { getAccount, plannedChange } from './accounts.service.ts';
import { findAccount } from './accounts.view.ts';

/**
 * What a module above accounts keeps about a chart account that a merge would leave behind (the
 * bank part's details and statements): the refusal in plain words, or undefined. app.ts hands the
 * guards in, so accounts does not import the modules built on it (docs/decisions.md, "Module layers").
 */
export type MergeGuard = (
  executor: Executor,
  companyId: string,
  account: { id: string; name: string },
) => Promise<string | undefined>;

/**
 * Moves every posting of one account into another of the same type, then removes the first, in
 * the caller's transaction, audited with both accounts' balances before and after. This re-points
 * the lines' account (ledger/merge.ts) rather than reversing and reposting every entry: reposting
 * would rewrite entry numbers and double a large ledger. Amounts, dates and entries stay exactly as
 * posted, so every total by type is unchanged. Refused when either account has postings in the
 * locked period or in a finished bank reconciliation: those balances are final.
 */
export async function mergeAccounts(
  tx: Transaction,
  context: RequestContext,
  input: { from: string; into: string },
  guards: readonly MergeGuard[],
) {
  const { companyId } = context;
  await holdAccountsForMerge(tx, companyId, [input.from, input.into]);
  const from = await findAccount(tx, companyId, input.from);
  const into = await findAccount(tx, companyId, input.into);
  if (from.account.systemKey !== null) {
    throw new Conflict(`${from.account.name} is a system account and cannot be merged into another`);
  }
  if (from.parent.accountType !== into.parent.accountType) {
    throw new Conflict(
      `Accounts can only be merged into an account of the same type (${from.parent.accountType}, not ${into.parent.accountType})`,
    );
  }
  if (from.account.currencyCode !== into.account.currencyCode) {
    throw new Conflict('Accounts in different currencies cannot be merged');
  }
  if (!into.account.isActive) throw new Conflict(`${into.account.name} is inactive; merge into an active account`);
  for (const guard of guards) {
    const refusal = await guard(tx, companyId, from.account);
    if (refusal) throw new Conflict(refusal);
  }
  const refusal = await mergeRefusal(tx, companyId, [from.account.id, into.account.id]);
  if (refusal) throw new Conflict(refusal);

  const before = {
    from: await getAccount(tx, context, { id: from.account.id }),
    into: await getAccount(tx, context, { id: into.account.id }),
  };
  const movedLines = await moveAccountPostings(tx, companyId, from.account.id, into.account.id);
  const movedReferences = await moveAccountReferences(tx, companyId, from.account.id, into.account.id);
  await tx.delete(accounts).where(and(eq(accounts.companyId, companyId), eq(accounts.id, from.account.id)));
  const after = await getAccount(tx, context, { id: into.account.id });
  await recordAudit(tx, context, {
    action: 'merge',
    entityType: 'account',
    entityId: from.account.id,
    before: { from: before.from, into: before.into },
    after: { from: { ...before.from, balance: 0, removed: true }, into: after, movedLines, movedReferences },
  });
  return after;
}

/** The ledger's own tables, whose lines and totals ledger_merge_accounts moves. */
const ledgerTables = new Set([
  'journal_lines',
  'account_daily_totals',
  'account_monthly_totals',
  'account_contact_totals',
]);

/**
 * Points everything else that names the merged account at the one it went into: a receipt's deposit
 * account, a payroll run's bank, a product's revenue account, a tax's account, a journal's draft
 * lines. The columns are the foreign keys to accounts found in the catalog, so a table added later
 * is moved without anyone remembering it. Answers how many rows moved, by table and column.
 */
async function moveAccountReferences(tx: Transaction, companyId: string, from: string, into: string) {
  const columns = await queryRows<{ table: string; column: string }>(
    tx,
    sql`select source.relname as table, account_column.attname as column
        from pg_constraint reference
        join pg_class source on source.oid = reference.conrelid
        join pg_attribute company_column on company_column.attrelid = reference.conrelid
          and company_column.attnum = reference.conkey[1]
        join pg_attribute account_column on account_column.attrelid = reference.conrelid
          and account_column.attnum = reference.conkey[2]
        where reference.contype = 'f' and reference.confrelid = 'accounts'::regclass
          and cardinality(reference.conkey) = 2 and company_column.attname = 'company_id'
        order by 1, 2`,
  );
  const moved: Record<string, number> = {};
  for (const { table, column } of columns.filter((found) => !ledgerTables.has(found.table))) {
    const rows = await queryRows<{ moved: number }>(
      tx,
      sql`with changed as (
            update ${sql.identifier(table)} set ${sql.identifier(column)} = ${into}::uuid
            where company_id = ${companyId}::uuid and ${sql.identifier(column)} = ${from}::uuid returning 1)
          select count(*)::integer as moved from changed`,
    );
    const count = Number(rows[0]?.moved ?? 0);
    if (count > 0) moved[`${table}.${column}`] = count;
  }
  return moved;
}

/** One change (sub category and/or description) to many accounts, all or none, each audited. */
export async function bulkEditAccounts(
  tx: Transaction,
  context: RequestContext,
  input: { accounts: string[]; sub_category_account?: string | undefined; description?: string | undefined },
) {
  const ids = [...new Set(input.accounts)];
  const change: AccountUpdate = {
    ...(input.sub_category_account === undefined ? {} : { sub_category_account: input.sub_category_account }),
    ...(input.description === undefined ? {} : { description: input.description }),
  };
  const updated = [];
  for (const id of ids) {
    const before = await getAccount(tx, context, { id }).catch((error: unknown) => {
      throw error instanceof NotFound
        ? new Invalid('Accounts is not valid.', { accounts: 'Accounts is not valid.' })
        : error;
    });
    const values = await plannedChange(tx, context, { id, change });
    await tx
      .update(accounts)
      .set(values)
      .where(and(eq(accounts.companyId, context.companyId), eq(accounts.id, id)));
    const after = await getAccount(tx, context, { id });
    await recordAudit(tx, context, { action: 'update', entityType: 'account', entityId: id, before, after });
    updated.push(after);
  }
  return updated;
}
