import { addDays, todayInLagos } from '@owo/core';
import type { Database } from '@owo/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows } from '../../ledger/database.ts';
import { membersWhoMay, notify } from './notifications.raise.ts';

const longDay = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** How old a bank account's last reconciliation may grow before its people are reminded. */
export const RECONCILIATION_DUE_DAYS = 31;

/**
 * Reminds those who reconcile (accounting.manage) of each bank account not reconciled for more
 * than a month: last reconciled to a date that long ago, or never, having been added that long
 * ago. Not again while a reminder about the account is unread, nor within a month of the last,
 * however often this runs. It runs for every company
 * outside tenant transactions, as the ledger settler does; each notice names its own company.
 */
export async function raiseReconciliationReminders(db: Database, today = todayInLagos()): Promise<number> {
  const dueBefore = addDays(today, -RECONCILIATION_DUE_DAYS);
  const remindedSince = addDays(today, -30);
  const due = await queryRows<{ company_id: string; account_id: string; account_name: string; last: string | null }>(
    db,
    sql`select bank.company_id, bank.account_id, account.name as account_name, max(done.statement_date)::text as last
        from bank_accounts bank
        join accounts account on account.company_id = bank.company_id and account.id = bank.account_id
        left join reconciliations done on done.company_id = bank.company_id and done.account_id = bank.account_id
          and done.status = 'completed'
        group by bank.company_id, bank.account_id, account.name, bank.created_at
        having coalesce(max(done.statement_date), (bank.created_at at time zone 'Africa/Lagos')::date) < ${dueBefore}::date
          and not exists (select 1 from notifications notice where notice.company_id = bank.company_id
            and notice.kind = 'reconciliation-due' and notice.subject_id = bank.account_id
            and (notice.read_at is null or notice.created_at >= ${remindedSince}::date))`,
  );
  for (const account of due) {
    await notify(db, account.company_id, await membersWhoMay(db, account.company_id, 'bank.edit'), {
      kind: 'reconciliation-due',
      title: `${account.account_name} has not been reconciled for over a month`,
      body: account.last
        ? `Last reconciled to ${longDay.format(new Date(`${account.last}T00:00:00Z`))}`
        : 'It has never been reconciled',
      link: `/accounting/reconcile/${account.account_id}`,
      subjectId: account.account_id,
    });
  }
  return due.length;
}

/**
 * Runs the reminders (overdue reconciliations, payroll remittances...) at start and every six hours;
 * each module hands in its own, where the app is put together (app.ts).
 */
export function startReminders(options: {
  db: Database;
  logger: FastifyBaseLogger;
  intervalMs?: number;
  reminders: ReadonlyArray<{ name: string; raise: (db: Database) => Promise<number> }>;
}) {
  const { db, logger, intervalMs = 6 * 60 * 60 * 1000, reminders } = options;
  const run = async () => {
    for (const reminder of reminders) {
      await reminder.raise(db).catch((error: unknown) => logger.error({ err: error }, `${reminder.name} failed`));
    }
  };
  if (intervalMs === 0) return { stop: () => undefined };
  // Not at the very start: a fresh server has its start-up seeding to do first.
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
