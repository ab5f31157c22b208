import {
  addDays,
  employeeCreateSchema,
  employmentCreateSchema,
  journalSchema,
  payrollCreateSchema,
  periodDates,
  toNaira,
} from '@owo/core';
import { accounts, employees, payrollRuns } from '@owo/db';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import type { PostingTransaction } from '../../ledger/post.ts';
import { createJournal, decideJournal } from '../journals/index.ts';
import {
  createPayroll,
  decidePayroll,
  payPayroll,
  payrollDeadlines,
  REMIND_DAYS_BEFORE,
  remittanceNames,
} from '../payroll/index.ts';
import { createEmployee, createEmployment } from '../people/index.ts';
import type { DemoMonth } from './demo-data.ts';
import { headOffice } from './demo-sales-setup.ts';

/*
 * The demo shop's six staff and their payroll (issue 28), made through the services as a person
 * would: employees with their employment (pay from the January before the demo's first month), then
 * a payroll run for each of the demo's months. Added once, by staff number and month: a demo opened
 * again gets the months it lacks.
 */

interface DemoStaff {
  staffNumber: string;
  firstName: string;
  lastName: string;
  gender: 'male' | 'female';
  state: string;
  jobTitle: string;
  /** Monthly: basic, housing, transport (naira). */
  pay: [number, number, number];
  nhf?: boolean;
  annualRent?: number;
  pfa: string;
  /** Makes sales: named as the employee on the demo's invoices. */
  sells?: boolean;
}

const staff: readonly DemoStaff[] = [
  {
    staffNumber: 'AS-001',
    firstName: 'Kemi',
    lastName: 'Adeyemi',
    gender: 'female',
    state: 'Lagos',
    jobTitle: 'Store manager',
    sells: true,
    pay: [250_000, 125_000, 50_000],
    annualRent: 1_800_000,
    pfa: 'Stanbic IBTC Pension Managers',
  },
  {
    staffNumber: 'AS-002',
    firstName: 'Tunde',
    lastName: 'Bakare',
    gender: 'male',
    state: 'Lagos',
    jobTitle: 'Accountant',
    pay: [200_000, 100_000, 40_000],
    nhf: true,
    pfa: 'ARM Pension Managers',
  },
  {
    staffNumber: 'AS-003',
    firstName: 'Ngozi',
    lastName: 'Eze',
    gender: 'female',
    state: 'Ogun',
    jobTitle: 'Sales assistant',
    sells: true,
    pay: [60_000, 30_000, 15_000],
    pfa: 'Stanbic IBTC Pension Managers',
  },
  {
    staffNumber: 'AS-004',
    firstName: 'Ibrahim',
    lastName: 'Musa',
    gender: 'male',
    state: 'Lagos',
    jobTitle: 'Sales assistant',
    sells: true,
    pay: [60_000, 30_000, 15_000],
    pfa: 'Leadway Pensure',
  },
  {
    staffNumber: 'AS-005',
    firstName: 'Chidi',
    lastName: 'Okafor',
    gender: 'male',
    state: 'Lagos',
    jobTitle: 'Van driver',
    pay: [50_000, 20_000, 10_000],
    pfa: 'ARM Pension Managers',
  },
  {
    staffNumber: 'AS-006',
    firstName: 'Aisha',
    lastName: 'Bello',
    gender: 'female',
    state: 'Ogun',
    jobTitle: 'Cleaner',
    pay: [40_000, 20_000, 10_000],
    pfa: 'Leadway Pensure',
  },
];

async function addStaff(tx: PostingTransaction, context: RequestContext, startDate: string) {
  const branch = await headOffice(tx, context.companyId);
  const existing = await tx
    .select({ staffNumber: employees.staffNumber })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, context.companyId),
        inArray(
          employees.staffNumber,
          staff.map((person) => person.staffNumber),
        ),
      ),
    );
  for (const person of staff.filter((one) => !existing.some((row) => row.staffNumber === one.staffNumber))) {
    const employee = await createEmployee(
      tx,
      context,
      employeeCreateSchema.parse({
        firstName: person.firstName,
        lastName: person.lastName,
        displayName: `${person.firstName} ${person.lastName}`,
        gender: person.gender,
        phoneNumber: '08031234567',
        dateOfBirth: '1990-01-15',
        stateOfResidence: person.state,
        staffNumber: person.staffNumber,
        branch,
      }),
    );
    const [basic, housing, transport] = person.pay;
    await createEmployment(
      tx,
      context,
      employmentCreateSchema.parse({
        employee: employee._id,
        jobTitle: person.jobTitle,
        startDate,
        basic,
        housing,
        transport,
        nhf: person.nhf ?? false,
        annualRent: person.annualRent ?? 0,
        pension: { pfa: person.pfa },
      }),
    );
  }
}

/** The demo's staff, employed from the January before its first month; added once, by staff number. */
export async function addDemoStaff(tx: PostingTransaction, context: RequestContext, months: readonly DemoMonth[]) {
  const [first] = months;
  if (first) await addStaff(tx, context, `${first.year - 1}-01-01`);
}

/** Who sells in the demo shop (the manager and the two sales assistants): its invoices name them in turn. */
export async function demoSalespeople(tx: PostingTransaction, companyId: string): Promise<string[]> {
  const sellers = staff.filter((person) => person.sells);
  const rows = await tx
    .select({ id: employees.id, staffNumber: employees.staffNumber })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        inArray(
          employees.staffNumber,
          sellers.map((person) => person.staffNumber),
        ),
      ),
    )
    .orderBy(asc(employees.staffNumber));
  return rows.map((row) => row.id);
}

/**
 * The demo's staff and a payroll run for each of its months: a finished month approved and paid
 * from the bank account on its last day, today's month sent for approval (the demo never posts
 * after today). A month's run made earlier, still waiting when its month has ended, is approved
 * and paid then.
 */
export async function addDemoPayroll(
  tx: PostingTransaction,
  context: RequestContext,
  { months, today }: { months: readonly DemoMonth[]; today: string },
) {
  const periods = months.map((month) => `${month.year}-${String(month.monthOfYear).padStart(2, '0')}`);
  const earliest = periods[0];
  if (!earliest) return;
  await addDemoStaff(tx, context, months);
  const runs = await tx
    .select({ id: payrollRuns.id, period: payrollRuns.period, status: payrollRuns.status })
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.companyId, context.companyId),
        inArray(payrollRuns.period, periods),
        ne(payrollRuns.status, 'void'),
      ),
    );
  const [bank] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.companyId, context.companyId), eq(accounts.code, '1050')));
  if (!bank) return;
  for (const period of periods) {
    const payday = periodDates(period).last;
    const run = runs.find((one) => one.period === period);
    if (run && run.status !== 'awaiting-approval') continue;
    const id =
      run?.id ??
      (await createPayroll(tx, context, payrollCreateSchema.parse({ period, bank: bank.id, submit: true }))).id;
    if (payday > today) continue;
    await decidePayroll(tx, context, { id, action: 'approve' });
    await payPayroll(tx, context, { id, input: { date: payday } });
  }
  await remitWhatIsDue(tx, context, { today, bankId: bank.id });
}

const payables = { paye: 'paye-payable', pension: 'pension-payable', nhf: 'nhf-payable' } as const;

/**
 * The demo pays its PAYE, pension and NHF as a careful business does: what falls due within the
 * reminder window is remitted from the bank (a journal), on its due day or today, so a new demo
 * opens with no overdue task or reminder and its tax calendar shows only what is coming.
 */
async function remitWhatIsDue(
  tx: PostingTransaction,
  context: RequestContext,
  { today, bankId }: { today: string; bankId: string },
) {
  const due = (await payrollDeadlines(tx, context, today)).filter(
    (deadline) => deadline.dueDate <= addDays(today, REMIND_DAYS_BEFORE),
  );
  if (due.length === 0) return;
  const keyed = await tx
    .select({ id: accounts.id, key: accounts.systemKey })
    .from(accounts)
    .where(and(eq(accounts.companyId, context.companyId), inArray(accounts.systemKey, Object.values(payables))));
  const accountOf = (kind: keyof typeof payables) => keyed.find((row) => row.key === payables[kind])?.id;
  for (const deadline of due) {
    const account = accountOf(deadline.kind);
    if (!account) continue;
    const amount = toNaira(deadline.amount);
    const journal = await createJournal(
      tx,
      context,
      journalSchema.parse({
        date: deadline.dueDate < today ? deadline.dueDate : today,
        reference: `${remittanceNames[deadline.kind]} remittance ${deadline.period}`,
        note: `${remittanceNames[deadline.kind]} deducted in ${deadline.period}, paid over`,
        lines: [
          { account, debit: amount, credit: 0 },
          { account: bankId, debit: 0, credit: amount },
        ],
      }),
    );
    await decideJournal(tx, context, { id: journal._id, action: 'approve' });
  }
}
