import type { Kobo } from '../money.ts';

/*
 * A month's VAT return from the facts behind it (issue 29, "Returns"). Pure: the server reads the
 * facts from the ledger (one per document entry and VAT tax, see apps/server tax-returns.facts.ts)
 * and this adds them up, so the return, its drill-down and the web's figures are one calculation.
 *
 * A fact's VAT is the signed movement of a VAT account by one entry (output: credit − debit;
 * input: debit − credit), so a credit note, a void (the reversal) or a manual journal enter with
 * their own sign, and outputVat and inputVat equal the VAT accounts' movement for the month.
 */

/** The class of a supply (NTA 2025: standard rated s.148, exempt s.186, zero-rated s.187). */
export const supplyClasses = ['standard', 'zero-rated', 'exempt'] as const;
export type SupplyClass = (typeof supplyClasses)[number];

/** The document (or journal) behind a figure, as the drill-down lists it. */
export interface TaxSource {
  /** The ledger's source type: invoice, sales-receipt, credit-note, bill, expense, journal... */
  type: string;
  id: string;
  number: string;
  date: string;
  contact: string;
}

export interface VatFact {
  side: 'output' | 'input';
  /** The class of the base; null for VAT with no supply behind it (a journal to the VAT account). */
  supplyClass: SupplyClass | null;
  /** The taxable base (net of discount, home currency), signed like `vat`. */
  base: Kobo;
  vat: Kobo;
  source: TaxSource;
}

export const vatFigureNames = [
  'standardRatedSales',
  'zeroRatedSales',
  'exemptSales',
  'outputVat',
  'inputVat',
  'taxablePurchases',
] as const;
export type VatFigureName = (typeof vatFigureNames)[number];

export interface VatFigures {
  standardRatedSales: Kobo;
  zeroRatedSales: Kobo;
  exemptSales: Kobo;
  outputVat: Kobo;
  inputVat: Kobo;
  /** The base of the purchases whose VAT is claimed (shown beside inputVat). */
  taxablePurchases: Kobo;
  creditBroughtForward: Kobo;
  /** Changes to earlier filed months posted after their filing (see VatAdjustment). */
  outputVatAdjustment: Kobo;
  inputVatAdjustment: Kobo;
  /** outputVat + its adjustment − inputVat − its adjustment − creditBroughtForward: payable when positive. */
  netVat: Kobo;
  /** What is carried to next month when netVat is negative. */
  creditCarriedForward: Kobo;
}

export interface SourceAmount extends TaxSource {
  amount: Kobo;
}

export interface VatReturnComputed {
  figures: VatFigures;
  /** For each figure, the documents behind it; their amounts add up to the figure. */
  documents: Record<VatFigureName, SourceAmount[]>;
}

const salesFigure: Record<SupplyClass, VatFigureName> = {
  standard: 'standardRatedSales',
  'zero-rated': 'zeroRatedSales',
  exempt: 'exemptSales',
};

/** Each fact's contributions: [figure, amount]. */
function contributions(fact: VatFact): Array<[VatFigureName, Kobo]> {
  if (fact.side === 'input') {
    return [
      ['inputVat', fact.vat],
      ['taxablePurchases', fact.supplyClass === null ? 0 : fact.base],
    ];
  }
  return [
    ['outputVat', fact.vat],
    ...(fact.supplyClass === null
      ? []
      : ([[salesFigure[fact.supplyClass], fact.base]] as Array<[VatFigureName, Kobo]>)),
  ];
}

/** Sums per source, in the order first met, leaving out sources that came to nothing. */
class Drill {
  private readonly bySource = new Map<string, SourceAmount>();
  add(source: TaxSource, amount: Kobo) {
    const key = `${source.type}/${source.id}`;
    const seen = this.bySource.get(key);
    if (seen) seen.amount += amount;
    else this.bySource.set(key, { ...source, amount });
  }
  list(): SourceAmount[] {
    return [...this.bySource.values()]
      .filter((row) => row.amount !== 0)
      .sort((a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number));
  }
}

/**
 * What changed in an earlier, filed month since it was filed (a bill dated in it entered late, a
 * void): the next return carries it, since the filed one is frozen.
 */
export interface VatAdjustment {
  period: string;
  outputVat: Kobo;
  inputVat: Kobo;
}

export function computeVatReturn(
  facts: readonly VatFact[],
  creditBroughtForward: Kobo,
  adjustments: readonly VatAdjustment[] = [],
): VatReturnComputed {
  const drills = Object.fromEntries(vatFigureNames.map((name) => [name, new Drill()])) as Record<VatFigureName, Drill>;
  const totals = Object.fromEntries(vatFigureNames.map((name) => [name, 0])) as Record<VatFigureName, Kobo>;
  for (const fact of facts) {
    for (const [name, amount] of contributions(fact)) {
      totals[name] += amount;
      drills[name].add(fact.source, amount);
    }
  }
  const outputVatAdjustment = adjustments.reduce((sum, row) => sum + row.outputVat, 0);
  const inputVatAdjustment = adjustments.reduce((sum, row) => sum + row.inputVat, 0);
  const netVat = totals.outputVat + outputVatAdjustment - totals.inputVat - inputVatAdjustment - creditBroughtForward;
  return {
    figures: {
      ...totals,
      creditBroughtForward,
      outputVatAdjustment,
      inputVatAdjustment,
      netVat,
      creditCarriedForward: Math.max(0, -netVat),
    },
    documents: Object.fromEntries(vatFigureNames.map((name) => [name, drills[name].list()])) as Record<
      VatFigureName,
      SourceAmount[]
    >,
  };
}
