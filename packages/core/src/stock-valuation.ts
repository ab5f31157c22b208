import { addKobo, type Kobo } from './money.ts';
import type { StockLine } from './stock-book.ts';
import { averageUnitCost } from './stock-costing.ts';

export interface ValuationLine {
  productId: string;
  branchId: string;
  quantityMilli: number;
  value: Kobo;
  /** The average cost of one whole unit, rounded to the kobo; null before the first receipt. */
  unitCost: Kobo | null;
}

export interface StockValuation {
  lines: ValuationLine[];
  /** Each product across its branches (one unit per product, so its quantities add up). */
  products: { productId: string; quantityMilli: number; value: Kobo }[];
  /** Each branch across its products: value only, as units differ between products. */
  branches: { branchId: string; value: Kobo }[];
  totalValue: Kobo;
}

/** The inventory valuation report: it equals the inventory account's balance. */
export function stockValuation(stock: readonly StockLine[]): StockValuation {
  const products = new Map<string, { productId: string; quantityMilli: number; value: Kobo }>();
  const branches = new Map<string, { branchId: string; value: Kobo }>();
  const lines = stock.map(({ productId, branchId, position }) => {
    const product = products.get(productId) ?? { productId, quantityMilli: 0, value: 0 };
    products.set(productId, {
      productId,
      quantityMilli: product.quantityMilli + position.quantityMilli,
      value: addKobo(product.value, position.value),
    });
    const branch = branches.get(branchId) ?? { branchId, value: 0 };
    branches.set(branchId, { branchId, value: addKobo(branch.value, position.value) });
    const { quantityMilli, value } = position;
    return { productId, branchId, quantityMilli, value, unitCost: averageUnitCost(position) };
  });
  const totalValue = lines.reduce((total, line) => addKobo(total, line.value), 0);
  return { lines, products: [...products.values()], branches: [...branches.values()], totalValue };
}
