import { type Database, newId, products } from '@owo/db';
import { sql } from 'drizzle-orm';
import { BENCH_EMAIL } from '../ledger/generate.ts';
import { rows } from '../ledger/verify.ts';

/*
 * The companies of the selling benchmark as the measuring needs them (generate.ts makes them):
 * their products, ids and accounts, read back from the database so a kept one can be reused.
 */

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

const serviceNames = ['Delivery', 'Installation', 'Repairs', 'Consulting hour', 'Training', 'Maintenance visit'];
const goodsNames = ['Rice 50kg', 'Beans 25kg', 'Garri bag', 'Palm oil 25l', 'Sugar carton', 'Indomie carton'];

/** Services and goods not tracked (the bulk invoices' products), and for the big company two tracked goods. */
export async function insertProducts(db: Database, companyId: string, tracked: number) {
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
