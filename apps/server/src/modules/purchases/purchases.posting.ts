import type { Kobo, TotalsFigures } from '@owo/core';
import type { EntryLine } from '../../ledger/post.ts';

/*
 * The journal entry of a bill (approved) or an expense (paid), the buying side's posting rule on the
 * document kernel (issue 27, "Posting"), from figures already worked out by documentTotals (home
 * currency):
 *
 *   Dr each line's account (an expense account, or the inventory account of goods)   its cost
 *   Dr each recoverable tax's purchases account (VAT input)                            Σ that tax
 *   Cr payables (bill; contact = vendor) or the bank paid from (expense)               total
 *
 * A line's cost is its amount less its share of the discount, plus any tax on it that cannot be
 * recovered (a tax with no purchases account, such as consumption tax: it is part of what the line
 * cost). total = subtotal + tax − discount, so the entry balances by construction. Goods on a bill
 * come into stock at the same cost (purchaseLineCosts), so the inventory account and the stock
 * valuation move together to the kobo.
 *
 * Goods a purchase order already received (Dr inventory, Cr the vendor's payable at the receipt's
 * cost) come on its bill as a line to payables itself, carrying that receipt cost: the line clears
 * exactly what the receipt credited, and what the bill prices them above or below it goes to
 * Inventory Adjustments (Dr when the bill costs more, Cr when less), so the vendor's payable ends
 * equal to the bill's total while the stock keeps the value it came in at:
 *
 *   Dr payables (contact = vendor)   receipt cost
 *   Dr/Cr inventory adjustments      line cost − receipt cost
 */

export interface PurchasePostingLine {
  productId: string | null;
  description: string;
  /** An expense account, or the inventory account for tracked goods. */
  accountId: string;
  /** Goods received on a purchase order: what the receipt credited payables with for them. */
  receiptCost?: Kobo | null;
}

export interface PurchasePostingInput {
  /** Payables for a bill; the bank paid from for an expense. */
  counterAccountId: string;
  contactId: string;
  branchId: string;
  currencyCode: string;
  homeCurrencyCode: string;
  documentTotal: Kobo;
  /** documentTotals(...).home: what posts. */
  home: TotalsFigures;
  lines: readonly PurchasePostingLine[];
  /** Each tax's purchases account; null where the tax cannot be recovered (it adds to cost). */
  taxAccounts: ReadonlyMap<string, string | null>;
  memo: string;
  /** Where a received line's price difference goes (Inventory Adjustments); needed only when there is one. */
  adjustmentsAccountId?: string;
}

/** What each line cost in the home currency: discounted amount plus its unrecoverable taxes. */
export function purchaseLineCosts(home: TotalsFigures, taxAccounts: ReadonlyMap<string, string | null>): Kobo[] {
  return home.lines.map(
    (line) =>
      line.discountedAmount + line.taxes.reduce((sum, tax) => sum + (taxAccounts.get(tax.id) ? 0 : tax.amount), 0),
  );
}

/** The entry's lines: same account, product and tax added up, zeros dropped. */
export function purchaseEntryLines(input: PurchasePostingInput): EntryLine[] {
  const foreign = input.currencyCode !== input.homeCurrencyCode;
  const costs = purchaseLineCosts(input.home, input.taxAccounts);
  const debits = new Map<string, EntryLine>();
  const add = (line: EntryLine) => {
    const key = `${line.accountId}/${line.productId ?? ''}/${line.taxId ?? ''}`;
    const total = debits.get(key);
    debits.set(key, total ? { ...total, debit: total.debit + line.debit } : line);
  };
  let adjustment = 0;
  costs.forEach((cost, index) => {
    const line = input.lines[index];
    if (!line) throw new Error(`The figures have a line ${index} the document does not`);
    const received = line.receiptCost ?? null;
    add({
      accountId: line.accountId,
      debit: received ?? cost,
      credit: 0,
      productId: line.productId,
      // A line to the counter account itself is with the vendor too: goods a purchase order received
      // (Dr inventory, Cr the vendor's payable) are billed against that payable, not stock again.
      ...(line.accountId === input.counterAccountId ? { contactId: input.contactId } : {}),
      description: line.description,
      branchId: input.branchId,
    });
    if (received !== null) adjustment += cost - received;
  });
  if (adjustment !== 0) {
    if (!input.adjustmentsAccountId)
      throw new Error('A received line is billed at another cost: name the adjustments account');
    debits.set('adjustments', {
      accountId: input.adjustmentsAccountId,
      debit: Math.max(adjustment, 0),
      credit: Math.max(-adjustment, 0),
      description: 'Billed at another price than received',
      branchId: input.branchId,
    });
  }
  for (const tax of input.home.taxes) {
    const accountId = input.taxAccounts.get(tax.id);
    if (accountId === undefined) throw new Error(`Tax ${tax.id} is not among the document's taxes`);
    if (accountId)
      add({ accountId, debit: tax.amount, credit: 0, taxId: tax.id, description: 'Tax', branchId: input.branchId });
  }
  const counter: EntryLine = {
    accountId: input.counterAccountId,
    debit: 0,
    credit: input.home.total,
    contactId: input.contactId,
    currencyCode: foreign ? input.currencyCode : null,
    currencyAmount: foreign ? input.documentTotal : null,
    description: input.memo,
    branchId: input.branchId,
  };
  return [counter, ...debits.values()].filter((line) => line.debit !== 0 || line.credit !== 0);
}
