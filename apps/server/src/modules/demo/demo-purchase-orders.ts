import { addDays, purchaseOrderSchema, purchaseReceiptSchema } from '@owo/core';
import { contacts, documents, products, taxes } from '@owo/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import type { PostingTransaction } from '../../ledger/post.ts';
import { recordEvent } from '../invoices/index.ts';
import { billPurchaseOrder, createPurchaseOrder, receivePurchaseOrder } from '../purchase-orders/index.ts';
import { headOffice } from './demo-sales-setup.ts';

/*
 * The demo shop's purchase orders (issue 27), through the purchase-orders services as a buyer
 * would: one received in full and billed weeks ago, one partly delivered, one sent to the supplier
 * and waiting, and a draft being put together, so a new user's purchase orders page shows each
 * stage. The supplier's quote number is each order's reference: a demo opened again does not get
 * them twice. The sent order's history says it was emailed; no email leaves the demo (its supplier
 * addresses are examples).
 */

interface DemoOrderLine {
  sku: string;
  quantity: number;
  price: number;
}

interface DemoOrder {
  reference: string;
  daysAgo: number;
  deliveryInDays: number;
  lines: DemoOrderLine[];
  stage: 'draft' | 'sent' | 'partly-received' | 'billed';
  note: string;
}

const SUPPLIER = 'Dangote Flour Distributors Ltd';

const demoOrders: readonly DemoOrder[] = [
  {
    reference: 'DFD-Q-0388',
    daysAgo: 24,
    deliveryInDays: 5,
    stage: 'billed',
    note: 'Deliver to the Ikeja shop before noon',
    lines: [
      { sku: 'ADS-PWO-25', quantity: 8, price: 55_000 },
      { sku: 'ADS-HYP-12', quantity: 15, price: 11_900 },
    ],
  },
  {
    reference: 'DFD-Q-0412',
    daysAgo: 9,
    deliveryInDays: 7,
    stage: 'partly-received',
    note: 'Part delivery accepted; the rest when the next truck comes',
    lines: [
      { sku: 'ADS-RIC-50', quantity: 20, price: 71_500 },
      { sku: 'ADS-IND-40', quantity: 30, price: 8_900 },
    ],
  },
  {
    reference: 'DFD-Q-0431',
    daysAgo: 2,
    deliveryInDays: 10,
    stage: 'sent',
    note: 'Please confirm the delivery date',
    lines: [{ sku: 'ADS-IND-40', quantity: 50, price: 8_750 }],
  },
  {
    reference: 'DFD-Q-0437',
    daysAgo: 1,
    deliveryInDays: 14,
    stage: 'draft',
    note: 'Waiting for the supplier’s new price list',
    lines: [
      { sku: 'ADS-PWO-25', quantity: 10, price: 54_000 },
      { sku: 'ADS-RIC-50', quantity: 10, price: 71_000 },
    ],
  },
];

export async function addDemoPurchaseOrders(tx: PostingTransaction, context: RequestContext, today: string) {
  const { companyId } = context;
  const [vendor] = await tx
    .select({ id: contacts.id, emails: contacts.emails, address: contacts.billingAddress })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.kind, 'vendor'), eq(contacts.displayName, SUPPLIER)));
  // The supplier deleted by the person: no orders to them.
  if (!vendor) return;
  const existing = await tx
    .select({ reference: documents.reference })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.kind, 'purchase-order'),
        inArray(
          documents.reference,
          demoOrders.map((order) => order.reference),
        ),
      ),
    );
  const goods = await tx
    .select({ id: products.id, sku: products.sku, name: products.name })
    .from(products)
    .where(eq(products.companyId, companyId));
  const [vat] = await tx
    .select({ id: taxes.id })
    .from(taxes)
    .where(and(eq(taxes.companyId, companyId), eq(taxes.kind, 'vat')));
  const branch = await headOffice(tx, companyId);
  for (const order of demoOrders) {
    if (existing.some((row) => row.reference === order.reference)) continue;
    const items = order.lines.map((line) => {
      const product = goods.find((one) => one.sku === line.sku);
      return { product, line };
    });
    // A demo product the person deleted: that order is left out.
    if (items.some(({ product }) => !product)) continue;
    const date = addDays(today, -order.daysAgo);
    const input = purchaseOrderSchema.parse({
      vendor: vendor.id,
      branch,
      date,
      deliveryDate: addDays(date, order.deliveryInDays),
      reference: order.reference,
      address: vendor.address ?? '',
      note: order.note,
      status: order.stage === 'draft' ? 'draft' : 'open',
      items: items.map(({ product, line }) => ({
        product: product?.id,
        description: product?.name,
        quantity: line.quantity,
        price: line.price,
        tax: line.sku !== 'ADS-RIC-50' && vat ? [{ id: vat.id }] : [],
      })),
    });
    const { id } = await createPurchaseOrder(tx, context, input);
    await advance(tx, context, { id, order, date, emails: vendor.emails });
  }
}

/** Takes a new order to its stage: emailed, part received, or received in full and billed. */
async function advance(
  tx: PostingTransaction,
  context: RequestContext,
  input: { id: string; order: DemoOrder; date: string; emails: string[] },
) {
  const { id, order, date } = input;
  if (order.stage === 'draft') return;
  await recordEvent(tx, context, id, 'emailed', `To ${input.emails.join(', ')}`);
  if (order.stage === 'sent') return;
  const arrived = addDays(date, order.deliveryInDays);
  if (order.stage === 'partly-received') {
    // The rice came; half the noodles are still on the supplier's truck.
    const lines = order.lines.map((line, index) => ({
      line: index + 1,
      quantity: String(index === 0 ? line.quantity : line.quantity / 2),
    }));
    await receivePurchaseOrder(tx, context, { id, receipt: purchaseReceiptSchema.parse({ date: arrived, lines }) });
    return;
  }
  const lines = order.lines.map((line, index) => ({ line: index + 1, quantity: String(line.quantity) }));
  await receivePurchaseOrder(tx, context, { id, receipt: purchaseReceiptSchema.parse({ date: arrived, lines }) });
  const billed = addDays(arrived, 1);
  await billPurchaseOrder(tx, context, {
    id,
    request: { issueDate: billed, dueDate: addDays(billed, 30), billNo: 'DFD-INV-2236', status: 'approved' },
  });
}
