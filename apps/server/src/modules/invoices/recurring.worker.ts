import { addDays, type Invoice, nextRunAfter, RECURRING_CATCH_UP_RUNS, todayInLagos } from '@owo/core';
import { type Database, recurringInvoices, tenantTransaction } from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../../context.ts';
import { HttpError } from '../../errors.ts';
import { queryRows } from '../../ledger/database.ts';
import { postingTransaction } from '../../ledger/post.ts';
import { composeDocumentEmail, type DeliveryLimits, deliveryRefusal, recordDelivery } from './invoices.delivery.ts';
import { readDocumentPrint, renderDocumentPdf } from './invoices.pdf.ts';
import { createInvoice } from './invoices.service.ts';

/*
 * The worker of recurring invoices (recurring.service.ts keeps the schedules). Each run's invoice
 * is made in its own transaction, dated on the run's day. The run is unique per schedule in
 * documents (schedule_id, schedule_run_date) and the schedule row is locked while a run is
 * made (skipped by a second worker), so a restart, two workers at once or a day of downtime never
 * make a duplicate. Missed runs are made one by one, oldest first, up to today; a long backlog
 * is made as drafts and no late run is emailed (below).
 */

/*
 * A backlog (issue 26): of the runs due in one sweep, only the newest RECURRING_CATCH_UP_RUNS
 * (three, @owo/core, with its reasons) are made as the schedule says; the older ones are drafts.
 * Only a run dated today is emailed: a customer gets an invoice on its day or not at all, never a
 * pile of old ones, and the owner reads on the schedule which were made late, to send them from
 * the invoice if still wanted. Drafts are runs like any other: they count towards the schedule's
 * number of invoices and keep their (schedule_id, schedule_run_date), so none is made twice.
 */

type Schedule = typeof recurringInvoices.$inferSelect;

/** The schedule's author acting for the company: they set it up with the permissions it needs. */
function scheduleContext(schedule: Schedule): RequestContext {
  return {
    userId: schedule.createdBy,
    companyId: schedule.companyId,
    branchId: schedule.branchId,
    branchScope: null,
    requestId: `recurring-${schedule.id}`,
    clientRequestId: null,
    permissions: { all: true },
    filedPeriods: 'post',
  };
}

interface MadeRun {
  invoiceId: string;
  runDay: string;
  /** Made as a draft: an old run of a backlog longer than RECURRING_CATCH_UP_RUNS. */
  draft: boolean;
  email: boolean;
  context: RequestContext;
}

const recurrenceOf = (schedule: Schedule) => ({
  startDate: schedule.startDate,
  frequency: schedule.frequency,
  endDate: schedule.endDate,
  maxCount: schedule.maxCount,
});

/** How many runs are due by today from the schedule's next one, counting no further than `enough`. */
function runsDue(schedule: Schedule, today: string, enough: number): number {
  let count = 0;
  let day = schedule.nextRunDate;
  while (day && day <= today && count < enough) {
    count += 1;
    day = nextRunAfter(recurrenceOf(schedule), schedule.madeCount + count, day);
  }
  return count;
}

/**
 * Makes one run's invoice; answers null when there was none to make (made by another worker, or
 * not due). `note` is kept on the schedule as its last problem (why the invoice awaits approval).
 */
async function makeRun(
  db: Database,
  companyId: string,
  scheduleId: string,
  today: string,
  { approve, note }: { approve: boolean; note: string | null },
): Promise<MadeRun | null> {
  return postingTransaction(db, companyId, async (tx) => {
    const [schedule] = await tx
      .select()
      .from(recurringInvoices)
      .where(and(eq(recurringInvoices.companyId, companyId), eq(recurringInvoices.id, scheduleId)))
      .for('update', { skipLocked: true });
    // Locked by another worker, paused, finished or not yet due: nothing to do here.
    if (schedule?.status !== 'active' || !schedule.nextRunDate || schedule.nextRunDate > today) return null;
    const runDay = schedule.nextRunDate;
    const context = scheduleContext(schedule);
    const draft = runsDue(schedule, today, RECURRING_CATCH_UP_RUNS + 1) > RECURRING_CATCH_UP_RUNS;
    const invoice = {
      ...(schedule.invoice as Omit<Invoice, 'date' | 'dueDate'>),
      date: runDay,
      dueDate: addDays(runDay, schedule.dueInDays),
      status: draft ? 'draft' : approve && schedule.approve ? 'approved' : 'awaiting-approval',
    } as Invoice;
    const { id: invoiceId } = await createInvoice(tx, context, invoice, {
      scheduleId: schedule.id,
      scheduleRunDate: runDay,
    });
    const made = schedule.madeCount + 1;
    const next = nextRunAfter(recurrenceOf(schedule), made, runDay);
    await tx
      .update(recurringInvoices)
      .set({
        madeCount: made,
        lastRunDate: runDay,
        nextRunDate: next,
        status: next ? 'active' : 'finished',
        lastError: note,
        updatedAt: sql`now()`,
      })
      .where(and(eq(recurringInvoices.companyId, companyId), eq(recurringInvoices.id, scheduleId)));
    return { invoiceId, runDay, draft, email: schedule.email, context };
  });
}

/**
 * Emails a made invoice to its customer as the send button does (PDF attached, a line on its
 * history), after the invoice has committed. An invoice left awaiting approval, or a customer
 * with no email, is not sent: the reason is kept on the schedule.
 */
async function emailRun(db: Database, run: MadeRun, options: EmailOptions): Promise<string | null> {
  const { appUrl, limits } = options;
  const print = await tenantTransaction(db, run.context.companyId, (tx) =>
    readDocumentPrint(tx, run.context, 'invoice', run.invoiceId),
  );
  const refusal = deliveryRefusal('invoice', print.view.status, 'send');
  if (refusal) return refusal;
  const to = print.customer.emails;
  if (to.length === 0) return `${print.view.number} was not emailed: the customer has no email address`;
  const pdf = await renderDocumentPdf(print, appUrl);
  const composed = composeDocumentEmail(print, { to, pdf, appUrl });
  try {
    await postingTransaction(db, run.context.companyId, (tx) =>
      recordDelivery(tx, run.context, { kind: 'invoice', id: run.invoiceId, delivery: 'send', composed, limits }),
    );
  } catch (error) {
    // The company's daily email limit: kept on the schedule in words, the sweep goes on.
    if (error instanceof HttpError) return `${print.view.number} was not emailed: ${error.message}`;
    throw error;
  }
  return null;
}

async function noteError(db: Database, schedule: { company_id: string; id: string }, message: string) {
  await postingTransaction(db, schedule.company_id, (tx) =>
    tx
      .update(recurringInvoices)
      .set({ lastError: message, updatedAt: sql`now()` })
      .where(and(eq(recurringInvoices.companyId, schedule.company_id), eq(recurringInvoices.id, schedule.id))),
  );
}

const longDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayInWords = (day: string) => longDay.format(new Date(`${day}T00:00:00Z`));
const between = (days: string[]) => {
  const first = days[0] ?? '';
  const last = days.at(-1) ?? first;
  return first === last ? `(${dayInWords(first)})` : `(${dayInWords(first)} to ${dayInWords(last)})`;
};

/** What a sweep did with a schedule's backlog, in words for its owner; null when there was none. */
function backlogNote(drafts: string[], notEmailed: string[]): string | null {
  const parts: string[] = [];
  if (drafts.length === 1) parts.push(`1 missed invoice ${between(drafts)} was saved as a draft for you to review.`);
  if (drafts.length > 1) {
    parts.push(`${drafts.length} missed invoices ${between(drafts)} were saved as drafts for you to review.`);
  }
  if (notEmailed.length === 1) {
    parts.push(
      `1 invoice made after its date ${between(notEmailed)} was not emailed: send it from the invoice if still wanted.`,
    );
  }
  if (notEmailed.length > 1) {
    parts.push(
      `${notEmailed.length} invoices made after their date ${between(notEmailed)} were not emailed: ` +
        'send them from the invoice if still wanted.',
    );
  }
  return parts.length > 0 ? parts.join(' ') : null;
}

/** Puts the backlog note before the problem the sweep kept on the schedule, if any. */
async function noteBacklog(db: Database, schedule: { company_id: string; id: string }, note: string) {
  await postingTransaction(db, schedule.company_id, (tx) =>
    tx
      .update(recurringInvoices)
      .set({
        lastError: sql`${note}::text || coalesce(' ' || ${recurringInvoices.lastError}, '')`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(recurringInvoices.companyId, schedule.company_id), eq(recurringInvoices.id, schedule.id))),
  );
}

/**
 * Makes every run that is due, in every company, oldest first. A run whose invoice cannot be
 * approved (stock short, a closed period) is made awaiting approval instead, with the reason kept
 * on the schedule; one that cannot be made at all stops its schedule until the next sweep. Of a
 * backlog, all but the newest RECURRING_CATCH_UP_RUNS are drafts; only a run dated today is emailed.
 */
interface EmailOptions {
  appUrl: string;
  /** The company's daily document emails (config DOCUMENT_EMAILS_PER_DAY); the default when unset. */
  limits?: DeliveryLimits | undefined;
}

export async function runRecurringInvoices(db: Database, options: EmailOptions & { today?: string }): Promise<number> {
  const today = options.today ?? todayInLagos();
  const due = await queryRows<{ company_id: string; id: string }>(
    db,
    sql`select company_id, id from recurring_invoices where status = 'active' and next_run_date <= ${today}::date
        order by next_run_date, id`,
  );
  let made = 0;
  for (const schedule of due) {
    const drafts: string[] = [];
    const notEmailed: string[] = [];
    for (;;) {
      let run: MadeRun | null;
      try {
        run = await makeRun(db, schedule.company_id, schedule.id, today, { approve: true, note: null });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        try {
          run = await makeRun(db, schedule.company_id, schedule.id, today, { approve: false, note: error.message });
        } catch (again) {
          if (!(again instanceof HttpError)) throw again;
          await noteError(db, schedule, again.message);
          break;
        }
      }
      if (!run) break;
      made += 1;
      if (run.draft) drafts.push(run.runDay);
      else if (run.email && run.runDay < today) notEmailed.push(run.runDay);
      else if (run.email) {
        const notSent = await emailRun(db, run, options);
        if (notSent) await noteError(db, schedule, notSent);
      }
    }
    const note = backlogNote(drafts, notEmailed);
    if (note) await noteBacklog(db, schedule, note);
  }
  return made;
}

/** Makes due recurring invoices soon after start and every hour. */
export function startRecurringInvoices(
  options: EmailOptions & { db: Database; logger: FastifyBaseLogger; intervalMs?: number },
) {
  const { db, logger, appUrl, limits, intervalMs = 60 * 60 * 1000 } = options;
  const run = () =>
    runRecurringInvoices(db, { appUrl, limits }).catch((error: unknown) =>
      logger.error({ err: error }, 'recurring invoices failed'),
    );
  if (intervalMs === 0) return { stop: () => undefined };
  const first = setTimeout(run, 10_000);
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
