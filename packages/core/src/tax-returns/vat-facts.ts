import type { Kobo } from '../money.ts';
import type { SupplyClass, TaxSource, VatFact } from './vat-return.ts';

/*
 * The VAT facts of one journal entry (issue 29): what the server reads from the ledger for a
 * month, turned into facts for computeVatReturn. Pure, so the property test runs it against the
 * posting rules over random documents and voids.
 *
 * - VAT: every line of the entry on a VAT account (or carrying a VAT tax) is a fact of its own
 *   signed movement, so output and input VAT are the VAT accounts' movement by construction.
 * - Bases: each line of the document behind the entry is a fact with no VAT, in the class of its
 *   VAT tax; a sales line with no VAT tax is an exempt supply. Bases are signed by the entry: a
 *   credit note, or the reversal of a document's entry (a void, an edit), counts against.
 *   A zero-rated tax posts no VAT line (nothing to post), so the base is read from the document.
 */

export interface VatEntryLine {
  /** Which VAT account the line is on: output (sales) or input (purchases). */
  side: 'output' | 'input';
  debit: Kobo;
  credit: Kobo;
}

export interface VatDocumentLine {
  /** The line's amount after discount, in the home currency. */
  base: Kobo;
  /** The class of the line's VAT tax; null when it carries no VAT tax. */
  supplyClass: SupplyClass | null;
}

export interface VatEntry {
  source: TaxSource;
  /** The document's direction: sales or purchases; null for an entry that is no document (a journal). */
  direction: 'sales' | 'purchases' | null;
  /** A credit note: its supplies count against the month's sales. */
  creditNote: boolean;
  /** The entry reverses the document's earlier entry. */
  reversal: boolean;
  vatLines: readonly VatEntryLine[];
  documentLines: readonly VatDocumentLine[];
}

export function vatFactsOfEntry(entry: VatEntry): VatFact[] {
  const facts: VatFact[] = entry.vatLines.map((line) => ({
    side: line.side,
    supplyClass: null,
    base: 0,
    vat: line.side === 'output' ? line.credit - line.debit : line.debit - line.credit,
    source: entry.source,
  }));
  if (entry.direction === null) return facts;
  const sign = (entry.reversal ? -1 : 1) * (entry.creditNote ? -1 : 1);
  const side = entry.direction === 'sales' ? 'output' : 'input';
  for (const line of entry.documentLines) {
    // A purchase without VAT claims nothing and is no taxable purchase.
    const supplyClass = line.supplyClass ?? (side === 'output' ? 'exempt' : null);
    if (supplyClass === null || line.base === 0) continue;
    facts.push({ side, supplyClass, base: sign * line.base, vat: 0, source: entry.source });
  }
  return facts;
}
