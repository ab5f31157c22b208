import {
  addDays,
  creditNoteSchema,
  customerCreateSchema,
  estimateSchema,
  inventoryInflowSchema,
  invoiceSchema,
  paymentReceivedSchema,
  productCreateSchema,
  toKobo,
  toNaira,
} from '@owo/core';
import { branches, contacts, type Database, documents, paymentMethods, products, stockPositions, taxes } from '@owo/db';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { type PostingTransaction, postingTransaction } from '../../ledger/post.ts';
import { createCustomer } from '../customers/customers.service.ts';
import { createCreditNote } from '../invoices/credit-notes.service.ts';
import { createEstimate } from '../invoices/estimates.service.ts';
import { createInvoice } from '../invoices/invoices.service.ts';
import { recordPayment } from '../payments/payments-received.service.ts';
import { createProduct } from '../products/products.service.ts';
import { recordInflow } from '../stock/stock.service.ts';
import type { DemoMonth } from './demo-data.ts';

/*
 * The demo's sales side: trade customers who buy on credit (beside the walk-in shop takings of the
 * monthly sales summary journal), the goods they buy and the delivery service, and each month's
 * invoices, payments, stock bought for those orders, a return and an estimate. Everything goes
 * through the services the routes call, in one transaction per run, so each invoice is numbered,
 * posted and paid exactly as a person doing it by hand would have it.
 */

type CustomerKey = 'eko' | 'ngozi' | 'hotel' | 'zuma' | 'school' | 'garki';
type ProductKey = 'rice' | 'noodles' | 'oil' | 'bleach' | 'delivery';
type Items = ReadonlyArray<readonly [product: ProductKey, quantity: number]>;

interface DemoCustomer {
  type: 'BUSINESS' | 'INDIVIDUAL';
  companyName: string;
  fullName: string;
  invoice: string;
  phoneNumber: string;
  email: string;
  officeAddress: string;
  state: string;
  tin?: string;
}

/** Shown as the customer list shows them: a business by its name, a person by theirs. */
const customerNames: Record<CustomerKey, string> = {
  eko: 'Eko Fresh Mart Ltd',
  ngozi: 'Ngozi Okonkwo',
  hotel: 'Lekki Gardens Hotel Ltd',
  zuma: 'Zuma Catering Services Ltd',
  school: 'Brightway International School',
  garki: 'Garki Facility Services Ltd',
};

const demoCustomers: Record<CustomerKey, DemoCustomer> = {
  eko: {
    type: 'BUSINESS',
    companyName: customerNames.eko,
    fullName: 'Olumide Adeyemi',
    invoice: 'EFM',
    phoneNumber: '08023456781',
    email: 'olumide.adeyemi@example.com',
    officeAddress: '23 Admiralty Way, Lekki Phase 1, Lagos',
    state: 'Lagos',
    tin: '10234567-0001',
  },
  ngozi: {
    type: 'INDIVIDUAL',
    companyName: "Ngozi's Kitchen",
    fullName: customerNames.ngozi,
    invoice: 'NGK',
    phoneNumber: '08134567890',
    email: 'ngozi.okonkwo@example.com',
    officeAddress: '7 Bode Thomas Street, Surulere, Lagos',
    state: 'Lagos',
  },
  hotel: {
    type: 'BUSINESS',
    companyName: customerNames.hotel,
    fullName: 'Emeka Nwosu',
    invoice: 'LGH',
    phoneNumber: '08055512345',
    email: 'emeka.nwosu@example.com',
    officeAddress: '5 Fola Osibo Road, Lekki Phase 1, Lagos',
    state: 'Lagos',
    tin: '20345678-0001',
  },
  zuma: {
    type: 'BUSINESS',
    companyName: customerNames.zuma,
    fullName: 'Hauwa Ibrahim',
    invoice: 'ZCS',
    phoneNumber: '08091234560',
    email: 'hauwa.ibrahim@example.com',
    officeAddress: '12 Aminu Kano Crescent, Wuse II, Abuja',
    state: 'Federal Capital Territory',
  },
  school: {
    type: 'BUSINESS',
    companyName: customerNames.school,
    fullName: 'Funmilayo Adebayo',
    invoice: 'BIS',
    phoneNumber: '08162345678',
    email: 'funmilayo.adebayo@example.com',
    officeAddress: '18 Oduduwa Way, Ikeja GRA, Lagos',
    state: 'Lagos',
  },
  garki: {
    type: 'BUSINESS',
    companyName: customerNames.garki,
    fullName: 'Musa Abdullahi',
    invoice: 'GFS',
    phoneNumber: '07031234567',
    email: 'musa.abdullahi@example.com',
    officeAddress: 'Plot 1124 Ahmadu Bello Way, Garki Area 11, Abuja',
    state: 'Federal Capital Territory',
  },
};

interface DemoProduct {
  sku: string;
  name: string;
  description: string;
  unit: string;
  /** Naira. */
  price: number;
  /** What the distributor charges for one, naira: goods only, which are tracked. */
  cost: number | null;
  /** Rice is a basic food item, exempt from VAT; the rest are charged VAT at 7.5%. */
  vat: boolean;
  /** What an invoice line calls its unit, when not the product's. */
  measurement?: string;
}

const demoProducts: Record<ProductKey, DemoProduct> = {
  rice: {
    sku: 'ADS-RIC-50',
    name: 'Royal Stallion Parboiled Rice 50kg',
    description: 'Long grain parboiled rice, 50kg bag',
    unit: 'bag',
    price: 82_000,
    cost: 71_500,
    vat: false,
  },
  noodles: {
    sku: 'ADS-IND-40',
    name: 'Indomie Chicken Noodles 70g (carton of 40)',
    description: 'Instant noodles, carton of 40 packs',
    unit: 'ctn',
    price: 10_500,
    cost: 8_900,
    vat: true,
  },
  oil: {
    sku: 'ADS-PWO-25',
    name: 'Power Oil Vegetable Oil 25 litres',
    description: 'Vegetable cooking oil, 25 litre keg',
    unit: 'pcs',
    price: 64_000,
    cost: 55_000,
    vat: true,
  },
  bleach: {
    sku: 'ADS-HYP-12',
    name: 'Hypo Bleach 1 litre (carton of 12)',
    description: 'Household bleach, carton of 12 bottles',
    unit: 'ctn',
    price: 14_800,
    cost: 11_900,
    vat: true,
  },
  delivery: {
    sku: 'ADS-DEL-LAG',
    name: 'Delivery within Lagos',
    description: 'Same-day van delivery anywhere in Lagos, per trip',
    unit: 'pcs',
    price: 7_500,
    cost: null,
    vat: true,
    measurement: 'trip',
  },
};

/** The note on the demo's invoices: also how a later run knows which open invoices are the demo's own. */
export const DEMO_INVOICE_NOTE = 'Thank you for your business. Please quote the invoice number on your transfer.';
/** The customer who never paid: left on its own note, so later runs leave it owing. */
const UNPAID_NOTE = 'Payment due within 7 days of delivery. Please quote the invoice number on your transfer.';

const bankDetails = [{ name: 'Zenith Bank', accountNo: '1012345678', accountName: 'Adunni Stores Ltd' }];

// Pure: what a month of the demo's trade sales is.

export interface PlannedInvoice {
  customer: CustomerKey;
  date: string;
  dueDate: string;
  items: Items;
  /** Saved, not approved: it posts nothing. */
  draft: boolean;
  note: string;
  purchaseNo: string;
  /** The payments received up to today: all that is owed then, or half the total. */
  payments: ReadonlyArray<{ date: string; share: 'all' | 'half' }>;
  /** Goods sent back damaged a few days after, credited on a credit note. */
  returned: { date: string; items: Items } | null;
}

export interface MonthOfSales {
  /** The day the month's stock for trade orders comes in: the first. */
  stockDate: string;
  invoices: PlannedInvoice[];
  /** A quotation still open, in the month the demo is opened in. */
  estimate: { customer: CustomerKey; validFrom: string; validTill: string; items: Items } | null;
}

interface PlanLine {
  customer: CustomerKey;
  day: number;
  terms: number;
  items: Items;
  /** When payment comes, days after the invoice: all of it, or half of the total. */
  pays: { after: number; share: 'all' | 'half' } | null;
  draft?: boolean;
}

/**
 * A month of trade sales. Invoices are dated on their day, or on the month's last day when that
 * is earlier (the month the demo is opened in runs to today); a payment is there only once its
 * day has come. `first`: the demo's first month, where one customer never paid and goods came
 * back damaged. The month of today also has a draft and an estimate.
 */
export function monthOfSales(month: DemoMonth, options: { today: string; first: boolean }): MonthOfSales {
  const { today, first } = options;
  const key = month.date.slice(0, 7);
  const lastDay = Number(month.date.slice(8));
  const current = key === today.slice(0, 7);
  const busy = month.monthOfYear % 3;
  const dated = (day: number) => `${key}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
  const odd = month.monthOfYear % 2 === 1;
  const eko: PlanLine = {
    customer: 'eko',
    day: 3,
    terms: 30,
    items: [
      ['rice', 6 + busy],
      ['noodles', 15 + 2 * busy],
      ['delivery', 1],
    ],
    pays: { after: 18, share: 'all' },
  };
  // Every other month, and in the first one for the order she still owes for.
  const ngozi: PlanLine = {
    customer: 'ngozi',
    day: 6,
    terms: 7,
    items: [
      ['rice', 2],
      ['oil', 1],
      ['delivery', 1],
    ],
    pays: first ? null : { after: 4, share: 'all' },
  };
  const hotel: PlanLine = {
    customer: 'hotel',
    day: 10,
    terms: 30,
    items: [
      ['oil', 2 + busy],
      ['bleach', 6 + busy],
      ['delivery', 1],
    ],
    pays: { after: 12, share: 'half' },
  };
  // The Abuja caterer orders in the months between, sent by waybill (no delivery line).
  const zuma: PlanLine = {
    customer: 'zuma',
    day: 14,
    terms: 14,
    items: [
      ['rice', 4 + busy],
      ['oil', 2],
      ['noodles', 8],
    ],
    pays: { after: 10, share: 'all' },
  };
  const school: PlanLine = {
    customer: 'school',
    day: 20,
    terms: 30,
    items: [
      ['noodles', 10 + busy],
      ['bleach', 4],
      ['delivery', 1],
    ],
    pays: { after: 30, share: 'all' },
  };
  // Being put together for approval in the month the demo is opened in.
  const garki: PlanLine = {
    customer: 'garki',
    day: 24,
    terms: 30,
    items: [
      ['bleach', 10],
      ['noodles', 4],
    ],
    pays: null,
    draft: true,
  };
  const plan = [
    eko,
    ...(first || !odd ? [ngozi] : []),
    hotel,
    ...(odd ? [zuma] : []),
    school,
    ...(current ? [garki] : []),
  ];
  const invoices = plan.map((line): PlannedInvoice => {
    const date = dated(line.day);
    const pays = line.pays;
    const paidOn = pays ? addDays(date, pays.after) : null;
    const neverPaid = !line.draft && !pays;
    return {
      customer: line.customer,
      date,
      dueDate: addDays(date, line.terms),
      items: line.items,
      draft: line.draft ?? false,
      note: neverPaid ? UNPAID_NOTE : DEMO_INVOICE_NOTE,
      purchaseNo:
        demoCustomers[line.customer].type === 'BUSINESS'
          ? `LPO-${demoCustomers[line.customer].invoice}-${key.slice(2, 4)}${key.slice(5)}`
          : '',
      payments: pays && paidOn && paidOn <= today ? [{ date: paidOn, share: pays.share }] : [],
      returned:
        first && line.customer === 'hotel' ? { date: minDate(addDays(date, 3), today), items: [['bleach', 2]] } : null,
    };
  });
  const validFrom = dated(22);
  return {
    stockDate: `${key}-01`,
    invoices,
    estimate: current
      ? {
          customer: 'hotel',
          validFrom,
          validTill: addDays(validFrom, 14),
          items: [
            ['rice', 6],
            ['oil', 4],
            ['bleach', 10],
            ['delivery', 2],
          ],
        }
      : null,
  };
}

const minDate = (one: string, other: string) => (one < other ? one : other);

/** What stays on the shelf of each good once a month's orders are out, so stock never runs below nothing. */
const SHELF = 6;

/**
 * The tracked goods a month's orders take (drafts too, so approving one later finds the goods),
 * less what is on the shelf above the few kept there: what to buy in for the orders.
 */
export function stockForOrders(
  sales: MonthOfSales,
  onHand: ReadonlyMap<ProductKey, number>,
): Array<[ProductKey, number]> {
  const needed = new Map<ProductKey, number>();
  for (const invoice of sales.invoices) {
    for (const [product, quantity] of invoice.items) {
      if (demoProducts[product].cost !== null) needed.set(product, (needed.get(product) ?? 0) + quantity);
    }
  }
  return [...needed].flatMap(([product, quantity]): Array<[ProductKey, number]> => {
    const buy = quantity + SHELF - Math.max(0, Math.floor(onHand.get(product) ?? 0));
    return buy > 0 ? [[product, buy]] : [];
  });
}

// The run: the plan posted through the services.

interface Setup {
  branchId: string;
  bankId: string;
  paymentMethodId: string;
  customerIds: Record<CustomerKey, string>;
  addresses: Record<CustomerKey, string>;
  productIds: Record<ProductKey, string>;
  /** The company's VAT, when it has one. */
  vatId: string | null;
}

export async function headOffice(tx: PostingTransaction, companyId: string) {
  const [branch] = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.companyId, companyId))
    .orderBy(asc(branches.createdAt))
    .limit(1);
  if (!branch) throw new Error('The demo company has no branch');
  return branch.id;
}

async function transferMethod(tx: PostingTransaction, companyId: string) {
  const methods = await tx
    .select({ id: paymentMethods.id, name: paymentMethods.name })
    .from(paymentMethods)
    .where(eq(paymentMethods.companyId, companyId));
  const method = methods.find((one) => one.name === 'Bank Transfer') ?? methods[0];
  if (!method) throw new Error('The demo company has no payment method');
  return method.id;
}

/** The demo's customers, added through the New Customer form's service when they are not there yet. */
async function ensureCustomers(tx: PostingTransaction, context: RequestContext, branchId: string) {
  const keys = Object.keys(demoCustomers) as CustomerKey[];
  const existing = await tx
    .select({ id: contacts.id, displayName: contacts.displayName, address: contacts.officeAddress })
    .from(contacts)
    .where(
      and(
        eq(contacts.companyId, context.companyId),
        eq(contacts.kind, 'customer'),
        inArray(contacts.displayName, Object.values(customerNames)),
      ),
    )
    .orderBy(asc(contacts.id));
  const ids = {} as Record<CustomerKey, string>;
  const addresses = {} as Record<CustomerKey, string>;
  for (const key of keys) {
    const customer = demoCustomers[key];
    const found = existing.find((row) => row.displayName === customerNames[key]);
    addresses[key] = found?.address || customer.officeAddress;
    if (found) {
      ids[key] = found.id;
      continue;
    }
    const input = customerCreateSchema.parse({
      ...customer,
      email: [customer.email],
      country: 'NG',
      currency: 'NGN',
      branch: branchId,
    });
    ids[key] = (await createCustomer(tx, context, input)).id;
  }
  return { ids, addresses };
}

/** The taxes a demo product carries: the company's VAT, unless the product is exempt. */
const taxesOf = (product: DemoProduct, vatId: string | null) => (product.vat && vatId ? [vatId] : []);

/** The demo's goods and service, added through the products service when their SKU is not there yet. */
async function ensureProducts(tx: PostingTransaction, context: RequestContext, vatId: string | null) {
  const keys = Object.keys(demoProducts) as ProductKey[];
  const existing = await tx
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(
      and(
        eq(products.companyId, context.companyId),
        inArray(
          sql`lower(${products.sku})`,
          keys.map((key) => demoProducts[key].sku.toLowerCase()),
        ),
      ),
    );
  const ids = {} as Record<ProductKey, string>;
  for (const key of keys) {
    const product = demoProducts[key];
    const found = existing.find((row) => row.sku?.toLowerCase() === product.sku.toLowerCase());
    if (found) {
      ids[key] = found.id;
      continue;
    }
    const goods = product.cost !== null;
    const input = productCreateSchema.parse({
      type: goods ? 'Goods' : 'Service',
      name: product.name,
      skuNumber: product.sku,
      unitOfMeasurement: product.unit,
      price: product.price,
      description: product.description,
      tax: taxesOf(product, vatId),
      ...(goods ? { purchasePrice: product.cost, trackItem: true, lowStock: '4' } : {}),
    });
    ids[key] = (await createProduct(tx, context, input)).id;
  }
  return ids;
}

async function setUp(tx: PostingTransaction, context: RequestContext, bankId: string): Promise<Setup> {
  const { companyId } = context;
  const branchId = await headOffice(tx, companyId);
  const [vat] = await tx
    .select({ id: taxes.id })
    .from(taxes)
    .where(and(eq(taxes.companyId, companyId), eq(taxes.kind, 'vat')))
    .orderBy(asc(taxes.id))
    .limit(1);
  const vatId = vat?.id ?? null;
  const customers = await ensureCustomers(tx, context, branchId);
  const productIds = await ensureProducts(tx, context, vatId);
  return {
    branchId,
    bankId,
    paymentMethodId: await transferMethod(tx, companyId),
    customerIds: customers.ids,
    addresses: customers.addresses,
    productIds,
    vatId,
  };
}

function lines(setup: Setup, items: Items) {
  return items.map(([key, quantity]) => {
    const product = demoProducts[key];
    return {
      product: setup.productIds[key],
      description: product.name,
      quantity: String(quantity),
      price: product.price,
      tax: taxesOf(product, setup.vatId).map((id) => ({ id })),
      ...(product.measurement ? { measurement: product.measurement } : {}),
    };
  });
}

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
  setup: Setup,
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
  for (const planned of sales.invoices) {
    const customer = setup.customerIds[planned.customer];
    const input = invoiceSchema.parse({
      customer,
      branch: setup.branchId,
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
    const setup = await setUp(tx, context, input.bankId);
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
