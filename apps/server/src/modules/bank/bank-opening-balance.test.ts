import { describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, rowCounts, trialBalanceByCode } from '../../../test/accounting.ts';
import { addBankAccount, GTBANK_NUMBER, ZENITH_NUMBER } from '../../../test/bank.ts';
import { testAppForFile } from '../../../test/harness.ts';

/*
 * A bank account added with its opening balance: the balance is posted against Opening Balance
 * Equity (3200) in the account's own transaction, so a refusal leaves neither behind.
 */

const test = testAppForFile();

/** The bank account as the API answers it, balance included. */
const addAccount = async (company: AccountingCompany, body: Record<string, unknown>) =>
  (await addBankAccount(company, body)) as Awaited<ReturnType<typeof addBankAccount>> & { balance: number };

const written = (company: AccountingCompany) =>
  rowCounts(test, company.companyId, ['accounts', 'bank_accounts', 'journal_entries', 'journal_lines']);

describe('adding a bank account with an opening balance', () => {
  it('posts the balance against Opening Balance Equity: the books balance and the account holds it', async () => {
    const company = await accountingCompany(test, 'Opening Balances Ltd');
    const account = await addAccount(company, { openingBalance: 1_250_000.55, openingBalanceDate: '2026-01-01' });
    expect(account.balance).toBe(1_250_000.55);
    const trial = await trialBalanceByCode(company);
    expect(trial.totalDebit).toBe(trial.totalCredit);
    expect(trial.balances[account.account_code]).toBe(1_250_000.55);
    expect(trial.balances['3200']).toBe(-1_250_000.55);
    // The day before the opening date the account held nothing in the books.
    const before = await company.call('GET', `/api/bank/accounts/${account._id}?asOf=2025-12-31`);
    expect(before.json().data.balance).toBe(0);
  });

  it('takes an overdraft (a negative balance) as a credit to the bank account', async () => {
    const company = await accountingCompany(test, 'Overdrawn Traders Ltd');
    const account = await addAccount(company, {
      bankCode: '057',
      accountNumber: ZENITH_NUMBER,
      openingBalance: -45_000.1,
      openingBalanceDate: '2026-02-01',
    });
    expect(account.balance).toBe(-45_000.1);
    const trial = await trialBalanceByCode(company);
    expect(trial.totalDebit).toBe(trial.totalCredit);
    expect(trial.balances['3200']).toBe(45_000.1);
  });

  it('posts nothing for no balance or a zero balance', async () => {
    const company = await accountingCompany(test, 'Zero Balances Ltd');
    const before = await written(company);
    const account = await addAccount(company, { openingBalance: 0 });
    expect(account.balance).toBe(0);
    const after = await written(company);
    expect(after).toEqual({ ...before, accounts: (before.accounts ?? 0) + 1, bank_accounts: 1 });
  });

  it('requires the date with a balance, and leaves nothing behind when refused', async () => {
    const company = await accountingCompany(test, 'Dateless Ltd');
    const before = await written(company);
    const response = await company.call('POST', '/api/bank/accounts', {
      type: 'business',
      bankCode: '058',
      accountNumber: GTBANK_NUMBER,
      accountName: 'Dateless Ltd',
      openingBalance: 5000,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ openingBalanceDate: 'Opening balance date is a required field' });
    expect(await written(company)).toEqual(before);
  });

  it('refuses a date in the locked period in plain words, and adds no account', async () => {
    const company = await accountingCompany(test, 'Locked Books Ltd');
    const lock = await company.call('PATCH', '/api/settings/lock-date', { lockDate: '2026-03-31' });
    expect(lock.statusCode).toBe(200);
    const before = await written(company);
    const response = await company.call('POST', '/api/bank/accounts', {
      type: 'business',
      bankCode: '058',
      accountNumber: GTBANK_NUMBER,
      accountName: 'Locked Books Ltd',
      openingBalance: 5000,
      openingBalanceDate: '2026-03-31',
    });
    expect(response.statusCode).toBe(400);
    const message = 'The books are locked up to 2026-03-31: the opening balance date must be after it';
    expect(response.json()).toEqual({ message, errors: { openingBalanceDate: message } });
    expect(await written(company)).toEqual(before);

    const open = await addAccount(company, { openingBalance: 5000, openingBalanceDate: '2026-04-01' });
    expect(open.balance).toBe(5000);
  });
});
