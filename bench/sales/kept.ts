import { openDatabase } from '@owo/db';
import pg from 'pg';
import { ADMIN_URL, type BenchDatabase } from '../ledger/database.ts';

/** A kept bench database, opened again. */
export function openKept(name: string): BenchDatabase {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const open = () => openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  const database: BenchDatabase = {
    kind: 'postgres',
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
