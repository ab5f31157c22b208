import { taxRates, taxSeeds } from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  anotherCompany,
  journalBody,
  postJournal,
  rowCounts,
} from '../../../test/accounting.ts';
import { addMember, bearer, testAppForFile } from '../../../test/harness.ts';
import { taxRateOn } from './taxes.rates.ts';

/*
 * The tax settings (/tax) through the API: the taxes every company starts with (VAT and the
 * withholding rates of the reference file), adding, changing (a rate from a day, kept beside the
 * old one) and removing a tax, and the refusals.
 */

interface TaxAccount {
  _id: string;
  account_code: string;
  account_name: string;
}

interface Tax {
  _id: string;
  name: string;
  description: string;
  country: { code: string; name: string };
  agency: string;
  chartofAccount: TaxAccount | null;
  purchasesAccount: TaxAccount | null;
  rate: string;
  value: number;
  rateBasisPoints: number;
  kind: string;
  isActive: boolean;
  rates?: Array<{ rate: string; value: number; effectiveFrom: string }>;
  balances?: Array<TaxAccount & { side: string; balance: number }>;
  usage?: { bankRules: number; journalLines: number };
}

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;

async function taxes(of: AccountingCompany) {
  const response = await of.call('GET', '/api/tax');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Tax[];
}

const consumptionTax = () => ({
  name: 'Lagos Consumption Tax',
  description: 'Hotel and restaurant consumption tax',
  country: { label: 'Nigeria', value: 'NG' },
  agency: 'Lagos State Internal Revenue Service',
  chartofAccount: company.account('2100'),
  rate: '5%',
  effectiveFrom: '2025-01-01',
});

beforeAll(async () => {
  company = await accountingCompany(test);
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
});

describe('the taxes a company starts with', () => {
  it('are VAT 7.5% on VAT output and VAT input, and the withholding rates on WHT receivable and payable', async () => {
    const list = await taxes(company);
    expect(list[0]).toMatchObject({
      name: 'VAT 7.5%',
      kind: 'vat',
      rate: '7.5%',
      value: 0.075,
      country: { code: 'NG', name: 'Nigeria' },
      chartofAccount: { account_code: '2100', account_name: 'VAT Output' },
      purchasesAccount: { account_code: '1400', account_name: 'VAT Input' },
      isActive: true,
    });
    expect(list[0]?.agency).not.toBe('');
    const withholding = Object.fromEntries(
      list.filter((tax) => tax.kind === 'withholding').map((tax) => [tax.name, tax.rate]),
    );
    expect(withholding).toEqual({
      'WHT - Dividends': '10%',
      'WHT - Interest': '10%',
      'WHT - Professional and consultancy fees': '5%',
      'WHT - Rent': '10%',
      'WHT - Services': '2%',
      'WHT - Supply of goods': '2%',
    });
    const rent = list.find((tax) => tax.name === 'WHT - Rent');
    expect(rent?.chartofAccount?.account_name).toMatch(/WHT Receivable|Withholding/i);
    expect(rent?.purchasesAccount?.account_name).toMatch(/WHT Payable|Withholding/i);
    expect(rent?.value).toBe(0.1);
  });

  // The rates of shared/reference/nigeria-tax-2026.md (VAT: NTA s.148; withholding: the 2024
  // Regulations, resident companies), written out here: the reference lives outside the repository.
  it('match the rates of the reference file', () => {
    const today = new Date().toISOString().slice(0, 10);
    const inForce = (name: string) =>
      taxSeeds
        .find((seed) => seed.name === name)
        ?.rates.filter((rate) => rate.effectiveFrom <= today)
        .at(-1)?.rateBasisPoints;
    expect(inForce('VAT')).toBe(750);
    expect(inForce('WHT - Dividends')).toBe(1000);
    expect(inForce('WHT - Interest')).toBe(1000);
    expect(inForce('WHT - Rent')).toBe(1000);
    expect(inForce('WHT - Professional and consultancy fees')).toBe(500);
    expect(inForce('WHT - Supply of goods')).toBe(200);
    expect(inForce('WHT - Services')).toBe(200);
  });

  it('keep VAT’s history: a day in 2019 takes 5%', async () => {
    const vat = (await taxes(company)).find((tax) => tax.kind === 'vat');
    const detail = (await company.call('GET', `/api/tax/${vat?._id}`)).json().data as Tax;
    expect(detail.rates?.map((rate) => [rate.effectiveFrom, rate.rate])).toEqual([
      ['2020-02-01', '7.5%'],
      ['2007-01-01', '5%'],
    ]);
    const rateOn = (date: string) => taxRateOn(test.database.db, company.companyId, vat?._id ?? '', date);
    expect(await rateOn('2019-12-31')).toBe(500);
    expect(await rateOn('2020-02-01')).toBe(750);
    expect(await rateOn('1999-01-01')).toBe(500);
  });

  it('come back at start for a company set up before them, without doubling', async () => {
    const fresh = await anotherCompany(test, company, 'Older Ventures Ltd');
    const db = test.database.db;
    await db.execute(sql`delete from taxes where company_id = ${fresh.companyId} and kind = 'withholding'`);
    await db.execute(sql`update taxes set sales_account_id = null, purchases_account_id = null, agency = ''
      where company_id = ${fresh.companyId}`);
    await db.execute(sql`delete from tax_rates where company_id = ${fresh.companyId}`);
    const { seedReferenceData } = await import('@owo/db');
    await seedReferenceData(db);
    await seedReferenceData(db);
    const list = await taxes(fresh);
    expect(list).toHaveLength(7);
    expect(list[0]?.chartofAccount?.account_code).toBe('2100');
    const vat = (await fresh.call('GET', `/api/tax/${list[0]?._id}`)).json().data as Tax;
    expect(vat.rates).toHaveLength(2);
  });
});

describe('adding a tax', () => {
  it('keeps it with its rate as 5% and value 0.05, and its first dated rate', async () => {
    const response = await company.call('POST', '/api/tax', consumptionTax());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Tax created',
      data: {
        name: 'Lagos Consumption Tax',
        rate: '5%',
        value: 0.05,
        rateBasisPoints: 500,
        agency: 'Lagos State Internal Revenue Service',
        country: { code: 'NG' },
        chartofAccount: { account_code: '2100' },
        purchasesAccount: null,
        kind: 'other',
        company: company.companyId,
      },
    });
    expect(response.json().data.rates).toHaveLength(1);
    const audit = await test.database.db.execute(
      sql`select action from audit_log where company_id = ${company.companyId} and entity_type = 'tax'`,
    );
    expect((audit as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it('refuses a name the company already has, in any case (409)', async () => {
    const response = await company.call('POST', '/api/tax', { ...consumptionTax(), name: 'lagos consumption TAX' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A tax named lagos consumption TAX already exists');
  });

  it('says what is missing, by label, and keeps nothing', async () => {
    const before = await rowCounts(test, company.companyId, ['taxes', 'tax_rates']);
    const response = await company.call('POST', '/api/tax', { country: 'NG' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      name: 'Name is a required field',
      description: 'Description is a required field',
      agency: 'Agency is a required field',
      chartofAccount: 'Tax account is a required field',
      rate: 'Rate is a required field',
    });
    const badRate = await company.call('POST', '/api/tax', { ...consumptionTax(), name: 'X', rate: '120%' });
    expect(badRate.json().errors).toEqual({ rate: 'Rate must be between 0% and 100%' });
    const words = await company.call('POST', '/api/tax', { ...consumptionTax(), name: 'X', rate: 'five' });
    expect(words.json().errors).toEqual({ rate: 'Rate must be a percentage such as 7.5%' });
    expect(await rowCounts(test, company.companyId, ['taxes', 'tax_rates'])).toEqual(before);
  });

  it('refuses an income or expense account as the tax account, saying why', async () => {
    const income = await company.call('POST', '/api/tax', {
      ...consumptionTax(),
      name: 'Y',
      chartofAccount: company.account('4000'),
    });
    expect(income.statusCode).toBe(400);
    expect(income.json().errors.chartofAccount).toMatch(/is an income account: a tax posts to a liability account/);
    const expense = await company.call('POST', '/api/tax', {
      ...consumptionTax(),
      name: 'Y',
      purchasesAccount: company.account('6100'),
    });
    expect(expense.json().errors.purchasesAccount).toMatch(/is an expense account/);
  });

  it('refuses another company’s account as if it did not exist', async () => {
    const response = await company.call('POST', '/api/tax', {
      ...consumptionTax(),
      name: 'Z',
      chartofAccount: other.account('2100'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ chartofAccount: 'Tax account is not valid.' });
  });
});

describe('changing a rate from a day', () => {
  it('keeps the old rate for days before it and shows both in the history', async () => {
    const tax = (await taxes(company)).find((one) => one.name === 'Lagos Consumption Tax');
    const id = tax?._id ?? '';
    const response = await company.call('PATCH', `/api/tax/${id}`, { rate: '7.5%', effectiveFrom: '2026-01-01' });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as Tax;
    // An old document keeps the old rate; one dated on or after the change takes the new one.
    expect(await taxRateOn(test.database.db, company.companyId, id, '2025-12-31')).toBe(500);
    expect(await taxRateOn(test.database.db, company.companyId, id, '2026-01-01')).toBe(750);
    expect(data.rates?.map((rate) => [rate.effectiveFrom, rate.rate])).toEqual([
      ['2026-01-01', '7.5%'],
      ['2025-01-01', '5%'],
    ]);
    expect(data.rate).toBe('7.5%');
  });

  it('a rate dated ahead waits: today still shows the rate in force', async () => {
    const tax = (await taxes(company)).find((one) => one.name === 'Lagos Consumption Tax');
    const response = await company.call('PATCH', `/api/tax/${tax?._id}`, { rate: '10%', effectiveFrom: '2099-01-01' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      rate: tax?.rate,
      rates: expect.arrayContaining([expect.objectContaining({ rate: '10%', effectiveFrom: '2099-01-01' })]),
    });
    expect(await taxRateOn(test.database.db, company.companyId, tax?._id ?? '', '2099-06-01')).toBe(1000);

    // When its day comes the lists show it, with no edit or restart in between.
    await test.database.db
      .update(taxRates)
      .set({ effectiveFrom: '2026-06-01' })
      .where(and(eq(taxRates.taxId, tax?._id ?? ''), eq(taxRates.effectiveFrom, '2099-01-01')));
    expect((await taxes(company)).find((one) => one._id === tax?._id)?.rate).toBe('10%');
    const options = (await company.call('GET', '/api/tax/options')).json().data as Array<{
      _id: string;
      rateBasisPoints: number;
    }>;
    expect(options.find((option) => option._id === tax?._id)?.rateBasisPoints).toBe(1000);
  });

  it('changes only the fields sent, and can deactivate', async () => {
    const tax = (await taxes(company)).find((one) => one.name === 'Lagos Consumption Tax');
    const response = await company.call('PATCH', `/api/tax/${tax?._id}`, { agency: 'LIRS', isActive: false });
    expect(response.json().data).toMatchObject({ agency: 'LIRS', isActive: false, name: 'Lagos Consumption Tax' });
    // A deactivated tax is no longer offered in the Tax selects, but keeps its place in the list.
    const options = (await company.call('GET', '/api/tax/options')).json().data as Array<{ _id: string }>;
    expect(options.some((option) => option._id === tax?._id)).toBe(false);
    expect((await taxes(company)).find((one) => one._id === tax?._id)?.isActive).toBe(false);
    const back = await company.call('PATCH', `/api/tax/${tax?._id}`, { isActive: true });
    expect(back.json().data.isActive).toBe(true);
  });
});

describe('a tax’s page', () => {
  it('shows the balance of its account from the ledger', async () => {
    await postJournal(
      company,
      journalBody(company, [
        ['1000', 1075, 0],
        ['4000', 0, 1000],
        ['2100', 0, 75],
      ]),
    );
    const vat = (await taxes(company)).find((tax) => tax.kind === 'vat');
    const detail = (await company.call('GET', `/api/tax/${vat?._id}`)).json().data as Tax;
    expect(detail.balances).toEqual([
      expect.objectContaining({ side: 'sales', account_code: '2100', balance: 75 }),
      expect.objectContaining({ side: 'purchases', account_code: '1400', balance: 0 }),
    ]);
  });
});

describe('deleting a tax', () => {
  it('is refused while a bank rule uses it, saying why and offering deactivation (409)', async () => {
    const vat = (await taxes(company)).find((tax) => tax.kind === 'vat');
    const rule = await company.call('POST', '/api/bank/rules', {
      name: 'VAT on charges',
      matchText: 'VAT',
      account: company.account('1400'),
      tax: vat?._id,
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const response = await company.call('DELETE', `/api/tax/${vat?._id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'VAT 7.5% cannot be deleted: it is used by 1 bank rule. Make it inactive instead to stop it being offered.',
    );
    expect((await taxes(company)).some((tax) => tax._id === vat?._id)).toBe(true);
  });

  it('is refused for the company’s only VAT, which can be made inactive instead', async () => {
    const vat = (await taxes(other)).find((tax) => tax.kind === 'vat');
    const detail = (await other.call('GET', `/api/tax/${vat?._id}`)).json().data;
    expect(detail.deleteRefusal).toBe(
      "VAT 7.5% is the company's VAT and cannot be deleted. Make it inactive instead to stop it being offered.",
    );
    const response = await other.call('DELETE', `/api/tax/${vat?._id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(detail.deleteRefusal);
  });

  it('removes one nothing uses, with its rates', async () => {
    const tax = (await taxes(company)).find((one) => one.name === 'Lagos Consumption Tax');
    const response = await company.call('DELETE', `/api/tax/${tax?._id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect((await company.call('GET', `/api/tax/${tax?._id}`)).statusCode).toBe(404);
    const left = await test.database.db.execute(sql`select 1 from tax_rates where tax_id = ${tax?._id}`);
    expect((left as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });
});

describe('who may', () => {
  it('another company’s tax is not found for reading, changing or deleting', async () => {
    const theirs = (await taxes(other))[0]?._id;
    expect((await company.call('GET', `/api/tax/${theirs}`)).statusCode).toBe(404);
    expect((await company.call('PATCH', `/api/tax/${theirs}`, { agency: 'Mine' })).statusCode).toBe(404);
    expect((await company.call('DELETE', `/api/tax/${theirs}`)).statusCode).toBe(404);
    expect((await taxes(other))[0]?.agency).not.toBe('Mine');
  });

  it('a member with tax.view reads but cannot add, change or delete (403)', async () => {
    const member = await addMember(test, company.companyId, ['tax.view'], 'Tax viewer');
    const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      test.app.inject({ method, url, headers: member.headers, ...(payload ? { payload } : {}) });
    const list = await call('GET', '/api/tax');
    expect(list.statusCode).toBe(200);
    const id = list.json().data[0]._id;
    expect((await call('POST', '/api/tax', consumptionTax())).statusCode).toBe(403);
    expect((await call('PATCH', `/api/tax/${id}`, { agency: 'X' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/tax/${id}`)).statusCode).toBe(403);
    const none = await addMember(test, company.companyId, ['sales.view'], 'Seller');
    const refused = await test.app.inject({ method: 'GET', url: '/api/tax', headers: none.headers });
    expect(refused.statusCode).toBe(403);
  });
});

describe('huge, malformed and repeated calls', () => {
  it('are refused with the field’s words, keeping nothing', async () => {
    const before = await rowCounts(test, company.companyId, ['taxes', 'tax_rates']);
    const refusals: Array<[object, Record<string, string>]> = [
      [{ rate: '1e9%' }, { rate: 'Rate must be a percentage such as 7.5%' }],
      [{ rate: '1000000000%' }, { rate: 'Rate must be between 0% and 100%' }],
      [{ rate: '-5%' }, { rate: 'Rate must be a percentage such as 7.5%' }],
      [{ name: 'x'.repeat(10_000) }, { name: 'Name must be at most 100 characters' }],
      [{ effectiveFrom: '2026-02-30' }, { effectiveFrom: 'Effective from is not valid.' }],
    ];
    const [id] = (await taxes(company)).map((tax) => tax._id);
    for (const [change, errors] of refusals) {
      const created = await company.call('POST', '/api/tax', { ...consumptionTax(), name: 'Huge', ...change });
      expect(created.statusCode, JSON.stringify(change)).toBe(400);
      expect(created.json().errors).toEqual(errors);
      const changed = await company.call('PATCH', `/api/tax/${id}`, change);
      expect(changed.statusCode, JSON.stringify(change)).toBe(400);
      expect(changed.json().errors).toEqual(errors);
    }
    expect(await rowCounts(test, company.companyId, ['taxes', 'tax_rates'])).toEqual(before);
  });

  it('a create sent twice with one Idempotency-Key adds one tax and answers the same', async () => {
    const send = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/tax',
        headers: { ...bearer(company.token), 'x-company-id': company.companyId, 'idempotency-key': 'tax-retry-1' },
        payload: { ...consumptionTax(), name: 'Tourism Levy' },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data._id).toBe(first.json().data._id);
    expect((await taxes(company)).filter((tax) => tax.name === 'Tourism Levy')).toHaveLength(1);
  });
});
