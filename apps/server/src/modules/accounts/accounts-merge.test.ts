import { auditLog, journalLines, products } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  journalBody,
  postJournal,
  trialBalanceByCode,
  writtenRows,
} from '../../../test/accounting.ts';
import { addBankAccount, journalOf } from '../../../test/bank.ts';
import { testAppForFile } from '../../../test/harness.ts';
import { addProduct } from '../../../test/stock-fixtures.ts';

const test = testAppForFile();
let company: AccountingCompany;
beforeAll(async () => {
  company = await accountingCompany(test);
});

const merge = (from: string, into: string) =>
  company.call('POST', '/api/double-entry/chart-of-accounts/merge', {
    from: company.account(from),
    into: company.account(into),
  });

describe('merging accounts', () => {
  it('moves every posting of one account into another of the same type, in one audited step', async () => {
    await postJournal(
      company,
      journalBody(
        company,
        [
          ['6120', 80_000, 0],
          ['1000', 0, 80_000],
        ],
        { date: '2026-01-31' },
      ),
    );
    await postJournal(
      company,
      journalBody(
        company,
        [
          ['6120', 20_000, 0],
          ['6110', 5_000, 0],
          ['1000', 0, 25_000],
        ],
        { date: '2026-02-28' },
      ),
    );
    const draft = await company.call(
      'POST',
      '/api/double-entry/journal',
      journalBody(company, [
        ['6120', 10, 0],
        ['1000', 0, 10],
      ]),
    );
    const before = await trialBalanceByCode(company);
    expect(before.balances).toMatchObject({ '6110': 5_000, '6120': 100_000 });

    const response = await merge('6120', '6110');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Accounts merged successfully',
      data: { account_code: '6110', account_name: 'Electricity', balance: 105_000 },
    });
    const after = await trialBalanceByCode(company);
    expect(after.balances['6110']).toBe(105_000);
    expect(after.balances['6120']).toBeUndefined();
    expect(after.totalDebit).toBe(before.totalDebit);
    expect((await trialBalanceByCode(company, '2026-01-31')).balances['6110']).toBe(80_000);
    expect(
      (await company.call('GET', `/api/double-entry/chart-of-accounts/${company.account('6120')}`)).statusCode,
    ).toBe(404);
    const moved = await test.database.db
      .select()
      .from(journalLines)
      .where(and(eq(journalLines.companyId, company.companyId), eq(journalLines.accountId, company.account('6110'))));
    expect(moved).toHaveLength(3);
    const journal = await company.call('GET', `/api/double-entry/journal/${draft.json().data._id}`);
    expect(journal.json().data.lines[0].account.account_code).toBe('6110');
    const ledger = await company.call('GET', `/api/reports/general-ledger?account=${company.account('6110')}`);
    expect(ledger.json().data.lines.map((line: { balance: number }) => line.balance)).toEqual([
      80_000, 100_000, 105_000,
    ]);
    const [audit] = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.action, 'merge')));
    expect(audit).toMatchObject({
      entityId: company.account('6120'),
      userId: company.userId,
      before: { from: { account_code: '6120', balance: 100_000 }, into: { account_code: '6110', balance: 5_000 } },
      after: {
        from: { account_code: '6120', balance: 0, removed: true },
        into: { account_code: '6110', balance: 105_000 },
        movedLines: 2,
      },
    });
  });

  it.each([
    [
      'into an account of another type',
      '6130',
      '1010',
      'Accounts can only be merged into an account of the same type (Expense, not Asset)',
    ],
    ['a system account away', '2000', '2400', 'Accounts Payable is a system account and cannot be merged into another'],
  ])('refuses to merge %s, changing nothing', async (_case, from, into, message) => {
    const before = await writtenRows(test, company.companyId);
    const response = await merge(from, into);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(message);
    expect(await writtenRows(test, company.companyId)).toEqual(before);
  });

  it('points whatever named the account at the one it went into: a product’s, not another company’s', async () => {
    const other = await accountingCompany(test, 'Other Products Ltd');
    const product = async (owner: AccountingCompany, name: string) => {
      const id = await addProduct(test, owner.companyId, { name, type: 'service' });
      await test.database.db
        .update(products)
        .set({ revenueAccountId: owner.account('4500') })
        .where(and(eq(products.companyId, owner.companyId), eq(products.id, id)));
      return id;
    };
    const ours = await product(company, 'Delivery');
    const theirs = await product(other, 'Delivery');
    expect((await merge('4500', '4520')).statusCode).toBe(200);
    const revenueOf = async (owner: AccountingCompany, id: string) =>
      (await owner.call('GET', `/api/products/${id}`)).json().data.revenueAccount?._id;
    expect(await revenueOf(company, ours)).toBe(company.account('4520'));
    expect(await revenueOf(other, theirs)).toBe(other.account('4500'));
    const [audit] = await test.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entityId, company.account('4500'))));
    expect(audit?.after).toMatchObject({ movedReferences: { 'products.revenue_account_id': 1 } });
  });

  it('refuses the same account twice, and an account of another company', async () => {
    const same = await merge('6130', '6130');
    expect(same.json()).toMatchObject({ message: 'Choose two different accounts' });
    const other = await accountingCompany(test, 'Other Ltd');
    const foreign = await company.call('POST', '/api/double-entry/chart-of-accounts/merge', {
      from: company.account('6130'),
      into: other.account('6140'),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Account not found');
  });

  it('refuses accounts with postings in the locked period, whichever side they are on', async () => {
    const locked = await accountingCompany(test, 'Locked Merge Ltd');
    const mergeIn = (from: string, into: string) =>
      locked.call('POST', '/api/double-entry/chart-of-accounts/merge', {
        from: locked.account(from),
        into: locked.account(into),
      });
    await postJournal(
      locked,
      journalBody(
        locked,
        [
          ['6200', 700, 0],
          ['1000', 0, 700],
        ],
        { date: '2026-01-15' },
      ),
    );
    await postJournal(
      locked,
      journalBody(
        locked,
        [
          ['6210', 300, 0],
          ['1000', 0, 300],
        ],
        { date: '2026-03-15' },
      ),
    );
    await locked.call('PATCH', '/api/settings/lock-date', { lockDate: '2026-01-31' });
    const before = await writtenRows(test, locked.companyId);
    const books = await trialBalanceByCode(locked, '2026-01-31');
    const message =
      'These accounts have postings on or before the lock date (2026-01-31); merging them would change the locked books';
    for (const [from, into] of [
      ['6200', '6210'],
      ['6210', '6200'],
    ]) {
      const response = await mergeIn(from as string, into as string);
      expect([response.statusCode, response.json().message]).toEqual([409, message]);
    }
    expect(await writtenRows(test, locked.companyId)).toEqual(before);
    expect(await trialBalanceByCode(locked, '2026-01-31')).toEqual(books);
    expect((await mergeIn('6210', '6230')).statusCode).toBe(200);
  });

  it('refuses to move postings into a bank account whose balance a finished reconciliation agreed', async () => {
    const reconciled = await accountingCompany(test, 'Reconciled Merge Ltd');
    const bank = await addBankAccount(reconciled);
    await reconciled.call(
      'POST',
      '/api/double-entry/journal',
      journalOf(
        [
          [bank._id, 5_000, 0],
          [reconciled.account('3000'), 0, 5_000],
        ],
        { date: '2026-02-10' },
      ),
    );
    const journals = (await reconciled.call('GET', '/api/double-entry/journal')).json().data;
    await reconciled.call('PATCH', `/api/merchant/approve/${journals[0]._id}?state=journal&action=approve`);
    const started = await reconciled.call('POST', '/api/reconciliations', {
      account: bank._id,
      statementDate: '2026-02-28',
      statementBalance: 5_000,
    });
    const reconciliation = started.json().data;
    const cleared = await reconciled.call(
      'POST',
      `/api/reconciliations/${reconciliation._id}/ledger-lines/${reconciliation.ledgerLines[0]._id}/clear`,
    );
    expect(cleared.statusCode).toBe(200);
    expect((await reconciled.call('POST', `/api/reconciliations/${reconciliation._id}/finish`)).statusCode).toBe(200);
    await postJournal(
      reconciled,
      journalBody(
        reconciled,
        [
          ['1010', 900, 0],
          ['3000', 0, 900],
        ],
        { date: '2026-02-20' },
      ),
    );

    const before = await writtenRows(test, reconciled.companyId);
    const response = await reconciled.call('POST', '/api/double-entry/chart-of-accounts/merge', {
      from: reconciled.account('1010'),
      into: bank._id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'These accounts have postings in a finished bank reconciliation; merging them would change a reconciled balance',
    );
    expect(await writtenRows(test, reconciled.companyId)).toEqual(before);
  });
});
