import { addKobo, type Kobo } from './money.ts';
import {
  costTakenOut,
  countStock,
  defaultStockNames,
  emptyPosition,
  issueStock,
  type PositionChange,
  receiveStock,
  revalueStock,
  type StockNames,
  type StockPosition,
  StockRefused,
  transferStock,
} from './stock-costing.ts';

/*
 * Movements applied in order over many products and branches, each position by the rules of
 * stock-costing.ts, with the history row of each movement and each product's running total.
 */

export type StockMovement =
  | { kind: 'receive'; productId: string; branchId: string; quantityMilli: number; cost: Kobo }
  | { kind: 'issue'; productId: string; branchId: string; quantityMilli: number }
  | { kind: 'count'; productId: string; branchId: string; countedQuantityMilli: number }
  | { kind: 'revalue'; productId: string; branchId: string; newValue: Kobo }
  | { kind: 'transfer'; productId: string; fromBranchId: string; toBranchId: string; quantityMilli: number };

export interface StockLine {
  productId: string;
  branchId: string;
  position: StockPosition;
}

export interface StockEffect extends PositionChange {
  branchId: string;
}

/** One row of the stock movement history. */
export interface StockHistoryEntry<Movement extends StockMovement> {
  movement: Movement;
  /**
   * The cost of the goods an issue or transfer moved, at the average at that moment; the cost
   * paid for a receipt; for a count or revaluation, the value it added (negative: took away).
   */
  cost: Kobo;
  /** One per branch touched: the sending branch first for a transfer. */
  effects: StockEffect[];
  /** The product across all branches after this movement: the running quantity and value. */
  productQuantityMilli: number;
  productValue: Kobo;
}

export interface ApplyStockOptions {
  allowNegative?: boolean;
  /** The positions before the first movement (stored ones); empty positions when absent. */
  initial?: readonly StockLine[];
  names?: (productId: string, branchId: string) => StockNames;
}

export interface AppliedStock<Movement extends StockMovement> {
  lines: StockLine[];
  history: StockHistoryEntry<Movement>[];
}

/**
 * Applies movements in order and returns every position and each movement's history row. A
 * refused movement throws StockRefused with its index; nothing given is changed.
 */
export function applyStockMovements<Movement extends StockMovement>(
  movements: readonly Movement[],
  options: ApplyStockOptions = {},
): AppliedStock<Movement> {
  const book = new StockBook(options);
  const history = movements.map((movement, index) => {
    try {
      return book.apply(movement);
    } catch (error) {
      if (!(error instanceof StockRefused)) throw error;
      throw new StockRefused(error.reason, error.message, error.onHandMilli, error.requestedMilli, index);
    }
  });
  return { lines: book.lines(), history };
}

/** The positions being worked on, and each product's running total across branches. */
class StockBook {
  private readonly positions = new Map<string, StockLine>();
  private readonly products = new Map<string, { quantityMilli: number; value: Kobo }>();

  constructor(private readonly options: ApplyStockOptions) {
    for (const line of options.initial ?? []) {
      this.positions.set(lineKey(line.productId, line.branchId), { ...line });
      this.addToProduct(line.productId, line.position.quantityMilli, line.position.value);
    }
  }

  apply<Movement extends StockMovement>(movement: Movement): StockHistoryEntry<Movement> {
    const { cost, effects } = this.effectsOf(movement);
    for (const effect of effects) {
      this.positions.set(lineKey(movement.productId, effect.branchId), {
        productId: movement.productId,
        branchId: effect.branchId,
        position: effect.position,
      });
      this.addToProduct(movement.productId, effect.quantityChange, effect.valueChange);
    }
    const total = this.products.get(movement.productId) ?? { quantityMilli: 0, value: 0 };
    return { movement, cost, effects, productQuantityMilli: total.quantityMilli, productValue: total.value };
  }

  lines(): StockLine[] {
    return [...this.positions.values()];
  }

  private effectsOf(movement: StockMovement): { cost: Kobo; effects: StockEffect[] } {
    if (movement.kind === 'transfer') return this.transfer(movement);
    const { productId, branchId } = movement;
    const position = this.positionOf(productId, branchId);
    const change = this.changeOf(movement, position);
    const cost =
      movement.kind === 'receive'
        ? movement.cost
        : movement.kind === 'issue'
          ? costTakenOut(change)
          : change.valueChange;
    return { cost, effects: [{ ...change, branchId }] };
  }

  private changeOf(movement: Exclude<StockMovement, { kind: 'transfer' }>, position: StockPosition): PositionChange {
    const names = this.namesOf(movement.productId, movement.branchId);
    switch (movement.kind) {
      case 'receive':
        return receiveStock(position, movement.quantityMilli, movement.cost);
      case 'issue':
        return issueStock(position, movement.quantityMilli, { allowNegative: this.options.allowNegative, names });
      case 'count':
        return countStock(position, movement.countedQuantityMilli);
      case 'revalue':
        return revalueStock(position, movement.newValue, names);
    }
  }

  private transfer(movement: Extract<StockMovement, { kind: 'transfer' }>): { cost: Kobo; effects: StockEffect[] } {
    const { productId, fromBranchId, toBranchId, quantityMilli } = movement;
    const names = this.namesOf(productId, fromBranchId);
    if (fromBranchId === toBranchId) {
      throw new StockRefused('same-branch', `Choose a different branch to move ${names.product} to`);
    }
    const from = this.positionOf(productId, fromBranchId);
    const to = this.positionOf(productId, toBranchId);
    const change = transferStock(from, to, quantityMilli, { allowNegative: this.options.allowNegative, names });
    const effects = [
      { ...change.leaving, branchId: fromBranchId },
      { ...change.arriving, branchId: toBranchId },
    ];
    return { cost: change.value, effects };
  }

  private positionOf(productId: string, branchId: string): StockPosition {
    return this.positions.get(lineKey(productId, branchId))?.position ?? emptyPosition;
  }

  private namesOf(productId: string, branchId: string): StockNames {
    return this.options.names?.(productId, branchId) ?? defaultStockNames;
  }

  private addToProduct(productId: string, quantityMilli: number, value: Kobo): void {
    const total = this.products.get(productId) ?? { quantityMilli: 0, value: 0 };
    this.products.set(productId, {
      quantityMilli: total.quantityMilli + quantityMilli,
      value: addKobo(total.value, value),
    });
  }
}

/** Ids never hold a NUL character, so the pair cannot collide. */
function lineKey(productId: string, branchId: string): string {
  return `${productId}\u0000${branchId}`;
}
