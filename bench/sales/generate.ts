/**
 * The data of the selling benchmark (issue 14): in one fresh PostgreSQL database, a big company
 * with 5 branches, 10,000 customers and (by default) 97,000 approved invoices over the last two
 * years with their payments, beside five small companies with 2 branches, 300 customers and 2,000
 * invoices each (so every query has other tenants' rows to skip). index.ts then adds the last
 * invoices through the API and times it.
 *
 * Companies are set up through the real setupCompany() (bench/ledger/generate.ts); customers by
 * INSERT ... SELECT over generate_series as the catalogue bench writes them; products through the
 * products table as the products module keeps them: services and goods not tracked for the bulk
 * invoices, and two tracked goods for the API's (stocked through POST /api/products/stock).
 *
 * Invoices are planned here from a seeded PRNG and written as the services write them:
 * - the totals by the core's documentTotals(), the entry's lines by the server's own pure
 *   salesEntryLines() (sales.posting.ts: receivables with the customer, revenue per line's account
 *   and product, VAT output with the tax, the discount), the payment's by paymentEntryLines()
 *   (bank, WHT receivable, receivables with the customer);
 * - documents with the status, amount paid and due, home amount paid, entry id and approval
 *   the services leave; document_lines with each line's amount, discount and charged taxes;
 *   the 'created', 'approved' and 'paid' events; payments and payment_allocations;
 * - journal entries and lines as post() writes them (source type and id, branch, contact, product,
 *   tax), many per INSERT ... SELECT FROM json_populate_recordset, a batch per transaction, and the
 *   ledger settled after each commit, as bench/ledger does. No trigger is turned off: at each
 *   commit the deferred trigger checks every entry (balanced, two lines, lock date), and the lines
 *   guard checks they were written by the entry's own transaction.
 * Statuses follow age: old invoices are mostly paid, recent ones mostly open; some open invoices
 * are past their due date (overdue), some partly paid, a tenth of payments have tax withheld.
 * Tracked goods are left to the API's invoices: a bulk sale of them would need stock movements
 * and costs in step with the positions, and no figure measured here reads stock.
 *
 * Afterwards: the ledger bench's verifyLedger() (daily and monthly totals = a scan of the lines,
 * numbers gap-free, trial balance = scan) and tieOut() (what open invoices owe = each customer's
 * receivables lines).
 */
import { hash } from '@node-rs/argon2';
import {
  addDays,
  type DocumentDiscount,
  type DocumentTotals,
  documentTotals,
  formatMoney,
  type Kobo,
  todayInLagos,
} from '@owo/core';
import { branches, type Database, type Executor, newId, products, seedReferenceData, users } from '@owo/db';
import { sql } from 'drizzle-orm';
import { settleLedger } from '../../apps/server/src/ledger/settle.ts';
import { salesEntryLines } from '../../apps/server/src/modules/invoices/sales.posting.ts';
import { paymentEntryLines } from '../../apps/server/src/modules/payments/payments-received.posting.ts';
import { insertCustomers } from '../catalogue/generate.ts';
import {
  BENCH_EMAIL,
  BENCH_PASSWORD,
  type BenchCompany,
  type BenchDatabase,
  rows,
  setUpCompanies,
  verifyLedger,
} from '../ledger/generate.ts';
import { dayMs, isoDay, prng, uuidV7 } from '../ledger/plan.ts';

export interface SalesOptions {
  /** Invoices of the big company written in bulk (the API adds the rest). */
  bulkInvoices: number;
  customers: number;
  branches: number;
  otherCompanies: number;
  otherInvoices: number;
  otherCustomers: number;
  /** How far back invoice dates go. */
  days: number;
  seed: number;
  log: (line: string) => void;
}

export const defaultSalesOptions: Omit<SalesOptions, 'log'> = {
  bulkInvoices: 97_000,
  customers: 10_000,
  branches: 5,
  otherCompanies: 5,
  otherInvoices: 2_000,
  otherCustomers: 300,
  days: 730,
  seed: 14_2026,
};

export interface BenchProduct {
  id: string;
  name: string;
  type: 'goods' | 'service';
  tracked: boolean;
  /** Kobo. */
  price: number;
  unit: string;
}

/** What the measuring needs of a company, read back from the database (so a kept one can be reused). */
export interface SalesCompany {
  id: string;
  name: string;
  branchIds: string[];
  customers: Array<{ id: string; branchId: string | null }>;
  products: BenchProduct[];
  vat: { id: string; name: string; rateBasisPoints: number; accountId: string };
  accounts: {
    receivables: string;
    sales: string;
    serviceRevenue: string;
    discounts: string;
    costOfSales: string;
    whtReceivable: string;
    customerDeposits: string;
    fxGainLoss: string;
    /** 1050 Bank Account: payments are paid into it, stock is paid from it. */
    bank: string;
  };
  paymentMethodId: string;
}

export interface SalesData {
  userId: string;
  big: SalesCompany;
  others: SalesCompany[];
  timings?: Record<string, number>;
}

const milliseconds = (start: number) => Math.round(performance.now() - start);

const serviceNames = ['Delivery', 'Installation', 'Repairs', 'Consulting hour', 'Training', 'Maintenance visit'];
const goodsNames = ['Rice 50kg', 'Beans 25kg', 'Garri bag', 'Palm oil 25l', 'Sugar carton', 'Indomie carton'];

/** Services and goods not tracked (the bulk invoices' products), and for the big company two tracked goods. */
async function insertProducts(db: Database, companyId: string, tracked: number) {
  const values: Array<typeof products.$inferInsert> = [];
  for (let index = 0; index < 10; index += 1) {
    values.push({
      companyId,
      id: newId(),
      name: `${serviceNames[index % serviceNames.length]} ${index + 1}`,
      type: 'service',
      measurementCode: 'pcs',
      sellingPrice: (5_000 + index * 2_500) * 100,
      trackStock: false,
    });
  }
  for (let index = 0; index < 20; index += 1) {
    values.push({
      companyId,
      id: newId(),
      name: `${goodsNames[index % goodsNames.length]} ${index + 1}`,
      type: 'goods',
      measurementCode: 'bag',
      sellingPrice: (12_000 + index * 1_750) * 100,
      purchasePrice: (9_000 + index * 1_500) * 100,
      trackStock: false,
    });
  }
  for (let index = 0; index < tracked; index += 1) {
    values.push({
      companyId,
      id: newId(),
      name: `Tracked ${goodsNames[index % goodsNames.length]} ${index + 1}`,
      type: 'goods',
      measurementCode: 'bag',
      sellingPrice: (40_000 + index * 5_000) * 100,
      purchasePrice: (30_000 + index * 4_000) * 100,
      trackStock: true,
    });
  }
  await db.insert(products).values(values);
}

/** A company's ids and accounts, as the measuring and the bulk load need them. */
export async function readCompany(db: Database, companyId: string): Promise<SalesCompany> {
  const [company] = await rows<{ name: string }>(db, sql`select name from companies where id = ${companyId}`);
  const branchRows = await rows<{ id: string }>(
    db,
    sql`select id from branches where company_id = ${companyId} order by created_at, id`,
  );
  const customers = await rows<{ id: string; branch_id: string | null }>(
    db,
    sql`select id, branch_id from contacts where company_id = ${companyId} and kind = 'customer' order by id`,
  );
  const productRows = await rows<{
    id: string;
    name: string;
    type: 'goods' | 'service';
    track_stock: boolean;
    selling_price: number;
    unit: string;
  }>(
    db,
    sql`select product.id, product.name, product.type, product.track_stock, product.selling_price, measurement.unit
        from products product join measurements measurement on measurement.code = product.measurement_code
        where product.company_id = ${companyId} and product.status = 'active' order by product.name`,
  );
  const keyed = await rows<{ system_key: string | null; code: string; id: string }>(
    db,
    sql`select system_key, code, id from accounts where company_id = ${companyId}`,
  );
  const byKey = new Map(keyed.filter((row) => row.system_key).map((row) => [row.system_key as string, row.id]));
  const byCode = new Map(keyed.map((row) => [row.code, row.id]));
  const need = (map: Map<string, string>, key: string) => {
    const id = map.get(key);
    if (!id) throw new Error(`company ${companyId} has no account ${key}`);
    return id;
  };
  const [vat] = await rows<{ id: string; name: string; rate_basis_points: number; sales_account_id: string | null }>(
    db,
    sql`select id, name, rate_basis_points, sales_account_id from taxes where company_id = ${companyId} and kind = 'vat' limit 1`,
  );
  if (!vat) throw new Error(`company ${companyId} has no VAT`);
  const [method] = await rows<{ id: string }>(
    db,
    sql`select id from payment_methods where company_id = ${companyId} order by name limit 1`,
  );
  if (!method) throw new Error(`company ${companyId} has no payment method`);
  return {
    id: companyId,
    name: company?.name ?? '',
    branchIds: branchRows.map((row) => row.id),
    customers: customers.map((row) => ({ id: row.id, branchId: row.branch_id })),
    products: productRows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      tracked: row.type === 'goods' && row.track_stock,
      price: Number(row.selling_price),
      unit: row.unit,
    })),
    vat: {
      id: vat.id,
      name: vat.name,
      rateBasisPoints: Number(vat.rate_basis_points),
      accountId: vat.sales_account_id ?? need(byKey, 'vat-output'),
    },
    accounts: {
      receivables: need(byKey, 'receivables'),
      sales: need(byKey, 'sales'),
      serviceRevenue: need(byKey, 'service-revenue'),
      discounts: need(byKey, 'discounts-allowed'),
      costOfSales: need(byKey, 'cost-of-sales'),
      whtReceivable: need(byKey, 'wht-receivable'),
      customerDeposits: need(byKey, 'customer-deposits'),
      fxGainLoss: need(byKey, 'fx-gain-loss'),
      bank: need(byCode, '1050'),
    },
    paymentMethodId: method.id,
  };
}

/** The companies of a generated (or kept) database: the big one by its name, the others after it. */
export async function readSalesData(db: Database): Promise<SalesData> {
  const companies = await rows<{ id: string; name: string }>(db, sql`select id, name from companies order by name`);
  const big = companies.find((company) => company.name === 'Bench Big Trading Ltd');
  if (!big) throw new Error('no bench company in this database');
  const [user] = await rows<{ id: string }>(db, sql`select id from users where email = ${BENCH_EMAIL}`);
  if (!user) throw new Error('no bench user');
  return {
    userId: user.id,
    big: await readCompany(db, big.id),
    others: await Promise.all(
      companies.filter((company) => company !== big).map((company) => readCompany(db, company.id)),
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// The plan of the bulk invoices

interface PlannedInvoice {
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

function* planInvoices(
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

// ---------------------------------------------------------------------------------------------
// Writing a batch

interface BatchRows {
  documents: Record<string, unknown>[];
  lines: Record<string, unknown>[];
  events: Record<string, unknown>[];
  entries: Record<string, unknown>[];
  entryLines: Record<string, unknown>[];
  payments: Record<string, unknown>[];
  allocations: Record<string, unknown>[];
}

const emptyBatch = (): BatchRows => ({
  documents: [],
  lines: [],
  events: [],
  entries: [],
  entryLines: [],
  payments: [],
  allocations: [],
});

interface Numbering {
  invoices: number;
  payments: number;
}

function addEntry(
  batch: BatchRows,
  companyId: string,
  userId: string,
  entry: { id: string; date: string; memo: string; sourceType: string; sourceId: string; branchId: string },
  lines: ReturnType<typeof salesEntryLines>,
) {
  batch.entries.push({
    company_id: companyId,
    id: entry.id,
    date: entry.date,
    memo: entry.memo,
    source_type: entry.sourceType,
    source_id: entry.sourceId,
    branch_id: entry.branchId,
    created_by: userId,
  });
  lines.forEach((line, index) => {
    batch.entryLines.push({
      company_id: companyId,
      entry_id: entry.id,
      line_number: index + 1,
      account_id: line.accountId,
      debit: line.debit,
      credit: line.credit,
      currency_code: line.currencyCode ?? null,
      currency_amount: line.currencyAmount ?? null,
      description: line.description ?? '',
      date: entry.date,
      contact_id: line.contactId ?? null,
      product_id: line.productId ?? null,
      tax_id: line.taxId ?? null,
      branch_id: line.branchId ?? entry.branchId,
    });
  });
}

const at = (date: string, hours: number) => new Date(dayMs(date) + hours * 3_600_000).toISOString();

/** The rows the services would have written for one approved invoice and its payment. */
function invoiceRows(
  batch: BatchRows,
  company: SalesCompany,
  userId: string,
  invoice: PlannedInvoice,
  numbering: Numbering,
  idRandom: () => number,
) {
  numbering.invoices += 1;
  const number = `INV-${String(numbering.invoices).padStart(5, '0')}`;
  const { totals } = invoice;
  const entryId = uuidV7(invoice.idTime + 1, idRandom);
  const memo = `Invoice ${number}`;
  const amountPaid = invoice.settled;
  const amountDue = totals.total - amountPaid;
  const status = amountDue === 0 ? 'paid' : amountPaid > 0 ? 'partly-paid' : 'unpaid';
  const discountType = invoice.discount.type === 'none' ? null : invoice.discount.type;
  const createdAt = new Date(invoice.idTime).toISOString();
  batch.documents.push({
    company_id: company.id,
    id: invoice.id,
    direction: 'sales',
    kind: 'invoice',
    number,
    status,
    contact_id: invoice.customerId,
    branch_id: invoice.branchId,
    date: invoice.date,
    due_date: invoice.dueDate,
    purchase_order_number: '',
    currency_code: 'NGN',
    exchange_rate: '1',
    billing_address: 'Allen Avenue, Ikeja, Lagos',
    employee_id: null,
    discount_id: null,
    discount_type: discountType,
    discount_amount: invoice.discount.type === 'value' ? invoice.discount.amount : null,
    discount_basis_points: invoice.discount.type === 'percentage' ? invoice.discount.basisPoints : null,
    discount_account_id: discountType ? company.accounts.discounts : null,
    bank_details: [{ name: 'GTBank', accountNo: '0123456789', accountName: company.name }],
    installments: [],
    note: '',
    subtotal: totals.subtotal,
    discount_total: totals.discount,
    tax_total: totals.tax,
    total: totals.total,
    home_total: totals.home.total,
    amount_paid: amountPaid,
    amount_due: amountDue,
    home_amount_paid: amountPaid,
    entry_id: entryId,
    public_token: `${invoice.id.replace(/-/g, '')}${Math.floor(idRandom() * 1e12).toString(36)}`,
    created_by: userId,
    approved_by: userId,
    approved_at: createdAt,
    created_at: createdAt,
    updated_at: createdAt,
  });
  invoice.lines.forEach((line, position) => {
    const figures = totals.lines[position];
    batch.lines.push({
      company_id: company.id,
      document_id: invoice.id,
      position,
      product_id: line.product.id,
      description: line.description,
      quantity_milli: line.quantityMilli,
      unit_price: line.product.price,
      measurement: line.product.unit,
      service_date: null,
      account_id: line.product.type === 'service' ? company.accounts.serviceRevenue : company.accounts.sales,
      amount: figures?.amount ?? 0,
      discount: figures?.discount ?? 0,
      taxes: line.taxed
        ? [
            {
              id: company.vat.id,
              name: company.vat.name,
              rateBasisPoints: company.vat.rateBasisPoints,
              amount: figures?.taxes[0]?.amount ?? 0,
              accountId: company.vat.accountId,
            },
          ]
        : [],
      cost: 0,
    });
  });
  for (const [event, hours] of [
    ['created', 0],
    ['approved', 0.01],
  ] as const) {
    batch.events.push({
      company_id: company.id,
      id: newId(),
      document_id: invoice.id,
      event,
      detail: '',
      user_id: userId,
      at: new Date(invoice.idTime + hours * 3_600_000).toISOString(),
    });
  }
  addEntry(
    batch,
    company.id,
    userId,
    { id: entryId, date: invoice.date, memo, sourceType: 'invoice', sourceId: invoice.id, branchId: invoice.branchId },
    salesEntryLines({
      counterAccountId: company.accounts.receivables,
      contactId: invoice.customerId,
      branchId: invoice.branchId,
      currencyCode: 'NGN',
      homeCurrencyCode: 'NGN',
      documentTotal: totals.total,
      home: totals.home,
      lines: invoice.lines.map((line) => ({
        productId: line.product.id,
        description: line.description,
        accountId: line.product.type === 'service' ? company.accounts.serviceRevenue : company.accounts.sales,
        cost: 0,
        inventoryAccountId: null,
      })),
      taxes: new Map([[company.vat.id, { id: company.vat.id, accountId: company.vat.accountId }]]),
      discountAccountId: discountType ? company.accounts.discounts : null,
      costOfSalesAccountId: company.accounts.costOfSales,
      direction: 'sale',
      memo,
    }),
  );

  if (invoice.settled === 0 || !invoice.paymentDate) return;
  numbering.payments += 1;
  const paymentNumber = `PAY-${String(numbering.payments).padStart(5, '0')}`;
  const paymentId = uuidV7(dayMs(invoice.paymentDate) + 9 * 3_600_000 + Math.floor(idRandom() * 3_600_000), idRandom);
  const paymentEntryId = uuidV7(Number.parseInt(paymentId.replace(/-/g, '').slice(0, 12), 16) + 1, idRandom);
  const cash = invoice.settled - invoice.withheld;
  const paymentMemo = `Payment ${paymentNumber}`;
  batch.payments.push({
    company_id: company.id,
    id: paymentId,
    direction: 'sales',
    kind: 'payment',
    number: paymentNumber,
    status: 'live',
    contact_id: invoice.customerId,
    branch_id: invoice.branchId,
    date: invoice.paymentDate,
    bank_account_id: company.accounts.bank,
    payment_method_id: company.paymentMethodId,
    reference: '',
    note: '',
    currency_code: 'NGN',
    exchange_rate: '1',
    amount: cash,
    cash_applied: cash,
    withholding_tax: invoice.withheld,
    excess: 0,
    entry_id: paymentEntryId,
    created_by: userId,
    created_at: at(invoice.paymentDate, 10),
    updated_at: at(invoice.paymentDate, 10),
  });
  batch.allocations.push({
    company_id: company.id,
    payment_id: paymentId,
    document_id: invoice.id,
    cash,
    withholding_tax: invoice.withheld,
    home_settled: invoice.settled,
  });
  batch.events.push({
    company_id: company.id,
    id: newId(),
    document_id: invoice.id,
    event: 'paid',
    detail: `${paymentNumber}: ${formatMoney(invoice.settled, 'NGN')}`,
    user_id: userId,
    at: at(invoice.paymentDate, 10),
  });
  addEntry(
    batch,
    company.id,
    userId,
    {
      id: paymentEntryId,
      date: invoice.paymentDate,
      memo: paymentMemo,
      sourceType: 'customer-payment',
      sourceId: paymentId,
      branchId: invoice.branchId,
    },
    paymentEntryLines({
      accounts: {
        bank: company.accounts.bank,
        receivables: company.accounts.receivables,
        whtReceivable: company.accounts.whtReceivable,
        customerDeposits: company.accounts.customerDeposits,
        fxGainLoss: company.accounts.fxGainLoss,
      },
      customerId: invoice.customerId,
      branchId: invoice.branchId,
      currencyCode: 'NGN',
      homeCurrencyCode: 'NGN',
      exchangeRate: '1',
      amountReceived: cash,
      cashApplied: cash,
      withholdingTax: invoice.withheld,
      receivablesHome: invoice.settled,
      memo: paymentMemo,
    }),
  );
}

/** INSERT ... SELECT the listed columns of each row object (JSON keys = column names). */
async function insertJson(executor: Executor, table: string, rowsToWrite: Record<string, unknown>[]) {
  const [first] = rowsToWrite;
  if (!first) return;
  const columns = sql.raw(Object.keys(first).join(', '));
  await executor.execute(
    sql`insert into ${sql.raw(table)} (${columns}) select ${columns}
        from json_populate_recordset(null::${sql.raw(table)}, ${JSON.stringify(rowsToWrite)}::json)`,
  );
}

export interface LoadTiming {
  writeMs: number;
  commitMs: number;
  settleMs: number;
  invoices: number;
  payments: number;
  entries: number;
  lines: number;
}

/**
 * Writes the planned invoices of a company and their payments, a batch per transaction, and
 * settles the ledger after each commit as the services do.
 */
export async function bulkInvoices(
  db: Database,
  company: SalesCompany,
  userId: string,
  options: {
    count: number;
    days: number;
    seed: number;
    today: string;
    /** ANALYZE as the tables grow (off for companies loaded once the tables are large). */
    analyze: boolean;
    progress?: (done: number) => void;
  },
): Promise<LoadTiming> {
  const idRandom = prng(options.seed + 2);
  const numbering: Numbering = { invoices: 0, payments: 0 };
  const timing: LoadTiming = { writeMs: 0, commitMs: 0, settleMs: 0, invoices: 0, payments: 0, entries: 0, lines: 0 };
  let analyzedAt = 0;
  let pending: PlannedInvoice[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const batch = emptyBatch();
    for (const invoice of pending) invoiceRows(batch, company, userId, invoice, numbering, idRandom);
    const begun = performance.now();
    let written = begun;
    await db.transaction(async (executor) => {
      await insertJson(executor, 'documents', batch.documents);
      await insertJson(executor, 'document_lines', batch.lines);
      await insertJson(executor, 'document_events', batch.events);
      await insertJson(executor, 'journal_entries', batch.entries);
      await insertJson(executor, 'journal_lines', batch.entryLines);
      await insertJson(executor, 'payments', batch.payments);
      await insertJson(executor, 'payment_allocations', batch.allocations);
      written = performance.now();
    });
    const committed = performance.now();
    await settleLedger(db, company.id);
    timing.writeMs += written - begun;
    timing.commitMs += committed - written;
    timing.settleMs += performance.now() - committed;
    timing.invoices += pending.length;
    timing.payments += batch.payments.length;
    timing.entries += batch.entries.length;
    timing.lines += batch.entryLines.length;
    // As autovacuum would: plans cached by the ledger triggers need statistics of the moment.
    if (options.analyze && timing.invoices >= 500 && timing.invoices >= analyzedAt * 1.25) {
      await db.execute(
        sql`analyze journal_entries, journal_lines, account_daily_totals, account_monthly_totals, documents, document_lines, payments, payment_allocations`,
      );
      analyzedAt = timing.invoices;
    }
    options.progress?.(timing.invoices);
    pending = [];
  };
  for (const invoice of planInvoices(company, options)) {
    pending.push(invoice);
    if (pending.length >= Math.max(250, Math.min(1000, Math.floor(timing.invoices / 2)))) await flush();
  }
  await flush();
  // The numbers the services take next (sales.store documentNumber, payments paymentNumber).
  for (const [kind, last] of [
    ['sales-invoice', numbering.invoices],
    ['customer-payment', numbering.payments],
  ] as const) {
    await db.execute(sql`insert into document_sequences (company_id, kind, last_number) values (${company.id}, ${kind}, ${last})
      on conflict (company_id, kind) do update set last_number = excluded.last_number`);
  }
  return timing;
}

// ---------------------------------------------------------------------------------------------

/** Sets up the companies, customers and products, then the bulk invoices. */
export async function generateSales(database: BenchDatabase, options: SalesOptions): Promise<SalesData> {
  const { log } = options;
  const db = database.handle.db;
  const today = todayInLagos();
  await database.handle.migrate();
  await seedReferenceData(db);
  const timings: Record<string, number> = {};
  let started = performance.now();
  const userId = newId();
  await db.insert(users).values({
    id: userId,
    email: BENCH_EMAIL,
    passwordHash: await hash(BENCH_PASSWORD),
    firstName: 'Bench',
    lastName: 'Runner',
    phoneNumber: '08031234567',
    emailVerifiedAt: new Date(),
    termsAcceptedAt: new Date(),
  });
  const companies: BenchCompany[] = await setUpCompanies(db, userId, 1 + options.otherCompanies);
  const [bigCompany, ...otherCompanies] = companies;
  if (!bigCompany) throw new Error('no companies');
  for (const company of companies) {
    const extra = company === bigCompany ? options.branches - 1 : 1;
    for (let index = 1; index <= extra; index += 1) {
      await db
        .insert(branches)
        .values({ companyId: company.id, id: newId(), name: `Branch ${index}`, address: `${index} Marina, Lagos` });
    }
    const branchRows = await rows<{ id: string }>(db, sql`select id from branches where company_id = ${company.id}`);
    await insertCustomers(
      db,
      company.id,
      company === bigCompany ? options.customers : options.otherCustomers,
      branchRows.map((row) => row.id),
    );
    await insertProducts(db, company.id, company === bigCompany ? 2 : 0);
  }
  timings.setupMs = milliseconds(started);
  log(
    `  ${companies.length} companies set up (setupCompany), ${options.customers.toLocaleString('en')} customers ` +
      `in the big one, in ${timings.setupMs} ms`,
  );

  const big = await readCompany(db, bigCompany.id);
  started = performance.now();
  let nextReport = 0.1;
  const load = await bulkInvoices(db, big, userId, {
    count: options.bulkInvoices,
    days: options.days,
    seed: options.seed,
    today,
    analyze: true,
    progress: (done) => {
      if (done / options.bulkInvoices >= nextReport - 1e-9) {
        log(
          `  big company: ${done.toLocaleString('en')} invoices in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
        nextReport += 0.1;
      }
    },
  });
  timings.bigLoadMs = milliseconds(started);
  log(
    `  big company: ${load.invoices.toLocaleString('en')} invoices, ${load.payments.toLocaleString('en')} payments, ` +
      `${load.entries.toLocaleString('en')} entries / ${load.lines.toLocaleString('en')} lines in ${(timings.bigLoadMs / 1000).toFixed(1)} s ` +
      `(writes ${(load.writeMs / 1000).toFixed(1)} s, commits ${(load.commitMs / 1000).toFixed(1)} s, settling ${(load.settleMs / 1000).toFixed(1)} s)`,
  );

  started = performance.now();
  for (const [index, other] of otherCompanies.entries()) {
    await bulkInvoices(db, await readCompany(db, other.id), userId, {
      count: options.otherInvoices,
      days: options.days,
      seed: options.seed + 100 * (index + 1),
      today,
      analyze: false,
    });
  }
  timings.othersMs = milliseconds(started);
  log(
    `  ${otherCompanies.length} small companies: ${options.otherInvoices.toLocaleString('en')} invoices each in ${timings.othersMs} ms`,
  );

  started = performance.now();
  await db.execute(sql`vacuum analyze`);
  timings.vacuumMs = milliseconds(started);
  started = performance.now();
  const ledger = await verifyLedger(db, bigCompany);
  timings.verifyMs = milliseconds(started);
  log(
    `  vacuum analyze ${timings.vacuumMs} ms; ledger verified in ${timings.verifyMs} ms (totals = scan of lines, ` +
      `numbers gap-free, trial balance = scan; ${ledger.entries.toLocaleString('en')} entries, ${ledger.lines.toLocaleString('en')} lines)`,
  );
  const data = await readSalesData(db);
  return { ...data, timings };
}

export interface TieOut {
  companies: number;
  customers: number;
  mismatchedCustomers: number;
  /** Σ amount_due of open invoices, kobo, all companies. */
  amountDue: number;
  /** Σ receivables lines (debit − credit) with a customer, kobo, all companies. */
  receivables: number;
  tiesOut: boolean;
}

/**
 * One query: per company and customer, the amount due of their open (unpaid, partly paid)
 * invoices against their lines on the receivables account (reversed pairs left out). Every
 * customer's two figures must be equal.
 */
export async function tieOut(db: Database): Promise<TieOut> {
  const [row] = await rows<{
    companies: number;
    customers: number;
    mismatched: number;
    amount_due: string;
    receivables: string;
  }>(
    db,
    sql`with due as (
          select company_id, contact_id as customer_id, sum(amount_due)::bigint as amount from documents
          where kind = 'invoice' and status in ('unpaid', 'partly-paid') group by 1, 2
        ), ledger as (
          select line.company_id, line.contact_id as customer_id, sum(line.debit - line.credit)::bigint as amount
          from journal_lines line
          join accounts account on account.company_id = line.company_id and account.id = line.account_id
            and account.system_key = 'receivables'
          join journal_entries entry on entry.company_id = line.company_id and entry.id = line.entry_id
          where entry.reverses_entry_id is null and entry.reversed_by_entry_id is null
          group by 1, 2
        )
        select count(distinct company_id)::int as companies, count(*)::int as customers,
          count(*) filter (where coalesce(due.amount, 0) <> coalesce(ledger.amount, 0))::int as mismatched,
          coalesce(sum(due.amount), 0)::text as amount_due, coalesce(sum(ledger.amount), 0)::text as receivables
        from due full join ledger using (company_id, customer_id)`,
  );
  const mismatched = Number(row?.mismatched ?? -1);
  return {
    companies: Number(row?.companies ?? 0),
    customers: Number(row?.customers ?? 0),
    mismatchedCustomers: mismatched,
    amountDue: Number(row?.amount_due ?? 0),
    receivables: Number(row?.receivables ?? 0),
    tiesOut: mismatched === 0 && row?.amount_due === row?.receivables,
  };
}
