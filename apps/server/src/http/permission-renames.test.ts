import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renamedPermissions } from '@owo/core';
import { describe, expect, it } from 'vitest';

/*
 * Migration 0011 rewrote the roles saved with the first release's permission names. Its SQL holds
 * the same mapping as renamedPermissions in @owo/core, which says in code what each old name
 * became: the two must agree, or a role saved then would allow something other than it did.
 */
describe('migration 0011', () => {
  it('renames each first-release permission to exactly what renamedPermissions says', () => {
    const sql = readFileSync(
      path.join(import.meta.dirname, '../../../../packages/db/migrations/0011_settings_and_team.sql'),
      'utf8',
    );
    const inMigration = Object.fromEntries(
      [...sql.matchAll(/WHEN '([a-z.]+)' THEN ARRAY\[([^\]]+)\]/g)].map(([, old, names]) => [
        old,
        [...(names ?? '').matchAll(/'([a-z.]+)'/g)].map(([, name]) => name),
      ]),
    );
    expect(inMigration).toEqual(renamedPermissions);
  });
});
