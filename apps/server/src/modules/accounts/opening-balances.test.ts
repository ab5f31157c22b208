import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  trialBalanceByCode,
  writtenRows,
} from '../../../test/accounting.ts';
import { testAppForFile } from '../../../test/harness.ts';

const test = testAppForFile();
let company: AccountingCompany;
beforeAll(async () => {
  company = await accountingCompany(test);
});

const path = '/api/double-entry/opening-balances';
const line = (code: string, debit: number, credit = 0) => ({ account: company.account(code), debit, credit });

describe('opening balances', () => {
  it('are none for a new company', async () => {
    const response = await company.call('GET', path);
    expect(response.json().data).toEqual({ date: null, entry: null, lines: [], openingBalanceEquity: null });
  });

  it('post as one balanced entry at the start date, the difference to Opening Balance Equity', async () => {
    const response = await company.call('POST', path, {
      date: '2025-12-31',
      lines: [line('1050', 2_500_000), line('1200', 750_000.5), line('2000', 0, 400_000), line('6100', 0, 0)],
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ date: '2025-12-31', entry: { _id: expect.any(String), number: 1 } });
    expect(
      data.lines.map((item: { account: { account_code: string }; debit: number; credit: number }) => [
        item.account.account_code,
        item.debit,
        item.credit,
      ]),
    ).toEqual([
      ['1050', 2_500_000, 0],
      ['1200', 750_000.5, 0],
      ['2000', 0, 400_000],
    ]);
    expect(data.openingBalanceEquity).toMatchObject({
      account: { account_code: '3200' },
      debit: 0,
      credit: 2_850_000.5,
    });
    const { balances, totalDebit, totalCredit } = await trialBalanceByCode(company, '2025-12-31');
    expect(balances).toEqual({ '1050': 2_500_000, '1200': 750_000.5, '2000': -400_000, '3200': -2_850_000.5 });
    expect(totalDebit).toBe(totalCredit);
  });

  it('entered again replace the previous ones: the old entry is reversed', async () => {
    const response = await company.call('POST', path, { date: '2025-12-31', lines: [line('1050', 1_000_000)] });
    expect(response.json().data.entry.number).toBe(3);
    expect((await trialBalanceByCode(company)).balances).toEqual({ '1050': 1_000_000, '3200': -1_000_000 });
    const ledger = await company.call('GET', `/api/reports/general-ledger?account=${company.account('1050')}`);
    expect(ledger.json().data.lines).toHaveLength(1);
  });

  it('refuse Opening Balance Equity itself, and an unknown account, writing nothing', async () => {
    const before = await writtenRows(test, company.companyId);
    const equity = await company.call('POST', path, {
      date: '2025-12-31',
      lines: [line('1050', 5), line('3200', 0, 5)],
    });
    expect(equity.json()).toMatchObject({
      message: 'Opening Balance Equity takes the difference; leave it out',
      errors: { 'lines.1.account': 'Opening Balance Equity takes the difference; leave it out' },
    });
    const unknown = await company.call('POST', path, {
      date: '2025-12-31',
      lines: [line('1050', 0), { account: company.companyId, debit: 5, credit: 0 }],
    });
    expect(unknown.json()).toMatchObject({
      message: 'Account is not valid.',
      errors: { 'lines.1.account': 'Account is not valid.' },
    });
    expect(await writtenRows(test, company.companyId)).toEqual(before);
  });
});
