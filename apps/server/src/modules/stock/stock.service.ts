import {
  type AddStock,
  type AppliedStock,
  applyStockMovements,
  type InventoryInflow,
  type StockAdjustment,
  type StockLine,
  type StockMovement,
  StockRefused,
  type StockTransfer,
  toKobo,
  toQuantityMilli,
  toQuantityText,
} from '@owo/core';
import { newId, type StockDocumentKind, type StockMovementKind, stockDocuments, stockMovements } from '@owo/db';
import { branchToStore } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Conflict } from '../../errors.ts';
import { authorityToPost } from '../../ledger/approval.ts';
import { assertOpenPeriod } from '../../ledger/lock-date.ts';
import { type PostingTransaction, post } from '../../ledger/post.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { recordAudit } from '../audit/index.ts';
import { membersWhoMay, notify } from '../notifications/index.ts';
import {
  allowsNegativeStock,
  branchNames,
  paidFromAccount,
  type StockProduct,
  trackedProducts,
} from './stock.checks.ts';
import { stockEntryLines } from './stock.entry.ts';
import { lockPositions, writePositions } from './stock.positions.ts';

/*
 * Stock documents (issue 13): add stock, an inventory inflow, an adjustment, a transfer. Each is
 * one transaction: check what it names, lock the positions it touches, apply the costing
 * (packages/core stock-costing.ts, never re-done here), post one balanced entry, and write the
 * positions, the movements and the document. A shortage is refused (409) in the costing's words,
 * naming the product and the branch, unless the company allows stock below zero.
 */

/** What stock_movements.document_type says of a movement made by a stock document. */
export const STOCK_DOCUMENT = 'stock-document';
const ENTITY = 'stock-document';

const sourceTypeOf = {
  'add-stock': 'stock-receipt',
  inflow: 'stock-receipt',
  adjustment: 'stock-adjustment',
  transfer: 'stock-transfer',
} as const;

interface StockDocument {
  kind: StockDocumentKind;
  date: string;
  branchId: string;
  toBranchId?: string;
  /** Receipts: the account paid from; adjustments: Inventory Adjustments. */
  accountId: string;
  reference: string;
  reason: string;
  memo: string;
  movements: StockMovement[];
  /** Where each movement's product was sent ('product', 'lines.0.product'), for messages. */
  productFields: string[];
}

export async function addStock(tx: PostingTransaction, context: RequestContext, input: AddStock) {
  const branchId = branchToStore(context, input.branch) as string;
  const account = await paidFromAccount(tx, context.companyId, input.account);
  return recordStock(tx, context, {
    kind: 'add-stock',
    date: input.date,
    branchId,
    accountId: account.id,
    reference: input.reference ?? '',
    reason: '',
    memo: input.reference ? `Stock added: ${input.reference}` : 'Stock added',
    movements: [
      {
        kind: 'receive',
        productId: input.product,
        branchId,
        quantityMilli: toQuantityMilli(input.quantity),
        cost: toKobo(input.cost),
      },
    ],
    productFields: ['product'],
  });
}

export async function recordInflow(tx: PostingTransaction, context: RequestContext, input: InventoryInflow) {
  const branchId = branchToStore(context, input.branch) as string;
  const account = await paidFromAccount(tx, context.companyId, input.account);
  return recordStock(tx, context, {
    kind: 'inflow',
    date: input.date,
    branchId,
    accountId: account.id,
    reference: input.reference ?? '',
    reason: '',
    memo: input.reference ? `Inventory inflow: ${input.reference}` : 'Inventory inflow',
    movements: input.lines.map((line) => ({
      kind: 'receive',
      productId: line.product,
      branchId,
      quantityMilli: toQuantityMilli(line.quantity),
      cost: toKobo(line.cost),
    })),
    productFields: input.lines.map((_, index) => `lines.${index}.product`),
  });
}

export async function recordAdjustment(tx: PostingTransaction, context: RequestContext, input: StockAdjustment) {
  const branchId = branchToStore(context, input.branch) as string;
  const adjustments = await systemAccount(tx, context.companyId, 'inventory-adjustments');
  return recordStock(tx, context, {
    kind: 'adjustment',
    date: input.date,
    branchId,
    accountId: adjustments.id,
    reference: '',
    reason: input.reason,
    memo: `Stock adjustment: ${input.reason}`,
    movements: input.lines.map((line): StockMovement => {
      if (line.countedQuantity !== undefined) {
        const countedQuantityMilli = toQuantityMilli(line.countedQuantity);
        return { kind: 'count', productId: line.product, branchId, countedQuantityMilli };
      }
      return { kind: 'revalue', productId: line.product, branchId, newValue: toKobo(line.newValue ?? 0) };
    }),
    productFields: input.lines.map((_, index) => `lines.${index}.product`),
  });
}

export async function recordTransfer(tx: PostingTransaction, context: RequestContext, input: StockTransfer) {
  const fromBranchId = branchToStore(context, input.fromBranch, 'fromBranch') as string;
  const toBranchId = input.toBranch;
  const inventory = await systemAccount(tx, context.companyId, 'inventory');
  return recordStock(tx, context, {
    kind: 'transfer',
    date: input.date,
    branchId: fromBranchId,
    toBranchId,
    accountId: inventory.id,
    reference: input.note ?? '',
    reason: '',
    memo: input.note ? `Stock transfer: ${input.note}` : 'Stock transfer',
    movements: input.lines.map((line) => ({
      kind: 'transfer',
      productId: line.product,
      fromBranchId,
      toBranchId,
      quantityMilli: toQuantityMilli(line.quantity),
    })),
    productFields: input.lines.map((_, index) => `lines.${index}.product`),
  });
}

async function recordStock(tx: PostingTransaction, context: RequestContext, document: StockDocument) {
  const { companyId } = context;
  const id = newId();
  const moved = await moveStock(tx, context, {
    documentType: STOCK_DOCUMENT,
    documentId: id,
    date: document.date,
    branchIds: [document.branchId, ...(document.toBranchId ? [document.toBranchId] : [])],
    movements: document.movements,
    productFields: document.productFields,
  });
  const entryId = await postEntry(tx, context, { ...document, id }, moved.applied, moved.products);
  await tx.insert(stockDocuments).values({
    companyId,
    id,
    kind: document.kind,
    date: document.date,
    branchId: document.branchId,
    toBranchId: document.toBranchId ?? null,
    accountId: document.accountId,
    reference: document.reference,
    reason: document.reason,
    entryId,
    createdBy: context.userId,
  });
  await recordAudit(tx, context, {
    action: 'create',
    entityType: ENTITY,
    entityId: id,
    after: { kind: document.kind, date: document.date, memo: document.memo, entryId, movements: document.movements },
  });
  return { id };
}

export interface StockMove {
  /** What stock_movements.document_type says: 'stock-document', 'invoice', 'sales-receipt'... */
  documentType: string;
  documentId: string;
  date: string;
  branchIds: readonly string[];
  movements: StockMovement[];
  /** Where each movement's product was sent ('items.0.product'), for messages. */
  productFields: readonly string[];
}

/**
 * Moves stock for a document in the caller's transaction: checks the products (tracked goods) and
 * branches, locks the positions in a fixed order, applies the costing (a shortage is a 409 unless
 * the company allows stock below zero), writes the movements and positions and tells of low stock.
 * The caller posts the entry from what it answers (the costs the costing worked out).
 */
export async function moveStock(tx: PostingTransaction, context: RequestContext, move: StockMove) {
  const { companyId } = context;
  const branches = await branchNames(tx, companyId, move.branchIds);
  const productIds = move.movements.map((movement) => movement.productId);
  const products = await trackedProducts(tx, companyId, productIds, (index) => move.productFields[index] ?? '');
  await assertOpenPeriod(tx, companyId, move.date);
  const allowNegative = await allowsNegativeStock(tx, companyId);
  const keys = productIds.flatMap((productId) => move.branchIds.map((branchId) => ({ productId, branchId })));
  const initial = await lockPositions(tx, companyId, keys);
  const applied = apply(move.movements, initial, allowNegative, products, branches);
  await writeMovements(tx, companyId, move, applied);
  await writePositions(tx, companyId, applied.lines);
  await noticeLowStock(tx, companyId, { initial, final: applied.lines, products, branches });
  return { applied, products };
}

function apply(
  movements: StockMovement[],
  initial: StockLine[],
  allowNegative: boolean,
  products: Map<string, StockProduct>,
  branches: Map<string, string>,
) {
  try {
    return applyStockMovements(movements, {
      allowNegative,
      initial,
      names: (productId, branchId) => ({
        product: products.get(productId)?.name ?? 'this product',
        unit: products.get(productId)?.unit ?? 'units',
        branch: branches.get(branchId) ?? 'this branch',
      }),
    });
  } catch (error) {
    if (error instanceof StockRefused) throw new Conflict(error.message);
    throw error;
  }
}

async function postEntry(
  tx: PostingTransaction,
  context: RequestContext,
  document: StockDocument & { id: string },
  applied: AppliedStock<StockMovement>,
  products: Map<string, StockProduct>,
): Promise<string | null> {
  const { companyId } = context;
  const inventory = await systemAccount(tx, companyId, 'inventory');
  const costOfSales = await systemAccount(tx, companyId, 'cost-of-sales');
  const lines = stockEntryLines(
    applied.history,
    {
      inventoryOf: (productId) => products.get(productId)?.inventoryAccountId ?? inventory.id,
      costOfSales: costOfSales.id,
      counter: document.accountId,
    },
    (productId) => (productId ? (products.get(productId)?.name ?? '') : document.memo),
  );
  if (lines.length === 0) return null;
  const sourceType = sourceTypeOf[document.kind];
  const entry = await post(
    tx,
    {
      companyId,
      date: document.date,
      memo: document.memo,
      sourceType,
      sourceId: document.id,
      branchId: document.branchId,
      createdBy: context.userId,
      lines,
    },
    authorityToPost(context, sourceType, 'Moving stock needs the permission to create sales'),
  );
  return entry.id;
}

const movementKindOf = (movement: StockMovement, effectIndex: number): StockMovementKind => {
  if (movement.kind === 'transfer') return effectIndex === 0 ? 'transfer-out' : 'transfer-in';
  return movement.kind === 'receive' ? 'receipt' : movement.kind;
};

/** One row per position each movement changed, in the order the costing applied them (ids are time-ordered). */
async function writeMovements(
  tx: PostingTransaction,
  companyId: string,
  move: Pick<StockMove, 'documentType' | 'documentId' | 'date'>,
  applied: AppliedStock<StockMovement>,
) {
  const rows = applied.history.flatMap(({ movement, effects }) =>
    effects.map((effect, index) => ({
      companyId,
      id: newId(),
      productId: movement.productId,
      branchId: effect.branchId,
      kind: movementKindOf(movement, index),
      date: move.date,
      documentType: move.documentType,
      documentId: move.documentId,
      quantityChangeMilli: effect.quantityChange,
      valueChange: effect.valueChange,
      costCorrection: effect.costCorrection,
      quantityAfterMilli: effect.position.quantityMilli,
      valueAfter: effect.position.value,
    })),
  );
  if (rows.length > 0) await tx.insert(stockMovements).values(rows);
}

/**
 * A notice when a position falls to or under the product's low stock quantity: only when it
 * crosses (it was above before this document), so each fall is told once, not every movement
 * after it. Sent to who may see sales at that branch.
 */
async function noticeLowStock(
  tx: PostingTransaction,
  companyId: string,
  stock: {
    initial: StockLine[];
    final: StockLine[];
    products: Map<string, StockProduct>;
    branches: Map<string, string>;
  },
) {
  const before = new Map(stock.initial.map((line) => [`${line.productId}/${line.branchId}`, line.position]));
  for (const line of stock.final) {
    const product = stock.products.get(line.productId);
    const low = product?.lowStockMilli;
    if (!product || low === null || low === undefined) continue;
    const was = before.get(`${line.productId}/${line.branchId}`)?.quantityMilli ?? 0;
    if (!(was > low && line.position.quantityMilli <= low)) continue;
    const branch = stock.branches.get(line.branchId) ?? '';
    const recipients = await membersWhoMay(tx, companyId, 'sales.view', undefined, line.branchId);
    await notify(tx, companyId, recipients, {
      kind: 'low-stock',
      title: `${product.name} is low at ${branch}`,
      body: `${toQuantityText(line.position.quantityMilli)} ${product.unit} left; low stock is ${toQuantityText(low)} ${product.unit}`,
      link: `/sales/products/${line.productId}/stock`,
      subjectId: line.productId,
    });
  }
}
