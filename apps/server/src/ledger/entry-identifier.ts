import { type SQL, sql } from 'drizzle-orm';

/**
 * The one identifier people see for a ledger entry, in every list: the number of the manual
 * journal that posted it (JV-000013), else the ledger's own number in the same style
 * (JE-000016); null until the entry is numbered (right after its transaction commits).
 * `entry` is the SQL alias of a journal_entries row.
 */
export function entryIdentifier(entry: SQL): SQL<string | null> {
  return sql<string | null>`coalesce(
    (select journal.number from journals journal
      where ${entry}.source_type = 'journal' and journal.company_id = ${entry}.company_id
        and journal.id = ${entry}.source_id),
    'JE-' || lpad(${entry}.number::text, 6, '0'))`;
}
