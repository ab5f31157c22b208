import type { Kobo } from '@owo/core';
import { documentLines, documents, type Executor } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import type { BillLineRow, BillRow } from './bills.ledger.ts';

/*
 * What the goods on a bill made from a purchase order were received at. The order's receipts
 * posted Dr inventory / Cr the vendor's payable at the order line's cost (purchase-orders.receiving.ts,
 * kept on the order line as `cost` for `received_milli`); the bill carries those goods as a line to
 * payables that names the order line it came from (document_lines.invoice_line, from 1) and the
 * order as its source. Such a line clears what its receipt credited, and no more: the posting rule
 * (purchases.posting.ts) sends what the bill prices them above or below that to Inventory Adjustments.
 */

/** Each bill line's receipt cost (its share of the order line's, by quantity), null for a line not received. */
export async function receiptCostsOf(
  executor: Executor,
  companyId: string,
  bill: { row: BillRow; lines: readonly BillLineRow[] },
  payablesId: string,
): Promise<Array<Kobo | null>> {
  const { row, lines } = bill;
  const linked = lines.some((line) => line.invoiceLine !== null && line.accountId === payablesId);
  if (!row.sourceDocumentId || !linked) return lines.map(() => null);
  const ordered = await executor
    .select({ position: documentLines.position, receivedMilli: documentLines.receivedMilli, cost: documentLines.cost })
    .from(documentLines)
    .innerJoin(
      documents,
      and(eq(documents.companyId, documentLines.companyId), eq(documents.id, documentLines.documentId)),
    )
    .where(
      and(
        eq(documentLines.companyId, companyId),
        eq(documentLines.documentId, row.sourceDocumentId),
        eq(documents.kind, 'purchase-order'),
      ),
    );
  const byLine = new Map(ordered.map((line) => [line.position + 1, line]));
  return lines.map((line) => {
    const order = line.invoiceLine === null || line.accountId !== payablesId ? null : byLine.get(line.invoiceLine);
    if (!order || order.receivedMilli <= 0) return null;
    // Billing more than came in clears no more than the receipt credited; the rest is a difference.
    const quantityMilli = Math.min(line.quantityMilli, order.receivedMilli);
    if (quantityMilli === order.receivedMilli) return Number(order.cost);
    return Number(
      (BigInt(order.cost) * BigInt(quantityMilli) + BigInt(order.receivedMilli) / 2n) / BigInt(order.receivedMilli),
    );
  });
}

/**
 * The order line each line of an edited bill still names: a line kept as it was billed (same
 * description, still to the same account) keeps its link, each stored link used once, so changing
 * a received line's price or a draft's other lines does not lose what it was received at.
 */
export function keptOrderLines(
  stored: readonly BillLineRow[],
  edited: ReadonlyArray<{ description: string; accountId: string }>,
): Array<number | null> {
  const open = stored.filter((line) => line.invoiceLine !== null);
  return edited.map((line) => {
    const index = open.findIndex((one) => one.description === line.description && one.accountId === line.accountId);
    if (index < 0) return null;
    const [kept] = open.splice(index, 1);
    return kept?.invoiceLine ?? null;
  });
}
