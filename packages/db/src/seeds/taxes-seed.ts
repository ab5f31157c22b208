import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { newId } from '../ids.ts';
import { accounts } from '../tables/accounts.ts';
import { taxes, taxRates } from '../tables/parties.ts';
import { rateOn, type TaxSeed, taxSeeds } from './reference-data.ts';

/*
 * The taxes every company starts with (reference-data.ts, taxSeeds): VAT with its output and input
 * accounts, and the withholding tax rates with WHT receivable and WHT payable, each with its dated
 * rates in tax_rates. A new company gets them in setup; a company set up before gets what it lacks
 * at start.
 */

const todayInLagos = () => new Date(Date.now() + 60 * 60 * 1000).toISOString().slice(0, 10);

/** 'VAT 7.5%' */
export const vatTaxName = (rateBasisPoints: number) => `VAT ${Number((rateBasisPoints / 100).toFixed(2))}%`;

const seedName = (seed: TaxSeed, today: string) =>
  seed.kind === 'vat' ? vatTaxName(rateOn(seed.rates, today)) : seed.name;

async function systemAccountIds(db: Executor, companyId: string) {
  const keys = [...new Set(taxSeeds.flatMap((seed) => [seed.salesAccount, seed.purchasesAccount]))];
  const rows = await db
    .select({ id: accounts.id, systemKey: accounts.systemKey })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), inArray(accounts.systemKey, keys)));
  return new Map(rows.map((row) => [row.systemKey as string, row.id]));
}

async function insertSeed(db: Executor, companyId: string, seed: TaxSeed, accountOf: Map<string, string>) {
  const today = todayInLagos();
  const id = newId();
  await db.insert(taxes).values({
    companyId,
    id,
    name: seedName(seed, today),
    kind: seed.kind,
    rateBasisPoints: rateOn(seed.rates, today),
    description: seed.description,
    agency: seed.agency,
    countryCode: 'NG',
    salesAccountId: accountOf.get(seed.salesAccount) ?? null,
    purchasesAccountId: accountOf.get(seed.purchasesAccount) ?? null,
  });
  await db
    .insert(taxRates)
    .values(seed.rates.map((rate) => ({ companyId, id: newId(), taxId: id, ...rate })))
    .onConflictDoNothing();
}

/**
 * Adds the seeded taxes a company lacks: VAT when it has no VAT tax, each withholding tax when it
 * has none of that name. `only: 'vat'` adds VAT alone.
 */
export async function seedCompanyTaxes(db: Executor, companyId: string, only?: 'vat'): Promise<void> {
  const existing = await db
    .select({ name: taxes.name, kind: taxes.kind })
    .from(taxes)
    .where(eq(taxes.companyId, companyId));
  const names = new Set(existing.map((tax) => tax.name.toLowerCase()));
  const hasVat = existing.some((tax) => tax.kind === 'vat');
  const missing = taxSeeds.filter((seed) =>
    seed.kind === 'vat' ? !hasVat : only !== 'vat' && !names.has(seed.name.toLowerCase()),
  );
  if (missing.length === 0) return;
  const accountOf = await systemAccountIds(db, companyId);
  for (const seed of missing) await insertSeed(db, companyId, seed, accountOf);
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/**
 * At start, for companies set up before taxes had accounts and dated rates:
 * - a VAT tax seeded before (no accounts, no agency) gets its accounts, agency and description;
 * - a tax with no dated rate gets its history (VAT: the reference VAT rates) or its rate from its
 *   creation day;
 * - a company that has never had a withholding tax (none now, none in the audit log) gets them;
 * - each tax's rate in force today is brought up to date (a rate dated ahead has come into force).
 */
export async function seedMissingTaxes(db: Executor): Promise<void> {
  const vat = taxSeeds.find((seed) => seed.kind === 'vat');
  if (vat) {
    await db.execute(sql`update taxes set
        sales_account_id = (select id from accounts where accounts.company_id = taxes.company_id
          and accounts.system_key = ${vat.salesAccount}),
        purchases_account_id = (select id from accounts where accounts.company_id = taxes.company_id
          and accounts.system_key = ${vat.purchasesAccount}),
        agency = ${vat.agency}, description = ${vat.description}
      where kind = 'vat' and sales_account_id is null and purchases_account_id is null and agency = ''`);
    const undated = rowsOf(
      await db.execute(sql`select company_id, id from taxes where kind = 'vat'
        and not exists (select 1 from tax_rates where tax_rates.company_id = taxes.company_id
          and tax_rates.tax_id = taxes.id)`),
    );
    for (const tax of undated) {
      await db
        .insert(taxRates)
        .values(
          vat.rates.map((rate) => ({ companyId: String(tax.company_id), id: newId(), taxId: String(tax.id), ...rate })),
        )
        .onConflictDoNothing();
    }
  }
  const others = rowsOf(
    await db.execute(sql`select company_id, id, rate_basis_points, (created_at at time zone 'Africa/Lagos')::date::text as day
      from taxes where not exists (select 1 from tax_rates where tax_rates.company_id = taxes.company_id
        and tax_rates.tax_id = taxes.id)`),
  );
  for (const tax of others) {
    await db.insert(taxRates).values({
      companyId: String(tax.company_id),
      id: newId(),
      taxId: String(tax.id),
      rateBasisPoints: Number(tax.rate_basis_points),
      effectiveFrom: String(tax.day),
    });
  }
  const needing = rowsOf(
    await db.execute(sql`select companies.id from companies
      where exists (select 1 from accounts where accounts.company_id = companies.id)
        and not exists (select 1 from taxes where taxes.company_id = companies.id and taxes.kind = 'withholding')
        and not exists (select 1 from audit_log where audit_log.company_id = companies.id
          and audit_log.entity_type = 'tax')`),
  );
  for (const company of needing) await seedCompanyTaxes(db, String(company.id));
}
