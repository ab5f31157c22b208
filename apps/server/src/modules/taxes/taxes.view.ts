import {
  accountTypes,
  signedForType,
  supplyClasses,
  type TaxOption,
  taxRateText,
  taxRateValue,
  todayInLagos,
  toNaira,
} from '@owo/core';
import { accounts, countries, type Executor, taxes } from '@owo/db';
import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { scopedBalancesAsOf } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { NotFound } from '../../errors.ts';
import type { ListQuery } from '../../http/query.ts';
import { queryRows } from '../../ledger/database.ts';
import { type AccountRow, selectAccounts } from '../accounts/index.ts';
import { rateInForceOn, taxRateHistory } from './taxes.rates.ts';

/*
 * The company's taxes as the API answers them: the settings list and page (/tax, /tax/{id}) and
 * what other modules show (a Tax select, a bank rule's proposal).
 */

export const taxOption = (tax: typeof taxes.$inferSelect): TaxOption => ({
  _id: tax.id,
  name: tax.name,
  kind: tax.kind,
  rateBasisPoints: tax.rateBasisPoints,
});

/** The company's active taxes, for the Tax selects; VAT first. A deactivated tax is no longer offered. */
export async function taxOptions(executor: Executor, companyId: string) {
  const rows = await executor
    .select({ ...getTableColumns(taxes), rateBasisPoints: rateInForceOn(todayInLagos()) })
    .from(taxes)
    .where(and(eq(taxes.companyId, companyId), eq(taxes.isActive, true)))
    .orderBy(asc(taxes.name));
  return rows.map(taxOption).sort((a, b) => Number(b.kind === 'vat') - Number(a.kind === 'vat'));
}

const taxAccountSchema = z.object({
  _id: z.string(),
  account_code: z.string(),
  account_name: z.string(),
  account_type: z.enum(accountTypes),
});

export const taxSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  country: z.object({ code: z.string(), name: z.string() }),
  agency: z.string(),
  /** The spec's 'tax account': where the tax on sales posts (VAT output, WHT receivable). */
  chartofAccount: taxAccountSchema.nullable(),
  /** Where the tax on purchases posts (VAT input, WHT payable). */
  purchasesAccount: taxAccountSchema.nullable(),
  /** The rate in force today, as the spec writes it: '7.5%'. */
  rate: z.string(),
  /** rate / 100: 0.075 for 7.5%. */
  value: z.number(),
  rateBasisPoints: z.number(),
  kind: z.enum(['vat', 'withholding', 'other']),
  /** A VAT tax's class of supply on the VAT return. */
  supplyClass: z.enum(supplyClasses),
  isActive: z.boolean(),
  company: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TaxView = z.infer<typeof taxSchema>;

export const taxDetailSchema = taxSchema.extend({
  /** Every dated rate, newest first; a document uses the one in force on its date. */
  rates: z.array(
    z.object({
      _id: z.string(),
      rate: z.string(),
      value: z.number(),
      rateBasisPoints: z.number(),
      effectiveFrom: z.string(),
    }),
  ),
  /** Each account's balance from the ledger today, positive in the account's normal direction. */
  balances: z.array(taxAccountSchema.extend({ side: z.enum(['sales', 'purchases']), balance: z.number() })),
  /** What uses the tax: while anything does, it can be made inactive but not deleted. */
  usage: z.object({ bankRules: z.number(), journalLines: z.number() }),
  /** Why the tax cannot be deleted (in use, the company's only VAT), or null when it can. */
  deleteRefusal: z.string().nullable(),
});
export type TaxDetailView = z.infer<typeof taxDetailSchema>;

async function accountsById(executor: Executor, companyId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, AccountRow>();
  const rows = await selectAccounts(executor).where(and(eq(accounts.companyId, companyId), inArray(accounts.id, ids)));
  return new Map(rows.map((row) => [row.account.id, row]));
}

const accountReference = (row: AccountRow | undefined) =>
  row
    ? {
        _id: row.account.id,
        account_code: row.account.code,
        account_name: row.account.name,
        account_type: row.parent.accountType,
      }
    : null;

type TaxJoin = { tax: typeof taxes.$inferSelect; countryName: string | null };

function taxView({ tax, countryName }: TaxJoin, accountOf: Map<string, AccountRow>): TaxView {
  return {
    _id: tax.id,
    name: tax.name,
    description: tax.description,
    country: { code: tax.countryCode, name: countryName ?? tax.countryCode },
    agency: tax.agency,
    chartofAccount: accountReference(tax.salesAccountId ? accountOf.get(tax.salesAccountId) : undefined),
    purchasesAccount: accountReference(tax.purchasesAccountId ? accountOf.get(tax.purchasesAccountId) : undefined),
    rate: taxRateText(tax.rateBasisPoints),
    value: taxRateValue(tax.rateBasisPoints),
    rateBasisPoints: tax.rateBasisPoints,
    kind: tax.kind,
    supplyClass: tax.supplyClass,
    isActive: tax.isActive,
    company: tax.companyId,
    createdAt: tax.createdAt.toISOString(),
    updatedAt: tax.updatedAt.toISOString(),
  };
}

const selectTaxes = (executor: Executor) =>
  executor
    .select({
      tax: { ...getTableColumns(taxes), rateBasisPoints: rateInForceOn(todayInLagos()) },
      countryName: countries.name,
    })
    .from(taxes)
    .leftJoin(countries, eq(countries.code, taxes.countryCode));

async function viewsOf(executor: Executor, companyId: string, rows: TaxJoin[]) {
  const ids = rows.flatMap(({ tax }) => [tax.salesAccountId, tax.purchasesAccountId]).filter((id) => id !== null);
  const accountOf = await accountsById(executor, companyId, [...new Set(ids)]);
  return rows.map((row) => taxView(row, accountOf));
}

/** A page of the company's taxes: VAT first, then by name. */
export async function listTaxes(executor: Executor, companyId: string, query: ListQuery) {
  const where = eq(taxes.companyId, companyId);
  const [rows, [total]] = await Promise.all([
    selectTaxes(executor)
      .where(where)
      .orderBy(desc(sql`${taxes.kind} = 'vat'`), desc(taxes.isActive), asc(taxes.name))
      .limit(query.limit)
      .offset(query.offset),
    executor.select({ value: count() }).from(taxes).where(where),
  ]);
  return { taxes: await viewsOf(executor, companyId, rows), total: total?.value ?? 0 };
}

type TaxUsage = { bankRules: number; journalLines: number };

/** What uses a tax: bank rules naming it and posted journal lines about it. */
async function taxUsage(executor: Executor, companyId: string, taxId: string): Promise<TaxUsage> {
  const [row] = await queryRows<{ bank_rules: number; journal_lines: number }>(
    executor,
    sql`select
      (select count(*) from bank_rules where company_id = ${companyId} and tax_id = ${taxId})::int as bank_rules,
      (select count(*) from journal_lines where company_id = ${companyId} and tax_id = ${taxId})::int as journal_lines`,
  );
  return { bankRules: Number(row?.bank_rules ?? 0), journalLines: Number(row?.journal_lines ?? 0) };
}

export const taxDeleteMessages = {
  inUse: (name: string, usage: { bankRules: number; journalLines: number }) => {
    const uses = [
      usage.bankRules > 0 ? `${usage.bankRules} bank rule${usage.bankRules === 1 ? '' : 's'}` : '',
      usage.journalLines > 0 ? `${usage.journalLines} posted line${usage.journalLines === 1 ? '' : 's'}` : '',
    ].filter(Boolean);
    return `${name} cannot be deleted: it is used by ${uses.join(' and ')}. Make it inactive instead to stop it being offered.`;
  },
  onlyVat: (name: string) =>
    `${name} is the company's VAT and cannot be deleted. Make it inactive instead to stop it being offered.`,
} as const;

/**
 * What uses a tax, and why it cannot be deleted (null when it can): anything uses it, or it is the
 * company's only VAT.
 */
export async function taxDeletion(
  executor: Executor,
  companyId: string,
  tax: { id: string; name: string; kind: string },
): Promise<{ usage: TaxUsage; refusal: string | null }> {
  const otherVats = async () => {
    const [others] = await executor
      .select({ value: count() })
      .from(taxes)
      .where(and(eq(taxes.companyId, companyId), eq(taxes.kind, 'vat'), sql`${taxes.id} <> ${tax.id}`));
    return others?.value ?? 0;
  };
  const [usage, onlyVat] = await Promise.all([
    taxUsage(executor, companyId, tax.id),
    tax.kind === 'vat' ? otherVats().then((others) => others === 0) : false,
  ]);
  if (usage.bankRules > 0 || usage.journalLines > 0)
    return { usage, refusal: taxDeleteMessages.inUse(tax.name, usage) };
  return { usage, refusal: onlyVat ? taxDeleteMessages.onlyVat(tax.name) : null };
}

/**
 * One tax with its rate history, its accounts' balances (a member limited to a branch sees their
 * branch's) and what uses it.
 */
export async function getTaxView(
  executor: Executor,
  scope: Pick<RequestContext, 'companyId' | 'branchScope'>,
  taxId: string,
): Promise<TaxDetailView> {
  const { companyId } = scope;
  const [row] = await selectTaxes(executor).where(and(eq(taxes.companyId, companyId), eq(taxes.id, taxId)));
  if (!row) throw new NotFound('Tax');
  const [view] = await viewsOf(executor, companyId, [row]);
  if (!view) throw new NotFound('Tax');
  const sides = [
    { side: 'sales' as const, account: view.chartofAccount },
    { side: 'purchases' as const, account: view.purchasesAccount },
  ].filter((entry) => entry.account !== null);
  const accountIds = [...new Set(sides.map((entry) => entry.account?._id ?? ''))];
  const [history, balances, { usage, refusal }] = await Promise.all([
    taxRateHistory(executor, companyId, taxId),
    scopedBalancesAsOf(executor, scope, todayInLagos(), accountIds),
    taxDeletion(executor, companyId, row.tax),
  ]);
  return {
    ...view,
    rates: history.map((rate) => ({
      _id: rate.id,
      rate: taxRateText(rate.rateBasisPoints),
      value: taxRateValue(rate.rateBasisPoints),
      rateBasisPoints: rate.rateBasisPoints,
      effectiveFrom: rate.effectiveFrom,
    })),
    balances: sides.flatMap(({ side, account }) =>
      account
        ? [
            {
              side,
              ...account,
              balance: toNaira(signedForType(balances.get(account._id) ?? 0, account.account_type)),
            },
          ]
        : [],
    ),
    usage,
    deleteRefusal: refusal,
  };
}
