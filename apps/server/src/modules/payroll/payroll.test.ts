import { emptyYearToDate, monthlyPay, payrollMessages, payrollRuleSets, payrollRulesInForceOn } from '@owo/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  anotherCompany,
  journalBody,
  postJournal,
  trialBalanceByCode,
} from '../../../test/accounting.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';

/*
 * Payroll runs through the API (issue 28): January 2026 for two employees, one on the reference's
 * P1 pay (₦100,000: basic 50%, housing 25%, transport 10%, other 15%) with a ₦500,000 bonus, one
 * joining on 15 January; the insufficient-funds refusal, approval, payment, the books to the kobo,
 * void, and what another company and a member without approve can do.
 */

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;
let ada: string;
let bayo: string;

const p1Pay = {
  basic: 50000,
  housing: 25000,
  transport: 10000,
  otherAllowances: [{ name: 'Other allowances', amount: 15000, pensionable: false, taxable: true }],
};

async function employee(displayName: string, state: string, startDate: string) {
  const [firstName = '', lastName = ''] = displayName.split(' ');
  const created = await company.call('POST', '/api/employees', {
    firstName,
    lastName,
    displayName,
    gender: 'female',
    phoneNumber: '08031234567',
    dateOfBirth: '1990-05-01',
    stateOfResidence: state,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data._id as string;
  const employment = await company.call('POST', '/api/employees/employment', {
    employee: id,
    jobTitle: 'Sales',
    startDate,
    ...p1Pay,
    pension: { pfa: 'Stanbic IBTC Pension Managers', rsaPin: 'PEN100012345678' },
  });
  expect(employment.statusCode, employment.body).toBe(201);
  return id;
}

const bonus = { kind: 'bonus', name: 'New year bonus', amount: 500000 };

beforeAll(async () => {
  company = await accountingCompany(test, 'Adaeze Foods Ltd');
  other = await anotherCompany(test, company, 'Other Foods Ltd');
  ada = await employee('Ada Obi', 'Lagos', '2025-06-01');
  bayo = await employee('Bayo Ade', 'Ogun', '2026-01-15');
});

/** What the core calculation pays Bayo for January: joined on the 15th, 17 of 31 days. */
function bayoJanuary() {
  return monthlyPay({
    rules: payrollRulesInForceOn(payrollRuleSets, '2026-01-31'),
    period: '2026-01',
    pay: {
      basic: 5_000_000,
      housing: 2_500_000,
      transport: 1_000_000,
      otherAllowances: [{ name: 'Other allowances', amount: 1_500_000, pensionable: false, taxable: true }],
      annualRent: 0,
      nhf: false,
      nhia: false,
      pension: { employeeRateBasisPoints: 800, employerRateBasisPoints: 1000 },
    },
    employedFrom: '2026-01-15',
    prorationBasis: 'calendarDays',
    itfApplies: false,
    yearToDate: emptyYearToDate,
  });
}

describe('a month of payroll', () => {
  let runId: string;
  let net: number;

  it('works out every employee employed in the month: the bonus taxed as it adds to the year, a joiner prorated', async () => {
    const response = await company.call('POST', '/api/payroll', {
      period: '2026-01',
      bank: company.account('1050'),
      lines: [{ employee: ada, oneOffs: [bonus] }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const run = response.json().data;
    runId = run._id;
    expect(run).toMatchObject({ number: 'PAY-00001', period: '2026-01', status: 'draft', employees: 2 });
    const byName = Object.fromEntries(
      run.lines.map((line: { employee: { displayName: string } }) => [line.employee.displayName, line]),
    );
    // P1 with a ₦500,000 bonus: PAYE ₦3,980 on the month's pay and ₦75,000 on the bonus (reference 2.3).
    expect(byName['Ada Obi']).toMatchObject({
      gross: 600000,
      pensionEmployee: 6800,
      pensionEmployer: 8500,
      paye: 78980,
      net: 514220,
      days: 31,
      payeAuthority: 'Lagos',
      pension: { pfa: 'Stanbic IBTC Pension Managers', rsaPin: 'PEN100012345678' },
    });
    const expected = bayoJanuary();
    expect(byName['Bayo Ade']).toMatchObject({
      employee: { _id: bayo },
      days: 17,
      daysInPeriod: 31,
      gross: expected.gross / 100,
      paye: expected.paye / 100,
      net: expected.net / 100,
    });
    net = run.totals.net;
    expect(net).toBe(514220 + expected.net / 100);
    expect(run.funding).toEqual({ balance: 0, needed: net, shortfall: net });
  });

  it('refuses a second payroll of the month for the same employees', async () => {
    const response = await company.call('POST', '/api/payroll', { period: '2026-01' });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toBe(payrollMessages.periodTaken('2026-01', 'PAY-00001'));
  });

  it('refuses approval while the bank holds less than the net pay, naming the shortfall, and posts nothing', async () => {
    await postJournal(
      company,
      journalBody(
        company,
        [
          ['1050', 400000, 0],
          ['3300', 0, 400000],
        ],
        { date: '2026-01-05' },
      ),
    );
    const response = await company.call('PATCH', `/api/merchant/approve/${runId}?state=payroll&action=approve`);
    expect(response.statusCode, response.body).toBe(409);
    const shortfall = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(net - 400000);
    expect(response.json().message).toBe(payrollMessages.shortfall('Bank Account', shortfall));
    const read = await company.call('GET', `/api/payroll/${runId}`);
    expect(read.json().data).toMatchObject({ status: 'draft', entry: null });
    expect(read.json().data.funding.shortfall).toBeCloseTo(net - 400000, 2);
  });

  it('lets no member without payroll.approve approve it', async () => {
    const clerk = await addMember(test, company.companyId, ['payroll.view', 'payroll.create', 'payroll.edit']);
    const response = await test.app.inject({
      method: 'PATCH',
      url: `/api/merchant/approve/${runId}?state=payroll&action=approve`,
      headers: clerk.headers,
    });
    expect(response.statusCode, response.body).toBe(403);
  });

  it('hides it from another company, even its existence', async () => {
    for (const [method, url] of [
      ['GET', `/api/payroll/${runId}`],
      ['PATCH', `/api/merchant/approve/${runId}?state=payroll&action=approve`],
      ['DELETE', `/api/payroll/${runId}`],
    ] as const) {
      const response = await other.call(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await other.call('GET', '/api/payroll')).json().data).toEqual([]);
  });

  it('approves once the money is in, posting salaries, PAYE, pension and net pay to the kobo', async () => {
    await postJournal(
      company,
      journalBody(
        company,
        [
          ['1050', 400000, 0],
          ['3300', 0, 400000],
        ],
        { date: '2026-01-06' },
      ),
    );
    const response = await company.call('PATCH', `/api/merchant/approve/${runId}?state=payroll&action=approve`);
    expect(response.statusCode, response.body).toBe(200);
    const run = response.json().data;
    expect(run.status).toBe('approved');
    expect(run.entry).not.toBeNull();
    const { balances, totalDebit, totalCredit } = await trialBalanceByCode(company);
    expect(totalDebit).toBe(totalCredit);
    expect(balances['6000']).toBe(run.totals.gross);
    expect(balances['6010']).toBe(run.totals.pensionEmployer);
    expect(balances['2200']).toBe(-run.totals.paye);
    expect(balances['2210']).toBe(-(run.totals.pensionEmployee + run.totals.pensionEmployer));
    expect(balances['2250']).toBe(-net);
  });

  it('pays the net pay out of the bank', async () => {
    const response = await company.call('POST', `/api/payroll/${runId}/pay`, { date: '2026-01-31' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'paid', paidOn: '2026-01-31' });
    const { balances } = await trialBalanceByCode(company);
    expect(balances['2250'] ?? 0).toBe(0);
    expect(balances['1050']).toBe(Math.round((800000 - net) * 100) / 100);
    const again = await company.call('POST', `/api/payroll/${runId}/pay`, { date: '2026-01-31' });
    expect(again.statusCode).toBe(409);
  });

  it('lists the month on each employee’s payslips', async () => {
    const response = await company.call('GET', `/api/employees/${ada}/payslips`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([
      {
        run: { _id: runId, number: 'PAY-00001' },
        period: '2026-01',
        status: 'paid',
        gross: 600000,
        paye: 78980,
        net: 514220,
        paidOn: '2026-01-31',
      },
    ]);
    expect((await other.call('GET', `/api/employees/${ada}/payslips`)).statusCode).toBe(404);
  });

  it('carries January into February: the year to date, and PAYE by the cumulative method', async () => {
    await postJournal(
      company,
      journalBody(
        company,
        [
          ['1050', 900000, 0],
          ['3300', 0, 900000],
        ],
        { date: '2026-02-01' },
      ),
    );
    const response = await company.call('POST', '/api/payroll', {
      period: '2026-02',
      bank: company.account('1050'),
      submit: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const february = response.json().data;
    expect(february.status).toBe('awaiting-approval');
    const adaLine = february.lines.find((line: { employee: { _id: string } }) => line.employee._id === ada);
    expect(adaLine).toMatchObject({ gross: 100000, paye: 3980, yearToDate: { gross: 700000, paye: 82960 } });
  });

  it('voids a paid run: its entries reversed, the books as before, the month free to run again', async () => {
    const before = await trialBalanceByCode(company);
    const response = await company.call('DELETE', `/api/payroll/${runId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Payroll voided: its entries are reversed');
    const { balances } = await trialBalanceByCode(company);
    expect(balances['6000'] ?? 0).toBe(0);
    expect(balances['1050']).toBe(1700000);
    expect(before.balances['6000']).not.toBe(0);
    const read = await company.call('GET', `/api/payroll/${runId}`);
    expect(read.json().data.status).toBe('void');
  });
});

describe('the bank account merged away', () => {
  it('moves the run to the account it was merged into, so the run can still be approved and paid', async () => {
    const created = await company.call('POST', '/api/payroll', { period: '2026-06', bank: company.account('1010') });
    expect(created.statusCode, created.body).toBe(201);
    const merged = await company.call('POST', '/api/double-entry/chart-of-accounts/merge', {
      from: company.account('1010'),
      into: company.account('1000'),
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const read = await company.call('GET', `/api/payroll/${created.json().data._id}`);
    expect(read.json().data.bank).toEqual({ _id: company.account('1000'), name: 'Cash on Hand' });
  });
});

describe('bad requests', () => {
  it('names the month when it is not one, and when nobody is employed in it', async () => {
    const wrong = await company.call('POST', '/api/payroll', { period: '2026-13' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.period).toBe('Month must be a year and a month, like 2026-03');
    const empty = await company.call('POST', '/api/payroll', { period: '2024-01' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(payrollMessages.nobodyToPay('2024-01'));
  });

  it('refuses deductions that leave less than nothing, and a bank account that is not one', async () => {
    const deductions = [{ kind: 'loanRepayment', amount: 5000000 }];
    const tooMuch = await company.call('POST', '/api/payroll', {
      period: '2026-03',
      lines: [{ employee: ada, deductions }],
    });
    expect(tooMuch.statusCode, tooMuch.body).toBe(400);
    expect(tooMuch.json().message).toContain('Ada Obi');
    const notBank = await company.call('POST', '/api/payroll', { period: '2026-03', bank: company.account('6000') });
    expect(notBank.statusCode).toBe(404);
    expect((await company.call('GET', '/api/payroll?where[period]=2026-03')).json().data).toEqual([]);
  });
});
