import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from './harness.ts';
import { catalogTables, isTenantTable, queryRows, type TableInfo, TENANT_ROOT } from './tenancy.ts';

/*
 * Tenancy by construction, checked by machine on a freshly migrated database (DESIGN.md sections
 * 3 and 9): in every tenant table (a NOT NULL company_id column) company_id leads the primary key,
 * every unique constraint and unique index (partial and expression ones too) and every foreign key
 * into another tenant table, on both sides. The tables come from the catalog, so a table added by a
 * later migration is checked without editing this file.
 */

/**
 * Tables that hold no company's rows, each with the reason. A new table is either a tenant table
 * (NOT NULL company_id) or listed here on purpose: a table that forgot its company_id fails below.
 */
const PLATFORM_TABLES: Record<string, string> = {
  [TENANT_ROOT]: 'the tenant root: its id is the company_id of every tenant row',
  users: 'people sign in once and may belong to several companies (memberships is the tenant side)',
  sessions: 'a signed-in user, before any company is chosen',
  one_time_codes: 'sign-up and password codes of a user, before any company exists',
  idempotency_keys: "kept per user; the company header is part of the request's fingerprint",
  rate_limits: 'throttling by client address and e-mail, before sign-in',
  currencies: 'reference data shared by every company',
  countries: 'reference data shared by every company',
  states: 'reference data shared by every company',
  measurements: 'reference data shared by every company: the units goods are counted in',
  industries: 'reference data shared by every company',
  business_types: 'reference data shared by every company',
  parent_accounts: 'the account hierarchy shared by every company (accounts is the tenant side)',
  sub_category_accounts: 'the account hierarchy shared by every company (accounts is the tenant side)',
  waitlist_entries: 'public-site sign-ups, before any company exists',
  contact_messages: 'public-site messages, before any company exists',
  demo_requests: 'public-site requests; company_id is nullable and only points at the demo company made for it',
  outbox: 'outgoing mail, much of it (sign-up, password reset) for no company: company_id is nullable',
};

interface KeyRow {
  table_name: string;
  name: string;
  kind: 'p' | 'u' | 'x' | 'f';
  definition: string;
  first_column: string | null;
  referenced_table: string | null;
  referenced_first_column: string | null;
}

interface UniqueIndexRow {
  table_name: string;
  name: string;
  definition: string;
  first_column: string | null;
  backs_constraint: boolean;
}

const test = testAppForFile();
let tables: TableInfo[];
let tenant: Set<string>;
let keys: KeyRow[];
let uniqueIndexes: UniqueIndexRow[];

beforeAll(async () => {
  const db = test.database.db;
  tables = await catalogTables(db);
  tenant = new Set(tables.filter(isTenantTable).map((table) => table.name));
  keys = await queryRows<KeyRow>(
    db,
    sql`
      select owner.relname as table_name, con.conname as name, con.contype as kind,
        pg_get_constraintdef(con.oid) as definition,
        first_column.attname as first_column,
        referenced.relname as referenced_table,
        referenced_first.attname as referenced_first_column
      from pg_constraint con
      join pg_class owner on owner.oid = con.conrelid
      join pg_namespace namespace on namespace.oid = owner.relnamespace and namespace.nspname = 'public'
      left join pg_attribute first_column on first_column.attrelid = con.conrelid and first_column.attnum = con.conkey[1]
      left join pg_class referenced on referenced.oid = con.confrelid
      left join pg_attribute referenced_first
        on referenced_first.attrelid = con.confrelid and referenced_first.attnum = con.confkey[1]
      where con.contype in ('p', 'u', 'x', 'f')
      order by owner.relname, con.conname`,
  );
  uniqueIndexes = await queryRows<UniqueIndexRow>(
    db,
    sql`
      select owner.relname as table_name, index_class.relname as name,
        pg_get_indexdef(ix.indexrelid) as definition,
        first_column.attname as first_column,
        exists (select 1 from pg_constraint con where con.conindid = ix.indexrelid and con.conrelid = ix.indrelid
          and con.contype in ('p', 'u', 'x')) as backs_constraint
      from pg_index ix
      join pg_class owner on owner.oid = ix.indrelid
      join pg_class index_class on index_class.oid = ix.indexrelid
      join pg_namespace namespace on namespace.oid = owner.relnamespace and namespace.nspname = 'public'
      left join pg_attribute first_column on first_column.attrelid = ix.indrelid and first_column.attnum = ix.indkey[0]
      where ix.indisunique
      order by owner.relname, index_class.relname`,
  );
});

const tenantKeys = (kinds: string) => keys.filter((key) => tenant.has(key.table_name) && kinds.includes(key.kind));

describe('tenancy in the schema', () => {
  it('reads the catalog: the tenant tables are found', () => {
    // A catalog query that silently matched nothing would make every rule below pass.
    expect([...tenant]).toEqual(expect.arrayContaining(['accounts', 'journal_entries', 'journal_lines', 'branches']));
    expect(keys.length).toBeGreaterThan(tenant.size);
  });

  it('every table is a tenant table (NOT NULL company_id) or a listed platform table', () => {
    const problems: string[] = [];
    for (const table of tables) {
      const listed = table.name in PLATFORM_TABLES;
      if (isTenantTable(table) && listed)
        problems.push(
          `${table.name}: has a NOT NULL company_id, so it is a tenant table: remove it from PLATFORM_TABLES`,
        );
      if (!isTenantTable(table) && !listed) {
        const column = table.companyIdNullable === null ? 'no company_id column' : 'a nullable company_id';
        problems.push(
          `${table.name}: ${column} and not in PLATFORM_TABLES: give it company_id NOT NULL, or list it with the reason`,
        );
      }
    }
    const names = new Set(tables.map((table) => table.name));
    for (const name of Object.keys(PLATFORM_TABLES))
      if (!names.has(name)) problems.push(`${name}: listed in PLATFORM_TABLES but no such table`);
    expect(problems).toEqual([]);
  });

  it('company_id is the first column of the primary key of every tenant table', () => {
    const problems: string[] = [];
    for (const table of tables.filter(isTenantTable)) {
      const primaryKey = tenantKeys('p').find((key) => key.table_name === table.name);
      if (!primaryKey) problems.push(`${table.name}: no primary key`);
      else if (primaryKey.first_column !== 'company_id')
        problems.push(
          `${table.name}: primary key ${primaryKey.name} ${primaryKey.definition} does not lead with company_id`,
        );
    }
    expect(problems).toEqual([]);
  });

  it('company_id is the first column of every unique constraint and unique index of a tenant table', () => {
    const problems: string[] = [];
    for (const key of tenantKeys('ux'))
      if (key.first_column !== 'company_id')
        problems.push(
          `${key.table_name}: ${key.kind === 'u' ? 'unique' : 'exclusion'} constraint ${key.name} ${key.definition} does not lead with company_id`,
        );
    for (const index of uniqueIndexes) {
      // Indexes backing a constraint are checked above, under the constraint's name.
      if (!tenant.has(index.table_name) || index.backs_constraint) continue;
      // An expression or partial index is still a unique key: the same rule holds.
      if (index.first_column !== 'company_id')
        problems.push(
          `${index.table_name}: unique index ${index.name} (${index.definition}) does not lead with company_id`,
        );
    }
    expect(problems).toEqual([]);
  });

  it('every foreign key from a tenant table into another tenant table leads with company_id on both sides', () => {
    const problems: string[] = [];
    for (const key of tenantKeys('f')) {
      const target = key.referenced_table ?? '';
      if (target === TENANT_ROOT) {
        // The one way to point at a company is one's own company_id.
        if (key.first_column !== 'company_id' || !/^FOREIGN KEY \(company_id\) REFERENCES/.test(key.definition))
          problems.push(
            `${key.table_name}: foreign key ${key.name} ${key.definition} points at a company other than by company_id`,
          );
        continue;
      }
      // Into platform tables (users, currencies, sub_category_accounts...) any key is fine.
      if (!tenant.has(target)) continue;
      if (key.first_column !== 'company_id' || key.referenced_first_column !== 'company_id')
        problems.push(
          `${key.table_name}: foreign key ${key.name} ${key.definition} into tenant table ${target} must be (company_id, ...) REFERENCES ${target}(company_id, ...)`,
        );
    }
    expect(problems).toEqual([]);
  });
});
