import { newId } from '@owo/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany, postJournal } from '../../../test/accounting.ts';
import { addBankAccount, bankRows, gtbankCsv, importCsv, journalOf, type StatementRow } from '../../../test/bank.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';

/* Every refused reconciliation call answers clearly and writes nothing. */

interface Detail {
  _id: string;
  difference: number;
  statementLines: Array<{ _id: string; description: string; status: string; matchedLedgerLines: string[] }>;
  ledgerLines: Array<{ _id: string; memo: string; cleared: boolean }>;
}

const test = testAppForFile();
let company: AccountingCompany;
let stranger: AccountingCompany;
beforeAll(async () => {
  company = await accountingCompany(test);
  stranger = await anotherCompany(test, company, 'Stranger Stores');
});

let phone = 8030000000;
/** A fresh OPay account (digital bank: any 10 digits) with one receipt in the books and on the statement. */
async function accountWithReceipt(of: AccountingCompany = company) {
  phone += 1;
  const bank = await addBankAccount(of, { bankCode: '999992', accountNumber: String(phone) });
  const journal = await postJournal(
    of,
    journalOf(
      [
        [bank._id, 25_000, 0],
        [of.account('4000'), 0, 25_000],
      ],
      { date: '2026-03-10', reference: 'Sale to Ngozi' },
    ),
  );
  const rows: StatementRow[] = [
    { date: '2026-03-10', amount: 25_000, remarks: 'TRANSFER FROM NGOZI' },
    { date: '2026-03-20', amount: -100, remarks: 'SMS CHARGES' },
  ];
  const imported = await importCsv(of, bank._id, gtbankCsv(rows, String(phone)));
  expect(imported.statusCode).toBe(201);
  return { bank, journal };
}

async function start(bankId: string, statementBalance: number, statementDate = '2026-03-31', of = company) {
  const response = await of.call('POST', '/api/reconciliations', { account: bankId, statementDate, statementBalance });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Detail;
}

async function refused(
  call: () => ReturnType<AccountingCompany['call']>,
  status: number,
  message: string,
  of: AccountingCompany = company,
) {
  const before = await bankRows(test, of.companyId);
  const response = await call();
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().message).toBe(message);
  expect(await bankRows(test, of.companyId)).toEqual(before);
  return response;
}

const line = (detail: Detail, description: string) => {
  const found = detail.statementLines.find((candidate) => candidate.description === description);
  if (!found) throw new Error(`no line ${description}`);
  return found;
};

describe('a reconciliation is refused', () => {
  it('finishing while there is a difference', async () => {
    const { bank } = await accountWithReceipt();
    const reconciliation = await start(bank._id, 24_900);
    expect(reconciliation.difference).toBe(-100);
    await refused(
      () => company.call('POST', `/api/reconciliations/${reconciliation._id}/finish`),
      409,
      'The difference must be ₦0.00 to finish',
    );
  });

  it('a second one in progress for the account', async () => {
    const { bank } = await accountWithReceipt();
    await start(bank._id, 25_000);
    await refused(
      () =>
        company.call('POST', '/api/reconciliations', {
          account: bank._id,
          statementDate: '2026-04-30',
          statementBalance: 25_000,
        }),
      409,
      'This account already has a reconciliation in progress; finish or delete it first',
    );
  });

  it('two started at once: one starts, the other is refused', async () => {
    const { bank } = await accountWithReceipt();
    const body = { account: bank._id, statementDate: '2026-03-31', statementBalance: 25_000 };
    const responses = await Promise.all([
      company.call('POST', '/api/reconciliations', body),
      company.call('POST', '/api/reconciliations', body),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const summary = (await company.call('GET', '/api/reconciliations')).json().data as Array<{
      account: { _id: string };
      inProgress: { _id: string } | null;
    }>;
    expect(summary.find((row) => row.account._id === bank._id)?.inProgress).not.toBeNull();
  });

  it('undoing one that is not the last completed, or while another is in progress', async () => {
    const { bank } = await accountWithReceipt();
    const march = await start(bank._id, 25_000);
    expect((await company.call('POST', `/api/reconciliations/${march._id}/finish`)).statusCode).toBe(200);
    const april = await start(bank._id, 25_000, '2026-04-30');
    await refused(
      () => company.call('POST', `/api/reconciliations/${march._id}/undo`),
      409,
      'This account has a reconciliation in progress; finish or delete it before undoing this one',
    );
    await refused(
      () => company.call('POST', `/api/reconciliations/${april._id}/undo`),
      409,
      'This reconciliation is not finished',
    );
    expect((await company.call('POST', `/api/reconciliations/${april._id}/finish`)).statusCode).toBe(200);
    await refused(
      () => company.call('POST', `/api/reconciliations/${march._id}/undo`),
      409,
      'Only the last completed reconciliation of an account can be undone',
    );
    await refused(
      () => company.call('POST', `/api/reconciliations/${april._id}/finish`),
      409,
      'This reconciliation is already finished',
    );
    await refused(
      () => company.call('DELETE', `/api/reconciliations/${april._id}`),
      409,
      'A completed reconciliation cannot be deleted; undo it first',
    );
    await refused(
      () =>
        company.call('POST', '/api/reconciliations', {
          account: bank._id,
          statementDate: '2026-04-30',
          statementBalance: 0,
        }),
      400,
      'statementDate must be after 2026-04-30, the date of the last completed reconciliation',
    );
    const finished = 'This reconciliation is finished; undo it to change it';
    for (const [method, path, body] of [
      ['PATCH', '', { statementBalance: 1 }],
      ['POST', '/auto-match', undefined],
      ['POST', '/matches', { statementLines: [newId()], ledgerLines: [`${newId()}:1`] }],
      ['POST', `/statement-lines/${newId()}/create-entry`, { account: company.account('7000') }],
      ['POST', `/ledger-lines/${newId()}:1/clear`, undefined],
      ['DELETE', `/matches/${newId()}`, undefined],
    ] as const) {
      await refused(() => company.call(method, `/api/reconciliations/${april._id}${path}`, body), 409, finished);
    }
  });

  it("for another company's account or reconciliation (404)", async () => {
    const { bank: theirBank } = await accountWithReceipt(stranger);
    const theirs = await start(theirBank._id, 25_000, '2026-03-31', stranger);
    await refused(
      () =>
        company.call('POST', '/api/reconciliations', {
          account: theirBank._id,
          statementDate: '2026-03-31',
          statementBalance: 0,
        }),
      404,
      'Bank account not found',
    );
    await refused(
      () =>
        company.call('POST', '/api/reconciliations', {
          account: company.account('6100'),
          statementDate: '2026-03-31',
          statementBalance: 0,
        }),
      404,
      'Bank account not found',
    );
    for (const [method, path] of [
      ['GET', ''],
      ['PATCH', ''],
      ['POST', '/auto-match'],
      ['POST', '/finish'],
      ['POST', '/undo'],
      ['DELETE', ''],
    ] as const) {
      await refused(
        () => company.call(method, `/api/reconciliations/${theirs._id}${path}`, method === 'PATCH' ? {} : undefined),
        404,
        'Reconciliation not found',
      );
    }
    await refused(
      () => company.call('GET', `/api/reconciliations/account/${theirBank._id}`),
      404,
      'Bank account not found',
    );
    expect((await stranger.call('GET', `/api/reconciliations/${theirs._id}`)).statusCode).toBe(200);
  });

  it.each([
    [{ account: undefined, statementDate: '2026-03-31', statementBalance: 0 }, 'Bank account is a required field'],
    [{ account: 'abc', statementDate: '2026-03-31', statementBalance: 0 }, 'Bank account is not valid.'],
    [{ statementDate: '2026-02-30', statementBalance: 0 }, 'Statement end date is not valid.'],
    [{ statementDate: '2026-03-31' }, 'Closing balance is a required field'],
    [{ statementDate: '2026-03-31', statementBalance: '100.005' }, 'Amounts can have at most 2 decimal places'],
    [{ statementDate: '2026-03-31', statementBalance: 'lots' }, 'Closing balance is not valid.'],
  ])('for the body %o (400)', async (body, message) => {
    const { bank } = await accountWithReceipt();
    await refused(() => company.call('POST', '/api/reconciliations', { account: bank._id, ...body }), 400, message);
  });

  it('for a member without bank.edit (403)', async () => {
    const { bank } = await accountWithReceipt();
    const { headers } = await addMember(test, company.companyId, ['accounting.view', 'bank.view'], 'Viewer');
    await refused(
      () =>
        test.app.inject({
          method: 'POST',
          url: '/api/reconciliations',
          headers,
          payload: { account: bank._id, statementDate: '2026-03-31', statementBalance: 0 },
        }),
      403,
      'You do not have permission to do this',
    );
    expect((await test.app.inject({ method: 'GET', url: '/api/reconciliations', headers })).statusCode).toBe(200);
  });
});

describe('matching is refused', () => {
  it('for lines already matched, lines not in the reconciliation, and empty or repeated lists', async () => {
    const { bank, journal } = await accountWithReceipt();
    const { bank: otherBank } = await accountWithReceipt();
    const otherReconciliation = await start(otherBank._id, 0);
    const reconciliation = await start(bank._id, 25_000);
    const receipt = line(reconciliation, 'TRANSFER FROM NGOZI');
    expect(receipt.status).toBe('matched');
    const ledgerId = `${journal.entry._id}:1`;
    const matches = `/api/reconciliations/${reconciliation._id}/matches`;
    await refused(
      () => company.call('POST', matches, { statementLines: [receipt._id], ledgerLines: [ledgerId] }),
      409,
      'A statement line is already matched; remove its match first',
    );
    const charges = line(reconciliation, 'SMS CHARGES');
    await refused(
      () => company.call('POST', matches, { statementLines: [charges._id], ledgerLines: [ledgerId] }),
      409,
      'A ledger line is already cleared; remove its match or unclear it first',
    );
    const foreignStatementLine = line(otherReconciliation, 'SMS CHARGES');
    await refused(
      () => company.call('POST', matches, { statementLines: [foreignStatementLine._id], ledgerLines: [ledgerId] }),
      400,
      'A statement line is not in this reconciliation',
    );
    await refused(
      () => company.call('POST', matches, { statementLines: [charges._id], ledgerLines: [`${newId()}:1`] }),
      400,
      'A ledger line is not in this reconciliation',
    );
    await refused(
      () => company.call('POST', matches, { statementLines: [], ledgerLines: [ledgerId] }),
      400,
      'Select at least one statement line',
    );
    await refused(
      () => company.call('POST', matches, { statementLines: [charges._id, charges._id], ledgerLines: [ledgerId] }),
      400,
      'The same statement line is selected twice',
    );
    await refused(
      () => company.call('POST', matches, { statementLines: [charges._id], ledgerLines: ['1:1'] }),
      400,
      'Ledger line is not valid.',
    );
    await refused(
      () => company.call('DELETE', `/api/reconciliations/${reconciliation._id}/matches/${charges._id}`),
      409,
      'This statement line is not matched',
    );
    await refused(
      () => company.call('DELETE', `/api/reconciliations/${reconciliation._id}/matches/${newId()}`),
      404,
      'Statement line not found',
    );
    await refused(
      () => company.call('POST', `/api/reconciliations/${reconciliation._id}/ledger-lines/${ledgerId}/unclear`),
      409,
      'This line is matched to a statement line; remove the match instead',
    );
    await refused(
      () => company.call('POST', `/api/reconciliations/${reconciliation._id}/ledger-lines/nonsense/clear`),
      404,
      'Ledger line not found',
    );
  });

  it('for create-entry on the bank account itself, an unknown account, a matched line or a locked date', async () => {
    const { bank } = await accountWithReceipt();
    const reconciliation = await start(bank._id, 24_900);
    const charges = line(reconciliation, 'SMS CHARGES');
    const receipt = line(reconciliation, 'TRANSFER FROM NGOZI');
    const entry = (statementLineId: string) =>
      `/api/reconciliations/${reconciliation._id}/statement-lines/${statementLineId}/create-entry`;
    await refused(
      () => company.call('POST', entry(charges._id), { account: bank._id }),
      400,
      'Choose the account for the other side of the entry, not this bank account',
    );
    await refused(
      () => company.call('POST', entry(charges._id), { account: stranger.account('7000') }),
      400,
      'Account is not valid.',
    );
    await refused(() => company.call('POST', entry(charges._id), {}), 400, 'Account is a required field');
    await refused(
      () => company.call('POST', entry(receipt._id), { account: company.account('7000') }),
      409,
      'This statement line is already matched; remove its match first',
    );
    await refused(
      () => company.call('POST', entry(newId()), { account: company.account('7000') }),
      404,
      'Statement line not found',
    );
    const locked = await anotherCompany(test, company, 'Locked Ledger Ltd');
    const { bank: lockedBank } = await accountWithReceipt(locked);
    const lockedReconciliation = await start(lockedBank._id, 24_900, '2026-03-31', locked);
    expect((await locked.call('PATCH', '/api/settings/lock-date', { lockDate: '2026-03-25' })).statusCode).toBe(200);
    await refused(
      () =>
        locked.call(
          'POST',
          `/api/reconciliations/${lockedReconciliation._id}/statement-lines/${line(lockedReconciliation, 'SMS CHARGES')._id}/create-entry`,
          { account: locked.account('7000') },
        ),
      400,
      'The books are locked up to 2026-03-25: date must be after it',
      locked,
    );
  });
});

describe('a reconciliation in progress lets go of lines', () => {
  it('when a matched journal is edited: the match goes and the statement line is unmatched again', async () => {
    const { bank, journal } = await accountWithReceipt();
    const reconciliation = await start(bank._id, 24_900);
    expect(line(reconciliation, 'TRANSFER FROM NGOZI').status).toBe('matched');
    const edited = await company.call('PATCH', `/api/double-entry/journal/${journal._id}`, { reference: 'Ngozi' });
    expect(edited.statusCode, edited.body).toBe(200);
    const detail: Detail = (await company.call('GET', `/api/reconciliations/${reconciliation._id}`)).json().data;
    expect(line(detail, 'TRANSFER FROM NGOZI')).toMatchObject({ status: 'unmatched', matchedLedgerLines: [] });
    expect(detail.ledgerLines.map((ledgerLine) => [ledgerLine.memo, ledgerLine.cleared])).toEqual([
      [expect.stringContaining('Ngozi'), false],
    ]);
    expect(detail.difference).toBe(24_900);
  });

  it('or keeps them, when the journal is edited just as the reconciliation is finished: one of the two wins', async () => {
    const { bank, journal } = await accountWithReceipt();
    const reconciliation = await start(bank._id, 25_000);
    expect(reconciliation.difference).toBe(0);
    const [edit, finish] = await Promise.all([
      company.call('PATCH', `/api/double-entry/journal/${journal._id}`, { reference: 'Ngozi, corrected' }),
      company.call('POST', `/api/reconciliations/${reconciliation._id}/finish`),
    ]);
    const journalNow = (await company.call('GET', `/api/double-entry/journal/${journal._id}`)).json().data;
    const detail = (await company.call('GET', `/api/reconciliations/${reconciliation._id}`)).json().data;
    if (finish.statusCode === 200) {
      expect(edit.statusCode).toBe(409);
      expect(journalNow.reference).toBe('Sale to Ngozi');
      expect(detail).toMatchObject({ status: 'completed', difference: 0 });
    } else {
      expect([edit.statusCode, finish.statusCode, finish.json().message]).toEqual([
        200,
        409,
        'The difference must be ₦0.00 to finish',
      ]);
      expect(journalNow.reference).toBe('Ngozi, corrected');
      expect(detail).toMatchObject({ status: 'in-progress', difference: 25_000 });
    }
  });

  it('when its statement date moves back before them', async () => {
    const { bank } = await accountWithReceipt();
    const reconciliation = await start(bank._id, 24_900);
    const charges = line(reconciliation, 'SMS CHARGES');
    const created = await company.call(
      'POST',
      `/api/reconciliations/${reconciliation._id}/statement-lines/${charges._id}/create-entry`,
      { account: company.account('7000'), description: 'SMS alert charges, March' },
    );
    expect(created.json().data.difference).toBe(0);
    const moved = await company.call('PATCH', `/api/reconciliations/${reconciliation._id}`, {
      statementDate: '2026-03-15',
      statementBalance: 25_000,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const detail: Detail = moved.json().data;
    expect(detail.statementLines.map((statementLine) => statementLine.description)).toEqual(['TRANSFER FROM NGOZI']);
    expect(detail.difference).toBe(0);
    const lines = await company.call('GET', `/api/bank/accounts/${bank._id}/statement-lines?where[status]=unmatched`);
    expect(lines.json().data.map((statementLine: { description: string }) => statementLine.description)).toEqual([
      'SMS CHARGES',
    ]);
  });

  it('when it is deleted: its matches go, the entries it posted stay', async () => {
    const { bank } = await accountWithReceipt();
    const reconciliation = await start(bank._id, 24_900);
    const charges = line(reconciliation, 'SMS CHARGES');
    await company.call(
      'POST',
      `/api/reconciliations/${reconciliation._id}/statement-lines/${charges._id}/create-entry`,
      {
        account: company.account('7000'),
      },
    );
    const before = (await company.call('GET', `/api/bank/accounts/${bank._id}?asOf=2026-03-31`)).json().data;
    const deleted = await company.call('DELETE', `/api/reconciliations/${reconciliation._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Reconciliation deleted' });
    expect((await company.call('GET', `/api/reconciliations/${reconciliation._id}`)).statusCode).toBe(404);
    const lines = await company.call('GET', `/api/bank/accounts/${bank._id}/statement-lines?where[status]=matched`);
    expect(lines.json().pageInfo.total).toBe(0);
    const after = (await company.call('GET', `/api/bank/accounts/${bank._id}?asOf=2026-03-31`)).json().data;
    expect(after.balance).toBe(before.balance);
    expect(after.balance).toBe(24_900);
    const again = await start(bank._id, 24_900);
    expect(again.difference).toBe(0);
    expect(again.statementLines.every((statementLine) => statementLine.status === 'matched')).toBe(true);
  });
});
