import { contacts, newId } from '@owo/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany } from '../../../test/accounting.ts';
import {
  addBankAccount,
  bankRows,
  gtbankCsv,
  importCsv,
  type StatementRow,
  ZENITH_NUMBER,
} from '../../../test/bank.ts';
import { addMember, bearer, testAppForFile } from '../../../test/harness.ts';

/*
 * Bank rules at work in a reconciliation: which statement lines get a proposal, accepting one or
 * many (balanced entries, VAT split out to the kobo, lines matched, all or nothing, a replay posts
 * nothing), and create-entry with VAT and a contact.
 */

interface Proposal {
  ruleId: string;
  ruleName: string;
  account: { _id: string; account_code: string };
  tax: { _id: string } | null;
  contact: { _id: string } | null;
  memo: string;
}
interface StatementLine {
  _id: string;
  description: string;
  amount: number;
  status: string;
  proposal: Proposal | null;
}
interface Detail {
  _id: string;
  statementLines: StatementLine[];
}
interface PostedLine {
  account_code: string;
  debit: number;
  credit: number;
  contact_id: string | null;
  tax_id: string | null;
}

const test = testAppForFile();
let company: AccountingCompany;
let bank: { _id: string; account_code: string };
let bankCode: string;
let reconciliation: Detail;
let vatTaxId: string;
let customerId: string;

const march: StatementRow[] = [
  { date: '2026-03-02', amount: -4, remarks: 'SMS ALERT CHARGES FEB' },
  { date: '2026-03-02', amount: -0.3, remarks: 'VAT ON SMS ALERT' },
  { date: '2026-03-05', amount: 10_000, remarks: 'TRF FROM PRIVATE VENTURES' },
  { date: '2026-03-10', amount: 1_000, remarks: 'POS SETTLEMENT 0310' },
  { date: '2026-03-11', amount: 537.5, remarks: 'POS SETTLEMENT 0311' },
  { date: '2026-03-12', amount: 200_000, remarks: 'POS SETTLEMENT 0312' },
  { date: '2026-03-13', amount: -100, remarks: 'ZENITH ONLY FEE' },
  { date: '2026-03-14', amount: 4, remarks: 'SMS ALERT REVERSAL' },
  { date: '2026-03-15', amount: 53_750, remarks: 'NIP TRF FROM ADEBAYO STORES' },
  { date: '2026-03-31', amount: -50, remarks: 'STAMP DUTY' },
  { date: '2026-03-31', amount: -10.75, remarks: 'TRANSFER FEE' },
];

const lineOf = (detail: Detail, description: string) => {
  const line = detail.statementLines.find((candidate) => candidate.description === description);
  if (!line) throw new Error(`no line ${description}`);
  return line;
};

async function addRule(body: object) {
  const response = await company.call('POST', '/api/bank/rules', body);
  if (response.statusCode !== 201) throw new Error(`rule failed: ${response.body}`);
  return response.json().data as { _id: string };
}

/** The lines of the entry posted for a statement line, as the ledger holds them (kobo). */
async function postedLines(statementLineId: string): Promise<PostedLine[]> {
  const result = await test.database.db.execute(sql`
    select account.code as account_code, line.debit::bigint as debit, line.credit::bigint as credit,
      line.contact_id, line.tax_id
    from journal_lines line
    join journal_entries entry on entry.company_id = line.company_id and entry.id = line.entry_id
    join accounts account on account.company_id = line.company_id and account.id = line.account_id
    where entry.company_id = ${company.companyId} and entry.source_id = ${statementLineId}
    order by line.line_number`);
  return (result as unknown as { rows: PostedLine[] }).rows.map((row) => ({
    ...row,
    debit: Number(row.debit),
    credit: Number(row.credit),
  }));
}

const acceptAll = (statementLines: string[], key?: string) =>
  test.app.inject({
    method: 'POST',
    url: `/api/reconciliations/${reconciliation._id}/proposals/accept`,
    headers: {
      ...bearer(company.token),
      'x-company-id': company.companyId,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: { statementLines },
  });

beforeAll(async () => {
  company = await accountingCompany(test);
  bank = await addBankAccount(company);
  bankCode = bank.account_code;
  const zenith = await addBankAccount(company, { bankCode: '057', accountNumber: ZENITH_NUMBER });
  const taxes = (await company.call('GET', '/api/tax/options')).json().data as Array<{ _id: string }>;
  vatTaxId = taxes[0]?._id ?? '';
  customerId = newId();
  await test.database.db
    .insert(contacts)
    .values({ companyId: company.companyId, id: customerId, kind: 'customer', displayName: 'Adebayo Stores' });
  await addRule({
    name: 'POS takings',
    matchText: 'POS SETTLEMENT',
    direction: 'money-in',
    amountFrom: 1_000,
    amountTo: 100_000,
    account: company.account('4000'),
    tax: vatTaxId,
    memo: 'POS takings',
  });
  await addRule({
    name: 'Zenith only',
    matchText: 'ZENITH ONLY',
    bankAccount: zenith._id,
    account: company.account('7000'),
  });
  await addRule({
    name: 'Adebayo receipts',
    matchText: 'ADEBAYO',
    direction: 'money-in',
    account: company.account('1100'),
    contact: customerId,
  });
  const imported = await importCsv(company, bank._id, gtbankCsv(march));
  if (imported.statusCode !== 201) throw new Error(`import failed: ${imported.body}`);
  const started = await company.call('POST', '/api/reconciliations', {
    account: bank._id,
    statementDate: '2026-03-31',
    statementBalance: 0,
  });
  if (started.statusCode !== 201) throw new Error(`start failed: ${started.body}`);
  reconciliation = started.json().data;
});

describe('proposals', () => {
  it('are made for the lines a rule matches by text, direction, amount bounds and bank account', () => {
    const proposed = Object.fromEntries(
      reconciliation.statementLines.map((line) => [line.description, line.proposal?.ruleName ?? null]),
    );
    expect(proposed).toEqual({
      'SMS ALERT CHARGES FEB': 'SMS alert charges',
      'VAT ON SMS ALERT': 'VAT on bank charges',
      'TRF FROM PRIVATE VENTURES': null,
      'POS SETTLEMENT 0310': 'POS takings',
      'POS SETTLEMENT 0311': null,
      'POS SETTLEMENT 0312': null,
      'ZENITH ONLY FEE': null,
      'SMS ALERT REVERSAL': null,
      'NIP TRF FROM ADEBAYO STORES': 'Adebayo receipts',
      'STAMP DUTY': 'Stamp duty and EMTL',
      'TRANSFER FEE': 'Transfer fees',
    });
    expect(lineOf(reconciliation, 'POS SETTLEMENT 0310').proposal).toMatchObject({
      account: { account_code: '4000' },
      tax: { _id: vatTaxId },
      contact: null,
      memo: 'POS takings',
    });
  });

  it('follow a rule switched off at once', async () => {
    const rules = (await company.call('GET', '/api/bank/rules')).json().data as Array<{ _id: string; name: string }>;
    const stamp = rules.find((rule) => rule.name === 'Stamp duty and EMTL');
    await company.call('PATCH', `/api/bank/rules/${stamp?._id}`, { isActive: false });
    const detail = (await company.call('GET', `/api/reconciliations/${reconciliation._id}`)).json().data as Detail;
    expect(lineOf(detail, 'STAMP DUTY').proposal).toBeNull();
    await company.call('PATCH', `/api/bank/rules/${stamp?._id}`, { isActive: true });
  });
});

describe('accepting proposals', () => {
  it('needs accounting.manage', async () => {
    const banker = await addMember(test, company.companyId, [
      'accounting.view',
      'bank.view',
      'bank.create',
      'bank.edit',
      'bank.delete',
    ]);
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/reconciliations/${reconciliation._id}/proposals/accept`,
      headers: banker.headers,
      payload: { statementLines: [lineOf(reconciliation, 'STAMP DUTY')._id] },
    });
    expect(response.statusCode).toBe(403);
  });

  it('is all or nothing: a line without a proposal stops the lot', async () => {
    const before = await bankRows(test, company.companyId);
    const response = await acceptAll([
      lineOf(reconciliation, 'STAMP DUTY')._id,
      lineOf(reconciliation, 'TRF FROM PRIVATE VENTURES')._id,
    ]);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toBe(
      'This statement line has no proposal from a bank rule; create its entry instead',
    );
    expect(await bankRows(test, company.companyId)).toEqual(before);
  });

  it("refuses another company's statement line without saying whose it is", async () => {
    const other = await anotherCompany(test, company, 'Other Ventures Ltd');
    const theirBank = await addBankAccount(other);
    await importCsv(other, theirBank._id, gtbankCsv([{ date: '2026-03-31', amount: -50, remarks: 'STAMP DUTY' }]));
    const theirLines = (await other.call('GET', `/api/bank/accounts/${theirBank._id}/statement-lines`)).json().data;
    const response = await acceptAll([theirLines[0]._id]);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Statement line not found');
  });

  it('posts balanced entries in bulk, VAT split out to the kobo, and matches each line', async () => {
    const names = [
      'SMS ALERT CHARGES FEB',
      'VAT ON SMS ALERT',
      'POS SETTLEMENT 0310',
      'NIP TRF FROM ADEBAYO STORES',
      'STAMP DUTY',
    ];
    const ids = names.map((name) => lineOf(reconciliation, name)._id);
    const response = await acceptAll(ids, 'accept-march-charges');
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().data as Detail;
    for (const name of names) expect(lineOf(detail, name)).toMatchObject({ status: 'matched', proposal: null });
    expect(lineOf(detail, 'TRANSFER FEE').proposal?.ruleName).toBe('Transfer fees');

    const at = (code: string, debit: number, credit: number, extra: Partial<PostedLine> = {}) => ({
      account_code: code,
      debit,
      credit,
      contact_id: null,
      tax_id: null,
      ...extra,
    });
    expect(await postedLines(ids[0] as string)).toEqual([at(bankCode, 0, 400), at('7000', 400, 0)]);
    expect(await postedLines(ids[1] as string)).toEqual([at(bankCode, 0, 30), at('1400', 30, 0)]);
    // ₦1,000.00 gross at 7.5%: VAT = round(100000 × 750 / 10750) = round(6976.74) = 6977 kobo.
    expect(await postedLines(ids[2] as string)).toEqual([
      at(bankCode, 100_000, 0),
      at('4000', 0, 93_023, { tax_id: vatTaxId }),
      at('2100', 0, 6_977, { tax_id: vatTaxId }),
    ]);
    expect(await postedLines(ids[3] as string)).toEqual([
      at(bankCode, 5_375_000, 0),
      at('1100', 0, 5_375_000, { contact_id: customerId }),
    ]);
    for (const id of ids) {
      const lines = await postedLines(id);
      const debits = lines.reduce((sum, line) => sum + line.debit, 0);
      const credits = lines.reduce((sum, line) => sum + line.credit, 0);
      expect(debits).toBe(credits);
    }
  });

  it('posts nothing new when the same request is replayed with its Idempotency-Key', async () => {
    const before = await bankRows(test, company.companyId);
    const names = [
      'SMS ALERT CHARGES FEB',
      'VAT ON SMS ALERT',
      'POS SETTLEMENT 0310',
      'NIP TRF FROM ADEBAYO STORES',
      'STAMP DUTY',
    ];
    const replay = await acceptAll(
      names.map((name) => lineOf(reconciliation, name)._id),
      'accept-march-charges',
    );
    expect(replay.statusCode, replay.body).toBe(200);
    expect(await bankRows(test, company.companyId)).toEqual(before);
    const again = await acceptAll([lineOf(reconciliation, 'STAMP DUTY')._id]);
    expect(again.statusCode).toBe(409);
  });

  it('takes one line in one click', async () => {
    const line = lineOf(reconciliation, 'TRANSFER FEE');
    const response = await company.call(
      'POST',
      `/api/reconciliations/${reconciliation._id}/statement-lines/${line._id}/accept-proposal`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(lineOf(response.json().data, 'TRANSFER FEE').status).toBe('matched');
    expect((await postedLines(line._id)).map((posted) => [posted.account_code, posted.debit])).toEqual([
      [bankCode, 0],
      ['7000', 1_075],
    ]);
  });
});

describe('create-entry with VAT and a contact', () => {
  const createEntry = (description: string, body: object) =>
    company.call(
      'POST',
      `/api/reconciliations/${reconciliation._id}/statement-lines/${lineOf(reconciliation, description)._id}/create-entry`,
      body,
    );

  it('refuses receivables without the customer, beside the contact field', async () => {
    const response = await createEntry('TRF FROM PRIVATE VENTURES', { account: company.account('1100') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Choose the customer for an entry to Accounts Receivable',
      errors: { contact: 'Choose the customer for an entry to Accounts Receivable' },
    });
  });

  it("refuses another company's tax or contact, and a tax that does not exist", async () => {
    const other = await anotherCompany(test, company, 'Third Ventures Ltd');
    const theirTax = ((await other.call('GET', '/api/tax/options')).json().data as Array<{ _id: string }>)[0]?._id;
    const byTax = await createEntry('TRF FROM PRIVATE VENTURES', { account: company.account('4000'), tax: theirTax });
    expect(byTax.json().errors).toEqual({ tax: 'Tax is not valid.' });
    const byContact = await createEntry('TRF FROM PRIVATE VENTURES', {
      account: company.account('1100'),
      contact: newId(),
    });
    expect(byContact.json().errors).toEqual({ contact: 'Contact is not valid.' });
  });

  it('posts money in to receivables with the customer and VAT output split out', async () => {
    const response = await createEntry('TRF FROM PRIVATE VENTURES', {
      account: company.account('1100'),
      contact: customerId,
      tax: vatTaxId,
    });
    expect(response.statusCode, response.body).toBe(200);
    // ₦10,000.00 gross: VAT = round(1000000 × 750 / 10750) = round(69767.44) = 69767 kobo.
    expect(await postedLines(lineOf(reconciliation, 'TRF FROM PRIVATE VENTURES')._id)).toEqual([
      { account_code: bankCode, debit: 1_000_000, credit: 0, contact_id: null, tax_id: null },
      { account_code: '1100', debit: 0, credit: 930_233, contact_id: customerId, tax_id: vatTaxId },
      { account_code: '2100', debit: 0, credit: 69_767, contact_id: null, tax_id: vatTaxId },
    ]);
  });

  it('posts money out with VAT to VAT input', async () => {
    const response = await createEntry('ZENITH ONLY FEE', { account: company.account('7000'), tax: vatTaxId });
    expect(response.statusCode, response.body).toBe(200);
    // ₦100.00 gross: VAT = round(10000 × 750 / 10750) = round(697.67) = 698 kobo.
    expect(
      (await postedLines(lineOf(reconciliation, 'ZENITH ONLY FEE')._id)).map((line) => [
        line.account_code,
        line.debit,
        line.credit,
      ]),
    ).toEqual([
      [bankCode, 0, 10_000],
      ['7000', 9_302, 0],
      ['1400', 698, 0],
    ]);
  });
});
