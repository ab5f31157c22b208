import type { Kobo, StockHistoryEntry, StockMovement } from '@owo/core';
import type { EntryLine } from '../../ledger/post.ts';

/*
 * The journal lines of a stock document, from what the costing did (stock-costing.ts):
 * - a receipt: Dr the product's inventory account (at the branch, naming the product) with what
 *   the stock is now worth more, Cr the account paid from with the cost; a receipt into negative
 *   stock puts its cost correction on cost of sales;
 * - a count or revaluation: Dr/Cr inventory against Inventory Adjustments;
 * - a transfer: Cr inventory at the sending branch, Dr inventory at the receiving one (same
 *   account, so no profit or loss), and any cost correction there on cost of sales.
 * Lines to the same account, product and branch are added up, and zero lines dropped: a document
 * that moved nothing of value posts no entry.
 */

export interface StockAccounts {
  /** The product's inventory account: its own, else the system 'inventory'. */
  inventoryOf(productId: string): string;
  costOfSales: string;
  /** Receipts: the account paid from or owed to. Adjustments: Inventory Adjustments. */
  counter: string;
}

interface Amount {
  accountId: string;
  branchId: string;
  productId: string | null;
  /** Positive: debit; negative: credit. */
  amount: Kobo;
}

function amountsOf(entry: StockHistoryEntry<StockMovement>, accounts: StockAccounts): Amount[] {
  const { movement } = entry;
  const inventory = accounts.inventoryOf(movement.productId);
  const productId = movement.productId;
  return entry.effects.flatMap((effect): Amount[] => {
    const { branchId } = effect;
    const lines: Amount[] = [
      { accountId: inventory, branchId, productId, amount: effect.valueChange },
      { accountId: accounts.costOfSales, branchId, productId, amount: effect.costCorrection },
    ];
    if (movement.kind === 'receive')
      lines.push({ accountId: accounts.counter, branchId, productId: null, amount: -movement.cost });
    if (movement.kind === 'count' || movement.kind === 'revalue')
      lines.push({ accountId: accounts.counter, branchId, productId: null, amount: -effect.valueChange });
    return lines;
  });
}

export function stockEntryLines(
  history: readonly StockHistoryEntry<StockMovement>[],
  accounts: StockAccounts,
  describe: (productId: string | null) => string,
): EntryLine[] {
  const totals = new Map<string, Amount>();
  for (const line of history.flatMap((entry) => amountsOf(entry, accounts))) {
    const key = `${line.accountId}/${line.branchId}/${line.productId ?? ''}`;
    const total = totals.get(key);
    totals.set(key, total ? { ...total, amount: total.amount + line.amount } : line);
  }
  return [...totals.values()]
    .filter((line) => line.amount !== 0)
    .map((line) => ({
      accountId: line.accountId,
      debit: Math.max(line.amount, 0),
      credit: Math.max(-line.amount, 0),
      branchId: line.branchId,
      productId: line.productId,
      description: describe(line.productId),
    }));
}
