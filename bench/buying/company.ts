import type { Database } from '@owo/db';
import { sql } from 'drizzle-orm';
import { BENCH_EMAIL } from '../ledger/generate.ts';
import { rows } from '../ledger/verify.ts';

/*
 * The company of the buying benchmark as the bulk load and the measuring need it (generate.ts
 * makes it): its branches, vendors, expense categories, VAT and accounts, read back from the
 * database so a kept one can be measured again (--reuse).
 */

export interface BuyingCompany {
  id: string;
  name: string;
  userId: string;
  branchIds: string[];
  vendors: Array<{ id: string; branchId: string | null }>;
  /** Expense categories (6xxx accounts with no system role): what bill and expense lines post to. */
  categories: string[];
  vat: { id: string; name: string; rateBasisPoints: number; accountId: string };
  accounts: {
    payables: string;
    fxGainLoss: string;
    /** 1050 Bank Account: expenses and vendor payments are paid from it. */
    bank: string;
  };
  paymentMethodId: string;
}

export const BUYING_COMPANY = 'Bench Big Trading Ltd';

/** Vendors of the company, written at once as the catalogue bench writes customers. */
export async function insertVendors(db: Database, companyId: string, count: number, branchIds: readonly string[]) {
  const branchArray = `array[${branchIds.map((id) => `'${id}'::uuid`).join(',')}]`;
  await db.execute(
    sql.raw(`
    insert into contacts (company_id, id, kind, display_name, type, company_name, full_name,
      phone_number, emails, office_address, billing_address, currency_code, country_code, branch_id)
    select '${companyId}',
      (lpad(to_hex(1690000000000 + n), 12, '0') || '7' || substr(md5(n::text), 1, 3) || '8' || substr(md5(n::text), 4, 15))::uuid,
      'vendor',
      (array['Dangote','Lafarge','Honeywell','Olam','Flour Mills','Chi','Nestle','Cadbury','PZ','Unilever'])[1 + n % 10] || ' ' ||
        (array['Supplies','Logistics','Distributors','Services','Wholesale','Energy','Packaging','Haulage'])[1 + (n / 10) % 8] || ' ' || n,
      'business',
      (array['Supplies','Logistics','Distributors','Services','Wholesale','Energy','Packaging','Haulage'])[1 + (n / 10) % 8] || ' ' || n || ' Ltd',
      null, '090' || lpad((41000000 + n)::text, 8, '0'),
      array['sales' || n || '@vendor' || (n % 89) || '.ng'],
      n || ' Apapa Road, Lagos', n || ' Apapa Road, Lagos', 'NGN', 'NG',
      case when n % 4 = 0 then null else (${branchArray})[1 + n % ${branchIds.length}] end
    from generate_series(1, ${count}) as n`),
  );
}

/** The company's ids and accounts (the bench's one company, found by its name). */
export async function readBuyingCompany(db: Database): Promise<BuyingCompany> {
  const [company] = await rows<{ id: string; name: string }>(
    db,
    sql`select id, name from companies where name = ${BUYING_COMPANY}`,
  );
  if (!company) throw new Error('no bench company in this database');
  const companyId = company.id;
  const [user] = await rows<{ id: string }>(db, sql`select id from users where email = ${BENCH_EMAIL}`);
  if (!user) throw new Error('no bench user');
  const branchRows = await rows<{ id: string }>(
    db,
    sql`select id from branches where company_id = ${companyId} order by created_at, id`,
  );
  const vendors = await rows<{ id: string; branch_id: string | null }>(
    db,
    sql`select id, branch_id from contacts where company_id = ${companyId} and kind = 'vendor' order by id`,
  );
  const keyed = await rows<{ system_key: string | null; code: string; id: string }>(
    db,
    sql`select system_key, code, id from accounts where company_id = ${companyId} order by code`,
  );
  const byKey = new Map(keyed.filter((row) => row.system_key).map((row) => [row.system_key as string, row.id]));
  const need = (key: string, id: string | undefined) => {
    if (!id) throw new Error(`company ${companyId} has no account ${key}`);
    return id;
  };
  const [vat] = await rows<{
    id: string;
    name: string;
    rate_basis_points: number;
    purchases_account_id: string | null;
  }>(
    db,
    sql`select id, name, rate_basis_points, purchases_account_id from taxes where company_id = ${companyId} and kind = 'vat' limit 1`,
  );
  if (!vat) throw new Error(`company ${companyId} has no VAT`);
  const [method] = await rows<{ id: string }>(
    db,
    sql`select id from payment_methods where company_id = ${companyId} order by name limit 1`,
  );
  if (!method) throw new Error(`company ${companyId} has no payment method`);
  return {
    id: companyId,
    name: company.name,
    userId: user.id,
    branchIds: branchRows.map((row) => row.id),
    vendors: vendors.map((row) => ({ id: row.id, branchId: row.branch_id })),
    categories: keyed.filter((row) => /^6[1-9]/.test(row.code) && !row.system_key).map((row) => row.id),
    vat: {
      id: vat.id,
      name: vat.name,
      rateBasisPoints: Number(vat.rate_basis_points),
      accountId: vat.purchases_account_id ?? need('vat-input', byKey.get('vat-input')),
    },
    accounts: {
      payables: need('payables', byKey.get('payables')),
      fxGainLoss: need('fx-gain-loss', byKey.get('fx-gain-loss')),
      bank: need('1050', keyed.find((row) => row.code === '1050')?.id),
    },
    paymentMethodId: method.id,
  };
}
