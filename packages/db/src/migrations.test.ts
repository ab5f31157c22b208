import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Drizzle's migrator applies a migration only when its journal time (`when`) is later than the
 * last one the database has applied; a migration dated earlier is skipped on every database that
 * is already past it, silently. Two changes made side by side (issue 27: 0021 and 0022 were written
 * at the same time) can date them out of order, so the journal is held to its order here.
 */

const folder = path.join(import.meta.dirname, '..', 'migrations');
const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
  entries: Array<{ idx: number; when: number; tag: string }>;
};

describe('the migrations journal', () => {
  it('dates each migration after the one before, so no database skips one', () => {
    const outOfOrder = journal.entries
      .slice(1)
      .filter((entry, index) => entry.when <= (journal.entries[index]?.when ?? 0))
      .map((entry) => entry.tag);
    expect(outOfOrder).toEqual([]);
  });

  it('lists every migration file once, in the order of its number', () => {
    const files = readdirSync(folder)
      .filter((file) => file.endsWith('.sql'))
      .map((file) => file.replace(/\.sql$/, ''))
      .sort();
    expect(journal.entries.map((entry) => entry.tag)).toEqual(files);
    expect(journal.entries.map((entry) => entry.idx)).toEqual(files.map((_, index) => index));
  });
});
