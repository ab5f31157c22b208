import { runDate } from '@owo/core';
import { contacts, type Executor, recurringInvoices } from '@owo/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { branchOnly } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { NotFound } from '../../errors.ts';
import type { ListQuery } from '../../http/query.ts';

/** How recurring invoices read: the schedule, its customer, what it has made and its next day. */

type Scoped = Pick<RequestContext, 'companyId' | 'branchScope'>;

export const recurringInvoiceSchemaView = z.object({
  _id: z.string(),
  name: z.string(),
  customer: z.object({ _id: z.string(), name: z.string() }),
  frequency: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  maxCount: z.number().nullable(),
  madeCount: z.number(),
  /** The run day of the last invoice made; an edit carries on after it. */
  lastRunDate: z.string().nullable(),
  nextRunDate: z.string().nullable(),
  dueInDays: z.number(),
  approve: z.boolean(),
  email: z.boolean(),
  status: z.string(),
  lastError: z.string().nullable(),
  invoice: z.record(z.string(), z.unknown()),
});
export type RecurringInvoiceView = z.infer<typeof recurringInvoiceSchemaView>;

function selectSchedules(executor: Executor) {
  return executor
    .select({ schedule: recurringInvoices, customerName: contacts.displayName })
    .from(recurringInvoices)
    .innerJoin(
      contacts,
      and(eq(contacts.companyId, recurringInvoices.companyId), eq(contacts.id, recurringInvoices.customerId)),
    );
}

/** The run day of the last invoice made; a schedule from before it was kept never changed its days. */
export function lastRunDay(schedule: typeof recurringInvoices.$inferSelect): string | null {
  if (schedule.lastRunDate || schedule.madeCount === 0) return schedule.lastRunDate;
  return runDate(schedule.startDate, schedule.frequency, schedule.madeCount - 1);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectSchedules>['where']>>[number];

function viewOf({ schedule, customerName }: Row): RecurringInvoiceView {
  return {
    _id: schedule.id,
    name: schedule.name,
    customer: { _id: schedule.customerId, name: customerName },
    frequency: schedule.frequency,
    startDate: schedule.startDate,
    endDate: schedule.endDate,
    maxCount: schedule.maxCount,
    madeCount: schedule.madeCount,
    lastRunDate: lastRunDay(schedule),
    nextRunDate: schedule.nextRunDate,
    dueInDays: schedule.dueInDays,
    approve: schedule.approve,
    email: schedule.email,
    status: schedule.status,
    lastError: schedule.lastError,
    invoice: schedule.invoice,
  };
}

export async function getRecurringInvoice(executor: Executor, context: Scoped, id: string) {
  const [row] = await selectSchedules(executor).where(
    and(
      eq(recurringInvoices.companyId, context.companyId),
      eq(recurringInvoices.id, id),
      branchOnly(context, recurringInvoices.branchId),
    ),
  );
  if (!row) throw new NotFound('Recurring invoice');
  return viewOf(row);
}

export async function listRecurringInvoices(executor: Executor, context: Scoped, query: ListQuery) {
  const filter = and(
    eq(recurringInvoices.companyId, context.companyId),
    branchOnly(context, recurringInvoices.branchId),
    query.where.customer ? eq(recurringInvoices.customerId, query.where.customer) : undefined,
  );
  const rows = await selectSchedules(executor)
    .where(filter)
    .orderBy(asc(recurringInvoices.name), asc(recurringInvoices.id))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await executor
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(recurringInvoices)
    .where(filter);
  return { rows: rows.map(viewOf), total: counted?.total ?? 0 };
}
