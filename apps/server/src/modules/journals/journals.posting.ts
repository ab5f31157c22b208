import type { Kobo } from '@owo/core';
import type { EntryInput } from '../../ledger/post.ts';

export interface JournalDocument {
  id: string;
  number: string;
  date: string;
  reference: string;
  note: string;
  branchId: string | null;
}

export interface JournalDocumentLine {
  accountId: string;
  description: string;
  debit: Kobo;
  credit: Kobo;
}

/** The ledger entry an approved journal posts: its lines as written, its reference as the memo. */
export function journalEntryInput(
  journal: JournalDocument,
  lines: readonly JournalDocumentLine[],
  context: { companyId: string; userId: string },
): EntryInput {
  return {
    companyId: context.companyId,
    date: journal.date,
    memo: [journal.number, journal.reference, journal.note].filter((part) => part !== '').join(' · '),
    sourceType: 'journal',
    sourceId: journal.id,
    branchId: journal.branchId,
    createdBy: context.userId,
    lines: lines.map((line) => ({
      accountId: line.accountId,
      description: line.description,
      debit: line.debit,
      credit: line.credit,
    })),
  };
}
