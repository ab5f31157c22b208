import { type DatabaseHandle, newPglite, openDatabase, seedReferenceData } from '@owo/db';
import pg from 'pg';
import { inject } from 'vitest';
import { emptiedForNextFile, type Snapshot, snapshotOf } from './reused-pglite.ts';

/*
 * Every API test file starts from the same database: migrated, with row-level security and the
 * reference data. Making one costs 3-5 s (a new PGlite and the migrations), so it is made once and
 * each file starts from it:
 * - PostgreSQL: made once per run by global-setup.ts; each file gets a copy of its own
 *   (CREATE DATABASE ... TEMPLATE, a tenth of a second).
 * - PGlite: made once per test worker (the worker keeps this module between files). A copy
 *   (clone()) still costs 1.3-1.7 s here, so the file's own app reuses the worker's one working
 *   database, emptied back to the prepared state between files (reused-pglite.ts); a second app
 *   within a file (other settings) gets a clone.
 * Either way no file sees another's rows.
 */

export interface TestDatabase {
  database: DatabaseHandle;
  /** The PostgreSQL database of this file, when DATABASE_URL is set; undefined on PGlite. */
  url: string | undefined;
  /** Closes the database and, on PostgreSQL, drops it. */
  close(): Promise<void>;
}

/** Migrates a new database and adds the reference data: what the app does at start. */
export async function prepareDatabase(database: DatabaseHandle): Promise<void> {
  await database.migrate();
  await seedReferenceData(database.db);
}

/**
 * A database in the prepared state for a test file's app. `shared`: the file's own app, which may
 * take the worker's reused PGlite database; any other app gets a copy of its own.
 */
export function freshDatabase({ shared = false } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) return postgresCopy(adminUrl);
  return shared ? reusedPglite() : pgliteCopy();
}

type Pglite = ReturnType<typeof newPglite>;

interface WorkerPglite {
  template: Pglite;
  snapshot: Snapshot;
  working: Pglite;
  /** An app is using the working database: another app in the meantime gets a copy. */
  taken: boolean;
}

let workerPglite: Promise<WorkerPglite> | undefined;

function preparedPglite(): Promise<WorkerPglite> {
  workerPglite ??= (async () => {
    const template = newPglite();
    await prepareDatabase(openDatabase({ pglite: template }));
    await withoutDurability(template);
    const snapshot = await snapshotOf(template);
    return { template, snapshot, working: await clone(template), taken: false };
  })();
  return workerPglite;
}

/**
 * PostgreSQL's non-durable settings ("Non-Durable Settings" in its manual) for a database in memory
 * that no crash can leave behind: no flush or full page image per commit. They apply from the next
 * start, so to every copy; the API tests take 14% less time on PGlite with them.
 */
async function withoutDurability(template: Pglite): Promise<void> {
  for (const setting of ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off']) {
    // One statement per call: ALTER SYSTEM refuses to run in the block a multi-statement call makes.
    await template.exec(`alter system set ${setting}`);
  }
}

export const clone = async (template: Pglite) => (await template.clone()) as Pglite;

/** The worker's prepared PGlite database and its snapshot (reused-pglite.test.ts checks the reuse against them). */
export async function pgliteTemplate(): Promise<{ template: Pglite; snapshot: Snapshot }> {
  const { template, snapshot } = await preparedPglite();
  return { template, snapshot };
}

async function pgliteCopy(): Promise<TestDatabase> {
  const database = openDatabase({ pglite: await clone((await preparedPglite()).template) });
  return { database, url: undefined, close: () => database.close() };
}

async function reusedPglite(): Promise<TestDatabase> {
  const prepared = await preparedPglite();
  if (prepared.taken) return pgliteCopy();
  prepared.taken = true;
  const emptied = await emptiedForNextFile(prepared.working, prepared.snapshot);
  if (!emptied) {
    // The last file changed the schema or the reference data: start again from the template.
    await prepared.working.close();
    prepared.working = await clone(prepared.template);
  }
  const fence = fenced(prepared.working);
  return {
    database: { ...openDatabase({ pglite: fence.client }), close: async () => undefined },
    url: undefined,
    async close() {
      fence.close();
      prepared.taken = false;
    },
  };
}

/**
 * The working database as one file's app sees it: once the file is done, a late query of its app
 * (a promise nobody awaited) fails instead of landing in the next file's data. Queries made before
 * that run first: PGlite runs one at a time, in order.
 */
function fenced(client: Pglite): { client: Pglite; close(): void } {
  let open = true;
  const guarded = new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (!open) throw new Error('This test file has finished; its database now belongs to the next file');
        return (value as (...parameters: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return {
    client: guarded,
    close() {
      open = false;
    },
  };
}

async function postgresCopy(adminUrl: string): Promise<TestDatabase> {
  const template = inject('postgresTemplate');
  if (!template) throw new Error('DATABASE_URL is set but no prepared database was made (test/global-setup.ts)');
  const name = uniqueDatabaseName('owo_test');
  await onServer(adminUrl, `create database ${name} template ${template}`);
  // A test database needs no flush to disk per commit ("Non-Durable Settings" in PostgreSQL's
  // manual): no crash can leave it behind, and what each transaction sees is the same. A commit
  // then costs 0.4-2 ms here instead of 10-20 ms waiting on the disk.
  await onServer(adminUrl, `alter database ${name} set synchronous_commit = off`);
  const url = databaseUrl(adminUrl, name);
  // Several connections: the concurrency tests race requests against each other.
  const database = openDatabase({ databaseUrl: url, poolSize: 20 });
  return {
    database,
    url,
    async close() {
      await database.close();
      await onServer(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on the server's admin connection (CREATE and DROP DATABASE cannot run in a pool's transaction). */
export async function onServer(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The prepared PostgreSQL database every test file's database is copied from (global-setup.ts). */
    postgresTemplate: string | undefined;
  }
}
