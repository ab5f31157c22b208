import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany, postJournal } from '../../../test/accounting.ts';
import { addBankAccount, gtbankCsv, importCsv, journalOf } from '../../../test/bank.ts';
import { testAppForFile } from '../../../test/harness.ts';

/*
 * The PDF report of a finished reconciliation, read back with unpdf: the figures and names a
 * bookkeeper checks against the bank statement.
 */

const test = testAppForFile();
let company: AccountingCompany;
let reconciliationId: string;
let bankName: string;

interface Detail {
  _id: string;
  difference: number;
  statementLines: Array<{ _id: string; description: string; status: string }>;
  ledgerLines: Array<{ _id: string; amount: number; cleared: boolean; memo: string }>;
}

beforeAll(async () => {
  company = await accountingCompany(test, 'Report Readers Ltd');
  const bank = await addBankAccount(company, { openingBalance: 100_000, openingBalanceDate: '2026-02-28' });
  bankName = bank.account_name;
  await postJournal(
    company,
    journalOf(
      [
        [bank._id, 250_000, 0],
        [company.account('3000'), 0, 250_000],
      ],
      {
        date: '2026-03-02',
        reference: 'Capital from Adebayo',
      },
    ),
  );
  // Paid by cheque, not yet through the bank: outstanding in the books.
  await postJournal(
    company,
    journalOf(
      [
        [company.account('6100'), 1234.5, 0],
        [bank._id, 0, 1234.5],
      ],
      {
        date: '2026-03-06',
        reference: 'Cheque 000417 rent',
      },
    ),
  );
  const imported = await importCsv(
    company,
    bank._id,
    gtbankCsv([
      { date: '2026-03-02', reference: '0000123', amount: 250_000, remarks: 'NIP TRF FROM ADEBAYO CAPITAL' },
      { date: '2026-03-20', amount: -52.5, remarks: 'SMS ALERT CHARGES' },
    ]),
  );
  expect(imported.statusCode).toBe(201);
  const started = await company.call('POST', '/api/reconciliations', {
    account: bank._id,
    statementDate: '2026-03-31',
    statementBalance: 350_000,
  });
  expect(started.statusCode).toBe(201);
  const detail: Detail = started.json().data;
  reconciliationId = detail._id;
  // The opening balance has no statement line: it is ticked as cleared by hand.
  const opening = detail.ledgerLines.find((line) => line.amount === 100_000);
  const cleared = await company.call(
    'POST',
    `/api/reconciliations/${reconciliationId}/ledger-lines/${opening?._id}/clear`,
  );
  expect(cleared.statusCode).toBe(200);
});

const reportUrl = () => `/api/reconciliations/${reconciliationId}/report.pdf`;

describe('the reconciliation report', () => {
  it('is refused while the reconciliation is in progress', async () => {
    const response = await company.call('GET', reportUrl());
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Finish the reconciliation to get its report');
  });

  it('is a PDF of what was cleared, outstanding and unmatched, with the balances and who finished it', async () => {
    const finished = await company.call('POST', `/api/reconciliations/${reconciliationId}/finish`);
    expect(finished.statusCode).toBe(200);

    const started = performance.now();
    const response = await company.call('GET', reportUrl());
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Reconciliation ${bankName} to 2026-03-31.pdf"; filename*=UTF-8''${encodeURIComponent(
        `Reconciliation ${bankName} to 2026-03-31.pdf`,
      )}`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const again = performance.now();
    expect((await company.call('GET', reportUrl())).statusCode).toBe(200);
    console.info(
      `reconciliation report: ${response.rawPayload.length} bytes; first in ${Math.round(elapsed)} ms, ` +
        `again in ${Math.round(performance.now() - again)} ms`,
    );

    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    expect(text).toContain('Report Readers Ltd');
    expect(text).toContain('Bank reconciliation report');
    expect(text).toContain(bankName);
    expect(text).toMatch(/Statement date\s*31\/03\/2026/);
    expect(text).toMatch(/Closing balance on the statement\s*NGN 350,000\.00/);
    // The books hold the cheque the bank has not paid yet: 100,000 + 250,000 − 1,234.50.
    expect(text).toMatch(/Book balance on the statement date\s*NGN 348,765\.50/);
    expect(text).toMatch(/Difference\s*NGN 0\.00/);
    // Cleared: the opening balance and the capital; outstanding: the cheque; unmatched: the SMS charge.
    expect(text).toMatch(/02\/03\/2026[^\n]*Capital from Adebayo[^\n]*250,000\.00/);
    expect(text).toMatch(/28\/02\/2026[^\n]*Opening balance[^\n]*100,000\.00/);
    expect(text).toMatch(/06\/03\/2026[^\n]*Cheque 000417 rent[^\n]*-1,234\.50/);
    expect(text).toMatch(/20\/03\/2026[^\n]*SMS ALERT CHARGES[^\n]*-52\.50/);
    expect(text).toMatch(/Completed by\s*Ada/);
    expect(text).toContain('Page 1 of 1');
  });

  it("answers 404 for another company's reconciliation", async () => {
    const other = await anotherCompany(test, company, 'Other Readers Ltd');
    const response = await other.call('GET', reportUrl());
    expect(response.statusCode).toBe(404);
  });
});
