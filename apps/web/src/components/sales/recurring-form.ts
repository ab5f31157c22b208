import { toNestErrors } from '@hookform/resolvers';
import { type Frequency, nextRunAfter, recurringInvoiceSchema } from '@owo/core';
import type { FieldError, Resolver } from 'react-hook-form';
import type { RecurringInvoiceView } from '../../api/recurring-invoices.ts';
import {
  blankDocument,
  type DiscountValues,
  type DocumentFormValues,
  documentTotals,
  type TotalsContext,
} from './document-form.ts';
import { documentBody, formPathOf } from './document-request.ts';

/*
 * The form of a recurring invoice as plain data (issue 14): the invoice form's fields (customer,
 * branch, address, currency, items, discount, salesperson, note, PO number, bank details; no
 * number, dates or installments, since each invoice made has its own) and the schedule: how often,
 * from when, until when, due in how many days, approved and emailed or not. Checked by the shared
 * recurringInvoiceSchema, so the words are the API's.
 */

export type ScheduleEnd = 'never' | 'date' | 'count';

export interface ScheduleValues {
  name: string;
  frequency: Frequency;
  startDate: string;
  ends: ScheduleEnd;
  endDate: string;
  /** As typed: a whole number. */
  maxCount: string;
  dueInDays: string;
  approve: boolean;
  email: boolean;
}

export interface RecurringFormValues extends DocumentFormValues {
  schedule: ScheduleValues;
}

export interface RecurringBody {
  /** recurringInvoiceSchema's input. */
  body: Record<string, unknown>;
  /** The form index of each line sent. */
  lines: number[];
}

export const frequencyLabels: Record<Frequency, string> = {
  weekly: 'Every week',
  monthly: 'Every month',
  quarterly: 'Every quarter',
  yearly: 'Every year',
};

export const recurringWords = {
  deleteQuestion: 'Are you sure you want to delete the selected Recurring invoice?',
} as const;

export function blankSchedule(today: string, mayApprove: boolean): ScheduleValues {
  return {
    name: '',
    frequency: 'monthly',
    startDate: today,
    ends: 'never',
    endDate: '',
    maxCount: '',
    dueInDays: '30',
    approve: mayApprove,
    email: false,
  };
}

export function blankRecurring(defaults: { today: string; branch?: string; mayApprove: boolean }): RecurringFormValues {
  return {
    ...blankDocument('invoice', { today: defaults.today, branch: defaults.branch }),
    schedule: blankSchedule(defaults.today, defaults.mayApprove),
  };
}

/** A whole number as typed, else the text, for the schema to say what is wrong. */
function wholeNumber(text: string): number | string {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

const scheduleFields = new Set([
  'name',
  'frequency',
  'startDate',
  'endDate',
  'maxCount',
  'dueInDays',
  'approve',
  'email',
]);

/** What is sent: the invoice's body without its number, dates and installments, and the schedule. */
export function recurringBody(values: RecurringFormValues, total: number | null): RecurringBody {
  const { body, lines } = documentBody('invoice', values, total);
  const { invoiceNumber: _number, date: _date, dueDate: _dueDate, installments: _installments, ...invoice } = body;
  const { schedule } = values;
  return {
    body: {
      ...invoice,
      name: schedule.name.trim(),
      frequency: schedule.frequency,
      startDate: schedule.startDate,
      endDate: schedule.ends === 'date' ? schedule.endDate : null,
      maxCount: schedule.ends === 'count' ? wholeNumber(schedule.maxCount) : null,
      dueInDays: wholeNumber(schedule.dueInDays),
      approve: schedule.approve,
      email: schedule.email,
    },
    lines,
  };
}

/** Where a message about a sent field belongs: the schedule's under `schedule`, the invoice's as the invoice form's. */
export function recurringFormPath(path: readonly (string | number)[], lines: readonly number[]): string {
  const head = String(path[0] ?? '');
  if (scheduleFields.has(head)) return `schedule.${head}`;
  return formPathOf('invoice', path, lines);
}

/** The form's check: the body checked by the shared schema, each message under its field. */
export function recurringResolver(context: () => TotalsContext): Resolver<RecurringFormValues, unknown, RecurringBody> {
  return async (values, _context, options) => {
    const figures = documentTotals(values, context());
    const sent = recurringBody(values, figures.totals?.total ?? null);
    const errors: Record<string, FieldError> = {};
    const add = (path: string, message: string) => {
      errors[path] ??= { type: 'validate', message };
    };
    const result = recurringInvoiceSchema.safeParse(sent.body);
    if (!result.success) {
      for (const issue of result.error.issues)
        add(recurringFormPath(issue.path.map(String), sent.lines), issue.message);
    }
    if (figures.problem) add('items', figures.problem);
    if (Object.keys(errors).length > 0)
      return { values: {} as Record<string, never>, errors: toNestErrors(errors, options) };
    return { values: sent, errors: {} };
  };
}

/** What a schedule has made: how many invoices, the last on which run day (none for a new schedule). */
export interface MadeSoFar {
  count: number;
  lastRun: string | null;
}

const nothingMade: MadeSoFar = { count: 0, lastRun: null };

/** The days invoices will be made on, after what was made, as the server works them out (up to `limit`). */
function runDays(schedule: ScheduleValues, made: MadeSoFar, limit: number, until?: string): string[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(schedule.startDate)) return [];
  const maxCount =
    schedule.ends === 'count' && /^\d+$/.test(schedule.maxCount.trim()) ? Number(schedule.maxCount) : null;
  const endDate = schedule.ends === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(schedule.endDate) ? schedule.endDate : null;
  const recurrence = { startDate: schedule.startDate, frequency: schedule.frequency, endDate, maxCount };
  const days: string[] = [];
  let last = made.lastRun;
  while (days.length < limit) {
    const day = nextRunAfter(recurrence, made.count + days.length, last);
    if (!day || (until !== undefined && day > until)) break;
    days.push(day);
    last = day;
  }
  return days;
}

/** The next `count` days invoices will be made on (none when it ends first). */
export function upcomingRuns(schedule: ScheduleValues, count = 3, made: MadeSoFar = nothingMade): string[] {
  return runDays(schedule, made, count);
}

/** How many runs fall on or before `today` (made at once when the schedule is saved), up to 100. */
export function runsDueBy(schedule: ScheduleValues, today: string, made: MadeSoFar = nothingMade): number {
  return runDays(schedule, made, 100, today).length;
}

function discountValues(discount: RecurringInvoiceView['invoice']['discount']): DiscountValues {
  if (!discount) return { mode: 'none', id: '', value: '' };
  if (discount.id) return { mode: 'saved', id: discount.id, value: '' };
  return { mode: discount.type ?? 'value', id: '', value: discount.value ?? '' };
}

/** The form of a saved schedule: its invoice and settings as they are. */
export function scheduleFormValues(schedule: RecurringInvoiceView, today: string): RecurringFormValues {
  const { invoice } = schedule;
  return {
    ...blankDocument('invoice', { today }),
    customer: invoice.customer,
    branch: invoice.branch,
    address: invoice.address ?? '',
    currency: invoice.currency
      ? { name: invoice.currency.name, rate: String(invoice.currency.rate) }
      : { name: 'NGN', rate: '1' },
    items: invoice.items.map((line) => ({
      product: line.product,
      description: line.description,
      quantity: String(line.quantity),
      price: line.price,
      tax: (line.tax ?? []).map((tax) => tax.id),
      measurement: line.measurement ?? '',
      serviceDate: line.serviceDate ?? '',
      account: line.revenueAccount ?? '',
    })),
    discount: discountValues(invoice.discount),
    employee: invoice.employee ?? '',
    note: invoice.note ?? '',
    purchaseNo: invoice.purchaseNo ?? '',
    bank: (invoice.bank ?? []).map((row) => ({ ...row })),
    schedule: {
      name: schedule.name,
      frequency: schedule.frequency,
      startDate: schedule.startDate,
      ends: schedule.endDate ? 'date' : schedule.maxCount !== null ? 'count' : 'never',
      endDate: schedule.endDate ?? '',
      maxCount: schedule.maxCount === null ? '' : String(schedule.maxCount),
      dueInDays: String(schedule.dueInDays),
      approve: schedule.approve,
      email: schedule.email,
    },
  };
}

/**
 * The PATCH body: the fields of `now` whose value differs from the body the saved schedule's form
 * gives (`saved`), so an edit sends only what was changed; empty when nothing was.
 */
export function recurringChanges(
  saved: Record<string, unknown>,
  now: Record<string, unknown>,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(now)) {
    if (JSON.stringify(value ?? null) !== JSON.stringify(saved[key] ?? null)) changes[key] = value;
  }
  return changes;
}
