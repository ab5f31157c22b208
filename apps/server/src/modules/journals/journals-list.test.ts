import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany, journalBody } from '../../../test/accounting.ts';
import { testAppForFile } from '../../../test/harness.ts';

const test = testAppForFile();
let company: AccountingCompany;
beforeAll(async () => {
  company = await accountingCompany(test);
});

describe('the journal list', () => {
  it('pages newest first and filters by status, reference and date range', async () => {
    const fresh = await anotherCompany(test, company, 'Lists Ltd');
    for (const [date, reference] of [
      ['2026-01-15', 'January accrual'],
      ['2026-02-15', 'February accrual'],
      ['2026-03-15', 'March depreciation'],
    ]) {
      await fresh.call(
        'POST',
        '/api/double-entry/journal',
        journalBody(
          fresh,
          [
            ['6400', 10, 0],
            ['1630', 0, 10],
          ],
          { date, reference },
        ),
      );
    }
    const listed = await fresh.call('GET', '/api/double-entry/journal?limit=2&page=1');
    expect(listed.json().data.map((journal: { reference: string }) => journal.reference)).toEqual([
      'March depreciation',
      'February accrual',
    ]);
    expect(listed.json().pageInfo).toEqual({ page: 1, prevPage: null, nextPage: 2, limit: 2, total: 3 });
    const filtered = await fresh.call(
      'GET',
      '/api/double-entry/journal?where[reference]=accrual&range[startDate]=2026-02-01',
    );
    expect(filtered.json().data.map((journal: { reference: string }) => journal.reference)).toEqual([
      'February accrual',
    ]);
    expect((await fresh.call('GET', '/api/double-entry/journal?where[status]=posted')).json().data).toEqual([]);
    const bad = await fresh.call('GET', '/api/double-entry/journal?where[status]=approved');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('where[status] is not valid.');
  });

  it("shows one journal only to its company: another company's id answers 404", async () => {
    const other = await accountingCompany(test, 'Other Ltd');
    const created = await company.call(
      'POST',
      '/api/double-entry/journal',
      journalBody(company, [
        ['6100', 10, 0],
        ['1000', 0, 10],
      ]),
    );
    const id = created.json().data._id;
    for (const [method, url] of [
      ['GET', `/api/double-entry/journal/${id}`],
      ['PATCH', `/api/double-entry/journal/${id}`],
      ['DELETE', `/api/double-entry/journal/${id}`],
      ['PATCH', `/api/merchant/approve/${id}?state=journal&action=approve`],
      ['GET', '/api/double-entry/journal/not-an-id'],
    ] as const) {
      const response = await other.call(
        method,
        url,
        method === 'PATCH' && url.includes('/journal/') ? { note: 'x' } : undefined,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Journal not found');
    }
    expect((await company.call('GET', `/api/double-entry/journal/${id}`)).json().data.status).toBe('draft');
  });
});
