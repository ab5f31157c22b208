import { auditLog } from '@owo/db';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  dailyTotalsDrift,
  postJournal,
  trialBalanceByCode,
} from '../../../test/accounting.ts';
import { addBankAccount, gtbankCsv, importCsv, journalOf, type StatementRow } from '../../../test/bank.ts';
import { testAppForFile } from '../../../test/harness.ts';

/*
 * One month of a GTBank account reconciled from start to finish, the way a bookkeeper does it:
 * import the statement, let the matcher do the obvious, match the rest by hand, post the bank's
 * charges, finish at ₦0.00 difference; then the reconciled journals are locked until it is undone.
 */

interface StatementLine {
  _id: string;
  date: string;
  description: string;
  amount: number;
  status: string;
  reconciliation: string | null;
  matchedLedgerLines: string[];
  suggestion: { ledgerLines: string[]; score: number; reason: string } | null;
}
interface LedgerLine {
  _id: string;
  date: string;
  entry: { _id: string; number: number | null; fromStatement: boolean };
  memo: string;
  amount: number;
  cleared: boolean;
  matchedStatementLines: string[];
}
interface Detail {
  _id: string;
  status: string;
  statementBalance: number;
  openingBalance: number;
  clearedBalance: number;
  difference: number;
  statementLines: StatementLine[];
  ledgerLines: LedgerLine[];
}

const test = testAppForFile();
let company: AccountingCompany;
let bank: { _id: string; account_code: string; account_name: string };
/** The posted journals, by what they are. */
const journals: Record<string, { _id: string; entry: { _id: string } }> = {};

const march: StatementRow[] = [
  { date: '2026-03-01', reference: '0000101', amount: 500_000, remarks: 'TRANSFER FROM CHUKWU EMEKA CAPITAL' },
  { date: '2026-03-02', reference: '0000123', amount: 250_000, remarks: 'NIP TRF FROM ADEBAYO STORES INV-0042' },
  { date: '2026-03-06', amount: -120_000, remarks: 'TRANSFER TO LANDLORD MARCH RENT' },
  { date: '2026-03-11', amount: 80_000, remarks: 'CASH DEPOSIT LEKKI BRANCH' },
  { date: '2026-03-15', amount: -150_000, remarks: 'NIP TRF TO DANGOTE SUPPLIES 1 OF 2' },
  { date: '2026-03-15', amount: -50_000, remarks: 'NIP TRF TO DANGOTE SUPPLIES 2 OF 2' },
  { date: '2026-03-31', amount: -1_075, remarks: 'ACCOUNT MAINTENANCE FEE' },
  { date: '2026-03-31', amount: -50, remarks: 'STAMP DUTY' },
];
/** 500,000 + 250,000 − 120,000 + 80,000 − 200,000 − 1,075 − 50 */
const CLOSING_BALANCE = 508_875;

beforeAll(async () => {
  company = await accountingCompany(test);
  bank = await addBankAccount(company);
  const post = async (name: string, lines: Array<[string, number, number]>, date: string, reference: string) => {
    journals[name] = await postJournal(company, journalOf(lines, { date, reference }));
  };
  const [capital, sales, rent, payables] = ['3000', '4000', '6100', '2000'].map((code) => company.account(code)) as [
    string,
    string,
    string,
    string,
  ];
  await post(
    'capital',
    [
      [bank._id, 500_000, 0],
      [capital, 0, 500_000],
    ],
    '2026-03-01',
    'Capital introduced',
  );
  await post(
    'invoice',
    [
      [bank._id, 250_000, 0],
      [sales, 0, 250_000],
    ],
    '2026-03-02',
    'Adebayo Stores INV-0042',
  );
  await post(
    'rent',
    [
      [rent, 120_000, 0],
      [bank._id, 0, 120_000],
    ],
    '2026-03-05',
    'March rent',
  );
  await post(
    'okafor',
    [
      [bank._id, 30_000, 0],
      [sales, 0, 30_000],
    ],
    '2026-03-10',
    'Cash sale Okafor',
  );
  await post(
    'bello',
    [
      [bank._id, 50_000, 0],
      [sales, 0, 50_000],
    ],
    '2026-03-10',
    'Cash sale Bello',
  );
  await post(
    'dangote',
    [
      [payables, 200_000, 0],
      [bank._id, 0, 200_000],
    ],
    '2026-03-15',
    'Dangote Supplies',
  );
  // Written and sent, not yet presented: stays outstanding.
  await post(
    'cheque',
    [
      [payables, 40_000, 0],
      [bank._id, 0, 40_000],
    ],
    '2026-03-30',
    'Cheque 000451 Emeka Motors',
  );
  // After the statement date: not in this reconciliation.
  await post(
    'april',
    [
      [bank._id, 10_000, 0],
      [sales, 0, 10_000],
    ],
    '2026-04-02',
    'April sale',
  );
  const imported = await importCsv(company, bank._id, gtbankCsv(march));
  expect(imported.json().data).toMatchObject({ imported: 8, errors: [] });
});

let reconciliation: Detail;
const url = (path = '') => `/api/reconciliations/${reconciliation._id}${path}`;
const lineOf = (detail: Detail, description: string) => {
  const line = detail.statementLines.find((candidate) => candidate.description === description);
  if (!line) throw new Error(`no statement line ${description}`);
  return line;
};
const ledgerLineOf = (detail: Detail, journal: string) => {
  const entryId = journals[journal]?.entry._id;
  const line = detail.ledgerLines.find((candidate) => candidate.entry._id === entryId);
  if (!line) throw new Error(`no ledger line of ${journal}`);
  return line;
};
const expectOk = (response: { statusCode: number; body: string }, status = 200) => {
  expect(response.statusCode, response.body).toBe(status);
};

describe('reconciling March', () => {
  it('starts at the statement date and balance and auto-matches the obvious lines', async () => {
    const response = await company.call('POST', '/api/reconciliations', {
      account: bank._id,
      statementDate: '2026-03-31',
      statementBalance: CLOSING_BALANCE,
    });
    expectOk(response, 201);
    reconciliation = response.json().data;
    expect(reconciliation).toMatchObject({
      account: { _id: bank._id, account_name: bank.account_name },
      statementDate: '2026-03-31',
      statementBalance: CLOSING_BALANCE,
      openingBalance: 0,
      status: 'in-progress',
      completedAt: null,
      completedBy: null,
    });
    expect(reconciliation.statementLines).toHaveLength(8);
    // The April sale is after the statement date.
    expect(reconciliation.ledgerLines.map((line) => line.date)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-05',
      '2026-03-10',
      '2026-03-10',
      '2026-03-15',
      '2026-03-30',
    ]);
    expect(reconciliation.ledgerLines.every((line) => typeof line.entry.number === 'number')).toBe(true);
    const matched = reconciliation.statementLines.filter((line) => line.status === 'matched');
    expect(matched.map((line) => line.description)).toEqual([
      'TRANSFER FROM CHUKWU EMEKA CAPITAL',
      'NIP TRF FROM ADEBAYO STORES INV-0042',
      'TRANSFER TO LANDLORD MARCH RENT',
    ]);
    expect(lineOf(reconciliation, 'NIP TRF FROM ADEBAYO STORES INV-0042').matchedLedgerLines).toEqual([
      ledgerLineOf(reconciliation, 'invoice')._id,
    ]);
    expect(ledgerLineOf(reconciliation, 'rent')).toMatchObject({
      amount: -120_000,
      cleared: true,
      matchedStatementLines: [lineOf(reconciliation, 'TRANSFER TO LANDLORD MARCH RENT')._id],
    });
    expect(ledgerLineOf(reconciliation, 'cheque')).toMatchObject({ amount: -40_000, cleared: false });
    expect(reconciliation.clearedBalance).toBe(630_000);
    expect(reconciliation.difference).toBe(CLOSING_BALANCE - 630_000);
  });

  it('undoes a match and matches it again on demand, with a suggestion in between', async () => {
    const rent = lineOf(reconciliation, 'TRANSFER TO LANDLORD MARCH RENT');
    const unmatched = await company.call('DELETE', url(`/matches/${rent._id}`));
    expectOk(unmatched);
    const afterUnmatch: Detail = unmatched.json().data;
    expect(lineOf(afterUnmatch, rent.description)).toMatchObject({
      status: 'unmatched',
      reconciliation: null,
      matchedLedgerLines: [],
      suggestion: {
        ledgerLines: [ledgerLineOf(afterUnmatch, 'rent')._id],
        score: expect.any(Number),
        reason: expect.stringMatching(/^Same amount, 1 day apart/),
      },
    });
    expect(ledgerLineOf(afterUnmatch, 'rent').cleared).toBe(false);
    expect(afterUnmatch.clearedBalance).toBe(750_000);

    const rematched = await company.call('POST', url('/auto-match'));
    expectOk(rematched);
    expect(lineOf(rematched.json().data, rent.description)).toMatchObject({ status: 'matched', suggestion: null });
    expect(rematched.json().data.clearedBalance).toBe(630_000);
  });

  it('matches one deposit to two receipts, refusing sums that differ', async () => {
    const deposit = lineOf(reconciliation, 'CASH DEPOSIT LEKKI BRANCH');
    const okafor = ledgerLineOf(reconciliation, 'okafor');
    const bello = ledgerLineOf(reconciliation, 'bello');
    const short = await company.call('POST', url('/matches'), {
      statementLines: [deposit._id],
      ledgerLines: [okafor._id],
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(
      'The statement lines (₦80,000.00) and the ledger lines (₦30,000.00) must add up to the same amount',
    );
    const response = await company.call('POST', url('/matches'), {
      statementLines: [deposit._id],
      ledgerLines: [okafor._id, bello._id],
    });
    expectOk(response);
    const detail: Detail = response.json().data;
    expect(lineOf(detail, deposit.description)).toMatchObject({
      status: 'matched',
      reconciliation: reconciliation._id,
      matchedLedgerLines: [okafor._id, bello._id].sort(),
    });
    expect(ledgerLineOf(detail, 'bello')).toMatchObject({ cleared: true, matchedStatementLines: [deposit._id] });
    expect(detail.clearedBalance).toBe(710_000);
  });

  it('matches one payment the bank split in two', async () => {
    const first = lineOf(reconciliation, 'NIP TRF TO DANGOTE SUPPLIES 1 OF 2');
    const second = lineOf(reconciliation, 'NIP TRF TO DANGOTE SUPPLIES 2 OF 2');
    const payment = ledgerLineOf(reconciliation, 'dangote');
    const response = await company.call('POST', url('/matches'), {
      statementLines: [first._id, second._id],
      ledgerLines: [payment._id],
    });
    expectOk(response);
    const detail: Detail = response.json().data;
    expect(ledgerLineOf(detail, 'dangote').matchedStatementLines.sort()).toEqual([first._id, second._id].sort());
    expect(detail.clearedBalance).toBe(510_000);
    expect(detail.difference).toBe(-1_125);
  });

  it("posts the bank's charges from their statement lines, keeping the books balanced", async () => {
    const before = await trialBalanceByCode(company, '2026-03-31');
    const bankBefore = (await company.call('GET', `/api/bank/accounts/${bank._id}?asOf=2026-03-31`)).json().data;
    expect(bankBefore.balance).toBe(470_000);
    const bankCharges = company.account('7000');
    for (const description of ['ACCOUNT MAINTENANCE FEE', 'STAMP DUTY']) {
      const response = await company.call(
        'POST',
        url(`/statement-lines/${lineOf(reconciliation, description)._id}/create-entry`),
        {
          account: bankCharges,
        },
      );
      expectOk(response);
    }
    const detail: Detail = (await company.call('GET', url())).json().data;
    const fee = lineOf(detail, 'ACCOUNT MAINTENANCE FEE');
    const entryLine = detail.ledgerLines.find((line) => line._id === fee.matchedLedgerLines[0]);
    expect(entryLine).toMatchObject({
      date: '2026-03-31',
      memo: 'ACCOUNT MAINTENANCE FEE',
      amount: -1_075,
      cleared: true,
      entry: { number: expect.any(Number), fromStatement: true },
    });
    // The journals' lines are the journals' own, not bank entries (their receipts go on the journal).
    const journalEntryIds = new Set(Object.values(journals).map((journal) => journal.entry._id));
    const journalLines = detail.ledgerLines.filter((line) => journalEntryIds.has(line.entry._id));
    expect(journalLines.length).toBeGreaterThan(0);
    for (const line of journalLines) expect(line.entry.fromStatement).toBe(false);
    expect(detail.clearedBalance).toBe(CLOSING_BALANCE);
    expect(detail.difference).toBe(0);

    const after = await trialBalanceByCode(company, '2026-03-31');
    expect(after.totalDebit).toBe(after.totalCredit);
    expect(after.balances['7000']).toBe((before.balances['7000'] ?? 0) + 1_125);
    expect(after.balances[bank.account_code]).toBe((before.balances[bank.account_code] ?? 0) - 1_125);
    const bankAfter = (await company.call('GET', `/api/bank/accounts/${bank._id}?asOf=2026-03-31`)).json().data;
    expect(bankAfter.balance).toBe(468_875);
    expect(await dailyTotalsDrift(test, company.companyId)).toEqual([]);
    const general = await company.call(
      'GET',
      `/api/reports/general-ledger?account=${bank._id}&from=2026-03-31&to=2026-03-31`,
    );
    expect(general.json().data.lines).toContainEqual(
      expect.objectContaining({ source: { type: 'reconciliation', _id: fee._id }, credit: 1_075 }),
    );
  });

  it('finishes at ₦0.00 difference', async () => {
    const response = await company.call('POST', url('/finish'));
    expectOk(response);
    expect(response.json().data).toMatchObject({
      _id: reconciliation._id,
      status: 'completed',
      completedAt: expect.any(String),
      completedBy: { _id: company.userId, name: 'Ada Okafor' },
      openingBalance: 0,
      statementBalance: CLOSING_BALANCE,
    });
    const summary = (await company.call('GET', '/api/reconciliations')).json().data as Array<{
      account: { _id: string };
      lastReconciledDate: string | null;
      lastReconciledBalance: number | null;
      inProgress: unknown;
    }>;
    expect(summary.find((row) => row.account._id === bank._id)).toMatchObject({
      account: { lastReconciledDate: '2026-03-31', lastReconciledBalance: CLOSING_BALANCE },
      lastReconciledDate: '2026-03-31',
      lastReconciledBalance: CLOSING_BALANCE,
      inProgress: null,
    });
    const lines = await company.call('GET', `/api/bank/accounts/${bank._id}/statement-lines?where[status]=matched`);
    expect(lines.json().pageInfo.total).toBe(8);
  });

  it('refuses to edit or delete a journal with a reconciled line, and lets an outstanding one change', async () => {
    const refusal = 'This entry is in a completed bank reconciliation; undo the reconciliation first';
    const invoice = journals.invoice?._id;
    const edited = await company.call('PATCH', `/api/double-entry/journal/${invoice}`, { reference: 'Changed' });
    expect(edited.statusCode).toBe(409);
    expect(edited.json().message).toBe(refusal);
    const deleted = await company.call('DELETE', `/api/double-entry/journal/${invoice}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(refusal);
    expect((await company.call('GET', `/api/double-entry/journal/${invoice}`)).json().data).toMatchObject({
      status: 'posted',
      reference: 'Adebayo Stores INV-0042',
    });
    const cheque = await company.call('PATCH', `/api/double-entry/journal/${journals.cheque?._id}`, {
      reference: 'Cheque 000451 Emeka Motors Ltd',
    });
    expectOk(cheque);
  });

  it('is undone back to in progress with its matches, and finished again', async () => {
    const undone = await company.call('POST', url('/undo'));
    expectOk(undone);
    expect(undone.json().data).toMatchObject({ status: 'in-progress', completedAt: null, completedBy: null });
    const detail: Detail = (await company.call('GET', url())).json().data;
    expect(detail.difference).toBe(0);
    expect(detail.statementLines.every((line) => line.status === 'matched')).toBe(true);
    const finished = await company.call('POST', url('/finish'));
    expectOk(finished);
    expect(finished.json().data.status).toBe('completed');

    const history = await company.call('GET', `/api/reconciliations/account/${bank._id}`);
    expect(history.json().data).toEqual([
      expect.objectContaining({ _id: reconciliation._id, status: 'completed', openingBalance: 0 }),
    ]);
    const actions = await test.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entityId, reconciliation._id)))
      .orderBy(asc(auditLog.createdAt));
    expect(actions.map((row) => row.action)).toEqual([
      'create',
      'unmatch',
      'match',
      'match',
      'match',
      'match',
      'match',
      'finish',
      'undo',
      'finish',
    ]);
  });
});

describe('reconciling April', () => {
  it('starts from March’s balance and shows only what March did not reconcile', async () => {
    const response = await company.call('POST', '/api/reconciliations', {
      account: bank._id,
      statementDate: '2026-04-30',
      statementBalance: CLOSING_BALANCE - 40_000 + 10_000,
    });
    expectOk(response, 201);
    const april: Detail = response.json().data;
    expect(april).toMatchObject({ openingBalance: CLOSING_BALANCE, clearedBalance: CLOSING_BALANCE });
    expect(april.statementLines).toEqual([]);
    expect(april.ledgerLines.map((line) => line.memo)).toEqual([
      expect.stringContaining('Cheque 000451 Emeka Motors Ltd'),
      expect.stringContaining('April sale'),
    ]);
    for (const line of april.ledgerLines) {
      expectOk(await company.call('POST', `/api/reconciliations/${april._id}/ledger-lines/${line._id}/clear`));
    }
    const cleared: Detail = (await company.call('GET', `/api/reconciliations/${april._id}`)).json().data;
    expect(cleared.difference).toBe(0);
    const unclear = await company.call(
      'POST',
      `/api/reconciliations/${april._id}/ledger-lines/${april.ledgerLines[1]?._id}/unclear`,
    );
    expect(unclear.json().data.difference).toBe(10_000);
    await company.call('POST', `/api/reconciliations/${april._id}/ledger-lines/${april.ledgerLines[1]?._id}/clear`);
    expectOk(await company.call('POST', `/api/reconciliations/${april._id}/finish`));

    const history = await company.call('GET', `/api/reconciliations/account/${bank._id}`);
    expect(history.json().data.map((row: { statementDate: string; openingBalance: number }) => row)).toEqual([
      expect.objectContaining({ statementDate: '2026-04-30', openingBalance: CLOSING_BALANCE }),
      expect.objectContaining({ statementDate: '2026-03-31', openingBalance: 0 }),
    ]);
  });
});

describe('reconciling May, with lines set aside', () => {
  /** April's closing balance (March's, less the cheque, plus the April sale). */
  const APRIL_CLOSING = CLOSING_BALANCE - 40_000 + 10_000;

  it('excludes lines that are not the books’ business, finishes without them, and shows them no more', async () => {
    journals.may = await postJournal(
      company,
      journalOf(
        [
          [bank._id, 20_000, 0],
          [company.account('4000'), 0, 20_000],
        ],
        { date: '2026-05-03', reference: 'May sale' },
      ),
    );
    const may: StatementRow[] = [
      { date: '2026-05-03', amount: 20_000, remarks: 'CASH DEPOSIT IKEJA BRANCH' },
      { date: '2026-05-07', amount: 5_000, remarks: 'SUSPENSE CREDIT IN ERROR' },
      { date: '2026-05-08', amount: -5_000, remarks: 'SUSPENSE CREDIT REVERSED' },
    ];
    expectOk(await importCsv(company, bank._id, gtbankCsv(may), 'GTB-May.csv'), 201);
    const started = await company.call('POST', '/api/reconciliations', {
      account: bank._id,
      statementDate: '2026-05-31',
      statementBalance: APRIL_CLOSING + 20_000,
    });
    expectOk(started, 201);
    reconciliation = started.json().data;
    const line = (description: string) => lineOf(reconciliation, description);
    expect(line('CASH DEPOSIT IKEJA BRANCH').matchedLedgerLines).toHaveLength(1);
    expect(reconciliation.difference).toBe(0);

    const error = line('SUSPENSE CREDIT IN ERROR');
    const excluded = await company.call('POST', url(`/statement-lines/${error._id}/exclude`));
    expectOk(excluded);
    expect(lineOf(excluded.json().data, 'SUSPENSE CREDIT IN ERROR')).toMatchObject({ status: 'excluded' });
    const matchExcluded = await company.call('POST', url('/matches'), {
      statementLines: [error._id],
      ledgerLines: [ledgerLineOf(reconciliation, 'may')._id],
    });
    expect(matchExcluded.statusCode).toBe(409);
    expect(matchExcluded.json().message).toBe('A statement line is excluded; include it first');
    const entryForExcluded = await company.call('POST', url(`/statement-lines/${error._id}/create-entry`), {
      account: company.account('7000'),
    });
    expect(entryForExcluded.json().message).toBe('This statement line is excluded; include it first');
    const deposit = line('CASH DEPOSIT IKEJA BRANCH');
    const excludeMatched = await company.call('POST', url(`/statement-lines/${deposit._id}/exclude`));
    expect(excludeMatched.statusCode).toBe(409);
    expect(excludeMatched.json().message).toBe('This statement line is matched; unmatch it first');

    const included = await company.call('POST', url(`/statement-lines/${error._id}/include`));
    expect(lineOf(included.json().data, 'SUSPENSE CREDIT IN ERROR')).toMatchObject({ status: 'unmatched' });
    for (const description of ['SUSPENSE CREDIT IN ERROR', 'SUSPENSE CREDIT REVERSED']) {
      expectOk(await company.call('POST', url(`/statement-lines/${line(description)._id}/exclude`)));
    }
    expectOk(await company.call('POST', url('/finish')));
    const audit = await test.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entityId, reconciliation._id)))
      .orderBy(asc(auditLog.createdAt));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['exclude', 'include', 'exclude', 'exclude', 'finish']),
    );

    const june = await company.call('POST', '/api/reconciliations', {
      account: bank._id,
      statementDate: '2026-06-30',
      statementBalance: APRIL_CLOSING + 20_000,
    });
    expectOk(june, 201);
    expect(june.json().data.statementLines).toEqual([]);
    expectOk(await company.call('DELETE', `/api/reconciliations/${june.json().data._id}`));
  });

  it('brings its excluded lines back when it is undone and deleted', async () => {
    const excludedLines = async () =>
      (await company.call('GET', `/api/bank/accounts/${bank._id}/statement-lines?where[status]=excluded`)).json()
        .pageInfo.total;
    expect(await excludedLines()).toBe(2);
    expectOk(await company.call('POST', url('/undo')));
    expect(await excludedLines()).toBe(2);
    expectOk(await company.call('DELETE', url()));
    expect(await excludedLines()).toBe(0);
  });
});
