import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '@owo/db';
import pg from 'pg';

/* A fresh database for one benchmark run: PostgreSQL on BENCH_DATABASE_URL's server, or PGlite. */

export type DatabaseKind = 'postgres' | 'pglite';

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A database made for one benchmark run. */
export interface BenchDatabase {
  kind: DatabaseKind;
  /** The database's name (PostgreSQL) or its data folder (PGlite). */
  name: string;
  /** PostgreSQL: its URL; for the server's DATABASE_URL. */
  url?: string;
  /** PGlite: its data folder; for the server's DATA_DIR. */
  dataDir?: string;
  handle: DatabaseHandle;
  /** Closes the handle (PGlite can be open in one process only: the server needs it). */
  close(): Promise<void>;
  reopen(): Promise<DatabaseHandle>;
  /** Closes and removes the database. */
  drop(): Promise<void>;
}

export async function createBenchDatabase(kind: DatabaseKind, suffix = randomBytes(4).toString('hex')) {
  if (kind === 'postgres') {
    const name = `owo_bench_${suffix}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const open = () => openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
    const database: BenchDatabase = {
      kind,
      name,
      url: url.toString(),
      handle: open(),
      close: () => database.handle.close(),
      reopen: async () => {
        database.handle = open();
        return database.handle;
      },
      async drop() {
        await database.handle.close().catch(() => undefined);
        const client = new pg.Client({ connectionString: ADMIN_URL });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
    return database;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), `owo-bench-pglite-${suffix}-`));
  const open = () => openDatabase({ dataDir });
  const database: BenchDatabase = {
    kind,
    name: dataDir,
    dataDir,
    handle: open(),
    close: () => database.handle.close(),
    reopen: async () => {
      database.handle = open();
      return database.handle;
    },
    async drop() {
      await database.handle.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return database;
}
