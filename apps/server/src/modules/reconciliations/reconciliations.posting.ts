import { type Kobo, splitGrossVat } from '@owo/core';
import type { EntryInput, EntryLine } from '../../ledger/post.ts';

export const STATEMENT_SOURCE_TYPE = 'reconciliation';

export interface StatementLineForEntry {
  id: string;
  date: string;
  /** Money in > 0, money out < 0 (the bank's side). */
  amount: Kobo;
  description: string;
  reference: string;
}

/** The other side of the entry: the account, and optionally the VAT in the amount and whom it is with. */
export interface StatementEntrySides {
  bankAccountId: string;
  otherAccountId: string;
  /** The statement amount is gross: this VAT comes out of it, to VAT input (money out) or output (money in). */
  vat?: { taxId: string; rateBasisPoints: number; accountId: string } | null;
  contactId?: string | null;
}

/**
 * The entry for a statement line that has no ledger line yet (bank charges, interest, a transfer's
 * other bank account). Money in debits the bank account and credits the other side; money out the
 * other way round. The bank account's line comes first: it is line 1, the one matched. With VAT
 * the other side is split: the net to the account, the VAT to its account, adding up to the
 * statement amount to the kobo (a VAT of 0 kobo, on a tiny amount, writes no VAT line).
 */
export function statementLineEntryInput(
  line: StatementLineForEntry,
  sides: StatementEntrySides,
  description: string | undefined,
  context: { companyId: string; userId: string },
): EntryInput {
  const gross = Math.abs(line.amount);
  const moneyIn = line.amount > 0;
  const memo =
    description ??
    ([line.description, line.reference].filter((text) => text !== '').join(' · ') || 'Bank statement line');
  const { netKobo, vatKobo } = sides.vat
    ? splitGrossVat(gross, sides.vat.rateBasisPoints)
    : { netKobo: gross, vatKobo: 0 };
  /** A line on the other side of the bank: debited for money out, credited for money in. */
  const otherSide = (accountId: string, amount: Kobo, extra: Partial<EntryLine>): EntryLine => ({
    accountId,
    debit: moneyIn ? 0 : amount,
    credit: moneyIn ? amount : 0,
    description: memo,
    ...extra,
  });
  const taxed = sides.vat ? { taxId: sides.vat.taxId } : {};
  const withContact = sides.contactId ? { contactId: sides.contactId } : {};
  const lines: EntryLine[] = [
    { accountId: sides.bankAccountId, debit: moneyIn ? gross : 0, credit: moneyIn ? 0 : gross, description: memo },
    otherSide(sides.otherAccountId, netKobo, { ...withContact, ...taxed }),
  ];
  if (sides.vat && vatKobo > 0) lines.push(otherSide(sides.vat.accountId, vatKobo, taxed));
  return {
    companyId: context.companyId,
    date: line.date,
    memo,
    sourceType: STATEMENT_SOURCE_TYPE,
    sourceId: line.id,
    createdBy: context.userId,
    lines,
  };
}

/** The line of that entry matched to the statement line. */
export const BANK_LINE_NUMBER = 1;
