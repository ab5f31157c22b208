import type { Kobo, TotalsFigures } from '@owo/core';
import type { EntryLine } from '../../ledger/post.ts';

/*
 * The journal entry of an approved invoice or a sales receipt (issue 14, "Posting"), from figures
 * already worked out by documentTotals (home currency) and the stock the costing issued:
 *
 *   Dr receivables (invoice; contact = customer) or the bank paid into (receipt)    total
 *   Dr discounts allowed (the discount's account)                                   Σ line discounts
 *   Cr revenue, per line's account and product                                      Σ line amounts
 *   Cr each tax's sales account (VAT output...)                                     Σ that tax
 *   Dr cost of sales, Cr inventory, per tracked line                                its cost
 *
 * total = subtotal + tax − discount, so it balances by construction; documentTotals' home figures add
 * up to the home total to the kobo. A credit note posts the same lines the other way round.
 */

export interface SalesPostingLine {
  productId: string;
  description: string;
  accountId: string;
  /** Tracked goods: the stock issued, at average cost (home currency), and where it was held. */
  cost: Kobo;
  inventoryAccountId: string | null;
}

export interface SalesPostingTax {
  id: string;
  accountId: string;
}

export interface SalesPostingInput {
  /** Receivables for an invoice; the bank paid into for a sales receipt. */
  counterAccountId: string;
  contactId: string;
  branchId: string;
  /** The document's currency and its figures, kept beside the home amount on the counter line. */
  currencyCode: string;
  homeCurrencyCode: string;
  documentTotal: Kobo;
  /** documentTotals(...).home: what posts. */
  home: TotalsFigures;
  lines: readonly SalesPostingLine[];
  taxes: ReadonlyMap<string, SalesPostingTax>;
  discountAccountId: string | null;
  costOfSalesAccountId: string;
  /** Credit notes post the other way round. */
  direction: 'sale' | 'credit';
  memo: string;
}

interface Amount {
  accountId: string;
  /** Positive: debit. */
  amount: Kobo;
  productId?: string | null;
  taxId?: string | null;
  contactId?: string | null;
  currencyAmount?: Kobo | null;
  description: string;
}

function amountsOf(input: SalesPostingInput): Amount[] {
  const foreign = input.currencyCode !== input.homeCurrencyCode;
  const amounts: Amount[] = [
    {
      accountId: input.counterAccountId,
      amount: input.home.total,
      contactId: input.contactId,
      currencyAmount: foreign ? input.documentTotal : null,
      description: input.memo,
    },
  ];
  input.home.lines.forEach((figures, index) => {
    const line = input.lines[index];
    if (!line) throw new Error(`The figures have a line ${index} the document does not`);
    amounts.push({
      accountId: line.accountId,
      amount: -figures.amount,
      productId: line.productId,
      description: line.description,
    });
    if (figures.discount > 0) {
      if (!input.discountAccountId) throw new Error('A discounted document needs a discount account');
      amounts.push({ accountId: input.discountAccountId, amount: figures.discount, description: 'Discount' });
    }
    if (line.cost > 0 && line.inventoryAccountId) {
      amounts.push({
        accountId: input.costOfSalesAccountId,
        amount: line.cost,
        productId: line.productId,
        description: line.description,
      });
      amounts.push({
        accountId: line.inventoryAccountId,
        amount: -line.cost,
        productId: line.productId,
        description: line.description,
      });
    }
  });
  for (const tax of input.home.taxes) {
    const account = input.taxes.get(tax.id);
    if (!account) throw new Error(`Tax ${tax.id} has no account to post to`);
    amounts.push({ accountId: account.accountId, amount: -tax.amount, taxId: tax.id, description: 'Tax' });
  }
  return amounts;
}

/** Adds up lines to the same account, product and tax, drops zeros, and turns signs into sides. */
export function salesEntryLines(input: SalesPostingInput): EntryLine[] {
  const sign = input.direction === 'sale' ? 1 : -1;
  const totals = new Map<string, Amount>();
  for (const line of amountsOf(input)) {
    const key = `${line.accountId}/${line.productId ?? ''}/${line.taxId ?? ''}/${line.contactId ?? ''}`;
    const total = totals.get(key);
    totals.set(
      key,
      total
        ? {
            ...total,
            amount: total.amount + line.amount,
            description: total.productId ? total.description : line.description,
          }
        : line,
    );
  }
  return [...totals.values()]
    .filter((line) => line.amount !== 0)
    .map((line) => {
      const amount = line.amount * sign;
      return {
        accountId: line.accountId,
        debit: Math.max(amount, 0),
        credit: Math.max(-amount, 0),
        description: line.description,
        productId: line.productId ?? null,
        taxId: line.taxId ?? null,
        contactId: line.contactId ?? null,
        currencyCode: line.currencyAmount ? input.currencyCode : null,
        currencyAmount: line.currencyAmount ?? null,
        branchId: input.branchId,
      };
    });
}
