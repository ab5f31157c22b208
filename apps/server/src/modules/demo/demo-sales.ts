import {
  creditNoteSchema,
  estimateSchema,
  inventoryInflowSchema,
  invoiceSchema,
  paymentReceivedSchema,
  toKobo,
  toNaira,
} from '@owo/core';
import { type Database, documents, stockPositions } from '@owo/db';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { type PostingTransaction, postingTransaction } from '../../ledger/post.ts';
import { createCreditNote, createEstimate, createInvoice } from '../invoices/index.ts';
import { recordPayment } from '../payments/index.ts';
import { recordInflow } from '../stock/index.ts';
import { bankDetails, DEMO_INVOICE_NOTE, demoProducts, type ProductKey } from './demo-catalogue.ts';
import type { DemoMonth } from './demo-data.ts';
import { demoSalespeople } from './demo-people.ts';
import { type MonthOfSales, monthOfSales, stockForOrders } from './demo-sales-plan.ts';
import { lines, type Setup, setUp } from './demo-sales-setup.ts';

/*
 * The demo's sales side: trade customers who buy on credit (beside the walk-in shop takings of the
 * monthly sales summary journal), the goods they buy and the delivery service, and each month's
 * invoices, payments, stock bought for those orders, a return and an estimate. Everything goes
 * through the services the routes call, in one transaction per run, so each invoice is numbered,
 * posted and paid exactly as a person doing it by hand would have it.
 */

// The run: the plan (demo-sales-plan.ts) posted through the services.

/** How many of each of the demo's goods the head office has on hand. */
async function shelf(tx: PostingTransaction, companyId: string, setup: Setup) {
  const keys = (Object.keys(demoProducts) as ProductKey[]).filter((key) => demoProducts[key].cost !== null);
  const rows = await tx
    .select({ productId: stockPositions.productId, quantityMilli: stockPositions.quantityMilli })
    .from(stockPositions)
    .where(
      and(
        eq(stockPositions.companyId, companyId),
        eq(stockPositions.branchId, setup.branchId),
        inArray(
          stockPositions.productId,
          keys.map((key) => setup.productIds[key]),
        ),
      ),
    );
  const quantity = new Map(rows.map((row) => [row.productId, row.quantityMilli / 1000]));
  return new Map(keys.map((key) => [key, quantity.get(setup.productIds[key]) ?? 0]));
}

interface PaymentToRecord {
  date: string;
  customer: string;
  invoiceId: string;
  invoiceNumber: string;
  /** Naira. */
  amount: number;
}

async function invoiceRow(tx: PostingTransaction, companyId: string, id: string) {
  const [row] = await tx
    .select({
      number: documents.number,
      total: documents.total,
      amountDue: documents.amountDue,
    })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id)));
  if (!row) throw new Error('The demo invoice was not saved');
  return row;
}

/** Posts a month's stock, invoices, return and estimate; answers the payments its invoices will get. */
async function postMonthOfSales(
  tx: PostingTransaction,
  context: RequestContext,
  /** With the staff who sell, named in turn on the invoices. */
  setup: Setup & { salespeople: string[] },
  month: DemoMonth,
  sales: MonthOfSales,
): Promise<PaymentToRecord[]> {
  const stock = stockForOrders(sales, await shelf(tx, context.companyId, setup));
  if (stock.length > 0) {
    const inflow = inventoryInflowSchema.parse({
      branch: setup.branchId,
      date: sales.stockDate,
      account: setup.bankId,
      reference: `Trade orders ${month.label}`,
      lines: stock.map(([key, quantity]) => ({
        product: setup.productIds[key],
        quantity: String(quantity),
        cost: toNaira(toKobo(demoProducts[key].cost ?? 0) * quantity),
      })),
    });
    await recordInflow(tx, context, inflow);
  }
  const payments: PaymentToRecord[] = [];
  for (const [index, planned] of sales.invoices.entries()) {
    const customer = setup.customerIds[planned.customer];
    const input = invoiceSchema.parse({
      customer,
      branch: setup.branchId,
      employee: setup.salespeople[index % setup.salespeople.length] ?? null,
      address: setup.addresses[planned.customer],
      items: lines(setup, planned.items),
      date: planned.date,
      dueDate: planned.dueDate,
      purchaseNo: planned.purchaseNo,
      bank: bankDetails,
      note: planned.note,
      status: planned.draft ? 'draft' : 'approved',
    });
    const { id } = await createInvoice(tx, context, input);
    if (planned.returned) {
      const credit = creditNoteSchema.parse({
        invoice: id,
        date: planned.returned.date,
        reason: 'return',
        items: lines(setup, planned.returned.items),
        note: 'Two cartons delivered with broken bottles, returned',
      });
      await createCreditNote(tx, context, credit);
    }
    if (planned.payments.length === 0) continue;
    const row = await invoiceRow(tx, context.companyId, id);
    for (const payment of planned.payments) {
      const half = Math.round(row.total / 2 / 100) * 100;
      payments.push({
        date: payment.date,
        customer,
        invoiceId: id,
        invoiceNumber: row.number,
        amount: toNaira(payment.share === 'half' ? Math.min(half, row.amountDue) : row.amountDue),
      });
    }
  }
  if (sales.estimate) {
    const estimate = sales.estimate;
    const input = estimateSchema.parse({
      customer: setup.customerIds[estimate.customer],
      branch: setup.branchId,
      address: setup.addresses[estimate.customer],
      items: lines(setup, estimate.items),
      validFrom: estimate.validFrom,
      validTill: estimate.validTill,
      note: 'Christmas and New Year stock, delivered in two trips. Prices hold until the date above.',
    });
    await createEstimate(tx, context, input);
  }
  return payments;
}

/**
 * The demo's invoices from earlier runs still open (not the one customer who never pays), made
 * before `since` (the first day of the months being added): paid in full on their due date, or
 * on `since` when they were already late then, as the trade customers pay.
 */
async function earlierInvoicesPaid(
  tx: PostingTransaction,
  companyId: string,
  since: string,
  today: string,
): Promise<PaymentToRecord[]> {
  const open = await tx
    .select({
      id: documents.id,
      number: documents.number,
      customerId: documents.contactId,
      dueDate: documents.dueDate,
      amountDue: documents.amountDue,
    })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.kind, 'invoice'),
        inArray(documents.status, ['unpaid', 'partly-paid']),
        eq(documents.note, DEMO_INVOICE_NOTE),
        lt(documents.date, since),
      ),
    )
    .orderBy(asc(documents.date), asc(documents.number));
  return open.flatMap((invoice) => {
    const date = invoice.dueDate && invoice.dueDate > since ? invoice.dueDate : since;
    if (date > today || invoice.amountDue <= 0) return [];
    return [
      {
        date,
        customer: invoice.customerId,
        invoiceId: invoice.id,
        invoiceNumber: invoice.number,
        amount: toNaira(invoice.amountDue),
      },
    ];
  });
}

/**
 * Adds the demo's trade sales for these months (in order, ending with today's at the latest), in
 * one transaction: customers and products when missing, then each month's stock, invoices,
 * return and estimate, then every payment of the run in date order, so payment numbers follow
 * their dates. `first`: the months start the demo (its first month has the customer who never
 * paid); otherwise invoices of earlier runs that have come due since are paid first.
 */
export async function addDemoSales(
  db: Database,
  context: RequestContext,
  input: { months: readonly DemoMonth[]; today: string; first: boolean; bankId: string },
) {
  const [start] = input.months;
  if (!start) return;
  await postingTransaction(db, context.companyId, async (tx) => {
    const setup = {
      ...(await setUp(tx, context, input.bankId)),
      salespeople: await demoSalespeople(tx, context.companyId),
    };
    const sales = { ...context, branchId: setup.branchId };
    const payments = input.first
      ? []
      : await earlierInvoicesPaid(tx, context.companyId, `${start.date.slice(0, 7)}-01`, input.today);
    for (const [index, month] of input.months.entries()) {
      const first = input.first && index === 0;
      const plan = monthOfSales(month, { today: input.today, first });
      payments.push(...(await postMonthOfSales(tx, sales, setup, month, plan)));
    }
    payments.sort((one, other) => one.date.localeCompare(other.date));
    for (const payment of payments) {
      const body = paymentReceivedSchema.parse({
        customer: payment.customer,
        branch: setup.branchId,
        paymentDate: payment.date,
        bank: setup.bankId,
        paymentMethod: setup.paymentMethodId,
        reference: payment.invoiceNumber,
        amountReceived: payment.amount,
        items: [{ id: payment.invoiceId }],
      });
      await recordPayment(tx, sales, body);
    }
  });
}
