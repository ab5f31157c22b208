import { journals, tenantTables, tenantTransaction } from '@owo/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, journalBody } from '../../test/accounting.ts';
import { testAppForFile } from '../../test/harness.ts';
import { databaseErrorOf, queryRows } from '../ledger/database.ts';

/*
 * Row-level security, the backstop behind the services' own company filters
 * (packages/db/src/tenancy.ts): inside a tenant transaction a query that forgets its company
 * filter still sees and writes only that company's rows.
 */

const test = testAppForFile();
let a: AccountingCompany;
let b: AccountingCompany;
beforeAll(async () => {
  a = await accountingCompany(test, 'Alpha Ltd');
  b = await accountingCompany(test, 'Bravo Ltd');
  for (const company of [a, b]) {
    await company.call(
      'POST',
      '/api/double-entry/journal',
      journalBody(company, [
        ['6100', 1, 0],
        ['1000', 0, 1],
      ]),
    );
  }
});

describe('row-level security', () => {
  it('covers every tenant table, including tables added later, with its policy', async () => {
    const tables = await tenantTables(test.database.db);
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((table) => !table.hasPolicy).map((table) => table.name)).toEqual([]);
    const unprotected = await queryRows<{ name: string }>(
      test.database.db,
      sql`select relname as name from pg_class where relname in (${sql.join(
        tables.map((table) => sql`${table.name}`),
        sql`, `,
      )}) and not relrowsecurity`,
    );
    expect(unprotected).toEqual([]);
  });

  it("shows a tenant transaction only its company's rows, even to a query without a company filter", async () => {
    const seen = await tenantTransaction(test.database.db, a.companyId, (tx) =>
      tx.select({ companyId: journals.companyId }).from(journals),
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((row) => row.companyId))).toEqual(new Set([a.companyId]));
  });

  it("refuses a tenant transaction's write into another company, and changes none of its rows", async () => {
    const attempt = tenantTransaction(test.database.db, a.companyId, (tx) =>
      tx.execute(
        sql`insert into branches (company_id, id, name, address) values (${b.companyId}, gen_random_uuid(), 'Sneaky', 'x')`,
      ),
    );
    await expect(attempt).rejects.toSatisfy((error) =>
      /row-level security/.test(databaseErrorOf(error)?.message ?? ''),
    );
    const changed = await tenantTransaction(test.database.db, a.companyId, (tx) =>
      queryRows<{ id: string }>(
        tx,
        sql`update journals set note = 'changed' where company_id = ${b.companyId} returning id`,
      ),
    );
    expect(changed).toEqual([]);
  });
});
