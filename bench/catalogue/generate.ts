/**
 * The data of the catalogue benchmark (issue 13): in one fresh database, a big company with
 * 100,000 customers, 20,000 products (half of them tracked goods) and 1,000,000 stock movements
 * over five branches, beside five small companies with a thousand customers and products each
 * (so every query has other tenants' rows to skip).
 *
 * Companies are set up through the real setupCompany() (bench/ledger/generate.ts). Customers,
 * products and movements are written in bulk by INSERT ... SELECT over generate_series: the same
 * columns the services write (the contacts trigger fills search_text, the checks and keys hold).
 * Movements alternate receipts of 10 units and issues of 5 at the product's unit cost, so every
 * running quantity and value is what the costing would give, and each position equals its last
 * movement's figures.
 */
import { hash } from '@node-rs/argon2';
import { branches, type Database, newId, seedReferenceData, users } from '@owo/db';
import { sql } from 'drizzle-orm';
import { type BenchCompany, setUpCompanies } from '../ledger/companies.ts';
import type { BenchDatabase } from '../ledger/database.ts';
import { BENCH_EMAIL, BENCH_PASSWORD } from '../ledger/generate.ts';

export interface CatalogueOptions {
  customers: number;
  products: number;
  movements: number;
  branches: number;
  log: (line: string) => void;
}

export interface CatalogueData {
  userId: string;
  big: BenchCompany;
  others: BenchCompany[];
  branchIds: string[];
  timings: { setupMs: number; customersMs: number; productsMs: number; movementsMs: number; analyzeMs: number };
}

const milliseconds = (start: number) => Math.round(performance.now() - start);

/** A time-ordered id like newId() (UUIDv7) from a millisecond and randomness, in SQL (PostgreSQL 15 has no uuidv7()). */
const uuidV7 = (milliseconds: string) =>
  `(lpad(to_hex(${milliseconds}), 12, '0') || '7' || substr(md5(random()::text), 1, 3) || '8' || substr(md5(random()::text), 1, 15))::uuid`;

/** Customers in bulk, each of a branch, with the columns the customers module writes (the contacts trigger fills search_text). */
export async function insertCustomers(db: Database, companyId: string, count: number, branchIds: readonly string[]) {
  const branchArray = `array[${branchIds.map((id) => `'${id}'::uuid`).join(',')}]`;
  await db.execute(
    sql.raw(`
    insert into contacts (company_id, id, kind, display_name, type, company_name, invoice_initials, full_name,
      phone_number, emails, office_address, billing_address, currency_code, country_code, branch_id)
    select '${companyId}', ${uuidV7(`1700000000000 + n`)}, 'customer',
      (array['Adebayo','Chinwe','Musa','Ngozi','Tunde','Aisha','Emeka','Funke','Ibrahim','Kemi'])[1 + n % 10] || ' ' ||
        (array['Stores','Ventures','Enterprises','Trading','Foods','Pharmacy','Motors','Textiles'])[1 + (n / 10) % 8] || ' ' || n,
      case when n % 3 = 0 then 'individual' else 'business' end,
      (array['Stores','Ventures','Enterprises','Trading','Foods','Pharmacy','Motors','Textiles'])[1 + (n / 10) % 8] || ' ' || n || ' Ltd',
      'C' || n,
      (array['Adebayo','Chinwe','Musa','Ngozi','Tunde','Aisha','Emeka','Funke','Ibrahim','Kemi'])[1 + n % 10] || ' ' ||
        (array['Okafor','Bello','Adeyemi','Eze','Yusuf','Okonkwo','Balogun','Nwosu'])[1 + (n / 7) % 8],
      '080' || lpad((31000000 + n)::text, 8, '0'),
      array['accounts' || n || '@customer' || (n % 97) || '.ng'],
      n || ' Allen Avenue, Ikeja, Lagos', n || ' Allen Avenue, Ikeja, Lagos', 'NGN', 'NG',
      (${branchArray})[1 + n % ${branchIds.length}]
    from generate_series(1, ${count}) as n`),
  );
}

async function insertProducts(db: Database, companyId: string, count: number) {
  await db.execute(
    sql.raw(`
    insert into products (company_id, id, name, type, sku, measurement_code, selling_price, purchase_price, description,
      low_stock_milli, track_stock, status)
    select '${companyId}', ${uuidV7(`1700000000000 + n`)},
      (array['Rice','Beans','Garri','Indomie','Palm oil','Sugar','Milk','Semovita','Tomato paste','Detergent'])[1 + n % 10]
        || ' ' || (array['50kg','25kg','carton','tin','bag','pack','bottle','crate'])[1 + (n / 10) % 8] || ' ' || n,
      case when n % 10 = 9 then 'service' else 'goods' end,
      'SKU-' || lpad(n::text, 6, '0'),
      (array['kg','bag','ctn','pcs','pack','bottle','crate'])[1 + n % 7],
      (1000 + n % 500) * 100, (800 + n % 400) * 100, '',
      case when n % 2 = 0 then 20000 end,
      n % 2 = 0, case when n % 20 = 19 then 'archived' else 'active' end
    from generate_series(1, ${count}) as n`),
  );
}

/**
 * `perPosition` movements for each tracked product at each branch, in time order, and the
 * positions they leave. Receipts (odd steps) add 10 units at the unit cost, issues take 5.
 */
async function insertMovements(db: Database, companyId: string, perPosition: number, userId: string) {
  // One stock document per branch and day of movements: what the history joins to.
  await db.execute(
    sql.raw(`
    insert into stock_documents (company_id, id, kind, date, branch_id, reference, created_by)
    select '${companyId}', ${uuidV7(`1700000000000 + step`)}, case when step % 2 = 1 then 'inflow' else 'adjustment' end,
      date '2025-01-01' + step, b.id, 'Bench ' || step, '${userId}'
    from branches b, generate_series(1, ${perPosition}) as step where b.company_id = '${companyId}'`),
  );
  await db.execute(
    sql.raw(`
    insert into stock_positions (company_id, product_id, branch_id, quantity_milli, value, exact_value,
      average_exact_value, average_quantity_milli)
    select p.company_id, p.id, b.id, q.quantity, q.quantity / 1000 * p.purchase_price,
      (q.quantity / 1000 * p.purchase_price)::numeric * 1000000000,
      (q.quantity / 1000 * p.purchase_price)::numeric * 1000000000, q.quantity
    from products p
    join branches b on b.company_id = p.company_id
    cross join lateral (select (${Math.ceil(perPosition / 2)} * 10000 - ${Math.floor(perPosition / 2)} * 5000)::bigint as quantity) q
    where p.company_id = '${companyId}' and p.track_stock`),
  );
  await db.execute(
    sql.raw(`
    insert into stock_movements (company_id, id, product_id, branch_id, kind, date, document_type, document_id,
      quantity_change_milli, value_change, quantity_after_milli, value_after)
    select p.company_id, ${uuidV7('1735689600000 + step * 86400000')},
      p.id, b.id,
      case when step % 2 = 1 then 'receipt' else 'issue' end, date '2025-01-01' + step, 'stock-document', d.id,
      case when step % 2 = 1 then 10000 else -5000 end,
      case when step % 2 = 1 then 10 else -5 end * p.purchase_price,
      (((step + 1) / 2) * 10000 - (step / 2) * 5000),
      (((step + 1) / 2) * 10 - (step / 2) * 5) * p.purchase_price
    from products p
    join branches b on b.company_id = p.company_id
    cross join generate_series(1, ${perPosition}) as step
    join stock_documents d on d.company_id = p.company_id and d.branch_id = b.id and d.reference = 'Bench ' || step
    where p.company_id = '${companyId}' and p.track_stock`),
  );
}

export async function generateCatalogue(database: BenchDatabase, options: CatalogueOptions): Promise<CatalogueData> {
  const { log } = options;
  const db = database.handle.db;
  await database.handle.migrate();
  await seedReferenceData(db);
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
  const [big, ...others] = await setUpCompanies(db, userId, 6);
  if (!big) throw new Error('no companies');
  for (const company of [big, ...others]) {
    const extra = company === big ? options.branches - 1 : 1;
    for (let index = 1; index <= extra; index += 1) {
      await db
        .insert(branches)
        .values({ companyId: company.id, id: newId(), name: `Branch ${index}`, address: `${index} Marina, Lagos` });
    }
  }
  const branchRows = (await db.execute(
    sql`select id from branches where company_id = ${big.id} order by created_at, id`,
  )) as unknown as { rows: Array<{ id: string }> };
  const branchIds = branchRows.rows.map((row) => row.id);
  const setupMs = milliseconds(started);
  log(`  6 companies set up in ${setupMs} ms; the big one has ${branchIds.length} branches`);

  started = performance.now();
  await insertCustomers(db, big.id, options.customers, branchIds);
  for (const other of others) {
    const otherBranches = (await db.execute(
      sql`select id from branches where company_id = ${other.id}`,
    )) as unknown as {
      rows: Array<{ id: string }>;
    };
    await insertCustomers(
      db,
      other.id,
      1000,
      otherBranches.rows.map((row) => row.id),
    );
  }
  const customersMs = milliseconds(started);
  log(`  ${options.customers.toLocaleString('en')} customers (+5 x 1,000) in ${customersMs} ms`);

  started = performance.now();
  await insertProducts(db, big.id, options.products);
  for (const other of others) await insertProducts(db, other.id, 1000);
  const productsMs = milliseconds(started);
  log(`  ${options.products.toLocaleString('en')} products (+5 x 1,000) in ${productsMs} ms`);

  started = performance.now();
  const tracked = Math.floor(options.products / 2);
  const perPosition = Math.max(1, Math.round(options.movements / (tracked * branchIds.length)));
  await insertMovements(db, big.id, perPosition, userId);
  for (const other of others) await insertMovements(db, other.id, 4, userId);
  const movementsMs = milliseconds(started);
  log(
    `  ${(tracked * branchIds.length * perPosition).toLocaleString('en')} stock movements (${perPosition} per product and branch) in ${movementsMs} ms`,
  );

  started = performance.now();
  // As a database in use would be: statistics, and the visibility map index-only scans need.
  await db.execute(sql`vacuum analyze`);
  const analyzeMs = milliseconds(started);
  return { userId, big, others, branchIds, timings: { setupMs, customersMs, productsMs, movementsMs, analyzeMs } };
}
