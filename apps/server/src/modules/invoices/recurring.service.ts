import {
  nextRunAfter,
  type RecurringInvoice,
  type RecurringInvoiceChanges,
  recurringMessages,
  recurringStartRefusal,
  todayInLagos,
} from '@owo/core';
import { documents, newId, recurringInvoices } from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import { assertInScope } from '../../branch-scope.ts';
import { type RequestContext, requirePermission } from '../../context.ts';
import { Invalid, NotFound } from '../../errors.ts';
import type { PostingTransaction } from '../../ledger/post.ts';
import { recordAudit } from '../audit/index.ts';
import { lastRunDay } from './recurring.view.ts';
import { checkParties } from './sales.checks.ts';
import { documentFigures } from './sales.figures.ts';
import { salesServiceMessages } from './sales.store.ts';

/*
 * Recurring invoices (issue 14; not in the spec): a schedule keeps the invoice to make and when.
 * recurring.worker.ts makes the invoices.
 */

/**
 * The first invoice date must be near today (the rule and its reasons: recurringStartRefusal in
 * @owo/core), so that saving a schedule never makes a backlog of invoices.
 */
function checkStartDate(startDate: string) {
  const refusal = recurringStartRefusal(startDate, todayInLagos());
  if (refusal) throw new Invalid(refusal, { startDate: refusal });
}

export async function createRecurringInvoice(tx: PostingTransaction, context: RequestContext, input: RecurringInvoice) {
  checkStartDate(input.startDate);
  if (input.approve) requirePermission(context, 'sales.approve', salesServiceMessages.approvePermission);
  const { branchId } = await checkParties(tx, context, input);
  // The invoice is checked now (products, taxes, discount), not on the first run.
  await documentFigures(tx, context.companyId, { date: input.startDate, ...input });
  const id = newId();
  const { name, frequency, startDate, endDate, maxCount, dueInDays, approve, email, ...invoice } = input;
  await tx.insert(recurringInvoices).values({
    companyId: context.companyId,
    id,
    name,
    customerId: input.customer,
    branchId,
    invoice: { ...invoice, branch: branchId },
    frequency,
    startDate,
    endDate: endDate ?? null,
    maxCount: maxCount ?? null,
    nextRunDate: nextRunAfter({ startDate, frequency, endDate, maxCount }, 0, null),
    dueInDays,
    approve,
    email,
    createdBy: context.userId,
  });
  await recordAudit(tx, context, { action: 'create', entityType: 'recurring-invoice', entityId: id, after: input });
  return { id };
}

/** The fields of the schedule that are not the invoice it makes. */
const scheduleKeys = [
  'name',
  'frequency',
  'startDate',
  'endDate',
  'maxCount',
  'dueInDays',
  'approve',
  'email',
  'status',
] as const;

async function lockSchedule(tx: PostingTransaction, context: RequestContext, id: string) {
  const [schedule] = await tx
    .select()
    .from(recurringInvoices)
    .where(and(eq(recurringInvoices.companyId, context.companyId), eq(recurringInvoices.id, id)))
    .for('update');
  if (!schedule) throw new NotFound('Recurring invoice');
  assertInScope(context, schedule.branchId, 'Recurring invoice');
  return schedule;
}

const same = (first: unknown, second: unknown) => JSON.stringify(first ?? null) === JSON.stringify(second ?? null);

/**
 * Changes a schedule: only the fields sent, checked as creation checks them (the customer and
 * branch, the invoice's products, taxes and discount, sales.approve when it approves), the end
 * date against the start date kept. Its next day is worked out again after the run day of the
 * last invoice it made, so an edit never makes a day twice, and the count made stays. A paused
 * schedule stays paused; a finished one given more days or invoices is active again.
 */
export async function updateRecurringInvoice(
  tx: PostingTransaction,
  context: RequestContext,
  id: string,
  changes: RecurringInvoiceChanges,
) {
  const schedule = await lockSchedule(tx, context, id);
  const stored = schedule.invoice as Omit<RecurringInvoice, (typeof scheduleKeys)[number]>;
  const { status, ...rest } = changes;
  const invoiceChanges = Object.fromEntries(
    Object.entries(rest).filter(([key]) => !(scheduleKeys as readonly string[]).includes(key)),
  ) as Partial<typeof stored>;
  const invoice = { ...stored, ...invoiceChanges };
  const next = {
    name: changes.name ?? schedule.name,
    frequency: changes.frequency ?? schedule.frequency,
    startDate: changes.startDate ?? schedule.startDate,
    endDate: changes.endDate === undefined ? schedule.endDate : changes.endDate,
    maxCount: changes.maxCount === undefined ? schedule.maxCount : changes.maxCount,
    dueInDays: changes.dueInDays ?? schedule.dueInDays,
    approve: changes.approve ?? schedule.approve,
    email: changes.email ?? schedule.email,
  };
  const invoiceChanged = Object.entries(invoiceChanges).some(
    ([key, value]) => !same(value, stored[key as keyof typeof stored]),
  );
  const scheduleChanged =
    next.name !== schedule.name ||
    next.frequency !== schedule.frequency ||
    next.startDate !== schedule.startDate ||
    next.endDate !== schedule.endDate ||
    next.maxCount !== schedule.maxCount ||
    next.dueInDays !== schedule.dueInDays ||
    next.approve !== schedule.approve ||
    next.email !== schedule.email;
  // Only a moved start is checked: a schedule's own start falls behind the window as it runs.
  if (next.startDate !== schedule.startDate) checkStartDate(next.startDate);
  if (next.endDate && next.endDate < next.startDate) {
    throw new Invalid(recurringMessages.endBeforeStart, { endDate: recurringMessages.endBeforeStart });
  }
  if (next.maxCount !== null && next.maxCount < schedule.madeCount) {
    const message = recurringMessages.countBelowMade(schedule.madeCount);
    throw new Invalid(message, { maxCount: message });
  }
  // Pausing or resuming alone needs sales.edit; what the next invoices hold is checked as on creation.
  if ((invoiceChanged || scheduleChanged) && next.approve) {
    requirePermission(context, 'sales.approve', salesServiceMessages.approvePermission);
  }
  let branchId = schedule.branchId;
  if (invoiceChanged) {
    branchId = (await checkParties(tx, context, invoice)).branchId;
    await documentFigures(tx, context.companyId, { date: next.startDate, ...invoice });
  }
  const nextRunDate = nextRunAfter(next, schedule.madeCount, lastRunDay(schedule));
  const wanted = status ?? (schedule.status === 'finished' ? 'active' : schedule.status);
  await tx
    .update(recurringInvoices)
    .set({
      ...next,
      customerId: invoice.customer,
      branchId,
      invoice: { ...invoice, branch: branchId },
      nextRunDate,
      status: nextRunDate ? wanted : 'finished',
      ...(invoiceChanged || scheduleChanged ? { lastError: null } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(recurringInvoices.companyId, context.companyId), eq(recurringInvoices.id, id)));
  await recordAudit(tx, context, { action: 'update', entityType: 'recurring-invoice', entityId: id, after: changes });
}

export async function deleteRecurringInvoice(tx: PostingTransaction, context: RequestContext, id: string) {
  await lockSchedule(tx, context, id);
  // The invoices it made stay; they only lose the link to it.
  await tx
    .update(documents)
    .set({ scheduleId: null })
    .where(and(eq(documents.companyId, context.companyId), eq(documents.scheduleId, id)));
  const [deleted] = await tx
    .delete(recurringInvoices)
    .where(and(eq(recurringInvoices.companyId, context.companyId), eq(recurringInvoices.id, id)))
    .returning({ id: recurringInvoices.id });
  if (!deleted) throw new NotFound('Recurring invoice');
  await recordAudit(tx, context, { action: 'delete', entityType: 'recurring-invoice', entityId: id });
}
