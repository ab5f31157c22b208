import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyStockMovements, type StockHistoryEntry, type StockLine, type StockMovement } from './stock-book.ts';
import {
  averageUnitCost,
  countStock,
  emptyPosition,
  issueStock,
  type PositionChange,
  receiveStock,
  revalueStock,
  type StockPosition,
  StockRefused,
  shortageMessage,
  toQuantityMilli,
  toQuantityText,
  transferStock,
} from './stock-costing.ts';
import { stockValuation } from './stock-valuation.ts';

const RUNS = { numRuns: 300 };
const rice = { product: 'Rice 50kg', unit: 'pcs', branch: 'Ikeja' };

/** Naira to kobo for readable examples: naira(1_100) is ₦1,100.00. */
const naira = (amount: number) => amount * 100;
/** Whole units to thousandths: units(3) is 3 pcs. */
const units = (amount: number) => amount * 1000;

/** Applies changes one after another, as a caller would, returning the last position and all changes. */
function run(steps: ((position: StockPosition) => PositionChange)[]): {
  position: StockPosition;
  changes: PositionChange[];
} {
  let position = emptyPosition;
  const changes = steps.map((step) => {
    const change = step(position);
    position = change.position;
    return change;
  });
  return { position, changes };
}

const receive = (quantityMilli: number, cost: number) => (position: StockPosition) =>
  receiveStock(position, quantityMilli, cost);
const issue =
  (quantityMilli: number, allowNegative = false) =>
  (position: StockPosition) =>
    issueStock(position, quantityMilli, { allowNegative, names: rice });

function refusalOf(action: () => unknown): StockRefused {
  try {
    action();
  } catch (error) {
    if (error instanceof StockRefused) return error;
    throw error;
  }
  throw new Error('expected the movement to be refused');
}

describe('weighted average cost, by example', () => {
  it('averages two receipts and issues at the average', () => {
    const { position, changes } = run([
      receive(units(10), naira(10_000)),
      receive(units(5), naira(6_500)),
      issue(units(3)),
    ]);
    expect(averageUnitCost(changes[1]?.position ?? emptyPosition)).toBe(naira(1_100));
    expect(changes[2]?.valueChange).toBe(-naira(3_300));
    expect(position).toMatchObject({ quantityMilli: units(12), value: naira(13_200) });
    expect(averageUnitCost(position)).toBe(naira(1_100));
  });

  it('takes three equal thirds of an odd value exactly, the largest remainders getting the extra kobo', () => {
    const { position, changes } = run([receive(units(3), 10_001), issue(units(1)), issue(units(1)), issue(units(1))]);
    const costs = changes.slice(1).map((change) => -change.valueChange);
    expect(costs).toEqual([3_334, 3_333, 3_334]);
    expect(costs.reduce((sum, cost) => sum + cost, 0)).toBe(10_001);
    expect(position).toMatchObject({ quantityMilli: 0, value: 0, exactValue: 0n });
    // The average survives an empty shelf, to cost stock counted or sold from zero.
    expect(averageUnitCost(position)).toBe(3_334);
  });

  it('costs fractions of a unit: 2.5 kg of 10 kg bought for ₦7,000', () => {
    const { changes } = run([receive(toQuantityMilli('10'), naira(7_000)), issue(toQuantityMilli('2.5'))]);
    expect(changes[1]?.valueChange).toBe(-naira(1_750));
  });

  it('stays exact where quantity times value passes 2^53', () => {
    const quantityMilli = units(1_000_000);
    const value = 9_999_999_999_999;
    const { changes } = run([receive(quantityMilli, value), issue(1), issue(quantityMilli - 1)]);
    expect(quantityMilli * value).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    expect(changes[1]?.valueChange).toBe(-10_000);
    expect(changes[2]?.valueChange).toBe(-(value - 10_000));
  });

  it('counts stock down and up at the average, without changing it', () => {
    const { position, changes } = run([
      receive(units(10), naira(11_000)),
      (current) => countStock(current, units(8)),
      (current) => countStock(current, units(9)),
    ]);
    expect(changes[1]?.valueChange).toBe(-naira(2_200));
    expect(changes[2]?.valueChange).toBe(naira(1_100));
    expect(averageUnitCost(position)).toBe(naira(1_100));
  });

  it('writes stock down by value and refuses a negative value or stock that is not there', () => {
    const { position, changes } = run([
      receive(units(4), naira(4_000)),
      (current) => revalueStock(current, naira(3_000)),
    ]);
    expect(changes[1]?.valueChange).toBe(-naira(1_000));
    expect(averageUnitCost(position)).toBe(naira(750));
    const negative = refusalOf(() => revalueStock(position, -1, rice));
    expect(negative.reason).toBe('negative-value');
    expect(negative.message).toBe('The value of Rice 50kg at Ikeja cannot be less than ₦0.00');
    expect(refusalOf(() => revalueStock(emptyPosition, naira(10), rice)).message).toBe(
      'There is no Rice 50kg in stock at Ikeja to revalue',
    );
  });
});

describe('stock that is not there', () => {
  it('refuses to issue more than is on hand, in plain words', () => {
    const { position } = run([receive(units(3), naira(3_000))]);
    const refused = refusalOf(() => issueStock(position, units(5), { names: rice }));
    expect(refused).toMatchObject({ reason: 'shortage', onHandMilli: units(3), requestedMilli: units(5) });
    expect(refused.message).toBe('Only 3 pcs of Rice 50kg are in stock at Ikeja');
  });

  it.each([
    [0, 'No Rice 50kg is in stock at Ikeja'],
    [-2_000, 'No Rice 50kg is in stock at Ikeja'],
    [500, 'Only 0.5 pcs of Rice 50kg is in stock at Ikeja'],
    [1_000, 'Only 1 pcs of Rice 50kg is in stock at Ikeja'],
    [2_250, 'Only 2.25 pcs of Rice 50kg are in stock at Ikeja'],
  ])('says what is on hand: %i thousandths', (onHandMilli, message) => {
    expect(shortageMessage(onHandMilli, rice)).toBe(message);
  });

  it('when allowed, issues the shortfall at the last average and corrects cost when stock arrives', () => {
    const { position, changes } = run([
      receive(units(2), naira(1_000)),
      issue(units(5), true),
      receive(units(4), naira(2_400)),
    ]);
    expect(changes[1]?.valueChange).toBe(-naira(2_500));
    expect(changes[1]?.position).toMatchObject({ quantityMilli: -units(3), value: -naira(1_500) });
    // The 3 missing units cost ₦600 each, not ₦500: ₦300 more cost of sales.
    expect(changes[2]?.costCorrection).toBe(naira(300));
    expect(changes[2]?.valueChange).toBe(naira(2_400) - naira(300));
    expect(position).toMatchObject({ quantityMilli: units(1), value: naira(600) });
    expect(averageUnitCost(position)).toBe(naira(600));
  });

  it('when allowed, issues at zero cost stock never received, and corrects all of it on receipt', () => {
    const { position, changes } = run([
      issue(units(2), true),
      receive(units(1), naira(700)),
      receive(units(1), naira(900)),
    ]);
    expect(changes[0]?.valueChange).toBe(0);
    expect(changes.slice(1).map((change) => change.costCorrection)).toEqual([naira(700), naira(900)]);
    expect(position).toMatchObject({ quantityMilli: 0, value: 0, exactValue: 0n });
  });
});

describe('movements of many products and branches', () => {
  const movements: StockMovement[] = [
    { kind: 'receive', productId: 'rice', branchId: 'ikeja', quantityMilli: units(10), cost: naira(10_000) },
    { kind: 'receive', productId: 'rice', branchId: 'ikeja', quantityMilli: units(5), cost: naira(6_500) },
    { kind: 'transfer', productId: 'rice', fromBranchId: 'ikeja', toBranchId: 'lekki', quantityMilli: units(4) },
    { kind: 'issue', productId: 'rice', branchId: 'lekki', quantityMilli: units(1) },
    { kind: 'receive', productId: 'oil', branchId: 'lekki', quantityMilli: units(2), cost: naira(5_000) },
    { kind: 'count', productId: 'rice', branchId: 'ikeja', countedQuantityMilli: units(10) },
  ];

  it('keeps a history with each cost and the running quantity and value', () => {
    const { history } = applyStockMovements(movements);
    const rows = history.map(({ cost, productQuantityMilli, productValue }) => ({
      cost,
      quantity: toQuantityText(productQuantityMilli),
      value: productValue,
    }));
    expect(rows).toEqual([
      { cost: naira(10_000), quantity: '10', value: naira(10_000) },
      { cost: naira(6_500), quantity: '15', value: naira(16_500) },
      { cost: naira(4_400), quantity: '15', value: naira(16_500) },
      { cost: naira(1_100), quantity: '14', value: naira(15_400) },
      { cost: naira(5_000), quantity: '2', value: naira(5_000) },
      { cost: -naira(1_100), quantity: '13', value: naira(14_300) },
    ]);
    expect(history[2]?.effects.map(({ branchId, valueChange }) => [branchId, valueChange])).toEqual([
      ['ikeja', -naira(4_400)],
      ['lekki', naira(4_400)],
    ]);
  });

  it('values stock per product and branch, with totals', () => {
    const valuation = stockValuation(applyStockMovements(movements).lines);
    expect(valuation.lines).toEqual([
      { productId: 'rice', branchId: 'ikeja', quantityMilli: units(10), value: naira(11_000), unitCost: naira(1_100) },
      { productId: 'rice', branchId: 'lekki', quantityMilli: units(3), value: naira(3_300), unitCost: naira(1_100) },
      { productId: 'oil', branchId: 'lekki', quantityMilli: units(2), value: naira(5_000), unitCost: naira(2_500) },
    ]);
    expect(valuation.products).toEqual([
      { productId: 'rice', quantityMilli: units(13), value: naira(14_300) },
      { productId: 'oil', quantityMilli: units(2), value: naira(5_000) },
    ]);
    expect(valuation.branches).toEqual([
      { branchId: 'ikeja', value: naira(11_000) },
      { branchId: 'lekki', value: naira(8_300) },
    ]);
    expect(valuation.totalValue).toBe(naira(19_300));
  });

  it('names the refused movement and leaves the positions given unchanged', () => {
    const initial: StockLine[] = [{ productId: 'rice', branchId: 'ikeja', position: emptyPosition }];
    const refused = refusalOf(() =>
      applyStockMovements(
        [...movements, { kind: 'issue', productId: 'rice', branchId: 'lekki', quantityMilli: units(4) }],
        {
          initial,
          names: (productId, branchId) => ({ product: productId, unit: 'bags', branch: branchId }),
        },
      ),
    );
    expect(refused).toMatchObject({ movementIndex: 6, message: 'Only 3 bags of rice are in stock at lekki' });
    expect(initial[0]?.position).toBe(emptyPosition);
  });

  it('refuses a transfer to the same branch', () => {
    const refused = refusalOf(() =>
      applyStockMovements([
        { kind: 'transfer', productId: 'rice', fromBranchId: 'ikeja', toBranchId: 'ikeja', quantityMilli: 1 },
      ]),
    );
    expect(refused.reason).toBe('same-branch');
  });
});

describe('quantities', () => {
  it.each([
    ['2.5', 2_500],
    ['0.001', 1],
    ['12', 12_000],
    [1.005, 1_005],
    ['-0.25', -250],
  ])('reads %s as %i thousandths', (text, quantityMilli) => {
    expect(toQuantityMilli(text)).toBe(quantityMilli);
  });

  it('refuses a fourth decimal', () => {
    expect(() => toQuantityMilli('1.0005')).toThrow(RangeError);
  });

  it('writes back what it reads', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (quantityMilli) => {
        expect(toQuantityMilli(toQuantityText(quantityMilli))).toBe(quantityMilli);
      }),
      RUNS,
    );
  });
});

// Property tests. Movements are drawn as intentions (issue a share of what is there), turned into
// concrete movements against a model that tracks only quantities, which are plain integers.

const products = ['rice', 'oil'];
const branches = ['ikeja', 'lekki', 'kano'];

type Intention =
  | { kind: 'receive'; line: number; quantityMilli: number; unitCost: number }
  | { kind: 'issue' | 'transfer'; line: number; to: number; share: number; extraMilli: number }
  | { kind: 'count'; line: number; share: number; extraMilli: number }
  | { kind: 'revalue'; line: number; share: number };

const quantityArbitrary = fc.oneof(fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: 1, max: 10_000_000 }));
/** Kobo per whole unit; receipts cost quantity × unit cost / 1000, rounded down. */
const unitCostArbitrary = fc.oneof(fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 1, max: 10_000_000 }));
const lineArbitrary = fc.nat({ max: products.length * branches.length - 1 });
const shareArbitrary = fc.double({ min: 0, max: 1, noNaN: true });

const intentionArbitrary: fc.Arbitrary<Intention> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('receive' as const),
      line: lineArbitrary,
      quantityMilli: quantityArbitrary,
      unitCost: unitCostArbitrary,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constantFrom('issue' as const, 'transfer' as const),
      line: lineArbitrary,
      to: fc.nat({ max: branches.length - 2 }),
      share: shareArbitrary,
      extraMilli: fc.oneof(fc.constant(0), quantityArbitrary),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('count' as const),
      line: lineArbitrary,
      share: shareArbitrary,
      extraMilli: fc.nat({ max: 5_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('revalue' as const),
      line: lineArbitrary,
      share: fc.double({ min: 0, max: 2, noNaN: true }),
    }),
  },
);

function lineOf(line: number): { productId: string; branchId: string } {
  return {
    productId: products[line % products.length] ?? '',
    branchId: branches[Math.floor(line / products.length)] ?? '',
  };
}

/**
 * Turns intentions into movements. Without negative stock, issues ask for a share of what is on
 * hand (`extraMilli` is ignored); with it, they may ask for more. Values are only known to the
 * module, so a revaluation aims at a share of a rough value: any value at or above zero is valid.
 */
function toMovements(intentions: readonly Intention[], allowNegative: boolean): StockMovement[] {
  const quantities = new Map<string, number>();
  const onHand = (productId: string, branchId: string) => quantities.get(`${productId}/${branchId}`) ?? 0;
  const add = (productId: string, branchId: string, quantityMilli: number) =>
    quantities.set(`${productId}/${branchId}`, onHand(productId, branchId) + quantityMilli);
  const movements: StockMovement[] = [];
  for (const intention of intentions) {
    const { productId, branchId } = lineOf(intention.line);
    const available = Math.max(onHand(productId, branchId), 0);
    if (intention.kind === 'receive') {
      const cost = Math.floor((intention.quantityMilli * intention.unitCost) / 1000);
      movements.push({ kind: 'receive', productId, branchId, quantityMilli: intention.quantityMilli, cost });
      add(productId, branchId, intention.quantityMilli);
    } else if (intention.kind === 'count') {
      const counted = Math.floor(available * intention.share) + intention.extraMilli;
      movements.push({ kind: 'count', productId, branchId, countedQuantityMilli: counted });
      add(productId, branchId, counted - onHand(productId, branchId));
    } else if (intention.kind === 'revalue') {
      if (onHand(productId, branchId) <= 0) continue;
      const newValue = Math.floor(available * intention.share);
      movements.push({ kind: 'revalue', productId, branchId, newValue });
    } else {
      const quantityMilli = Math.ceil(available * intention.share) + (allowNegative ? intention.extraMilli : 0);
      if (quantityMilli <= 0) continue;
      add(productId, branchId, -quantityMilli);
      if (intention.kind === 'issue') {
        movements.push({ kind: 'issue', productId, branchId, quantityMilli });
        continue;
      }
      const others = branches.filter((branch) => branch !== branchId);
      const toBranchId = others[intention.to % others.length] ?? '';
      movements.push({ kind: 'transfer', productId, fromBranchId: branchId, toBranchId, quantityMilli });
      add(productId, toBranchId, quantityMilli);
    }
  }
  return movements;
}

const scenarioArbitrary = fc.record({
  intentions: fc.array(intentionArbitrary, { maxLength: 40 }),
  allowNegative: fc.boolean(),
});

/** What an entry should add to the value of all stock: what came in, less what went out. */
function expectedValueChange(entry: StockHistoryEntry<StockMovement>): number {
  const corrections = entry.effects.reduce((sum, effect) => sum + effect.costCorrection, 0);
  switch (entry.movement.kind) {
    case 'receive':
      return entry.movement.cost - corrections;
    case 'issue':
      return 0 - entry.cost;
    case 'transfer':
      return -corrections;
    default:
      return entry.cost;
  }
}

describe('properties of random movements', () => {
  it('quantity and value are always the sums of the movements', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ intentions, allowNegative }) => {
        const movements = toMovements(intentions, allowNegative);
        const { lines, history } = applyStockMovements(movements, { allowNegative });
        for (const line of lines) {
          const effects = history.flatMap((entry) =>
            entry.movement.productId === line.productId
              ? entry.effects.filter((effect) => effect.branchId === line.branchId)
              : [],
          );
          expect(line.position.quantityMilli).toBe(effects.reduce((sum, effect) => sum + effect.quantityChange, 0));
          expect(line.position.value).toBe(effects.reduce((sum, effect) => sum + effect.valueChange, 0));
        }
        const total = history.reduce((sum, entry) => sum + expectedValueChange(entry), 0);
        expect(stockValuation(lines).totalValue).toBe(total);
      }),
      RUNS,
    );
  });

  it('value is zero whenever quantity is zero, and never negative while stock cannot be', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ intentions, allowNegative }) => {
        const { history } = applyStockMovements(toMovements(intentions, allowNegative), { allowNegative });
        for (const { position } of history.flatMap((entry) => entry.effects)) {
          if (position.quantityMilli === 0) expect(position.value).toBe(0);
          if (position.quantityMilli > 0) expect(position.value).toBeGreaterThanOrEqual(0);
          if (position.quantityMilli < 0) expect(position.value).toBeLessThanOrEqual(0);
          if (!allowNegative) expect(position.quantityMilli).toBeGreaterThanOrEqual(0);
        }
      }),
      RUNS,
    );
  });

  it('an issue costs at least nothing and at most what is on hand, unless stock may go negative', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ intentions }) => {
        const { history } = applyStockMovements(toMovements(intentions, false));
        for (const entry of history) {
          if (entry.movement.kind !== 'issue' && entry.movement.kind !== 'transfer') continue;
          const leaving = entry.effects[0];
          expect(entry.cost).toBeGreaterThanOrEqual(0);
          expect(entry.cost).toBe(0 - (leaving?.valueChange ?? 0));
          expect(leaving?.position.value).toBeGreaterThanOrEqual(0);
        }
      }),
      RUNS,
    );
  });

  it('transfers conserve value across branches', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ intentions, allowNegative }) => {
        const { history } = applyStockMovements(toMovements(intentions, allowNegative), { allowNegative });
        for (const entry of history.filter(({ movement }) => movement.kind === 'transfer')) {
          const [leaving, arriving] = entry.effects;
          expect(leaving?.valueChange).toBe(0 - entry.cost);
          expect((arriving?.valueChange ?? 0) + (arriving?.costCorrection ?? 0)).toBe(entry.cost);
          expect(leaving?.quantityChange).toBe(0 - (arriving?.quantityChange ?? 0));
          // Only a branch that sold stock it did not have can see a correction.
          if (!allowNegative) expect(arriving?.costCorrection).toBe(0);
        }
      }),
      RUNS,
    );
  });

  it('issuing a position in random pieces takes exactly its value, each piece within a kobo of its share', () => {
    const piecesArbitrary = fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 12 });
    const receiptsArbitrary = fc.array(fc.tuple(quantityArbitrary, fc.integer({ min: 0, max: 1e12 })), {
      minLength: 1,
      maxLength: 4,
    });
    fc.assert(
      fc.property(receiptsArbitrary, piecesArbitrary, (receipts, weights) => {
        const stocked = run(receipts.map(([quantityMilli, cost]) => receive(quantityMilli, cost))).position;
        const pieces = splitQuantity(stocked.quantityMilli, weights);
        let position = stocked;
        let taken = 0;
        for (const piece of pieces) {
          const change = issueStock(position, piece);
          const cost = 0 - change.valueChange;
          // |cost - piece × value / quantity| < 1, in integers.
          const exact = BigInt(piece) * BigInt(stocked.value);
          const scaled = BigInt(cost) * BigInt(stocked.quantityMilli);
          expect(absolute(scaled - exact) < BigInt(stocked.quantityMilli)).toBe(true);
          taken += cost;
          position = change.position;
        }
        expect(taken).toBe(stocked.value);
        expect(position).toMatchObject({ quantityMilli: 0, value: 0 });
      }),
      RUNS,
    );
  });

  it('the value stays between the lowest and highest unit cost received, within a kobo', () => {
    // Small quantities at round unit costs make rounding ties frequent: the case where a value
    // rounded to the kobo, fed back into the average, drifted by several kobo.
    // One unit cost for a whole run keeps the value pressed against its bounds.
    const tinySteps = fc.constantFrom(1, 3, 7).chain((unitCost) =>
      fc.array(
        fc.oneof(
          fc.record({
            receive: fc.constant(true),
            quantityMilli: fc.integer({ min: 1, max: 400 }).map(units),
            unitCost: fc.constant(unitCost),
          }),
          fc.record({ receive: fc.constant(false), quantityMilli: fc.integer({ min: 1, max: 400 }) }),
        ),
        { minLength: 100, maxLength: 300 },
      ),
    );
    const largeStep = fc.oneof(
      fc.record({ receive: fc.constant(true), quantityMilli: quantityArbitrary, unitCost: unitCostArbitrary }),
      fc.record({ receive: fc.constant(false), quantityMilli: quantityArbitrary }),
    );
    fc.assert(
      fc.property(fc.oneof(tinySteps, fc.array(largeStep, { maxLength: 60 })), (steps) => {
        let position = emptyPosition;
        const received: UnitCost[] = [];
        for (const step of steps) {
          if (step.receive) {
            const cost = Math.floor((step.quantityMilli * step.unitCost) / 1000);
            position = receiveStock(position, step.quantityMilli, cost).position;
            received.push({ value: cost, quantityMilli: step.quantityMilli });
          } else if (step.quantityMilli <= position.quantityMilli) {
            position = issueStock(position, step.quantityMilli).position;
          }
          for (const bound of boundsOf(received)) expectWithinAKobo(position, bound);
        }
      }),
      { numRuns: 500 },
    );
  });
});

/** Splits a quantity into whole pieces by weight; the last piece takes what is left. */
function splitQuantity(quantityMilli: number, weights: readonly number[]): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const pieces: number[] = [];
  let left = quantityMilli;
  for (const weight of weights.slice(0, -1)) {
    const piece = Math.min(left, Math.max(1, Math.floor((quantityMilli * weight) / weightSum)));
    if (piece <= 0) break;
    pieces.push(piece);
    left -= piece;
  }
  if (left > 0) pieces.push(left);
  return pieces;
}

function absolute(value: bigint): bigint {
  return value < 0n ? -value : value;
}

/** A unit cost as an exact fraction: `value` kobo for `quantityMilli` thousandths. */
type UnitCost = { value: number; quantityMilli: number };

/** The lowest and highest unit cost received, as exact fractions, each with the side it bounds. */
function boundsOf(received: readonly UnitCost[]): { unitCost: UnitCost; side: 'lowest' | 'highest' }[] {
  if (received.length === 0) return [];
  const below = (a: UnitCost, b: UnitCost) =>
    BigInt(a.value) * BigInt(b.quantityMilli) < BigInt(b.value) * BigInt(a.quantityMilli);
  const lowest = received.reduce((low, cost) => (below(cost, low) ? cost : low));
  const highest = received.reduce((high, cost) => (below(high, cost) ? cost : high));
  return [
    { unitCost: lowest, side: 'lowest' },
    { unitCost: highest, side: 'highest' },
  ];
}

/** value ≥ quantity × lowest - 1 and value ≤ quantity × highest + 1, in integers. */
function expectWithinAKobo(position: StockPosition, bound: { unitCost: UnitCost; side: 'lowest' | 'highest' }) {
  const value = BigInt(position.value) * BigInt(bound.unitCost.quantityMilli);
  const atBound = BigInt(position.quantityMilli) * BigInt(bound.unitCost.value);
  const kobo = BigInt(bound.unitCost.quantityMilli);
  if (bound.side === 'lowest') expect(value >= atBound - kobo).toBe(true);
  else expect(value <= atBound + kobo).toBe(true);
}

describe('transferStock', () => {
  it('moves value at the sending branch average', () => {
    const ikeja = run([receive(units(3), 10_001)]).position;
    const { leaving, arriving, value } = transferStock(ikeja, emptyPosition, units(1));
    expect(value).toBe(3_334);
    expect(leaving.valueChange).toBe(-3_334);
    expect(arriving.position).toMatchObject({ quantityMilli: units(1), value: 3_334 });
  });
});
