import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentTotals } from '../documents/document-totals.ts';
import { type VatEntry, vatFactsOfEntry } from './vat-facts.ts';
import { computeVatReturn, type SupplyClass, type TaxSource, type VatFact } from './vat-return.ts';

const source = (number: string, type = 'invoice'): TaxSource => ({
  type,
  id: number,
  number,
  date: '2026-03-05',
  contact: 'Ada Stores',
});
const sale = (number: string, supplyClass: SupplyClass, base: number, vat: number): VatFact[] => [
  { side: 'output', supplyClass, base, vat: 0, source: source(number) },
  ...(vat ? [{ side: 'output' as const, supplyClass: null, base: 0, vat, source: source(number) }] : []),
];

describe('computeVatReturn', () => {
  it.each([
    {
      case: 'standard sale, zero-rated sale, exempt sale and a bill',
      facts: [
        ...sale('INV-1', 'standard', 100_000_00, 7_500_00),
        ...sale('INV-2', 'zero-rated', 40_000_00, 0),
        ...sale('INV-3', 'exempt', 10_000_00, 0),
        { side: 'input', supplyClass: 'standard', base: 20_000_00, vat: 0, source: source('BILL-1', 'bill') },
        { side: 'input', supplyClass: null, base: 0, vat: 1_500_00, source: source('BILL-1', 'bill') },
      ] as VatFact[],
      credit: 0,
      figures: { standardRatedSales: 100_000_00, zeroRatedSales: 40_000_00, exemptSales: 10_000_00 },
      outputVat: 7_500_00,
      inputVat: 1_500_00,
      netVat: 6_000_00,
      carried: 0,
    },
    {
      case: 'a credit note takes sales and VAT back',
      facts: [...sale('INV-1', 'standard', 100_000_00, 7_500_00), ...sale('CN-1', 'standard', -30_000_00, -2_250_00)],
      credit: 1_000_00,
      figures: { standardRatedSales: 70_000_00, zeroRatedSales: 0, exemptSales: 0 },
      outputVat: 5_250_00,
      inputVat: 0,
      netVat: 4_250_00,
      carried: 0,
    },
    {
      case: 'more input VAT than output: a credit carried forward',
      facts: [
        ...sale('INV-1', 'standard', 10_000_00, 750_00),
        { side: 'input', supplyClass: null, base: 0, vat: 3_000_00, source: source('EXP-1', 'expense') },
      ] as VatFact[],
      credit: 500_00,
      figures: { standardRatedSales: 10_000_00, zeroRatedSales: 0, exemptSales: 0 },
      outputVat: 750_00,
      inputVat: 3_000_00,
      netVat: -2_750_00,
      carried: 2_750_00,
    },
  ])('$case', ({ facts, credit, figures, outputVat, inputVat, netVat, carried }) => {
    const computed = computeVatReturn(facts, credit);
    expect(computed.figures).toMatchObject({ ...figures, outputVat, inputVat, netVat, creditBroughtForward: credit });
    expect(computed.figures.creditCarriedForward).toBe(carried);
  });

  it('lists the documents behind each figure, adding up to it, without those that came to nothing', () => {
    const computed = computeVatReturn(
      [
        ...sale('INV-1', 'standard', 100_000_00, 7_500_00),
        ...sale('INV-2', 'standard', 5_000_00, 375_00),
        ...sale('INV-2', 'standard', -5_000_00, -375_00),
      ],
      0,
    );
    expect(computed.documents.standardRatedSales).toEqual([{ ...source('INV-1'), amount: 100_000_00 }]);
    expect(computed.documents.outputVat).toEqual([{ ...source('INV-1'), amount: 7_500_00 }]);
    expect(computed.documents.zeroRatedSales).toEqual([]);
  });
});

/*
 * The return ties to the ledger. Random sales (7.5%, zero-rated at 0%, exempt), purchases, credit
 * notes and voids are posted as the sales and purchase posting rules do (VAT per tax, zero lines
 * dropped); a void reverses the entry on the same day (the pair leaves the books and the facts) or
 * in a later month (both count). The month's return, from the entries' facts, must equal the VAT
 * accounts' movement, and its sales bases the revenue accounts' movement.
 */
const VAT = { id: 'vat', rateBasisPoints: 750 };
const ZERO = { id: 'zero', rateBasisPoints: 0 };
const classOfTax: Record<string, SupplyClass> = { vat: 'standard', zero: 'zero-rated' };

type Operation =
  | {
      kind: 'sale' | 'credit-note' | 'purchase';
      month: 1 | 2;
      lines: Array<{ price: number; tax: 'vat' | 'zero' | null }>;
    }
  | { kind: 'void'; target: number; month: 1 | 2 };

interface Posted {
  month: number;
  entry: VatEntry;
  revenue: number;
  cancelled: boolean;
}

function post(operation: Extract<Operation, { lines: unknown }>, number: string): Posted {
  const taxes = (tax: 'vat' | 'zero' | null) => (tax === 'vat' ? [VAT] : tax === 'zero' ? [ZERO] : []);
  const totals = documentTotals({
    lines: operation.lines.map((line) => ({ quantityMilli: 1000, unitPrice: line.price, taxes: taxes(line.tax) })),
  });
  const sales = operation.kind !== 'purchase';
  const sign = operation.kind === 'credit-note' ? -1 : 1;
  const vatLines = totals.home.taxes
    .filter((tax) => tax.amount !== 0)
    .map((tax) => {
      const movement = sign * tax.amount;
      const side = sales ? ('output' as const) : ('input' as const);
      // Output VAT is credited on a sale, input VAT debited on a purchase.
      const credit = sales ? Math.max(movement, 0) : Math.max(-movement, 0);
      const debit = sales ? Math.max(-movement, 0) : Math.max(movement, 0);
      return { side, debit, credit };
    });
  const documentLines = totals.home.lines.map((line, index) => {
    const tax = operation.lines[index]?.tax;
    return { base: line.discountedAmount, supplyClass: tax ? (classOfTax[tax] ?? null) : null };
  });
  const revenue = sales ? sign * totals.home.subtotal : 0;
  const entry: VatEntry = {
    source: {
      type: operation.kind === 'purchase' ? 'bill' : operation.kind,
      id: number,
      number,
      date: '',
      contact: '',
    },
    direction: sales ? 'sales' : 'purchases',
    creditNote: operation.kind === 'credit-note',
    reversal: false,
    vatLines,
    documentLines,
  };
  return { month: operation.month, entry, revenue, cancelled: false };
}

function reversalOf(original: Posted, month: number): Posted {
  const vatLines = original.entry.vatLines.map((line) => ({ ...line, debit: line.credit, credit: line.debit }));
  return {
    month,
    entry: { ...original.entry, reversal: true, vatLines },
    revenue: -original.revenue,
    cancelled: false,
  };
}

const lineArbitrary = fc.record({
  price: fc.integer({ min: 1, max: 50_000_000 }),
  tax: fc.constantFrom('vat' as const, 'zero' as const, null),
});
const operationArbitrary: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('sale' as const, 'credit-note' as const, 'purchase' as const),
    month: fc.constantFrom(1 as const, 2 as const),
    lines: fc.array(lineArbitrary, { minLength: 1, maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant('void' as const), target: fc.nat(), month: fc.constantFrom(1 as const, 2 as const) }),
);

describe('the VAT return ties to the ledger', () => {
  it('over random sales, purchases, credit notes and voids', () => {
    fc.assert(
      fc.property(fc.array(operationArbitrary, { maxLength: 25 }), (operations) => {
        const posted: Posted[] = [];
        operations.forEach((operation, index) => {
          if (operation.kind !== 'void') {
            posted.push(post(operation, `DOC-${index}`));
            return;
          }
          const live = posted.filter((row) => !row.entry.reversal && !row.cancelled);
          const original = live[operation.target % Math.max(live.length, 1)];
          if (!original) return;
          const month = Math.max(operation.month, original.month);
          // Reversed on its own month: the pair leaves the books (and the return) together.
          if (month === original.month) original.cancelled = true;
          else posted.push(reversalOf(original, month));
        });
        const ofMonth = posted.filter((row) => row.month === 1 && !row.cancelled);
        const computed = computeVatReturn(
          ofMonth.flatMap((row) => vatFactsOfEntry(row.entry)),
          0,
        );
        const movement = (side: 'output' | 'input') =>
          ofMonth
            .flatMap((row) => row.entry.vatLines)
            .filter((line) => line.side === side)
            .reduce((sum, line) => sum + (side === 'output' ? line.credit - line.debit : line.debit - line.credit), 0);
        const { figures } = computed;
        expect(figures.outputVat).toBe(movement('output'));
        expect(figures.inputVat).toBe(movement('input'));
        expect(figures.netVat).toBe(movement('output') - movement('input'));
        const revenue = ofMonth.reduce((sum, row) => sum + row.revenue, 0);
        expect(figures.standardRatedSales + figures.zeroRatedSales + figures.exemptSales).toBe(revenue);
        for (const name of ['standardRatedSales', 'outputVat', 'inputVat'] as const) {
          const drilled = computed.documents[name].reduce((sum, row) => sum + row.amount, 0);
          expect(drilled).toBe(figures[name]);
        }
      }),
      { numRuns: 300 },
    );
  });
});
