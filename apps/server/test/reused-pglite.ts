import type { newPglite } from '@owo/db';

/*
 * One PGlite database reused by the test files of a worker, one file after another
 * (prepared-database.ts): emptied back to the prepared state between files, and checked to be in
 * it, so a file starts from exactly what a copy of the prepared database would hold. Emptying costs
 * a few hundredths of a second where a copy costs over a second.
 */

type Pglite = ReturnType<typeof newPglite>;

export interface Snapshot {
  /** Tables with rows in the prepared database (the reference data), kept as they are. */
  referenceTables: string[];
  /** Every other table: emptied between files. */
  otherTables: string[];
  /** The schema and the reference data, summed up: a file that changed either is caught. */
  fingerprint: string;
}

const quoted = (table: string) => `"${table.replaceAll('"', '""')}"`;

export async function snapshotOf(client: Pglite): Promise<Snapshot> {
  const { rows } = await client.query<{ name: string }>(
    `select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by 1`,
  );
  const tables = rows.map((row) => row.name);
  const filled = await tablesWithRows(client, tables);
  const referenceTables = tables.filter((table) => filled.includes(table));
  return {
    referenceTables,
    otherTables: tables.filter((table) => !filled.includes(table)),
    fingerprint: await fingerprintOf(client, referenceTables),
  };
}

/**
 * Empties what the last file wrote and resets the connection's session. Answers false when the
 * database still differs from the prepared one (the schema or the reference data was changed, or
 * a transaction was left open): the caller then starts from a fresh copy instead.
 */
export async function emptiedForNextFile(client: Pglite, snapshot: Snapshot): Promise<boolean> {
  try {
    const written = await tablesWithRows(client, snapshot.otherTables);
    if (written.length > 0)
      await client.exec(`truncate table ${written.map(quoted).join(', ')} restart identity cascade`);
    await client.exec('discard all');
    return (await fingerprintOf(client, snapshot.referenceTables)) === snapshot.fingerprint;
  } catch {
    return false;
  }
}

async function tablesWithRows(client: Pglite, tables: string[]): Promise<string[]> {
  if (tables.length === 0) return [];
  const { rows } = await client.query<{ name: string }>(
    tables
      .map((table) => `select '${table}' as name where exists (select 1 from ${quoted(table)})`)
      .join(' union all '),
  );
  return rows.map((row) => row.name);
}

/** Tables, columns, indexes, constraints, triggers, functions, policies and the reference rows. */
async function fingerprintOf(client: Pglite, referenceTables: string[]): Promise<string> {
  const referenceRows = referenceTables.map(
    (table) =>
      `select 'rows ${table} ' || md5(coalesce(string_agg(row::text, ',' order by row::text), '')) from ${quoted(table)} row`,
  );
  const { rows } = await client.query<{ fingerprint: string }>(`
    select md5(string_agg(item, ',' order by item)) as fingerprint from (
      select format('%s %s %s', relkind, oid::regclass, relrowsecurity) as item
        from pg_class where relnamespace = 'public'::regnamespace
      union all select format('column %s.%s %s %s', attrelid::regclass, attname, atttypid::regtype, attnotnull)
        from pg_attribute join pg_class on pg_class.oid = attrelid
        where relnamespace = 'public'::regnamespace and attnum > 0 and not attisdropped
      union all select format('default %s.%s %s', adrelid::regclass, adnum, pg_get_expr(adbin, adrelid)) from pg_attrdef
      union all select format('constraint %s on %s', conname, conrelid::regclass)
        from pg_constraint where connamespace = 'public'::regnamespace
      union all select format('trigger %s on %s %s', tgname, tgrelid::regclass, tgenabled) from pg_trigger where not tgisinternal
      union all select format('function %s', oid::regprocedure) from pg_proc where pronamespace = 'public'::regnamespace
      union all select format('policy %s on %s', polname, polrelid::regclass) from pg_policy
      ${referenceRows.map((query) => `union all ${query}`).join('\n')}
    ) items`);
  return rows[0]?.fingerprint ?? '';
}
