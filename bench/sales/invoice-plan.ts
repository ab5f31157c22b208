import { addDays, type DocumentDiscount, type DocumentTotals, documentTotals, type Kobo } from '@owo/core';
import { dayMs, isoDay, prng, uuidV7 } from '../ledger/plan.ts';
import type { BenchProduct, SalesCompany } from './company.ts';

/* The plan of the bulk invoices (generate.ts): from a seeded PRNG, statuses following age. */

export interface PlannedInvoice {
  id: string;
  number: string;
  date: string;
  dueDate: string;
  customerId: string;
  branchId: string;
  lines: Array<{ product: BenchProduct; quantityMilli: number; taxed: boolean; description: string }>;
  discount: DocumentDiscount;
  totals: DocumentTotals;
  /** Settled by the payment (cash + tax withheld), and the tax withheld of it. */
  settled: Kobo;
  withheld: Kobo;
  paymentDate: string | null;
  idTime: number;
}

/** Chance an invoice of this age (days) is paid in full, partly paid, or still open. */
function statusChances(age: number): { paid: number; partly: number } {
  if (age > 90) return { paid: 0.86, partly: 0.07 };
  if (age > 30) return { paid: 0.55, partly: 0.15 };
  return { paid: 0.2, partly: 0.15 };
}

const terms = [0, 7, 14, 30, 30, 30, 60];

export function* planInvoices(
  company: SalesCompany,
  options: { count: number; days: number; seed: number; today: string },
): Generator<PlannedInvoice> {
  const random = prng(options.seed);
  const idRandom = prng(options.seed + 1);
  const goods = company.products.filter((product) => !product.tracked);
  // Dates first, sorted, so that invoice numbers rise with their dates as they would.
  const todayMs = dayMs(options.today);
  const offsets = Array.from({ length: options.count }, () => Math.floor(random() * options.days)).sort(
    (a, b) => b - a,
  );
  for (let index = 0; index < options.count; index += 1) {
    const offset = offsets[index] ?? 0;
    const dateMs = todayMs - offset * 86_400_000;
    const date = isoDay(dateMs);
    // Some customers buy far more often than others.
    const customer = company.customers[Math.floor(company.customers.length * random() ** 1.6)];
    if (!customer) throw new Error('no customers');
    const branchId =
      customer.branchId && random() < 0.85
        ? customer.branchId
        : (company.branchIds[Math.floor(random() * company.branchIds.length)] as string);
    const lineCount = 1 + Math.floor(random() * 4);
    const lines = Array.from({ length: lineCount }, () => {
      const product = goods[Math.floor(random() * goods.length)] as BenchProduct;
      return {
        product,
        quantityMilli: (1 + Math.floor(random() * 10)) * 1000,
        taxed: random() < 0.8,
        description: product.name,
      };
    });
    const chance = random();
    const discount: DocumentDiscount =
      chance < 0.15
        ? { type: 'percentage', basisPoints: 1000 }
        : chance < 0.25
          ? { type: 'percentage', basisPoints: 500 }
          : chance < 0.32
            ? { type: 'value', amount: 100_000 }
            : { type: 'none' };
    const totals = documentTotals({
      lines: lines.map((line) => ({
        quantityMilli: line.quantityMilli,
        unitPrice: line.product.price,
        taxes: line.taxed ? [{ id: company.vat.id, rateBasisPoints: company.vat.rateBasisPoints }] : [],
      })),
      discount,
      exchangeRate: '1',
    });
    const { paid, partly } = statusChances(offset);
    const outcome = random();
    let settled = 0;
    let withheld = 0;
    if (outcome < paid) {
      settled = totals.total;
      if (random() < 0.1) withheld = Math.round(totals.total * 0.05);
    } else if (outcome < paid + partly) {
      settled = Math.max(100, Math.round((totals.total * (0.3 + random() * 0.4)) / 100) * 100);
    }
    const paymentDate =
      settled > 0 ? isoDay(dateMs + Math.floor(random() * Math.min(60, offset + 1)) * 86_400_000) : null;
    const idTime = dateMs + 8 * 3_600_000 + Math.floor(random() * 10 * 3_600_000);
    yield {
      id: uuidV7(idTime, idRandom),
      number: '',
      date,
      dueDate: addDays(date, terms[Math.floor(random() * terms.length)] ?? 30),
      customerId: customer.id,
      branchId,
      lines,
      discount,
      totals,
      settled,
      withheld,
      paymentDate,
      idTime,
    };
  }
}
