import { newId } from '@owo/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  anotherCompany,
  trialBalanceByCode,
} from '../../../test/accounting.ts';
import { addBankAccount, bankRows, gtbankCsv } from '../../../test/bank.ts';
import { bearer, createTestApp, testAppForFile } from '../../../test/harness.ts';
import { leanNarration, leanStatementCsv, statementOfSize } from '../../../test/statement-files.ts';
import { STATEMENT_BATCH_LINES } from './statements.import.ts';

/*
 * Statement import in batches (docs/bank-api.md, statement import): limits, everything checked
 * before anything is written, other companies served while a large file is written, progress, and
 * an import that stopped midway finished by importing the file again.
 */

const test = testAppForFile();
let company: AccountingCompany;
let bankId: string;
beforeAll(async () => {
  company = await accountingCompany(test, 'Batch Importers Ltd');
  bankId = (await addBankAccount(company))._id;
});

const importUrl = (accountId: string) => `/api/bank/accounts/${accountId}/statements`;
const progressUrl = (accountId: string, importId: string) =>
  `/api/bank/accounts/${accountId}/statement-imports/${importId}`;
const csvBody = (content: string, extra: Record<string, unknown> = {}) => ({
  fileName: 'statement.csv',
  format: 'csv',
  content,
  ...extra,
});
const statementLineCount = async (accountId: string) => {
  const result = await test.database.db.execute(
    sql`select count(*)::integer as count from bank_statement_lines where account_id = ${accountId}`,
  );
  return Number((result as unknown as { rows: Array<{ count: number }> }).rows[0]?.count);
};

describe('statement limits', () => {
  it('refuses a file over 5 MB (400) in words naming the limit, and stores nothing', async () => {
    const content = statementOfSize(5.3 * 1024 * 1024);
    const megabytes = Math.ceil((Buffer.byteLength(content) / 1024 / 1024) * 10) / 10;
    const before = await bankRows(test, company.companyId);
    const response = await company.call('POST', importUrl(bankId), csvBody(content));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `This file is ${megabytes} MB; statements can be at most 5 MB. Split it by date and import each part.`,
      errors: { content: expect.any(String) },
    });
    expect(await bankRows(test, company.companyId)).toEqual(before);
  });

  it('refuses a file of more than 50,000 lines (400), and stores nothing', async () => {
    const before = await bankRows(test, company.companyId);
    const response = await company.call('POST', importUrl(bankId), csvBody(leanStatementCsv(50_001)));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'This file has 50,001 lines; statements can have at most 50,000. Split it by date and import each part.',
    );
    expect(await bankRows(test, company.companyId)).toEqual(before);
  });

  it('follows STATEMENT_IMPORT_MAX_BYTES and STATEMENT_IMPORT_MAX_LINES', async () => {
    const small = await createTestApp({ STATEMENT_IMPORT_MAX_BYTES: '102400', STATEMENT_IMPORT_MAX_LINES: '1000' });
    try {
      const owner = await accountingCompany(small, 'Small Limits Ltd');
      const account = await addBankAccount(owner);
      const tooLarge = await owner.call('POST', importUrl(account._id), csvBody(statementOfSize(110 * 1024)));
      expect(tooLarge.statusCode).toBe(400);
      expect(tooLarge.json().message).toMatch(
        /^This file is 1\d\d KB; statements can be at most 100 KB\. Split it by date and import each part\.$/,
      );
      const tooLong = await owner.call('POST', importUrl(account._id), csvBody(leanStatementCsv(1001)));
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toBe(
        'This file has 1,001 lines; statements can have at most 1,000. Split it by date and import each part.',
      );
      const fits = await owner.call('POST', importUrl(account._id), csvBody(leanStatementCsv(1000)));
      expect(fits.statusCode).toBe(201);
      expect(fits.json().data).toMatchObject({ imported: 1000, duplicates: 0 });
    } finally {
      await small.close();
    }
  });
});

describe('a file that cannot be read', () => {
  it('is refused before anything is written, and leaves no import behind', async () => {
    const importId = newId();
    const before = await bankRows(test, company.companyId);
    const response = await company.call(
      'POST',
      importUrl(bankId),
      csvBody(leanStatementCsv(3 * STATEMENT_BATCH_LINES), {
        importId,
        mapping: { date: 'Date', description: 'Narration', amount: 'Value' },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('No row of the file has the columns Date, Narration, Value.');
    expect(await bankRows(test, company.companyId)).toEqual(before);
    expect((await company.call('GET', progressUrl(bankId, importId))).statusCode).toBe(404);
  });
});

describe('a large import', () => {
  it('is written in batches while another company is served, and shows its progress', async () => {
    const other = await anotherCompany(test, company, 'Waiting Traders Ltd');
    const account = await addBankAccount(company, { accountNumber: '0000000001', bankCode: '50211' });
    const importId = newId();
    const total = 40_000;
    let finished = false;
    const importing = company
      .call('POST', importUrl(account._id), csvBody(leanStatementCsv(total), { importId }))
      .finally(() => {
        finished = true;
      });

    // Progress appears once the file has been read and the first batch written.
    let progress: { status: string; totalLines: number; processedLines: number } | undefined;
    while (!finished) {
      const response = await company.call('GET', progressUrl(account._id, importId));
      if (![200, 404].includes(response.statusCode))
        throw new Error(`progress: ${response.statusCode} ${response.body}`);
      if (response.statusCode === 200 && response.json().data.processedLines > 0) {
        progress = response.json().data;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(progress).toMatchObject({ status: 'importing', totalLines: total });
    expect(progress?.processedLines).toBeLessThan(total);

    // Another company's trial balance is answered while the import is still writing.
    const answered = await other.call('GET', '/api/reports/trial-balance?asOf=2099-12-31');
    expect(answered.statusCode).toBe(200);
    const meanwhile = (await company.call('GET', progressUrl(account._id, importId))).json().data;
    expect(finished).toBe(false);
    expect(meanwhile.status).toBe('importing');
    expect(meanwhile.processedLines).toBeGreaterThanOrEqual(progress?.processedLines ?? 0);
    expect(meanwhile.processedLines).toBeLessThan(total);

    const response = await importing;
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({
      import: { _id: importId, fileName: 'statement.csv', lineCount: total },
      imported: total,
      duplicates: 0,
      errors: [],
      end: { date: expect.any(String), balance: expect.anything() },
    });
    const done = await company.call('GET', progressUrl(account._id, importId));
    expect(done.json().data).toMatchObject({
      _id: importId,
      fileName: 'statement.csv',
      status: 'completed',
      totalLines: total,
      processedLines: total,
      imported: total,
      duplicates: 0,
      errorCount: 0,
      statementFrom: '2025-01-01',
    });
    expect(await statementLineCount(account._id)).toBe(total);
    // Nothing of the import reaches the ledger.
    expect(Object.keys((await trialBalanceByCode(company)).balances)).not.toContain(account.account_code);
  });
});

describe('an import that stops midway', () => {
  const refused = 'REFUSED BY THE TEST DATABASE';

  it('keeps the lines written so far, says so, and importing the file again finishes it', async () => {
    const account = await addBankAccount(company, { accountNumber: '0000000002', bankCode: '50211' });
    const lines = 4 * STATEMENT_BATCH_LINES;
    const failingLine = 2 * STATEMENT_BATCH_LINES + 7;
    const content = leanStatementCsv(lines, (index) => (index === failingLine ? refused : leanNarration(index)));
    // The database refuses one line late in the file, as a full disk or a lost connection would.
    await test.database.db.execute(
      sql.raw(`create function refuse_test_line() returns trigger language plpgsql as $$
        begin
          if new.description = '${refused}' then raise exception 'the test refuses this line'; end if;
          return new;
        end $$`),
    );
    await test.database.db.execute(
      sql.raw(`create trigger refuse_test_line before insert on bank_statement_lines
        for each row execute function refuse_test_line()`),
    );
    const importId = newId();
    let failed: Awaited<ReturnType<AccountingCompany['call']>>;
    try {
      failed = await company.call('POST', importUrl(account._id), csvBody(content, { importId }));
    } finally {
      await test.database.db.execute(sql.raw('drop trigger refuse_test_line on bank_statement_lines'));
      await test.database.db.execute(sql.raw('drop function refuse_test_line()'));
    }
    expect(failed.statusCode).toBe(500);
    const written = 2 * STATEMENT_BATCH_LINES;
    expect((await company.call('GET', progressUrl(account._id, importId))).json().data).toMatchObject({
      status: 'stopped',
      totalLines: lines,
      processedLines: written,
      imported: written,
    });
    expect(await statementLineCount(account._id)).toBe(written);

    const again = await company.call('POST', importUrl(account._id), csvBody(content));
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ imported: lines - written, duplicates: written, errors: [] });
    expect(await statementLineCount(account._id)).toBe(lines);
    const kept = await test.database.db.execute(
      sql`select count(*)::integer as count from bank_statement_lines where account_id = ${account._id} and description = ${refused}`,
    );
    expect((kept as unknown as { rows: Array<{ count: number }> }).rows[0]?.count).toBe(1);
  });

  it('reads as stopped when no batch has been written for a minute (its process died)', async () => {
    const account = await addBankAccount(company, { accountNumber: '0000000003', bankCode: '50211' });
    const importId = newId();
    const response = await company.call(
      'POST',
      importUrl(account._id),
      csvBody(gtbankCsv([{ date: '2026-03-02', amount: 5_000, remarks: 'CASH DEPOSIT' }]), { importId }),
    );
    expect(response.statusCode).toBe(201);
    await test.database.db.execute(
      sql`update bank_statement_imports set status = 'importing', updated_at = now() - interval '2 minutes' where id = ${importId}`,
    );
    expect((await company.call('GET', progressUrl(account._id, importId))).json().data.status).toBe('stopped');
  });

  it('refuses a second import with the id of one already started (409)', async () => {
    const importId = newId();
    const body = csvBody(gtbankCsv([{ date: '2026-03-03', amount: 7_000, remarks: 'CASH DEPOSIT' }]), { importId });
    expect((await company.call('POST', importUrl(bankId), body)).statusCode).toBe(201);
    const second = await company.call('POST', importUrl(bankId), body);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This statement import has already been started');
  });

  it("answers 404 for another company's import", async () => {
    const importId = newId();
    const body = csvBody(gtbankCsv([{ date: '2026-03-04', amount: 9_000, remarks: 'CASH DEPOSIT' }]), { importId });
    expect((await company.call('POST', importUrl(bankId), body)).statusCode).toBe(201);
    const stranger = await anotherCompany(test, company, 'Nosy Traders Ltd');
    const theirs = await addBankAccount(stranger);
    expect((await stranger.call('GET', progressUrl(theirs._id, importId))).statusCode).toBe(404);
    expect((await stranger.call('GET', progressUrl(bankId, importId))).statusCode).toBe(404);
  });

  it('answers a retry of a finished import (same Idempotency-Key) with its first answer, importing nothing more', async () => {
    const importId = newId();
    const body = csvBody(gtbankCsv([{ date: '2026-03-05', amount: 11_000, remarks: 'POS SETTLEMENT' }]), { importId });
    const send = () =>
      test.app.inject({
        method: 'POST',
        url: importUrl(bankId),
        headers: {
          ...bearer(company.token),
          'x-company-id': company.companyId,
          'idempotency-key': `import-${importId}`,
        },
        payload: body,
      });
    const first = await send();
    expect(first.statusCode).toBe(201);
    const lines = await statementLineCount(bankId);
    const retry = await send();
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data).toEqual(first.json().data);
    expect(await statementLineCount(bankId)).toBe(lines);
  });
});
