import { type DocumentTotals, documentTotals, type StockMovement, toNaira, toQuantityText } from '@owo/core';
import { documentLines, documents, type Executor, products, type SalesDocumentKind } from '@owo/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { NotFound } from '../../errors.ts';
import { approvalToReverse, authorityToPost } from '../../ledger/approval.ts';
import { type EntryLine, type PostingTransaction, post, reverse } from '../../ledger/post.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { queuePaymentStatus } from '../e-invoicing/index.ts';
import { moveStock } from '../stock/index.ts';
import { homeCurrency } from './sales.figures.ts';
import { type SalesPostingLine, salesEntryLines } from './sales.posting.ts';

/*
 * A stored sales document and its way into the ledger: posting it (stock issued at average cost,
 * then one entry from sales.posting.ts) and taking it out again (the entry reversed, the stock
 * received back at the cost it left at). Totals are worked out again from what is stored, with
 * the same documentTotals, so what posts is what was shown and saved, to the kobo.
 */

/** A sales document's row: its kind is a sales kind (the documents_direction check holds it). */
export type DocumentRow = Omit<typeof documents.$inferSelect, 'kind'> & { kind: SalesDocumentKind };
/** A sales line always names its product (the sales services require one). */
export type LineRow = Omit<typeof documentLines.$inferSelect, 'productId'> & { productId: string };

/** A row read from documents, known to be a sale: narrowed, or a bug reported loudly. */
export function salesRow(row: typeof documents.$inferSelect): DocumentRow {
  if (row.direction !== 'sales') throw new Error(`Document ${row.id} is not a sale`);
  return row as DocumentRow;
}

export function salesLine(line: typeof documentLines.$inferSelect): LineRow {
  if (line.productId === null) throw new Error(`Line ${line.position} of document ${line.documentId} has no product`);
  return line as LineRow;
}

export interface StoredDocument {
  row: DocumentRow;
  lines: LineRow[];
}

export const documentNouns = {
  invoice: 'Invoice',
  estimate: 'Estimate',
  'sales-receipt': 'Receipt',
  'credit-note': 'Credit note',
} as const;

/*
 * Who may post a document of each kind, and take it out again, is the ledger's rule for its
 * source (ledger/approval.ts): an invoice waits for approval, a credit note needs sales.approve,
 * a sales receipt is a sale paid at the till, posted by the cashier's sales.create; changing or
 * voiding any of them afterwards needs sales.approve.
 */
export const postingRefusal = (noun: string) =>
  `Only someone who may approve sales can post, change or reverse a posted ${noun.toLowerCase()}. Ask an owner or accountant to do it.`;

/** The document with its lines, locked for the rest of the transaction; 404 for another kind or company. */
export async function lockStored(
  executor: Executor,
  companyId: string,
  kind: SalesDocumentKind,
  id: string,
): Promise<StoredDocument> {
  const [row] = await executor
    .select()
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id), eq(documents.kind, kind)))
    .for('update');
  if (!row) throw new NotFound(documentNouns[kind]);
  const lines = await executor
    .select()
    .from(documentLines)
    .where(and(eq(documentLines.companyId, companyId), eq(documentLines.documentId, id)))
    .orderBy(asc(documentLines.position));
  return { row: salesRow(row), lines: lines.map(salesLine) };
}

export function storedTotals({ row, lines }: StoredDocument): DocumentTotals {
  return documentTotals({
    lines: lines.map((line) => ({
      quantityMilli: line.quantityMilli,
      unitPrice: line.unitPrice,
      taxes: line.taxes.map((tax) => ({ id: tax.id, rateBasisPoints: tax.rateBasisPoints })),
    })),
    discount:
      row.discountType === 'value'
        ? { type: 'value', amount: row.discountAmount ?? 0 }
        : row.discountType === 'percentage'
          ? { type: 'percentage', basisPoints: row.discountBasisPoints ?? 0 }
          : { type: 'none' },
    exchangeRate: String(Number(row.exchangeRate)),
  });
}

/** The request that would make this document again: what a PATCH's changes are laid over. */
export function requestOf({ row, lines }: StoredDocument) {
  return {
    items: lines.map((line) => ({
      product: line.productId,
      description: line.description,
      quantity: toQuantityText(line.quantityMilli),
      price: toNaira(line.unitPrice),
      measurement: line.measurement,
      serviceDate: line.serviceDate ?? undefined,
      revenueAccount: line.accountId,
      tax: line.taxes.map((tax) => ({ id: tax.id })),
    })),
    discount: row.discountType
      ? row.discountId
        ? { id: row.discountId }
        : {
            type: row.discountType,
            value:
              row.discountType === 'value' ? toNaira(row.discountAmount ?? 0) : (row.discountBasisPoints ?? 0) / 100,
          }
      : null,
    currency: { name: row.currencyCode, rate: String(Number(row.exchangeRate)) },
  };
}

const sourceTypeOf = { invoice: 'invoice', 'sales-receipt': 'sales-receipt', 'credit-note': 'credit-note' } as const;

/**
 * Posts an invoice, sales receipt or credit note: issues tracked goods (a credit note for a return
 * receives them back at the cost they left at), then the entry. Answers the entry's id.
 */
export async function postStored(
  tx: PostingTransaction,
  context: RequestContext,
  stored: StoredDocument,
  options: {
    counterAccountId: string;
    /** A return: what each line's goods cost when sold (they come back at it). */
    returnCosts?: readonly number[];
    /** Lines posted in the same entry (a credit note's excess moved to the customer's credit). */
    extraLines?: readonly EntryLine[];
    /**
     * Gives the document its number, called just before the entry (whose memo names it) is
     * written: after the goods have moved, so the number's sequence row, locked until commit, is
     * held only through the posting (sales.store.ts numberLater).
     */
    number?: () => Promise<string>;
  },
): Promise<string> {
  const { row, lines } = stored;
  const kind = row.kind;
  if (kind === 'estimate') throw new Error('Estimates post nothing');
  // A re-posting after unpostStored (an edit) was approved there.
  const authority = authorityToPost(context, sourceTypeOf[kind], postingRefusal(documentNouns[kind]));
  const { companyId } = context;
  const totals = storedTotals(stored);
  const goods = await trackedGoods(tx, companyId, lines);
  const costs = await moveGoods(tx, context, stored, goods, options.returnCosts);
  const discountAccountId = row.discountAccountId;
  const taxAccounts = new Map(
    lines.flatMap((line) => line.taxes.map((tax) => [tax.id, { id: tax.id, accountId: tax.accountId }])),
  );
  const postingLines: SalesPostingLine[] = lines.map((line, index) => ({
    productId: line.productId,
    description: line.description,
    accountId: line.accountId,
    cost: costs[index] ?? 0,
    inventoryAccountId: goods.get(line.productId) ?? null,
  }));
  const homeCurrencyCode = await homeCurrency(tx, companyId);
  const costOfSalesAccountId = (await systemAccount(tx, companyId, 'cost-of-sales')).id;
  const memo = `${documentNouns[kind]} ${options.number ? await options.number() : row.number}`;
  const entryLines = salesEntryLines({
    counterAccountId: options.counterAccountId,
    contactId: row.contactId,
    branchId: row.branchId,
    currencyCode: row.currencyCode,
    homeCurrencyCode,
    documentTotal: totals.total,
    home: totals.home,
    lines: postingLines,
    taxes: taxAccounts,
    discountAccountId,
    costOfSalesAccountId,
    direction: kind === 'credit-note' ? 'credit' : 'sale',
    memo,
  });
  const entry = await post(
    tx,
    {
      companyId,
      date: row.date,
      memo,
      sourceType: sourceTypeOf[kind],
      sourceId: row.id,
      branchId: row.branchId,
      createdBy: context.userId,
      lines: [...entryLines, ...(options.extraLines ?? [])],
    },
    authority,
  );
  await writeCosts(tx, companyId, row.id, costs);
  await tx
    .update(documents)
    .set({ entryId: entry.id, homeTotal: totals.home.total, updatedAt: sql`now()` })
    .where(and(eq(documents.companyId, companyId), eq(documents.id, row.id)));
  return entry.id;
}

/**
 * Takes a posted document out of the books: reverses its entry and puts its goods back (an invoice
 * or receipt: received back at the cost they left at; a return: issued again). Dated as the
 * reversal is (the original's day, or the first open day when that is locked).
 */
export async function unpostStored(tx: PostingTransaction, context: RequestContext, stored: StoredDocument) {
  const { row, lines } = stored;
  if (!row.entryId) return;
  if (row.kind === 'estimate') throw new Error('Estimates post nothing');
  const approval = approvalToReverse(context, sourceTypeOf[row.kind], postingRefusal(documentNouns[row.kind]));
  const { companyId } = context;
  const reversal = await reverse(tx, { companyId, entryId: row.entryId, approval });
  const goods = await trackedGoods(tx, companyId, lines);
  const movements: StockMovement[] = [];
  const fields: string[] = [];
  lines.forEach((line, index) => {
    // A credit note moved goods only for a return (its lines then have their cost).
    if (!goods.has(line.productId) || (row.kind === 'credit-note' && line.cost === 0)) return;
    const common = { productId: line.productId, branchId: row.branchId, quantityMilli: line.quantityMilli };
    movements.push(
      row.kind === 'credit-note' ? { kind: 'issue', ...common } : { kind: 'receive', ...common, cost: line.cost },
    );
    fields.push(`items.${index}.product`);
  });
  if (movements.length > 0) {
    await moveStock(tx, context, {
      documentType: row.kind,
      documentId: row.id,
      date: reversal.date,
      branchIds: [row.branchId],
      movements,
      productFields: fields,
    });
  }
  await tx
    .update(documents)
    .set({ entryId: null, updatedAt: sql`now()` })
    .where(and(eq(documents.companyId, companyId), eq(documents.id, row.id)));
}

/** Tracked goods among the lines' products, with the inventory account each is held in. */
async function trackedGoods(executor: Executor, companyId: string, lines: readonly LineRow[]) {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const rows = await executor
    .select({ id: products.id, inventoryAccountId: products.inventoryAccountId })
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        inArray(products.id, ids),
        eq(products.type, 'goods'),
        eq(products.trackStock, true),
      ),
    );
  const inventory = rows.length > 0 ? (await systemAccount(executor, companyId, 'inventory')).id : '';
  return new Map(rows.map((row) => [row.id, row.inventoryAccountId ?? inventory]));
}

/**
 * Moves the tracked goods of a document and answers each line's cost (0 for others): an invoice
 * or receipt issues them at the branch's average cost; a credit note for a return receives them
 * back at the cost they were sold at (returnCosts).
 */
async function moveGoods(
  tx: PostingTransaction,
  context: RequestContext,
  { row, lines }: StoredDocument,
  goods: Map<string, string>,
  returnCosts: readonly number[] | undefined,
): Promise<number[]> {
  const costs = lines.map(() => 0);
  const tracked = lines.flatMap((line, index) => (goods.has(line.productId) ? [index] : []));
  if (tracked.length === 0) return costs;
  if (row.kind === 'credit-note' && !returnCosts) return costs;
  const movements = tracked.map((index): StockMovement => {
    const line = lines[index] as LineRow;
    const common = { productId: line.productId, branchId: row.branchId, quantityMilli: line.quantityMilli };
    return row.kind === 'credit-note'
      ? { kind: 'receive', ...common, cost: returnCosts?.[index] ?? 0 }
      : { kind: 'issue', ...common };
  });
  const moved = await moveStock(tx, context, {
    documentType: row.kind,
    documentId: row.id,
    date: row.date,
    branchIds: [row.branchId],
    movements,
    productFields: tracked.map((index) => `items.${index}.product`),
  });
  moved.applied.history.forEach((entry, order) => {
    const index = tracked[order] as number;
    const valueChange = entry.effects.reduce((sum, effect) => sum + effect.valueChange, 0);
    costs[index] = Math.abs(valueChange);
  });
  return costs;
}

async function writeCosts(tx: PostingTransaction, companyId: string, documentId: string, costs: readonly number[]) {
  for (const [position, cost] of costs.entries()) {
    if (cost === 0) continue;
    await tx
      .update(documentLines)
      .set({ cost })
      .where(
        and(
          eq(documentLines.companyId, companyId),
          eq(documentLines.documentId, documentId),
          eq(documentLines.position, position),
        ),
      );
  }
}

/** Takes a settlement off (positive) or puts it back on (negative) an invoice, and its status with it. */
export async function settleInvoice(
  executor: Executor,
  companyId: string,
  invoiceId: string,
  settled: number,
  home: number,
  /** A credit note settles without being paid: NRS's payment status is for payments. */
  options: { payment?: boolean } = {},
) {
  await executor
    .update(documents)
    .set({
      amountPaid: sql`${documents.amountPaid} + ${settled}`,
      amountDue: sql`${documents.amountDue} - ${settled}`,
      homeAmountPaid: sql`${documents.homeAmountPaid} + ${home}`,
      status: sql`case when ${documents.amountDue} - ${settled} = 0 then 'paid'
        when ${documents.amountPaid} + ${settled} = 0 then 'unpaid' else 'partly-paid' end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(documents.companyId, companyId), eq(documents.id, invoiceId)));
  if (options.payment !== false) await queuePaymentStatus(executor, companyId, invoiceId);
}
