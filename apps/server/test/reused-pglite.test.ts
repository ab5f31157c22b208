import { type newPglite, openDatabase } from '@owo/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountingCompany, journalBody, postJournal } from './accounting.ts';
import { appOn } from './harness.ts';
import { clone, pgliteTemplate } from './prepared-database.ts';
import { emptiedForNextFile, type Snapshot } from './reused-pglite.ts';

/*
 * The PGlite database that test files reuse one after another is, once emptied, the prepared
 * database again: the same reference rows and nothing of the last file. A file that changed the
 * schema or the reference data is caught, so the next file starts from a fresh copy instead.
 */

type Pglite = ReturnType<typeof newPglite>;
let template: Pglite;
let snapshot: Snapshot;
beforeAll(async () => {
  ({ template, snapshot } = await pgliteTemplate());
});

const copy = () => clone(template);

/** Every table's rows as text, in order: all a test file could see. */
async function contents(client: Pglite) {
  const tables = [...snapshot.referenceTables, ...snapshot.otherTables];
  const entries = [];
  for (const table of tables) {
    const { rows } = await client.query<{ row: string }>(`select t::text as row from "${table}" t order by 1`);
    entries.push([table, rows.map((row) => row.row)]);
  }
  return Object.fromEntries(entries);
}

describe('the database reused between test files', () => {
  it('keeps the reference data and empties every other table', () => {
    expect(snapshot.referenceTables).toEqual(expect.arrayContaining(['countries', 'currencies', 'states']));
    expect(snapshot.otherTables).toEqual(expect.arrayContaining(['companies', 'users', 'journal_lines', 'outbox']));
  });

  it('runs without flushing to storage, as a database in memory can', async () => {
    const used = await copy();
    const settings = await used.query<{ name: string; setting: string }>(
      `select name, setting from pg_settings where name in ('fsync', 'synchronous_commit', 'full_page_writes') order by 1`,
    );
    expect(settings.rows).toEqual([
      { name: 'fsync', setting: 'off' },
      { name: 'full_page_writes', setting: 'off' },
      { name: 'synchronous_commit', setting: 'off' },
    ]);
    await used.close();
  });

  it('holds exactly what a fresh copy holds once a file that wrote to it is emptied', async () => {
    const used = await copy();
    const test = await appOn({ database: openDatabase({ pglite: used }), url: undefined, close: async () => {} });
    const company = await accountingCompany(test, 'Chukwu Motors Ltd');
    await postJournal(
      company,
      journalBody(company, [
        ['6100', 25_000, 0],
        ['1000', 0, 25_000],
      ]),
    );
    await test.close();
    expect((await used.query('select * from journal_lines')).rows.length).toBeGreaterThan(0);

    expect(await emptiedForNextFile(used, snapshot)).toBe(true);
    const fresh = await copy();
    expect(await contents(used)).toEqual(await contents(fresh));
    await Promise.all([used.close(), fresh.close()]);
  });

  it.each([
    ['a new table', 'create table stray (id integer)'],
    [
      'a trigger added',
      'create trigger stray before insert on users for each row execute function suppress_redundant_updates_trigger()',
    ],
    ['a dropped column', 'alter table outbox drop column last_error'],
    ['a changed reference row', `update currencies set name = 'Naira (changed)' where code = 'NGN'`],
    ['an open transaction', 'begin'],
  ])('sees that a file left %s, so the next file starts from a fresh copy', async (_change, statement) => {
    const used = await copy();
    await used.exec(statement);
    expect(await emptiedForNextFile(used, snapshot)).toBe(false);
    await used.close();
  });
});
