import {
  emptyYearToDate,
  monthlyPay,
  nubanCheckDigit,
  payrollRuleSets,
  payrollRulesInForceOn,
  peopleMessages,
} from '@owo/core';
import { tenantTransaction } from '@owo/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany } from '../../../test/accounting.ts';
import { branchMember } from '../../../test/branch-member.ts';
import { testAppForFile } from '../../../test/harness.ts';
import { employmentOn, employmentPay } from './employments.service.ts';

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;
let employeeId: string;

/** A valid Zenith Bank (057) account number, and the same with its check digit mistyped. */
const zenithAccount = `101234567${nubanCheckDigit('101234567', '057')}`;
const mistypedAccount = `101234567${(nubanCheckDigit('101234567', '057') + 1) % 10}`;

const person = {
  firstName: 'Emeka',
  lastName: 'Nwosu',
  displayName: 'Emeka Nwosu',
  gender: 'male',
  phoneNumber: '+234 803 123 4567',
  dateOfBirth: '1988-09-30',
  stateOfResidence: 'Lagos',
};

const job = {
  jobTitle: 'Sales lead',
  startDate: '2026-01-01',
  basic: 150000,
  housing: 75000,
  transport: '30000.50',
  otherAllowances: [
    { name: 'Meal', amount: 10000, pensionable: false, taxable: true },
    { name: 'Utility', amount: 5000, pensionable: true, taxable: true },
  ],
  annualRent: 1200000,
  nhf: true,
  pension: { pfa: 'Stanbic IBTC Pension Managers', rsaPin: 'pen100012345678' },
  nhia: true,
  salaryAccount: { bankName: 'zenith bank', accountNo: zenithAccount },
};

beforeAll(async () => {
  company = await accountingCompany(test, 'Adaeze Foods Ltd');
  other = await anotherCompany(test, company, 'Other Foods Ltd');
  const response = await company.call('POST', '/api/employees', person);
  expect(response.statusCode, response.body).toBe(201);
  employeeId = response.json().data._id;
});

const post = (body: object, of = company) => of.call('POST', '/api/employees/employment', body);

/** The employment in force on a day, read as payroll will: in a transaction of the company's. */
function employmentOnDay(scope: Parameters<typeof employmentOn>[1], input: Parameters<typeof employmentOn>[2]) {
  return tenantTransaction(test.database.db, scope.companyId, (tx) => employmentOn(tx, scope, input), {
    readOnly: true,
  });
}

describe('employment', () => {
  let firstId: string;

  it('keeps the monthly pay in naira, with the pension defaults and the bank by its own name', async () => {
    const response = await post({ employee: employeeId, ...job });
    expect(response.statusCode, response.body).toBe(201);
    const employment = response.json().data;
    firstId = employment._id;
    expect(employment).toMatchObject({
      employee: employeeId,
      jobTitle: 'Sales lead',
      startDate: '2026-01-01',
      endDate: null,
      basic: 150000,
      housing: 75000,
      transport: 30000.5,
      otherAllowances: job.otherAllowances,
      annualRent: 1200000,
      nhf: true,
      nhia: true,
      pension: { pfa: 'Stanbic IBTC Pension Managers', rsaPin: 'PEN100012345678', employeeRate: 8, employerRate: 10 },
      salaryAccount: { bankName: 'Zenith Bank', bankCode: '057', accountNo: zenithAccount },
    });
    const read = await company.call('GET', `/api/employees/employment/${firstId}`);
    expect(read.json().data).toEqual(employment);
  });

  it('is what the payroll calculation reads, in kobo', async () => {
    const row = await employmentOnDay(
      { companyId: company.companyId, branchScope: null },
      {
        employee: employeeId,
        day: '2026-03-31',
      },
    );
    expect(row?.id).toBe(firstId);
    const pay = employmentPay(row as NonNullable<typeof row>);
    expect(pay).toMatchObject({ basic: 15_000_000, housing: 7_500_000, transport: 3_000_050, annualRent: 120_000_000 });
    const line = monthlyPay({
      rules: payrollRulesInForceOn(payrollRuleSets, '2026-03-31'),
      period: '2026-03',
      pay,
      prorationBasis: 'calendarDays',
      itfApplies: false,
      yearToDate: emptyYearToDate,
    });
    // 8% of basic, housing, transport and the pensionable allowance.
    expect(line.pensionEmployee).toBe(Math.round((15_000_000 + 7_500_000 + 3_000_050 + 500_000) * 0.08));
  });

  it('checks the salary account: a listed bank and a NUBAN that fits it', async () => {
    const mistyped = await post({
      employee: employeeId,
      ...job,
      startDate: '2026-02-01',
      salaryAccount: { bankName: 'Zenith Bank', accountNo: mistypedAccount },
    });
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json().errors).toEqual({
      'salaryAccount.accountNo': `Account number ${mistypedAccount} is not a valid NUBAN at Zenith Bank: check the number and the bank`,
    });
    const unknown = await post({
      employee: employeeId,
      ...job,
      startDate: '2026-02-01',
      salaryAccount: { bankName: 'Bank of Atlantis', accountNo: zenithAccount },
    });
    expect(unknown.json().errors).toEqual({
      'salaryAccount.bankName': 'Bank name "Bank of Atlantis" is not a Nigerian bank in the list',
    });
  });

  it('says in words what is missing or wrong', async () => {
    const empty = await post({ employee: employeeId });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      jobTitle: 'Job title is a required field',
      startDate: 'Start date is a required field',
      basic: 'Basic is a required field',
    });
    const backwards = await post({ employee: employeeId, ...job, startDate: '2026-05-01', endDate: '2026-04-30' });
    expect(backwards.json().errors).toEqual({ endDate: peopleMessages.endBeforeStart });
    const rates = await post({ employee: employeeId, ...job, startDate: '2026-05-01', pension: { employeeRate: 120 } });
    expect(rates.json().errors).toEqual({ 'pension.employeeRate': 'Staff contribution rate is not valid.' });
  });

  it('changes pay with a new record from a date, keeping the history, newest first', async () => {
    const raise = await post({ employee: employeeId, ...job, startDate: '2026-07-01', basic: 180000, pension: {} });
    expect(raise.statusCode, raise.body).toBe(201);
    const sameDay = await post({ employee: employeeId, ...job, startDate: '2026-07-01' });
    expect(sameDay.statusCode).toBe(409);
    const history = await company.call('GET', `/api/employees/${employeeId}/employment`);
    expect(history.json().data.map((row: { startDate: string; basic: number }) => [row.startDate, row.basic])).toEqual([
      ['2026-07-01', 180000],
      ['2026-01-01', 150000],
    ]);
    const scope = { companyId: company.companyId, branchScope: null };
    const june = await employmentOnDay(scope, { employee: employeeId, day: '2026-06-30' });
    const july = await employmentOnDay(scope, { employee: employeeId, day: '2026-07-01' });
    expect([june?.basic, july?.basic]).toEqual([15_000_000, 18_000_000]);
    expect(await employmentOnDay(scope, { employee: employeeId, day: '2025-12-31' })).toBeNull();
  });

  it('corrects a record with only the fields sent', async () => {
    const patched = await company.call('PATCH', `/api/employees/employment/${firstId}`, {
      jobTitle: 'Senior sales lead',
      endDate: '2026-06-30',
      salaryAccount: null,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({
      jobTitle: 'Senior sales lead',
      endDate: '2026-06-30',
      basic: 150000,
      salaryAccount: null,
    });
    // A new PFA keeps the rates: only the pension fields sent change.
    const pfa = await company.call('PATCH', `/api/employees/employment/${firstId}`, {
      pension: { pfa: 'ARM Pension Managers', employerRate: 12.5 },
    });
    expect(pfa.json().data.pension).toEqual({
      pfa: 'ARM Pension Managers',
      rsaPin: 'PEN100012345678',
      employeeRate: 8,
      employerRate: 12.5,
    });
    const backwards = await company.call('PATCH', `/api/employees/employment/${firstId}`, { endDate: '2025-01-01' });
    expect(backwards.statusCode).toBe(400);
    const clash = await company.call('PATCH', `/api/employees/employment/${firstId}`, {
      startDate: '2026-07-01',
      endDate: null,
    });
    expect(clash.statusCode).toBe(409);
  });

  it("refuses another company's employments", async () => {
    expect((await other.call('GET', `/api/employees/employment/${firstId}`)).statusCode).toBe(404);
    expect((await other.call('PATCH', `/api/employees/employment/${firstId}`, { jobTitle: 'x' })).statusCode).toBe(404);
    expect((await other.call('GET', `/api/employees/${employeeId}/employment`)).statusCode).toBe(404);
    expect((await post({ employee: employeeId, ...job, startDate: '2026-09-01' }, other)).statusCode).toBe(404);
  });

  it("hides another branch's employees' employments from a member limited to a branch", async () => {
    const ikeja = (await company.call('POST', '/api/branches', { name: 'Ikeja', address: '12 Allen Avenue' })).json()
      .data;
    const member = await branchMember(test, company.companyId, ikeja._id, ['hrm.view', 'hrm.create', 'hrm.edit']);
    expect((await member.call('GET', `/api/employees/employment/${firstId}`)).statusCode).toBe(404);
    expect((await member.call('GET', `/api/employees/${employeeId}/employment`)).statusCode).toBe(404);
    const body = { employee: employeeId, ...job, startDate: '2026-10-01' };
    expect((await member.call('POST', '/api/employees/employment', body)).statusCode).toBe(404);
  });

  it('marks an employee with employment records as left instead of deleting them', async () => {
    const deleted = await company.call('DELETE', `/api/employees/${employeeId}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(peopleMessages.leftWithHistory('Emeka Nwosu'));
    expect(deleted.json().data.status).toBe('left');
    const history = await company.call('GET', `/api/employees/${employeeId}/employment`);
    expect(history.json().data).toHaveLength(2);
  });
});
