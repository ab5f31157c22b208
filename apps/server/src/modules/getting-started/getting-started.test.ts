import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany, journalBody } from '../../../test/accounting.ts';
import { addBankAccount, gtbankCsv, importCsv } from '../../../test/bank.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';

const test = testAppForFile();
let company: AccountingCompany;
beforeAll(async () => {
  company = await accountingCompany(test);
});

async function steps(of: AccountingCompany) {
  const response = await of.call('GET', '/api/getting-started');
  expect(response.statusCode).toBe(200);
  const { steps } = response.json().data as { steps: Array<{ key: string; done: boolean }> };
  return Object.fromEntries(steps.map((step) => [step.key, step.done]));
}

describe('GET /getting-started', () => {
  it('ticks each first step as the company does it, and only for that company', async () => {
    const other = await anotherCompany(test, company, 'Ngozi Stores Ltd');
    expect(await steps(company)).toEqual({
      bankAccount: false,
      openingBalances: false,
      firstInvoice: false,
      firstPayment: false,
      statementImported: false,
      reconciled: false,
      journalWritten: false,
    });

    const bank = await addBankAccount(company);
    const draft = await company.call(
      'POST',
      '/api/double-entry/journal',
      journalBody(company, [
        ['6100', 100, 0],
        ['1000', 0, 100],
      ]),
    );
    expect(draft.statusCode).toBe(201);
    const imported = await importCsv(
      company,
      bank._id,
      gtbankCsv([{ date: '2026-03-02', remarks: 'SMS ALERT CHARGES', amount: -50 }]),
    );
    expect(imported.statusCode).toBe(201);

    expect(await steps(company)).toMatchObject({ bankAccount: true, statementImported: true, journalWritten: true });
    expect(await steps(company)).toMatchObject({ openingBalances: false, reconciled: false });
    expect(Object.values(await steps(other)).some(Boolean)).toBe(false);
  });

  it('is open to any member, whatever their role, and to no one else', async () => {
    const member = await addMember(test, company.companyId, []);
    const asMember = await test.app.inject({
      method: 'GET',
      url: '/api/getting-started',
      headers: member.headers,
    });
    expect(asMember.statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: '/api/getting-started' })).statusCode).toBe(401);
  });
});
