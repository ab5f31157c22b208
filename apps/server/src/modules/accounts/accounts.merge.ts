import type { AccountUpdate } from '@owo/core';
import { accounts, bankAccounts, type Database, journalDocumentLines } from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import type { RequestContext } from '../../http/access.ts';
import { queryRows } from '../../ledger/database.ts';
import { holdSettlingLock } from '../../ledger/sequences.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { getAccount, plannedChange } from './accounts.service.ts';
import { findAccount } from './accounts.view.ts';

/**
 * Moves every posting of one account into another of the same type, then removes the first, in
 * one audited transaction. This re-points the lines' account (the one change the database lets a
 * posted line take) rather than reversing and reposting every entry: reposting would rewrite
 * entry numbers, could not touch locked periods, and would double a large ledger. Amounts, dates
 * and entries stay exactly as posted, so every total by type is unchanged.
 */
export async function mergeAccounts(
  db: Database,
  context: RequestContext,
  input: { from: string; into: string },
  today: string,
) {
  const { companyId } = context;
  return db.transaction(async (tx) => {
    // First the source account, which waits out postings that use it and keeps new ones off it;
    // then the settling lock, so no entry is added to the totals while lines and totals move.
    await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.companyId, companyId), eq(accounts.id, input.from)))
      .for('update');
    await holdSettlingLock(tx, companyId);
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
    const [bank] = await tx
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.accountId, from.account.id)));
    if (bank) throw new Conflict(`${from.account.name} is linked to a bank account and cannot be merged`);
    // Its statement lines and reconciliations belong to it; moving its postings would leave them behind.
    const [reconciled] = await queryRows<{ found: number }>(
      tx,
      sql`select 1 as found where exists (select 1 from bank_statement_lines where company_id = ${companyId}
            and account_id = ${from.account.id}) or exists (select 1 from reconciliations
            where company_id = ${companyId} and account_id = ${from.account.id})`,
    );
    if (reconciled) {
      throw new Conflict(`${from.account.name} has bank statements or reconciliations and cannot be merged`);
    }

    const before = {
      from: await getAccount(tx, context, from.account.id, today),
      into: await getAccount(tx, context, into.account.id, today),
    };
    const moved = await queryRows<{ count: number }>(
      tx,
      sql`with moved as (
            update journal_lines set account_id = ${into.account.id}
            where company_id = ${companyId} and account_id = ${from.account.id} returning 1)
          select count(*)::integer as count from moved`,
    );
    // Each day's (and month's) totals of the source are added to the target's, then removed.
    for (const [table, period] of [
      ['account_daily_totals', 'date'],
      ['account_monthly_totals', 'month'],
    ] as const) {
      const [totals, when] = [sql.identifier(table), sql.identifier(period)];
      await tx.execute(sql`
        insert into ${totals} (company_id, account_id, ${when}, debit, credit, line_count)
        select company_id, ${into.account.id}::uuid, ${when}, debit, credit, line_count
        from ${totals} where company_id = ${companyId} and account_id = ${from.account.id}
        on conflict (company_id, account_id, ${when}) do update set
          debit = ${totals}.debit + excluded.debit,
          credit = ${totals}.credit + excluded.credit,
          line_count = ${totals}.line_count + excluded.line_count`);
      await tx.execute(sql`delete from ${totals} where company_id = ${companyId} and account_id = ${from.account.id}`);
    }
    await tx
      .update(journalDocumentLines)
      .set({ accountId: into.account.id })
      .where(and(eq(journalDocumentLines.companyId, companyId), eq(journalDocumentLines.accountId, from.account.id)));
    await tx.delete(accounts).where(and(eq(accounts.companyId, companyId), eq(accounts.id, from.account.id)));
    const after = await getAccount(tx, context, into.account.id, today);
    await recordAudit(tx, context, {
      action: 'merge',
      entityType: 'account',
      entityId: from.account.id,
      before,
      after: { into: after, movedLines: moved[0]?.count ?? 0 },
    });
    return after;
  });
}

/** One change (sub category and/or description) to many accounts, all or none, each audited. */
export async function bulkEditAccounts(
  db: Database,
  context: RequestContext,
  input: { accounts: string[]; sub_category_account?: string | undefined; description?: string | undefined },
  today: string,
) {
  const ids = [...new Set(input.accounts)];
  const change: AccountUpdate = {
    ...(input.sub_category_account === undefined ? {} : { sub_category_account: input.sub_category_account }),
    ...(input.description === undefined ? {} : { description: input.description }),
  };
  return db.transaction(async (tx) => {
    const updated = [];
    for (const id of ids) {
      const before = await getAccount(tx, context, id, today).catch((error: unknown) => {
        throw error instanceof NotFound
          ? new Invalid('accounts is not valid.', { accounts: 'accounts is not valid.' })
          : error;
      });
      const values = await plannedChange(tx, context, id, change);
      await tx
        .update(accounts)
        .set(values)
        .where(and(eq(accounts.companyId, context.companyId), eq(accounts.id, id)));
      const after = await getAccount(tx, context, id, today);
      await recordAudit(tx, context, { action: 'update', entityType: 'account', entityId: id, before, after });
      updated.push(after);
    }
    return updated;
  });
}
