import { addDays, type Invoice, nextRunAfter, todayInLagos } from '@owo/core';
import { type Database, recurringInvoices, tenantTransaction } from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../../context.ts';
import { HttpError } from '../../errors.ts';
import { queryRows } from '../../ledger/database.ts';
import { postingTransaction } from '../../ledger/post.ts';
import { composeDocumentEmail, deliveryRefusal, recordDelivery } from './invoices.delivery.ts';
import { readDocumentPrint, renderDocumentPdf } from './invoices.pdf.ts';
import { createInvoice } from './sales.service.ts';

/*
 * The worker of recurring invoices (recurring.service.ts keeps the schedules). Each run's invoice
 * is made in its own transaction, dated on the run's day. The run is unique per schedule in
 * sales_documents (schedule_id, schedule_run_date) and the schedule row is locked while a run is
 * made (skipped by a second worker), so a restart, two workers at once or a day of downtime never
 * make a duplicate. Missed runs are made one by one, oldest first, up to today.
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
  };
}

interface MadeRun {
  invoiceId: string;
  email: boolean;
  context: RequestContext;
}

/** Makes one run's invoice; answers null when there was none to make (made by another worker, or not due). */
async function makeRun(
  db: Database,
  companyId: string,
  scheduleId: string,
  today: string,
  approve: boolean,
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
    const invoice = {
      ...(schedule.invoice as Omit<Invoice, 'date' | 'dueDate'>),
      date: runDay,
      dueDate: addDays(runDay, schedule.dueInDays),
      status: approve && schedule.approve ? 'approved' : 'awaiting-approval',
    } as Invoice;
    const { id: invoiceId } = await createInvoice(tx, context, invoice, {
      scheduleId: schedule.id,
      scheduleRunDate: runDay,
    });
    const made = schedule.madeCount + 1;
    const next = nextRunAfter(
      {
        startDate: schedule.startDate,
        frequency: schedule.frequency,
        endDate: schedule.endDate,
        maxCount: schedule.maxCount,
      },
      made,
      runDay,
    );
    await tx
      .update(recurringInvoices)
      .set({
        madeCount: made,
        lastRunDate: runDay,
        nextRunDate: next,
        status: next ? 'active' : 'finished',
        lastError: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(recurringInvoices.companyId, companyId), eq(recurringInvoices.id, scheduleId)));
    return { invoiceId, email: schedule.email, context };
  });
}

/**
 * Emails a made invoice to its customer as the send button does (PDF attached, a line on its
 * history), after the invoice has committed. An invoice left awaiting approval, or a customer
 * with no email, is not sent: the reason is kept on the schedule.
 */
async function emailRun(db: Database, run: MadeRun, appUrl: string): Promise<string | null> {
  const print = await tenantTransaction(db, run.context.companyId, (tx) =>
    readDocumentPrint(tx, run.context, 'invoice', run.invoiceId),
  );
  const refusal = deliveryRefusal('invoice', print.view.status, 'send');
  if (refusal) return refusal;
  const to = print.customer.emails;
  if (to.length === 0) return `${print.view.number} was not emailed: the customer has no email address`;
  const pdf = await renderDocumentPdf(print, appUrl);
  const composed = composeDocumentEmail(print, { to, pdf, appUrl });
  await postingTransaction(db, run.context.companyId, (tx) =>
    recordDelivery(tx, run.context, { kind: 'invoice', id: run.invoiceId, delivery: 'send', composed }),
  );
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

/**
 * Makes every run that is due, in every company, oldest first. A run whose invoice cannot be
 * approved (stock short, a closed period) is made awaiting approval instead, with the reason kept
 * on the schedule; one that cannot be made at all stops its schedule until the next sweep.
 */
export async function runRecurringInvoices(db: Database, options: { today?: string; appUrl: string }): Promise<number> {
  const today = options.today ?? todayInLagos();
  const due = await queryRows<{ company_id: string; id: string }>(
    db,
    sql`select company_id, id from recurring_invoices where status = 'active' and next_run_date <= ${today}::date
        order by next_run_date, id`,
  );
  let made = 0;
  for (const schedule of due) {
    for (;;) {
      let run: MadeRun | null;
      try {
        run = await makeRun(db, schedule.company_id, schedule.id, today, true);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        await noteError(db, schedule, error.message);
        try {
          run = await makeRun(db, schedule.company_id, schedule.id, today, false);
        } catch (again) {
          if (!(again instanceof HttpError)) throw again;
          await noteError(db, schedule, again.message);
          break;
        }
      }
      if (!run) break;
      made += 1;
      if (run.email) {
        const notSent = await emailRun(db, run, options.appUrl);
        if (notSent) await noteError(db, schedule, notSent);
      }
    }
  }
  return made;
}

/** Makes due recurring invoices soon after start and every hour. */
export function startRecurringInvoices(options: {
  db: Database;
  logger: FastifyBaseLogger;
  appUrl: string;
  intervalMs?: number;
}) {
  const { db, logger, appUrl, intervalMs = 60 * 60 * 1000 } = options;
  const run = () =>
    runRecurringInvoices(db, { appUrl }).catch((error: unknown) =>
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
