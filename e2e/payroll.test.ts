import { readFileSync } from 'node:fs';
import { emptyYearToDate, monthlyPay, payrollRuleSets, payrollRulesInForceOn } from '@owo/core';
import type { Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn } from '../apps/server/test/smtp-inbox.ts';
import { openPage } from './support/browser.ts';
import { api } from './support/demo.ts';
import { type NewBusiness, type NewOwner, signIn, signUpNewOwner } from './support/new-owner.ts';
import { chooseOption, continueAfter, expectToFitPhone, visible } from './support/page.ts';
import { runAppAndBrowser } from './support/running.ts';
import { booksOf } from './support/sales.ts';
import { screenshotter } from './support/screenshot.ts';

/*
 * Issue 28's "Done when", walked by a new owner: two employees on the reference's P1 pay (₦100,000:
 * basic 50%, housing 25%, transport 10%, other 15% not pensionable), Ada from 2025 and Bayo from
 * 15 January 2026; January's payroll run on a laptop with a ₦500,000 bonus for Ada; approving
 * refused by the insufficient-funds dialog with the true shortfall; the money recorded into the
 * bank from there, approved, paid; then salaries, PAYE and pension in the trial balance. On a
 * 360 px phone: the list, the form, the run page and the insufficient-funds dialog. Then what
 * else a run's page does: a run sent for approval rejected back to draft and deleted; the paid
 * January voided, its salaries and PAYE gone from the books; and a payroll clerk whose role may
 * run, change and delete payroll but not approve it sees no Approve or Reject on a run awaiting
 * approval, no Void or Record payment on an approved one, and cannot change or void it.
 */

const running = runAppAndBrowser();

/** Set OWO_SCREENSHOTS=1 to look at the pages (then delete the files). */
const screenshot = screenshotter('payroll');

const owner: NewOwner = {
  firstName: 'Chioma',
  lastName: 'Eze',
  email: `chioma.${Date.now()}@example.ng`,
  phoneNumber: '08035550808',
  password: 'Payday at Eze 2026',
};

const business: NewBusiness = {
  name: 'Eze Foods Ltd',
  type: 'Private Limited Company (Ltd)',
  industry: 'Retail and Supermarkets',
  state: 'Lagos',
  address: '12 Allen Avenue, Ikeja',
  email: 'hello@ezefoods.ng',
  phoneNumber: '08098760808',
};

const naira = (amount: number) => new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(amount);

const p1Pay = {
  basic: 50000,
  housing: 25000,
  transport: 10000,
  otherAllowances: [{ name: 'Other allowances', amount: 15000, pensionable: false, taxable: true }],
};

async function addEmployee(page: Page, displayName: string, state: string, startDate: string) {
  const [firstName = '', lastName = ''] = displayName.split(' ');
  const employee = await api<{ _id: string }>(page, 'POST', '/employees', {
    firstName,
    lastName,
    displayName,
    gender: 'female',
    phoneNumber: '08031234567',
    dateOfBirth: '1990-05-01',
    stateOfResidence: state,
  });
  await api(page, 'POST', '/employees/employment', {
    employee: employee._id,
    jobTitle: 'Sales',
    startDate,
    ...p1Pay,
    pension: { pfa: 'Stanbic IBTC Pension Managers', rsaPin: 'PEN100012345678' },
  });
}

/** Ada's January (reference P1 with a ₦500,000 bonus), in naira. */
const ada = { gross: 600000, pensionEmployee: 6800, pensionEmployer: 8500, paye: 78980, net: 514220 };

/** Bayo's January as core's calculation pays it: joined on the 15th, 17 of 31 days (in naira). */
function bayoJanuary() {
  const pay = monthlyPay({
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
  return {
    gross: pay.gross / 100,
    pensionEmployee: pay.pensionEmployee / 100,
    pensionEmployer: pay.pensionEmployer / 100,
    paye: pay.paye / 100,
    net: pay.net / 100,
  };
}

const linesOf = (page: Page) => page.getByRole('table', { name: 'Payroll lines' });

/** Opens the month picker and picks a month ('January 2026'), going back a year at a time to it. */
async function pickMonth(page: Page, month: string) {
  await page.getByRole('button', { name: /^Month/ }).click();
  const cell = page.getByRole('button', { name: month, exact: true });
  for (let tries = 0; tries < 5 && !(await cell.isVisible()); tries += 1) {
    await page.getByRole('button', { name: 'Previous year' }).click();
  }
  await cell.click();
}

/** A trial balance account's balance in its normal direction (debit for an expense), 0 when it is not listed. */
async function balanceOf(page: Page, name: string, normal: 'debit' | 'credit') {
  const { accounts } = await api<{ accounts: Array<{ account_name: string; debit: number; credit: number }> }>(
    page,
    'GET',
    '/reports/trial-balance',
  );
  const account = accounts.find((row) => row.account_name === name);
  if (!account) return 0;
  return normal === 'debit' ? account.debit - account.credit : account.credit - account.debit;
}

describe('payroll for a new company', () => {
  let desktop: Page;
  let bank: string;
  const bayo = bayoJanuary();
  const totals = {
    gross: ada.gross + bayo.gross,
    paye: ada.paye + bayo.paye,
    pension: ada.pensionEmployee + ada.pensionEmployer + bayo.pensionEmployee + bayo.pensionEmployer,
    net: Math.round((ada.net + bayo.net) * 100) / 100,
  };

  beforeAll(async () => {
    desktop = await openPage(running.browser);
    await signUpNewOwner(desktop, running.app, owner, business);
    bank = (await booksOf(desktop)).bank ?? '';
    await addEmployee(desktop, 'Ada Obi', 'Lagos', '2025-06-01');
    await addEmployee(desktop, 'Bayo Ade', 'Ogun', '2026-01-15');
  });

  afterAll(async () => {
    await desktop?.context().close();
  });

  it("runs January's payroll with a bonus, is stopped by the true shortfall, funds the bank, approves and pays", async () => {
    const page = desktop;
    // Payroll is in the menu's People group, beside Employees.
    await page.getByRole('button', { name: 'People' }).click();
    await page.getByRole('link', { name: 'Payroll', exact: true }).first().click();
    await page.waitForURL(/\/hrm\/payroll$/);
    await expect.poll(visible(page, 'No payroll yet')).toBe(true);
    await screenshot(page, 'empty-desktop');
    await page.getByRole('link', { name: 'Run payroll' }).first().click();
    await page.waitForURL(/\/hrm\/payroll\/create-payroll$/);

    // The month starts on the current one.
    const thisMonth = new Intl.DateTimeFormat('en-NG', { month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' });
    await expect
      .poll(() => page.getByRole('button', { name: /^Month/ }).textContent())
      .toContain(thisMonth.format(new Date()));
    await pickMonth(page, 'January 2026');
    await chooseOption(page, /^Bank account/, /Bank Account/, 'Bank Account');
    await page.getByRole('button', { name: 'Add earning or deduction' }).click();
    const extra = page.getByRole('group', { name: 'Extra 1' });
    // An extra without its employee and amount is refused, naming both, before anything is sent.
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect.poll(() => extra.getByText('Employee is a required field').isVisible()).toBe(true);
    await chooseOption(page, /^Employee/, /^Ada Obi$/);
    await extra.getByRole('textbox', { name: /^Description/ }).fill('New year bonus');
    await extra.getByRole('textbox', { name: /^Amount/ }).fill('500000');

    // Leaving with the changes unsaved asks first; No stays.
    await page.getByRole('link', { name: 'Payroll' }).last().click();
    await expect.poll(visible(page, 'Do you want to leave without saving changes')).toBe(true);
    await page.getByRole('button', { name: 'No' }).click();
    await screenshot(page, 'new-desktop');

    await page.getByRole('button', { name: 'Save as draft' }).click();
    await continueAfter(page, 'Payroll created successfully');
    await page.waitForURL(/\/hrm\/payroll\/[0-9a-f-]{36}$/);
    await expect.poll(visible(page, 'Payroll PAY-00001')).toBe(true);
    await expect.poll(visible(page, 'January 2026')).toBe(true);
    const adaRow = linesOf(page).getByRole('row', { name: /Ada Obi/ });
    for (const amount of [ada.gross, ada.pensionEmployee, ada.paye, ada.net]) {
      await expect.poll(() => adaRow.textContent(), { message: naira(amount) }).toContain(naira(amount));
    }
    // Bayo joined on the 15th: 17 of January's 31 days.
    await expect
      .poll(() =>
        linesOf(page)
          .getByRole('row', { name: /Bayo Ade/ })
          .textContent(),
      )
      .toContain('17 of 31');
    const totalsGroup = page.getByRole('group', { name: 'Payroll totals' });
    await expect.poll(() => totalsGroup.textContent()).toContain(naira(totals.net));
    await screenshot(page, 'run-desktop');

    // The new company's bank holds nothing: the whole net pay is short.
    await page.getByRole('button', { name: 'Approve' }).click();
    const shortDialog = page.getByRole('dialog', { name: 'Insufficient funds' });
    await expect.poll(() => shortDialog.textContent()).toContain(`You need ${naira(totals.net)} more`);
    await screenshot(page, 'insufficient-funds-desktop');
    await shortDialog.getByRole('button', { name: 'Fund Account' }).click();

    const fundDialog = page.getByRole('dialog', { name: 'Record money into Bank Account' });
    await expect
      .poll(() => fundDialog.getByRole('textbox', { name: /^Amount/ }).inputValue())
      .toBe(totals.net.toLocaleString('en-NG', { minimumFractionDigits: 2 }));
    await chooseOption(page, /^Paid in from/, /Owner's Capital/, 'Owner');
    await screenshot(page, 'fund-account-desktop');
    await fundDialog.getByRole('button', { name: 'Record money in' }).click();
    await expect.poll(visible(page, 'Money recorded into Bank Account')).toBe(true);
    await expect.poll(() => fundDialog.count()).toBe(0);

    await page.getByRole('button', { name: 'Approve' }).click();
    await continueAfter(page, 'Payroll approved');
    await expect.poll(() => page.getByRole('button', { name: 'Record payment' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Record payment' }).click();
    const payDialog = page.getByRole('dialog', { name: 'Record payment' });
    await payDialog.getByRole('button', { name: 'Record payment' }).click();
    await continueAfter(page, 'Salaries paid');
    await expect.poll(() => page.getByRole('button', { name: 'Void' }).isVisible()).toBe(true);
    await expect.poll(visible(page, /^Paid$/)).toBe(true);
    await screenshot(page, 'paid-desktop');

    // What the run produces: every payslip in one PDF, and the PAYE schedule by State IRS.
    const downloaded = async (item: string) => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Payslips and schedules' }).click();
      await page.getByRole('menuitem', { name: item }).click();
      return readFileSync(await (await download).path());
    };
    const payslips = await extractText(new Uint8Array(await downloaded('All payslips (PDF)')), { mergePages: true });
    for (const words of ['Ada Obi', 'Bayo Ade', '514,220.00', '78,980.00']) expect(payslips.text).toContain(words);
    const paye = (await downloaded('PAYE schedule (by State IRS), CSV')).toString('utf8');
    expect(paye).toMatch(/Lagos/);
    expect(paye).toMatch(/Ada Obi,.*78980(\.00)?/);
    const bankSchedule = (await downloaded('Bank transfer schedule, CSV')).toString('utf8');
    expect(bankSchedule).toContain('Ada Obi');

    // The books: salaries, PAYE and pension, as the accountant reads them in the trial balance.
    await page.goto(`${running.app.url}/reports/financial-statement/trial-balance`);
    // Rows read 'code name', e.g. '6000 Salaries and Wages'.
    const row = (name: string) => page.getByRole('row', { name: new RegExp(`^\\d+ ${name}`) }).first();
    await expect.poll(() => row('Salaries and Wages').textContent()).toContain(naira(totals.gross));
    await expect.poll(() => row('PAYE Payable').textContent()).toContain(naira(totals.paye));
    await expect.poll(() => row('Pension Payable').textContent()).toContain(naira(totals.pension));
    await expect
      .poll(() => row('Employer Pension Contributions').textContent())
      .toContain(naira(ada.pensionEmployer + bayo.pensionEmployer));
    await screenshot(page, 'trial-balance-desktop');
  });

  it('shows the list, the form, a run and the insufficient-funds dialog on a 360 px phone', async () => {
    // February, sent for approval through the API: the bank was emptied by January's salaries.
    const february = await api<{ _id: string }>(desktop, 'POST', '/payroll', { period: '2026-02', bank, submit: true });
    const phone = await openPage(running.browser, 'phone');
    await signIn(phone, running.app.url, owner, '/hrm/payroll');
    await expect
      .poll(() => phone.getByRole('table', { name: 'Payroll runs' }).getByText('PAY-00002').isVisible())
      .toBe(true);
    await expectToFitPhone(phone, 'the payroll list');
    await screenshot(phone, 'list-phone');

    await phone.goto(`${running.app.url}/hrm/payroll/create-payroll`);
    await phone.getByRole('button', { name: 'Add earning or deduction' }).click();
    await expect.poll(() => phone.getByRole('group', { name: 'Extra 1' }).isVisible()).toBe(true);
    await expectToFitPhone(phone, 'the payroll form');
    await screenshot(phone, 'new-phone');

    await phone.goto(`${running.app.url}/hrm/payroll/${february._id}`);
    await expect.poll(visible(phone, 'Awaiting approval')).toBe(true);
    const cards = phone.getByRole('list', { name: 'Payroll lines' });
    await expect.poll(() => cards.getByRole('listitem', { name: 'Ada Obi' }).textContent()).toContain(naira(100000));
    await expectToFitPhone(phone, 'the run page');
    await screenshot(phone, 'run-phone');
    await phone.getByRole('button', { name: 'Approve' }).click();
    const shortDialog = phone.getByRole('dialog', { name: 'Insufficient funds' });
    await expect.poll(() => shortDialog.getByRole('button', { name: 'Fund Account' }).isVisible()).toBe(true);
    await expectToFitPhone(phone, 'the insufficient-funds dialog');
    await screenshot(phone, 'insufficient-funds-phone');
    await shortDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => shortDialog.count()).toBe(0);

    // Edited before approval: a salary advance taken back from Bayo, and the run worked out again.
    await phone.getByRole('link', { name: 'Edit' }).click();
    await phone.waitForURL(/\/hrm\/payroll\/edit-payroll\?id=/);
    await expect.poll(() => phone.getByRole('button', { name: /^Month/ }).textContent()).toContain('February 2026');
    await phone.getByRole('button', { name: 'Add earning or deduction' }).click();
    const extra = phone.getByRole('group', { name: 'Extra 1' });
    await chooseOption(phone, /^Employee/, /^Bayo Ade$/);
    await chooseOption(phone, /^Type/, /^Salary advance$/);
    await extra.getByRole('textbox', { name: /^Amount/ }).fill('10000');
    await expectToFitPhone(phone, 'the payroll edit form');
    await screenshot(phone, 'edit-phone');
    await phone.getByRole('button', { name: 'Save changes' }).click();
    await continueAfter(phone, 'Payroll updated');
    await phone.waitForURL(/\/hrm\/payroll\/[0-9a-f-]{36}$/);
    await expect
      .poll(() => cards.getByRole('listitem', { name: 'Bayo Ade' }).textContent())
      .toMatch(/Other deductions₦10,000\.00/);
    await phone.context().close();
  });

  it('rejects and deletes a run, voids the paid January, and keeps a clerk without approval to her side', async () => {
    const page = desktop;
    const url = running.app.url;
    // The clerk: payroll's view, create, edit and delete, not approve; a first password set by the owner.
    const [branch] = await api<Array<{ _id: string }>>(page, 'GET', '/branches');
    const role = await api<{ _id: string }>(page, 'POST', '/roles', {
      name: 'Payroll clerk',
      description: 'Prepares payroll for the owner to approve',
      permissions: ['payroll.view', 'payroll.create', 'payroll.edit', 'payroll.delete'],
    });
    const clerkEmail = `tunde.payroll.${Date.now()}@example.ng`;
    const clerkPassword = 'Clerk at Eze 2026';
    await api(page, 'POST', '/users', {
      email: clerkEmail,
      firstName: 'Tunde',
      lastName: 'Bello',
      role: role._id,
      branch: branch?._id,
      password: clerkPassword,
    });
    const clerk = await openPage(running.browser);
    // Her email confirmed by the code she asks for (the sign-in page's way is walked in branches and team).
    await clerk.request.post(`${url}/api/auth/generate-verification-otp`, { data: { email: clerkEmail } });
    const otp = codeIn(await running.app.inbox.waitFor(clerkEmail, /verification code/));
    expect((await clerk.request.post(`${url}/api/auth/verify-signup`, { data: { email: clerkEmail, otp } })).ok()).toBe(
      true,
    );

    // March, sent for approval: the clerk may change it, not approve or reject it.
    const march = await api<{ _id: string; number: string }>(page, 'POST', '/payroll', {
      period: '2026-03',
      bank,
      submit: true,
    });
    await signIn(clerk, url, { email: clerkEmail, password: clerkPassword }, `/hrm/payroll/${march._id}`);
    await expect.poll(visible(clerk, 'Awaiting approval')).toBe(true);
    // Edit needs payroll.edit: once it shows, the clerk's permissions are known.
    await expect.poll(() => clerk.getByRole('link', { name: 'Edit' }).isVisible()).toBe(true);
    expect(await clerk.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await clerk.getByRole('button', { name: 'Reject' }).count()).toBe(0);

    // The owner rejects it from its page: back to draft, to be changed and sent again.
    await page.goto(`${url}/hrm/payroll/${march._id}`);
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(visible(page, 'Payroll sent back to draft')).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Submit for approval' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Reject' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/hrm\/payroll\/edit-payroll\?id=/);
    await expect.poll(() => page.getByRole('button', { name: /^Month/ }).textContent()).toContain('March 2026');
    await expect.poll(() => page.getByRole('button', { name: 'Save changes' }).isEnabled()).toBe(true);

    // Deleted as a draft, after a question: it leaves the list.
    await page.goBack();
    await page.getByRole('button', { name: 'Delete' }).click();
    const deleting = page.getByRole('dialog', { name: 'Delete payroll' });
    await deleting.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(/\/hrm\/payroll$/);
    await expect.poll(visible(page, 'Payroll deleted')).toBe(true);
    // Its page, still open as the call ended, was not read again: no 'Payroll not found' beside it.
    expect(await page.getByText('Payroll not found').count()).toBe(0);
    const runs = page.getByRole('table', { name: 'Payroll runs' });
    await expect.poll(() => runs.getByText('PAY-00001').isVisible()).toBe(true);
    expect(await runs.getByText(march.number).count()).toBe(0);

    // January, paid, voided after a question: its salaries, PAYE and payment leave the books.
    const salariesBefore = await balanceOf(page, 'Salaries and Wages', 'debit');
    const payeBefore = await balanceOf(page, 'PAYE Payable', 'credit');
    await runs.getByText('PAY-00001').click();
    await page.waitForURL(/\/hrm\/payroll\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'Void' }).click();
    const voiding = page.getByRole('dialog', { name: 'Void payroll' });
    await expect.poll(() => voiding.textContent()).toContain('the payment from the bank');
    await voiding.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(visible(page, 'Payroll voided: its entries are reversed')).toBe(true);
    await expect.poll(visible(page, /^Void$/)).toBe(true);
    expect(await page.getByRole('button', { name: 'Void' }).count()).toBe(0);
    expect(await balanceOf(page, 'Salaries and Wages', 'debit')).toBeCloseTo(salariesBefore - totals.gross, 2);
    expect(await balanceOf(page, 'PAYE Payable', 'credit')).toBeCloseTo(payeBefore - totals.paye, 2);

    // March again, approved by the owner (the voided January's pay is back in the bank): the clerk
    // sees no Void and no Record payment, and its edit page says it cannot be changed.
    const approved = await api<{ _id: string }>(page, 'POST', '/payroll', { period: '2026-03', bank, submit: true });
    await api(page, 'PATCH', `/merchant/approve/${approved._id}?state=payroll&action=approve`);
    await clerk.goto(`${url}/hrm/payroll/${approved._id}`);
    await expect.poll(visible(clerk, /^Approved$/)).toBe(true);
    // Emailing payslips needs payroll.edit: once it is offered, the clerk's permissions are known.
    await clerk.getByRole('button', { name: 'Payslips and schedules' }).click();
    await expect
      .poll(() => clerk.getByRole('menuitem', { name: 'Email payslips to employees' }).isVisible())
      .toBe(true);
    await clerk.keyboard.press('Escape');
    for (const action of ['Void', 'Record payment', 'Approve']) {
      expect(await clerk.getByRole('button', { name: action }).count(), action).toBe(0);
    }
    expect(await clerk.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    await clerk.goto(`${url}/hrm/payroll/edit-payroll?id=${approved._id}`);
    await expect.poll(visible(clerk, 'This payroll cannot be changed')).toBe(true);
    expect(await clerk.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
    // Nor through the API: voiding needs payroll.approve.
    await expect(api(clerk, 'DELETE', `/payroll/${approved._id}`)).rejects.toThrow(/: 403 /);
    await clerk.context().close();
  });
});
