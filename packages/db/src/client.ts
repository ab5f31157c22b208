import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { secureTenantTables } from './tenancy.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a query can run on: the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations, then row-level security to every tenant table (tenancy.ts). */
  migrate(): Promise<void>;
  /** Is the database answering? Used by GET /api/ready. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... means a PostgreSQL server; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; 'memory://' keeps nothing. */
  dataDir?: string | undefined;
  poolSize?: number;
  /** An open PGlite to use instead of opening one in dataDir (a test's copy of a prepared database). */
  pglite?: PGlite | undefined;
}

// Resolved through the package so it works from source and from the bundled server alike.
const migrationsFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@owo/db/package.json')),
  'migrations',
);

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.pglite ?? newPglite(options.dataDir));
}

/** An embedded PostgreSQL in dataDir, with the extensions the migrations need. */
export function newPglite(dataDir = 'memory://'): PGlite {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm serves the customer search and the product name filter (migration 0012).
  return new PGlite(dataDir, { extensions: { pg_trgm } });
}

function openPostgres(databaseUrl: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // Money columns are bigint kobo; read them as JS numbers (safe to 90 trillion naira).
  pool.on('connect', (client) => {
    client.setTypeParser?.(20, (value: string) => Number(value));
  });
  const db = drizzleNodePostgres(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      await migrateNodePostgres(db as never, { migrationsFolder });
      await secureTenantTables(db);
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => endPool(pool),
  };
}

/**
 * pool.end() resolves once the clients are told to end, before their connections have closed; a
 * caller that then drops the database (the tests) would cut them off mid-goodbye. Waits for each.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await pool.end();
  await closed;
}

function openPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
      await secureTenantTables(db);
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
