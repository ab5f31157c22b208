import type { Database } from '@owo/db';
import { type SQL, sql } from 'drizzle-orm';

/*
 * The database catalog as the tenancy tests read it (DESIGN.md sections 3 and 9). A TENANT table
 * is one with a NOT NULL company_id column; `companies` is the tenant root. Everything is read from
 * pg_catalog, so a table added by a later migration is covered without editing the tests.
 */

export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

export interface KeyColumn {
  name: string;
  /** format_type(): uuid, integer, text, date... */
  type: string;
}

export interface TableInfo {
  name: string;
  /** null: the table has no company_id column. */
  companyIdNullable: boolean | null;
  /** The primary key's columns in key order (empty when the table has none). */
  primaryKey: KeyColumn[];
}

export const TENANT_ROOT = 'companies';

/** Every ordinary or partitioned table of the public schema, with its company_id and primary key. */
export async function catalogTables(db: Database): Promise<TableInfo[]> {
  const rows = await queryRows<{ name: string; company_id_nullable: boolean | null; primary_key: string | null }>(
    db,
    sql`
      select table_class.relname as name,
        (select not company.attnotnull from pg_attribute company
          where company.attrelid = table_class.oid and company.attname = 'company_id' and not company.attisdropped
        ) as company_id_nullable,
        (select string_agg(key_column.attname || ' ' || format_type(key_column.atttypid, key_column.atttypmod), ','
                  order by key.position)
          from pg_constraint primary_key
          cross join lateral unnest(primary_key.conkey) with ordinality as key(attnum, position)
          join pg_attribute key_column on key_column.attrelid = primary_key.conrelid and key_column.attnum = key.attnum
          where primary_key.conrelid = table_class.oid and primary_key.contype = 'p'
        ) as primary_key
      from pg_class table_class
      join pg_namespace namespace on namespace.oid = table_class.relnamespace
      where namespace.nspname = 'public' and table_class.relkind in ('r', 'p') and not table_class.relispartition
      order by table_class.relname`,
  );
  return rows.map((row) => ({
    name: row.name,
    companyIdNullable: row.company_id_nullable,
    primaryKey: (row.primary_key ?? '')
      .split(',')
      .filter(Boolean)
      .map((column) => {
        const [name = '', ...type] = column.split(' ');
        return { name, type: type.join(' ') };
      }),
  }));
}

export const isTenantTable = (table: TableInfo) => table.companyIdNullable === false;

/**
 * One fingerprint per (tenant table, company): row count and an md5 over the rows in primary key
 * order. Equal fingerprints before and after a request: the request changed nothing there.
 */
export async function tenantFingerprints(
  db: Database,
  tables: readonly TableInfo[],
  companyIds: readonly string[],
): Promise<Map<string, string>> {
  const parts = tables.filter(isTenantTable).map((table) => {
    const order = table.primaryKey.length
      ? sql.join(
          table.primaryKey.map((column) => sql`${sql.identifier('row_of')}.${sql.identifier(column.name)}`),
          sql`, `,
        )
      : sql`row_of::text`;
    const ids = sql.join(
      companyIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    return sql`select ${table.name}::text as table_name, row_of.company_id::text as company_id,
      count(*)::text || ' rows ' || md5(string_agg(row_of::text, '|' order by ${order})) as fingerprint
      from ${sql.identifier(table.name)} row_of where row_of.company_id in (${ids}) group by row_of.company_id`;
  });
  const rows = await queryRows<{ table_name: string; company_id: string; fingerprint: string }>(
    db,
    sql.join(parts, sql` union all `),
  );
  const fingerprints = new Map<string, string>();
  for (const table of tables.filter(isTenantTable))
    for (const companyId of companyIds) fingerprints.set(`${table.name} of ${companyId}`, '0 rows');
  for (const row of rows) fingerprints.set(`${row.table_name} of ${row.company_id}`, row.fingerprint);
  return fingerprints;
}

/** The tables whose fingerprint differs, named with the company. */
export function changedTables(before: Map<string, string>, after: Map<string, string>, names: Record<string, string>) {
  const changed: string[] = [];
  for (const [key, fingerprint] of after) {
    if (before.get(key) === fingerprint) continue;
    const [table, companyId = ''] = key.split(' of ');
    const rowsOf = (value: string | undefined) => (value ?? 'no fingerprint').split(' ').slice(0, 2).join(' ');
    changed.push(`${table} of ${names[companyId] ?? companyId} (${rowsOf(before.get(key))} -> ${rowsOf(fingerprint)})`);
  }
  return changed;
}
