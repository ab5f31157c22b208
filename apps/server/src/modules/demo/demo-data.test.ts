import { journals } from '@owo/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ownerWithCompany, type TestApp } from '../../../test/harness.ts';
import { demoMonths, fillDemoCompany, ownerContext, topUpDemoCompany } from './demo-data.ts';

describe('demoMonths', () => {
  it('runs from the first month to today, the last month dated today until the 28th', () => {
    expect(demoMonths('2026-11', '2027-01-05').map((month) => [month.label, month.date])).toEqual([
      ['Nov 2026', '2026-11-28'],
      ['Dec 2026', '2026-12-28'],
      ['Jan 2027', '2027-01-05'],
    ]);
    expect(demoMonths('2026-02', '2026-02-28').map((month) => month.date)).toEqual(['2026-02-28']);
    expect(demoMonths('2026-03', '2026-02-10')).toEqual([]);
  });
});

describe('the demo company', () => {
  let test: TestApp;
  let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
  beforeAll(async () => {
    test = await createTestApp();
    owner = await ownerWithCompany(test, 'Adunni Stores Ltd');
  });
  afterAll(() => test.close());

  const salesSummaries = () =>
    test.database.db
      .select({ reference: journals.reference, date: journals.date, status: journals.status })
      .from(journals)
      .where(and(eq(journals.companyId, owner.companyId), like(journals.reference, 'Sales summary %')))
      .orderBy(journals.date);

  it('holds three months of posted books up to the day it is made, and later runs up to the day it is opened', async () => {
    const context = ownerContext(owner.user._id, owner.companyId);
    await fillDemoCompany(test.database.db, context, '2026-11-22');
    expect(await salesSummaries()).toEqual(
      ['Sep', 'Oct', 'Nov'].map((month) => ({
        reference: `Sales summary ${month} 2026`,
        date: month === 'Nov' ? '2026-11-22' : expect.stringMatching(/^2026-\d\d-28$/),
        status: 'posted',
      })),
    );

    await topUpDemoCompany(test.database.db, context, '2027-02-03');
    await topUpDemoCompany(test.database.db, context, '2027-02-03');
    const references = (await salesSummaries()).map((journal) => journal.reference);
    expect(references.slice(-4)).toEqual([
      'Sales summary Nov 2026',
      'Sales summary Dec 2026',
      'Sales summary Jan 2027',
      'Sales summary Feb 2027',
    ]);
    expect(new Set(references).size).toBe(references.length);

    const trialBalance = await test.app.inject({
      method: 'GET',
      url: '/api/reports/trial-balance?asOf=2027-02-03',
      headers: { authorization: `Bearer ${owner.token}`, 'x-company-id': owner.companyId },
    });
    const { totalDebit, totalCredit } = trialBalance.json().data;
    expect(totalDebit).toBeGreaterThan(0);
    expect(totalDebit).toBe(totalCredit);
  });
});
