import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { newId } from '../ids.ts';
import { accounts, type SystemAccountKey } from '../tables/accounts.ts';
import { bankRules } from '../tables/bank.ts';
import { seedCompanyTaxes } from './taxes-seed.ts';

/*
 * What every company starts with for reconciling Nigerian bank statements (docs/bank-rules.md):
 * a VAT tax at the rate in force, and rules for the charges every Nigerian bank debits. Each rule
 * holds its bank's usual wordings as alternatives ('SMS ALERT | SMS CHARGE'), so the list shows
 * one rule per kind of charge. Matching is by whole words: 'VAT' does not match 'PRIVATE'.
 */

export interface BankRuleSeed {
  name: string;
  matchText: string;
  /** The account the entry goes to, by system key (never by name or code). */
  systemKey: SystemAccountKey;
  /** Kobo; a bound keeps a rule to the size of what it is about. */
  amountTo?: number;
}

/**
 * In position order. VAT comes first: 'VAT ON SMS ALERT' is the VAT on a charge, not the charge.
 * Its bound (₦50,000) keeps a VAT remittance to the tax office from reading as VAT on a charge.
 */
export const bankRuleSeeds: readonly BankRuleSeed[] = [
  { name: 'VAT on bank charges', matchText: 'VAT', systemKey: 'vat-input', amountTo: 5_000_000 },
  { name: 'SMS alert charges', matchText: 'SMS ALERT | SMS CHARGE | SMS NOTIFICATION', systemKey: 'bank-charges' },
  {
    name: 'Stamp duty and EMTL',
    matchText: 'STAMP DUTY | EMTL | ELECTRONIC MONEY TRANSFER LEVY',
    systemKey: 'bank-charges',
  },
  { name: 'Commission on turnover (COT)', matchText: 'COT | COMMISSION ON TURNOVER', systemKey: 'bank-charges' },
  { name: 'Account maintenance fee', matchText: 'MAINTENANCE FEE | ACCT MAINT | AMF', systemKey: 'bank-charges' },
  { name: 'Transfer fees', matchText: 'NIP CHARGE | TRANSFER FEE | NIP FEE', systemKey: 'bank-charges' },
];

/** The suggested rules, for a company that has never had a rule. */
async function seedRules(db: Executor, companyId: string) {
  const keys = [...new Set(bankRuleSeeds.map((seed) => seed.systemKey))];
  const keyed = await db
    .select({ id: accounts.id, systemKey: accounts.systemKey })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), inArray(accounts.systemKey, keys)));
  const accountOf = new Map(keyed.map((row) => [row.systemKey, row.id]));
  const rows = bankRuleSeeds.flatMap((seed, position) => {
    const accountId = accountOf.get(seed.systemKey);
    if (!accountId) return [];
    return [
      {
        companyId,
        id: newId(),
        name: seed.name,
        matchText: seed.matchText,
        direction: 'money-out' as const,
        amountTo: seed.amountTo ?? null,
        accountId,
        position,
      },
    ];
  });
  if (rows.length > 0) await db.insert(bankRules).values(rows);
}

/** A new company's taxes (VAT, withholding: taxes-seed.ts) and bank rules; called in the transaction that sets it up, after its chart. */
export async function seedCompanyBankDefaults(db: Executor, companyId: string): Promise<void> {
  await seedCompanyTaxes(db, companyId);
  await seedRules(db, companyId);
}

/**
 * Companies set up before bank rules existed get the VAT tax and the suggested rules at start.
 * A company that has had a rule (one left, or one deleted, which the audit log shows) is left as
 * it is: rules a person removed do not come back.
 */
export async function seedMissingBankDefaults(db: Executor): Promise<void> {
  // One query finds what is missing where, so a start with nothing missing costs one query.
  const result = await db.execute(sql`select id, needs_vat, needs_rules from (
      select companies.id,
        not exists (select 1 from taxes where taxes.company_id = companies.id and taxes.kind = 'vat') as needs_vat,
        not exists (select 1 from bank_rules where bank_rules.company_id = companies.id)
          and not exists (select 1 from audit_log where audit_log.company_id = companies.id
            and audit_log.entity_type = 'bank-rule') as needs_rules
      from companies
      where exists (select 1 from accounts where accounts.company_id = companies.id)) as missing
    where needs_vat or needs_rules`);
  const rows = (result as unknown as { rows: Array<{ id: string; needs_vat: boolean; needs_rules: boolean }> }).rows;
  for (const row of rows) {
    if (row.needs_vat) await seedCompanyTaxes(db, row.id, 'vat');
    if (row.needs_rules) await seedRules(db, row.id);
  }
}
