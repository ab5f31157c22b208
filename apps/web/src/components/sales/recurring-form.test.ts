import { recurringInvoiceSchema } from '@owo/core';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { RecurringInvoiceView } from '../../api/recurring-invoices.ts';
import { blankLine } from './document-form.ts';
import {
  blankRecurring,
  type RecurringFormValues,
  recurringBody,
  recurringChanges,
  recurringFormPath,
  recurringResolver,
  runsDueBy,
  scheduleFormValues,
  upcomingRuns,
} from './recurring-form.ts';

const vat = '01970000-0000-7000-8000-000000000001';
const customer = '01970000-0000-7000-8000-000000000002';
const branch = '01970000-0000-7000-8000-000000000003';
const rice = '01970000-0000-7000-8000-000000000004';
const staff = '01970000-0000-7000-8000-000000000009';

function monthlyRice(): RecurringFormValues {
  const values = blankRecurring({ today: '2026-11-20', branch, mayApprove: true });
  return {
    ...values,
    customer,
    address: '21 Balogun Street, Lagos Island',
    items: [{ ...blankLine(), product: rice, description: 'Rice 50kg', quantity: '2', price: 15_000, tax: [vat] }],
    schedule: { ...values.schedule, name: 'Monthly rice', startDate: '2026-12-01', ends: 'count', maxCount: '12' },
  };
}

describe('a recurring invoice as sent', () => {
  it("is the invoice form's body without number, dates and installments, with the schedule", () => {
    const { body, lines } = recurringBody(monthlyRice(), 3_225_000);
    expect(lines).toEqual([0]);
    expect(body).not.toHaveProperty('date');
    expect(body).not.toHaveProperty('dueDate');
    expect(body).not.toHaveProperty('installments');
    expect(body).toMatchObject({
      customer,
      branch,
      name: 'Monthly rice',
      frequency: 'monthly',
      startDate: '2026-12-01',
      endDate: null,
      maxCount: 12,
      dueInDays: 30,
      approve: true,
      email: false,
      items: [{ product: rice, quantity: '2', price: 15_000, tax: [{ id: vat }] }],
    });
    expect(recurringInvoiceSchema.safeParse(body).success).toBe(true);
  });

  it('sends an end date or a count, never both', () => {
    const values = monthlyRice();
    values.schedule = { ...values.schedule, ends: 'date', endDate: '2027-06-30' };
    expect(recurringBody(values, null).body).toMatchObject({ endDate: '2027-06-30', maxCount: null });
  });
});

describe('the check', () => {
  it("puts the schedule's messages under the schedule's fields", async () => {
    const resolver = recurringResolver(() => ({ taxRates: { [vat]: 750 }, discounts: [] }));
    const check = (values: RecurringFormValues) =>
      resolver(values, undefined, {
        fields: {},
        shouldUseNativeValidation: false,
      } as ResolverOptions<RecurringFormValues>);
    const values = monthlyRice();
    const blankName = await check({ ...values, schedule: { ...values.schedule, name: '', dueInDays: 'soon' } });
    expect(blankName.errors).toMatchObject({
      schedule: { name: { message: 'Name is a required field' }, dueInDays: { message: 'Due in days is not valid.' } },
    });
    const endsBefore = await check({
      ...values,
      schedule: { ...values.schedule, ends: 'date', endDate: '2026-11-01' },
    });
    expect(endsBefore.errors).toMatchObject({
      schedule: { endDate: { message: 'End date cannot be before the first invoice date' } },
    });
    expect(recurringFormPath(['items', 0, 'price'], [2])).toBe('items.2.price');
    expect(recurringFormPath(['maxCount'], [])).toBe('schedule.maxCount');
  });
});

describe('the days it will make invoices on', () => {
  it('are the next three, month ends kept, and stop at the count', () => {
    const values = monthlyRice();
    expect(upcomingRuns({ ...values.schedule, startDate: '2027-01-31' })).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
    ]);
    expect(upcomingRuns({ ...values.schedule, maxCount: '2' })).toEqual(['2026-12-01', '2027-01-01']);
  });

  it('counts the days already past, made at once', () => {
    const schedule = { ...monthlyRice().schedule, startDate: '2026-09-20', frequency: 'monthly' as const };
    expect(runsDueBy(schedule, '2026-11-20')).toBe(3);
    expect(runsDueBy({ ...schedule, startDate: '2026-12-01' }, '2026-11-20')).toBe(0);
  });
});

describe('a saved schedule edited', () => {
  const schedule: RecurringInvoiceView = {
    _id: '01970000-0000-7000-8000-0000000000aa',
    name: 'Monthly rice',
    customer: { _id: customer, name: 'Balogun Stores Ltd' },
    frequency: 'monthly',
    startDate: '2026-09-01',
    endDate: null,
    maxCount: 12,
    madeCount: 3,
    lastRunDate: '2026-11-01',
    nextRunDate: '2026-12-01',
    dueInDays: 14,
    approve: true,
    email: true,
    status: 'active',
    lastError: null,
    invoice: {
      customer,
      branch,
      address: '21 Balogun Street',
      currency: { name: 'NGN', rate: '1' },
      items: [{ product: rice, description: 'Rice 50kg', quantity: '2', price: 15_000, tax: [{ id: vat }] }],
      discount: { type: 'percentage', value: 10 },
      note: '',
      purchaseNo: 'PO-7',
      bank: [],
    },
  };

  it('opens with the schedule as it is, and sends only the fields changed', () => {
    const values = scheduleFormValues(schedule, '2026-11-20');
    expect(values.schedule).toMatchObject({ startDate: '2026-09-01', ends: 'count', maxCount: '12', dueInDays: '14' });
    expect(values.items[0]).toMatchObject({ product: rice, quantity: '2', price: 15_000, tax: [vat] });
    expect(values.discount).toEqual({ mode: 'percentage', id: '', value: 10 });
    expect(values.purchaseNo).toBe('PO-7');
    const saved = recurringBody(values, null).body;
    expect(recurringChanges(saved, recurringBody(values, null).body)).toEqual({});
    const edited: RecurringFormValues = {
      ...values,
      items: [{ ...(values.items[0] as RecurringFormValues['items'][number]), quantity: '3' }],
      schedule: { ...values.schedule, dueInDays: '7', ends: 'never' },
    };
    const changes = recurringChanges(saved, recurringBody(edited, null).body);
    expect(changes).toEqual({
      items: [{ product: rice, description: 'Rice 50kg', quantity: '3', price: 15_000, tax: [{ id: vat }] }],
      dueInDays: 7,
      maxCount: null,
    });
  });

  it('opens with the salesperson it names, and sends null when cleared', () => {
    const values = scheduleFormValues({ ...schedule, invoice: { ...schedule.invoice, employee: staff } }, '2026-11-20');
    expect(values.employee).toBe(staff);
    const saved = recurringBody(values, null).body;
    expect(saved.employee).toBe(staff);
    expect(recurringChanges(saved, recurringBody({ ...values, employee: '' }, null).body)).toEqual({ employee: null });
    expect(scheduleFormValues(schedule, '2026-11-20').employee).toBe('');
  });

  it('shows the next days after the last invoice made, never one made already', () => {
    const values = scheduleFormValues(schedule, '2026-11-20');
    const made = { count: 3, lastRun: '2026-11-01' };
    expect(upcomingRuns(values.schedule, 3, made)).toEqual(['2026-12-01', '2027-01-01', '2027-02-01']);
    // Moved back a fortnight: its days up to 1 November were made already.
    const moved = { ...values.schedule, startDate: '2026-08-15' };
    expect(upcomingRuns(moved, 2, made)).toEqual(['2026-11-15', '2026-12-15']);
    expect(runsDueBy(moved, '2026-11-20', made)).toBe(1);
  });
});
