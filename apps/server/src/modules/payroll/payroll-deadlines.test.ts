import {
  addDays,
  payrollRuleSets,
  payrollRulesInForceOn,
  periodDates,
  remittanceDueDates,
  todayInLagos,
} from '@owo/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, journalBody, postJournal } from '../../../test/accounting.ts';
import { testAppForFile } from '../../../test/harness.ts';
import { raisePayrollReminders } from './payroll.deadlines.ts';

/*
 * The payroll's tax calendar (issue 28): last month's run, approved and paid, owes PAYE by the 10th
 * and pension within 7 working days of pay day; the dashboard lists both until the money is
 * recorded as remitted, and the reminders tell the payroll people once, three days before.
 */

const test = testAppForFile();
let company: AccountingCompany;
const today = todayInLagos();
const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
const payday = periodDates(lastMonth).last;
const due = remittanceDueDates(payrollRulesInForceOn(payrollRuleSets, payday), lastMonth, payday);
let run: { _id: string; totals: { paye: number; pensionEmployee: number; pensionEmployer: number } };

interface Task {
  kind: string;
  title: string;
  amount: number;
  dueDate: string;
  overdue: boolean;
  path: string;
}
const tasks = async () => {
  const response = await company.call('GET', '/api/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.tasks as Task[];
};

beforeAll(async () => {
  company = await accountingCompany(test, 'Calendar Foods Ltd');
  const employee = await company.call('POST', '/api/employees', {
    firstName: 'Ada',
    lastName: 'Obi',
    displayName: 'Ada Obi',
    gender: 'female',
    phoneNumber: '08031234567',
    dateOfBirth: '1990-05-01',
    stateOfResidence: 'Lagos',
  });
  await company.call('POST', '/api/employees/employment', {
    employee: employee.json().data._id,
    jobTitle: 'Manager',
    startDate: '2025-01-01',
    basic: 250000,
    housing: 125000,
    transport: 50000,
  });
  await postJournal(
    company,
    journalBody(
      company,
      [
        ['1050', 2000000, 0],
        ['3300', 0, 2000000],
      ],
      { date: `${lastMonth}-01` },
    ),
  );
  const created = await company.call('POST', '/api/payroll', { period: lastMonth, bank: company.account('1050') });
  expect(created.statusCode, created.body).toBe(201);
  await company.call('PATCH', `/api/merchant/approve/${created.json().data._id}?state=payroll&action=approve`);
  const paid = await company.call('POST', `/api/payroll/${created.json().data._id}/pay`, { date: payday });
  expect(paid.statusCode, paid.body).toBe(200);
  run = paid.json().data;
});

describe('the tax calendar', () => {
  it('lists last month’s PAYE and pension on the dashboard, with the days they are due', async () => {
    const month = new Intl.DateTimeFormat('en-NG', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${lastMonth}-01T00:00:00Z`),
    );
    expect(await tasks()).toEqual(
      expect.arrayContaining([
        {
          kind: 'paye',
          title: `Remit PAYE for ${month}`,
          amount: run.totals.paye,
          dueDate: due.paye,
          overdue: due.paye < today,
          path: `/hrm/payroll/${run._id}`,
        },
        expect.objectContaining({
          kind: 'pension',
          amount: run.totals.pensionEmployee + run.totals.pensionEmployer,
          dueDate: due.pension,
        }),
      ]),
    );
    expect(run.totals.paye).toBeGreaterThan(0);
  });

  it('drops PAYE once it is recorded as remitted, and keeps what is still owed', async () => {
    await postJournal(
      company,
      journalBody(
        company,
        [
          ['2200', run.totals.paye, 0],
          ['1050', 0, run.totals.paye],
        ],
        { date: today },
      ),
    );
    const kinds = (await tasks()).map((task) => task.kind);
    expect(kinds).not.toContain('paye');
    expect(kinds).toContain('pension');
  });

  it('reminds the payroll people three days before pension falls due, once', async () => {
    const pensionDue = due.pension ?? '';
    const pensionNotices = async () =>
      ((await company.call('GET', '/api/notifications')).json().data as Array<{ title: string; link: string }>).filter(
        (notice) => notice.title.startsWith('Pension for'),
      );
    await raisePayrollReminders(test.database.db, addDays(pensionDue, -4));
    expect(await pensionNotices()).toEqual([]);
    await raisePayrollReminders(test.database.db, addDays(pensionDue, -3));
    expect(await pensionNotices()).toEqual([
      expect.objectContaining({ title: expect.stringMatching(/ is due on /), link: `/hrm/payroll/${run._id}` }),
    ]);
    expect(await raisePayrollReminders(test.database.db, addDays(pensionDue, -2))).toBe(0);
  });
});
