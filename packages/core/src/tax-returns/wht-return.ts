import type { Kobo } from '../money.ts';
import type { SourceAmount, TaxSource } from './vat-return.ts';

/*
 * A month's WHT return (issue 29): every deduction made on vendor payments, per vendor and kind
 * of supply with the vendor's TIN (a missing TIN flagged), and the tax customers deducted from
 * our own sales, as credits to claim. Facts are the WHT accounts' lines of the month, so `total`
 * is the WHT payable account's movement and `creditsTotal` the WHT receivable's.
 */

export interface WhtParty {
  id: string | null;
  name: string;
  tin: string;
}

export interface WhtFact {
  /** deducted: we withheld it from a vendor (WHT payable); suffered: a customer withheld it from us. */
  kind: 'deducted' | 'suffered';
  party: WhtParty;
  /** The withholding tax's name (its kind of supply), '' for a journal. */
  supply: string;
  rateBasisPoints: number;
  amount: Kobo;
  source: TaxSource;
}

export interface WhtLine {
  vendor: string;
  vendorId: string | null;
  tin: string;
  tinMissing: boolean;
  supply: string;
  rateBasisPoints: number;
  amount: Kobo;
  documents: SourceAmount[];
}

export interface WhtCredit {
  customer: string;
  customerId: string | null;
  tin: string;
  amount: Kobo;
  documents: SourceAmount[];
}

export interface WhtReturnComputed {
  lines: WhtLine[];
  total: Kobo;
  credits: WhtCredit[];
  creditsTotal: Kobo;
}

function addDocument(documents: SourceAmount[], source: TaxSource, amount: Kobo) {
  const seen = documents.find((row) => row.type === source.type && row.id === source.id);
  if (seen) seen.amount += amount;
  else documents.push({ ...source, amount });
}

const byName = <Row extends { amount: Kobo }>(rows: Iterable<Row>, name: (row: Row) => string) =>
  [...rows].filter((row) => row.amount !== 0).sort((a, b) => name(a).localeCompare(name(b)));

export function computeWhtReturn(facts: readonly WhtFact[]): WhtReturnComputed {
  const lines = new Map<string, WhtLine>();
  const credits = new Map<string, WhtCredit>();
  for (const fact of facts) {
    const { party } = fact;
    if (fact.kind === 'deducted') {
      const key = `${party.id ?? party.name}/${fact.supply}/${fact.rateBasisPoints}`;
      const line = lines.get(key) ?? {
        vendor: party.name,
        vendorId: party.id,
        tin: party.tin,
        tinMissing: party.tin.trim() === '',
        supply: fact.supply,
        rateBasisPoints: fact.rateBasisPoints,
        amount: 0,
        documents: [],
      };
      line.amount += fact.amount;
      addDocument(line.documents, fact.source, fact.amount);
      lines.set(key, line);
    } else {
      const key = party.id ?? party.name;
      const credit = credits.get(key) ?? {
        customer: party.name,
        customerId: party.id,
        tin: party.tin,
        amount: 0,
        documents: [],
      };
      credit.amount += fact.amount;
      addDocument(credit.documents, fact.source, fact.amount);
      credits.set(key, credit);
    }
  }
  const sum = (rows: Array<{ amount: Kobo }>) => rows.reduce((total, row) => total + row.amount, 0);
  const lineList = byName(lines.values(), (line) => `${line.vendor}/${line.supply}`);
  const creditList = byName(credits.values(), (credit) => credit.customer);
  return { lines: lineList, total: sum(lineList), credits: creditList, creditsTotal: sum(creditList) };
}
