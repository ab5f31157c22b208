import { toNaira } from '@owo/core';
import { journalDocumentLines, journals } from '@owo/db';
import { and, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { branchOnly } from '../../branch-scope.ts';
import type { SearchProvider, SearchQuery } from '../../search/registry.ts';

/**
 * Journals by number ('JV-13', 'jv000013', '13' all find JV-000013, deleted ones too), by reference
 * or note, and by total ('15,000' finds journals whose debits add up to ₦15,000).
 */
export const journalSearch: SearchProvider = {
  kind: 'journal',
  label: 'Journals',
  permission: 'accounting.view',
  async search(executor, companyId, query, limit, scope) {
    if (query.text === '') return [];
    const number = journalNumberOf(query.text);
    const exactNumber = number ? eq(journals.number, number) : undefined;
    const matches = or(
      exactNumber,
      and(ne(journals.status, 'deleted'), or(...textMatches(query), totalMatches(companyId, query))),
    );
    // Named in full: in a select from one table Drizzle leaves column names bare, which the subquery would read as its own.
    const total = sql<number>`(select coalesce(sum(line.debit), 0)::bigint from journal_document_lines line
      where line.company_id = journals.company_id and line.journal_id = journals.id)`.mapWith(Number);
    const rows = await executor
      .select({ journal: journals, total })
      .from(journals)
      .where(and(eq(journals.companyId, companyId), branchOnly(scope, journals.branchId), matches))
      // The journal whose number was typed comes first.
      .orderBy(...(exactNumber ? [desc(exactNumber)] : []), desc(journals.date), desc(journals.number))
      .limit(limit);
    return rows.map(({ journal, total }) => ({
      kind: 'journal',
      id: journal.id,
      title: journal.number,
      subtitle: [journal.reference, shortened(journal.note), statusWords[journal.status]].filter(Boolean).join(' · '),
      amount: toNaira(total),
      date: journal.date,
      path: `/accounting/journal/${journal.id}`,
    }));
  },
};

/** A note is a sentence or a page; a result line shows its start. */
const shortened = (text: string) => (text.length > 80 ? `${text.slice(0, 79).trimEnd()}…` : text);

const statusWords = { draft: 'Draft', posted: 'Posted', rejected: 'Rejected', deleted: 'Deleted' } as const;

/** 'JV-13', 'jv 000013', '#13', '13' -> 'JV-000013'; null when the text is not a journal number. */
export function journalNumberOf(text: string): string | null {
  const digits = /^#?(?:jv)?[\s-]*0*(\d{1,9})$/i.exec(text.replace(/\s+/g, ''))?.[1];
  return digits ? `JV-${digits.padStart(6, '0')}` : null;
}

function textMatches(query: SearchQuery): SQL[] {
  if (query.text === '') return [];
  return [
    ilike(journals.number, query.contains),
    ilike(journals.reference, query.contains),
    ilike(journals.note, query.contains),
  ];
}

/**
 * Journals whose debits add up to the amount. It reads only the company's manual-journal lines
 * (the document lines, not the ledger), which stay few, through their primary key.
 */
function totalMatches(companyId: string, query: SearchQuery): SQL | undefined {
  if (query.amountKobo === null) return undefined;
  return inArray(
    journals.id,
    sql`(select ${journalDocumentLines.journalId} from ${journalDocumentLines}
      where ${journalDocumentLines.companyId} = ${companyId}
      group by ${journalDocumentLines.journalId} having sum(${journalDocumentLines.debit}) = ${query.amountKobo})`,
  );
}
