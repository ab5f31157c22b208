import { auditLog, branches, newId } from '@owo/db';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, journalBody, postJournal } from '../../../test/accounting.ts';
import { branchMember } from '../../../test/branch-member.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';

/*
 * The audit log: every change in the company, newest first, filtered by person, area, record and
 * Lagos day; read-only; exported as CSV and XLSX with formula-like text neutralised.
 */

const test = testAppForFile();
let owner: AccountingCompany;
let other: AccountingCompany;
let accountant: Awaited<ReturnType<typeof addMember>>;
let journalId: string;

beforeAll(async () => {
  owner = await accountingCompany(test, 'Audit Trail Ltd');
  other = await accountingCompany(test, 'Somebody Else Ltd');
  accountant = await addMember(test, owner.companyId, ['settings.view', 'settings.edit'], 'Accountant');
  await test.app.inject({
    method: 'PATCH',
    url: '/api/companies/current',
    headers: accountant.headers,
    payload: { address: 'Plot 5, Admiralty Way, Lekki' },
  });
  // A person whose name a spreadsheet would run as a formula.
  await test.app.inject({
    method: 'PATCH',
    url: '/api/profile',
    headers: accountant.headers,
    payload: { firstName: '=HYPERLINK("http://evil.example","x")' },
  });
  await owner.call('PATCH', '/api/companies/current', { tin: '12345678-0001' });
  journalId = (
    await postJournal(
      owner,
      journalBody(owner, [
        ['6100', 250, 0],
        ['1000', 0, 250],
      ]),
    )
  )._id;
  await other.call('PATCH', '/api/companies/current', { tin: '87654321-0001' });
  // Two old entries either side of a Lagos midnight: 23:30 UTC on 10 January is 00:30 on the 11th in Lagos.
  await test.database.db.insert(auditLog).values([
    {
      companyId: owner.companyId,
      id: newId(),
      userId: owner.userId,
      action: 'update',
      entityType: 'lock-date',
      entityId: owner.companyId,
      before: { lockDate: null },
      after: { lockDate: '2025-12-31' },
      createdAt: new Date('2026-01-10T22:30:00Z'),
    },
    {
      companyId: owner.companyId,
      id: newId(),
      userId: owner.userId,
      action: 'update',
      entityType: 'lock-date',
      entityId: owner.companyId,
      before: { lockDate: '2025-12-31' },
      after: { lockDate: '2026-01-10' },
      createdAt: new Date('2026-01-10T23:30:00Z'),
    },
  ]);
});

type Entry = {
  _id: string;
  createdAt: string;
  action: string;
  entityType: string;
  entityId: string;
  user: { _id: string; name: string; email: string } | null;
  before: unknown;
  after: unknown;
};

async function list(query = '') {
  const response = await owner.call('GET', `/api/audit-log${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { data: Entry[]; pageInfo: { total: number; nextPage: number | null } };
}

describe('the audit log', () => {
  it('lists every change newest first, with who, when, what and the record before and after', async () => {
    const { data, pageInfo } = await list('?limit=100');
    expect(pageInfo.total).toBe(data.length);
    const times = data.map((entry) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const tin = data.find(
      (entry) => entry.entityType === 'company' && entry.action === 'update' && entry.user?._id === owner.userId,
    );
    expect(tin).toMatchObject({
      entityId: owner.companyId,
      before: { tin: null },
      after: { tin: '12345678-0001' },
      user: { _id: owner.userId, name: expect.stringMatching(/\w+ \w+/), email: expect.stringContaining('@') },
    });
    // Nothing of the other company.
    expect(data.some((entry) => JSON.stringify(entry.after).includes('87654321'))).toBe(false);
  });

  it('filters by person, area, record and Lagos days, and pages', async () => {
    const byAccountant = await list(`?userId=${accountant.userId}`);
    expect(byAccountant.data.map((entry) => entry.entityType)).toEqual(['user', 'company']);
    const journals = await list(`?entityType=journal`);
    expect(journals.data.length).toBeGreaterThan(0);
    expect(journals.data.every((entry) => entry.entityType === 'journal')).toBe(true);
    const one = await list(`?entityId=${journalId}`);
    expect(one.data.length).toBeGreaterThan(0);
    expect(one.data.every((entry) => entry.entityId === journalId)).toBe(true);
    const tenth = await list('?from=2026-01-10&to=2026-01-10');
    expect(tenth.data.map((entry) => entry.after)).toEqual([{ lockDate: '2025-12-31' }]);
    const eleventh = await list('?from=2026-01-11&to=2026-01-11');
    expect(eleventh.data.map((entry) => entry.after)).toEqual([{ lockDate: '2026-01-10' }]);
    const paged = await list('?limit=2&page=2');
    expect(paged.data).toHaveLength(2);
    expect(paged.pageInfo).toMatchObject({ total: (await list('?limit=100')).data.length });
  });

  it('offers the people and areas that appear in it as filter choices', async () => {
    const response = await owner.call('GET', '/api/audit-log/filters');
    const { people, areas } = response.json().data;
    expect(people.map((person: { _id: string }) => person._id).sort()).toEqual(
      [owner.userId, accountant.userId].sort(),
    );
    expect(areas).toEqual(expect.arrayContaining(['company', 'journal', 'lock-date']));
  });

  it('refuses a range that ends before it starts, and a malformed person', async () => {
    const range = await owner.call('GET', '/api/audit-log?from=2026-02-01&to=2026-01-01');
    expect(range.statusCode).toBe(400);
    expect(range.json().message).toBe('The start date must be on or before the end date');
    const person = await owner.call('GET', '/api/audit-log?userId=nobody');
    expect(person.statusCode).toBe(400);
  });

  it.each([
    ['a day that is not in the calendar', 'to=2026-02-30', 'To date is not valid.'],
    ['a month that is not one', 'from=2026-13-01', 'From date is not valid.'],
    ['an area longer than any', `entityType=${'x'.repeat(10_000)}`, 'Area is not valid.'],
  ])('refuses %s in the list and the export, in words', async (_case, query, message) => {
    for (const url of [`/api/audit-log?${query}`, `/api/audit-log/export?format=csv&${query}`]) {
      const response = await owner.call('GET', url);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('answers 404 for a person of another company, listed or exported', async () => {
    for (const url of [
      `/api/audit-log?userId=${other.userId}`,
      `/api/audit-log/export?format=csv&userId=${other.userId}`,
    ]) {
      expect((await owner.call('GET', url)).statusCode).toBe(404);
    }
  });

  it('is not for a member limited to one branch: the log covers every branch', async () => {
    const [branch] = await test.database.db.select().from(branches).where(eq(branches.companyId, owner.companyId));
    const member = await branchMember(test, owner.companyId, branch?.id ?? '', ['settings.view']);
    for (const url of ['/api/audit-log', '/api/audit-log/filters', '/api/audit-log/export?format=csv']) {
      expect((await member.call('GET', url)).statusCode).toBe(403);
    }
  });

  it('is for those who may view settings', async () => {
    const cashier = await addMember(test, owner.companyId, ['sales.view'], 'Cashier');
    for (const url of ['/api/audit-log', '/api/audit-log/filters', '/api/audit-log/export?format=csv']) {
      const response = await test.app.inject({ method: 'GET', url, headers: cashier.headers });
      expect(response.statusCode).toBe(403);
    }
  });

  it('exports CSV with formula-like text neutralised', async () => {
    const response = await owner.call('GET', '/api/audit-log/export?format=csv&entityType=company');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('Audit log');
    const text = response.body;
    expect(text.startsWith('\uFEFFAudit log')).toBe(true);
    expect(text).toContain('When,Person,Email,Action,Area,Record,Changed fields,Before,After');
    // The name a spreadsheet would run is written so that it only shows.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")`);
    expect(text).toContain('Plot 5, Admiralty Way, Lekki');
    const lines = text.split('\r\n').filter((line) => line.includes('12345678-0001'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(',update,company,');
    expect(text).not.toContain('journal');
  });

  it('neutralises a cell that starts like a formula', async () => {
    await owner.call('PATCH', '/api/companies/current', { name: '=SUM(A1:A2) Stores' });
    const response = await owner.call('GET', '/api/audit-log/export?format=csv&entityType=company');
    expect(response.body).toContain("'=SUM(A1:A2) Stores");
    expect(response.body).not.toMatch(/(^|,)=SUM/m);
  });

  it('names the person an export is narrowed to', async () => {
    const response = await owner.call('GET', `/api/audit-log/export?format=csv&userId=${accountant.userId}`);
    expect(response.body).toMatch(/Person: .+ \(.+@.+\)/);
    expect(response.body).toContain('Plot 5, Admiralty Way, Lekki');
    expect(response.body).not.toContain('12345678-0001');
  });

  it('exports every entry of a busy instant, past the pages it is read in', async () => {
    const busy = await accountingCompany(test, 'Busy Instant Ltd');
    // One transaction's entries share its now(), which PostgreSQL keeps to the microsecond.
    await test.database.db.insert(auditLog).values(
      Array.from({ length: 700 }, (_, index) => ({
        companyId: busy.companyId,
        id: newId(),
        userId: busy.userId,
        action: 'create' as const,
        entityType: 'import',
        entityId: `line-${index}`,
        createdAt: sql`'2026-03-02 09:15:00.123456+00'::timestamptz`,
      })),
    );
    const response = await busy.call('GET', '/api/audit-log/export?format=csv&entityType=import');
    const records = new Set(response.body.match(/line-\d+/g));
    expect(records.size).toBe(700);
  });

  it('exports XLSX with one row per entry', async () => {
    const response = await owner.call('GET', `/api/audit-log/export?format=xlsx&entityId=${journalId}`);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const values: string[][] = [];
    sheet?.eachRow((row) => values.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
    const headingIndex = values.findIndex((row) => row[0] === 'When');
    const rows = values.slice(headingIndex + 1);
    expect(rows.length).toBe((await list(`?entityId=${journalId}`)).data.length);
    expect(rows.every((row) => row[5] === journalId)).toBe(true);
  });

  it('has no route that changes or removes an entry', async () => {
    const spec = (await test.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const auditPaths = Object.entries(spec.paths).filter(([path]) => path.startsWith('/api/audit-log'));
    expect(auditPaths.length).toBe(3);
    for (const [, methods] of auditPaths) expect(Object.keys(methods)).toEqual(['get']);
  });
});
