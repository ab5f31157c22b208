import { addDays, calendarRuleOn, todayInLagos } from '@owo/core';
import type { Database } from '@owo/db';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../ledger/database.ts';
import { membersWhoMay, notify } from '../notifications/index.ts';
import { dayInWords, taxCalendar } from './tax-calendar.view.ts';

/*
 * Reminders of the tax calendar (issue 29), raised like payroll's (payroll.deadlines.ts): those who
 * file tax returns are told once of each VAT or WHT return, and of company income tax, from a few
 * days before it falls due (the calendar rule's remindDaysBefore) while it is not settled. An
 * obligation more than a month overdue when the reminders first run is left to the calendar, so a
 * company's first run does not bring a year of notices. Payroll raises its own remittances'.
 */

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
const OVERDUE_DAYS_STILL_TOLD = 31;

/** Companies with postings in the calendar's months: only they can owe a return. */
async function companiesToRemind(db: Database, today: string) {
  const since = `${addDays(today, -31 * (calendarRuleOn(today).monthsBack + 1)).slice(0, 7)}-01`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select company.id from companies company where exists (select 1 from journal_entries entry
        where entry.company_id = company.id and entry.date >= ${since}::date)`,
  );
  return rows.map((row) => row.id);
}

function body(item: { status: string; amountOwed: number | null }) {
  const owed = item.amountOwed === null ? 'Work out the amount and file it' : `${naira.format(item.amountOwed)} to pay`;
  const filed = item.status === 'filed' ? 'Filed: ' : '';
  return `${filed}${owed}${item.status === 'overdue' ? ': it is overdue' : ''}`;
}

export async function raiseTaxReminders(db: Database, today = todayInLagos()): Promise<number> {
  const remindFrom = addDays(today, calendarRuleOn(today).remindDaysBefore);
  const oldest = addDays(today, -OVERDUE_DAYS_STILL_TOLD);
  let raised = 0;
  for (const companyId of await companiesToRemind(db, today)) {
    const { obligations } = await taxCalendar(db, companyId, { today, remittances: false });
    const due = obligations.filter(
      (item) => item.status !== 'paid' && item.dueDate <= remindFrom && item.dueDate >= oldest,
    );
    if (due.length === 0) continue;
    const members = await membersWhoMay(db, companyId, 'tax.file');
    for (const item of due) {
      const title = `${item.title} is due on ${dayInWords(item.dueDate)}`;
      // Once per obligation: its title names it and its due date.
      const [told] = await queryRows<{ id: string }>(
        db,
        sql`select id from notifications where company_id = ${companyId} and kind = 'tax-return-due'
            and title = ${title} limit 1`,
      );
      if (told) continue;
      await notify(db, companyId, members, {
        kind: 'tax-return-due',
        title,
        body: body(item),
        link: item.path,
        subjectId: item.returnId ?? undefined,
      });
      raised += 1;
    }
  }
  return raised;
}
