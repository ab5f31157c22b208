import { type TaxCreate, type TaxUpdate, taxRateText, todayInLagos } from '@owo/core';
import { accounts, countries, newId, type Transaction, taxes, taxRates } from '@owo/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { selectAccounts } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { taxRateOn } from './taxes.rates.ts';
import { taxDeletion } from './taxes.view.ts';

/*
 * The tax settings (/tax): adding, changing and removing a company's taxes. A rate change takes
 * effect from a day and is kept beside the old rates (tax_rates), so documents dated before it
 * keep the old rate (taxRateOn).
 */

const ENTITY = 'tax';

export const taxServiceMessages = {
  taxAccount: 'Tax account is not valid.',
  purchasesAccount: 'Purchases tax account is not valid.',
  country: 'Country is not valid.',
  duplicateName: (name: string) => `A tax named ${name} already exists`,
  wrongAccountType: (code: string, name: string, type: string) =>
    `${code} ${name} is an ${type.toLowerCase()} account: a tax posts to a liability account (tax payable) or an asset account (tax receivable)`,
  inactiveAccount: (code: string, name: string) => `${code} ${name} is inactive`,
} as const;

const invalid = (field: string, message: string) => new Invalid(message, { [field]: message });

/** A tax's account: the company's, active, and a liability or asset (never income or expense). */
async function checkTaxAccount(tx: Transaction, companyId: string, accountId: string, field: string, notValid: string) {
  const [row] = await selectAccounts(tx).where(and(eq(accounts.companyId, companyId), eq(accounts.id, accountId)));
  if (!row) throw invalid(field, notValid);
  const { account, parent } = row;
  if (parent.accountType !== 'Liability' && parent.accountType !== 'Asset') {
    throw invalid(field, taxServiceMessages.wrongAccountType(account.code, account.name, parent.accountType));
  }
  if (!account.isActive) throw invalid(field, taxServiceMessages.inactiveAccount(account.code, account.name));
}

async function checkCountry(tx: Transaction, code: string) {
  const [country] = await tx.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
  if (!country) throw invalid('country', taxServiceMessages.country);
}

async function checkNameFree(tx: Transaction, companyId: string, name: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: taxes.id })
    .from(taxes)
    .where(
      and(
        eq(taxes.companyId, companyId),
        sql`lower(${taxes.name}) = lower(${name})`,
        exceptId ? ne(taxes.id, exceptId) : undefined,
      ),
    );
  if (clash) throw new Conflict(taxServiceMessages.duplicateName(name));
}

export async function createTax(tx: Transaction, context: RequestContext, input: TaxCreate) {
  const { companyId } = context;
  const countryCode = input.country ?? 'NG';
  await checkCountry(tx, countryCode);
  await checkTaxAccount(tx, companyId, input.chartofAccount, 'chartofAccount', taxServiceMessages.taxAccount);
  if (input.purchasesAccount) {
    await checkTaxAccount(
      tx,
      companyId,
      input.purchasesAccount,
      'purchasesAccount',
      taxServiceMessages.purchasesAccount,
    );
  }
  await checkNameFree(tx, companyId, input.name);
  const id = newId();
  const row = {
    companyId,
    id,
    name: input.name,
    description: input.description,
    countryCode,
    agency: input.agency,
    salesAccountId: input.chartofAccount,
    purchasesAccountId: input.purchasesAccount ?? null,
    rateBasisPoints: input.rate,
    kind: input.kind ?? 'other',
    supplyClass: input.supplyClass ?? 'standard',
    isActive: input.isActive ?? true,
  };
  await tx.insert(taxes).values(row);
  const effectiveFrom = input.effectiveFrom ?? todayInLagos();
  await tx.insert(taxRates).values({ companyId, id: newId(), taxId: id, rateBasisPoints: input.rate, effectiveFrom });
  // A first rate dated ahead is still the only one: taxRateOn reads it for every earlier day too.
  await recordAudit(tx, context, {
    action: 'create',
    entityType: ENTITY,
    entityId: id,
    after: { ...row, rate: taxRateText(input.rate), effectiveFrom },
  });
  return { id };
}

async function lockTax(tx: Transaction, companyId: string, taxId: string) {
  const [row] = await tx
    .select()
    .from(taxes)
    .where(and(eq(taxes.companyId, companyId), eq(taxes.id, taxId)))
    .for('update');
  if (!row) throw new NotFound('Tax');
  return row;
}

/**
 * PATCH: only the fields sent change. A new rate takes effect from `effectiveFrom` (default today
 * in Lagos): it is added to the tax's dated rates (replacing one dated that same day), so
 * documents dated before it keep the rate they had.
 */
export async function updateTax(tx: Transaction, context: RequestContext, input: { taxId: string; change: TaxUpdate }) {
  const { companyId } = context;
  const { taxId, change } = input;
  const before = await lockTax(tx, companyId, taxId);
  if (change.country !== undefined) await checkCountry(tx, change.country);
  if (change.chartofAccount !== undefined && change.chartofAccount !== before.salesAccountId) {
    await checkTaxAccount(tx, companyId, change.chartofAccount, 'chartofAccount', taxServiceMessages.taxAccount);
  }
  if (change.purchasesAccount && change.purchasesAccount !== before.purchasesAccountId) {
    await checkTaxAccount(
      tx,
      companyId,
      change.purchasesAccount,
      'purchasesAccount',
      taxServiceMessages.purchasesAccount,
    );
  }
  if (change.name !== undefined && change.name.toLowerCase() !== before.name.toLowerCase()) {
    await checkNameFree(tx, companyId, change.name, taxId);
  }
  const values = {
    name: change.name ?? before.name,
    description: change.description ?? before.description,
    countryCode: change.country ?? before.countryCode,
    agency: change.agency ?? before.agency,
    salesAccountId: change.chartofAccount ?? before.salesAccountId,
    purchasesAccountId: change.purchasesAccount === undefined ? before.purchasesAccountId : change.purchasesAccount,
    kind: change.kind ?? before.kind,
    supplyClass: change.supplyClass ?? before.supplyClass,
    isActive: change.isActive ?? before.isActive,
  };
  await tx
    .update(taxes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(taxes.companyId, companyId), eq(taxes.id, taxId)));
  let rateChange: { rate: string; effectiveFrom: string } | undefined;
  if (change.rate !== undefined) {
    const effectiveFrom = change.effectiveFrom ?? todayInLagos();
    const inForce = await taxRateOn(tx, companyId, taxId, effectiveFrom);
    const [sameDay] = await tx
      .select({ id: taxRates.id })
      .from(taxRates)
      .where(
        and(eq(taxRates.companyId, companyId), eq(taxRates.taxId, taxId), eq(taxRates.effectiveFrom, effectiveFrom)),
      );
    if (sameDay || inForce !== change.rate) {
      await tx
        .insert(taxRates)
        .values({ companyId, id: newId(), taxId, rateBasisPoints: change.rate, effectiveFrom })
        .onConflictDoUpdate({
          target: [taxRates.companyId, taxRates.taxId, taxRates.effectiveFrom],
          set: { rateBasisPoints: change.rate },
        });
      rateChange = { rate: taxRateText(change.rate), effectiveFrom };
    }
    await tx
      .update(taxes)
      .set({ rateBasisPoints: await taxRateOn(tx, companyId, taxId, todayInLagos()) })
      .where(and(eq(taxes.companyId, companyId), eq(taxes.id, taxId)));
  }
  await recordAudit(tx, context, {
    action: 'update',
    entityType: ENTITY,
    entityId: taxId,
    before: { ...before, rate: taxRateText(before.rateBasisPoints) },
    after: { ...values, ...(rateChange ? { rateChange } : {}) },
  });
  return { id: taxId };
}

/**
 * A tax that anything uses (a bank rule, a posted line) stays, and so does the company's only VAT
 * (documents and bank rules need one): either can be made inactive instead.
 */
export async function deleteTax(tx: Transaction, context: RequestContext, input: { taxId: string }) {
  const { companyId } = context;
  const before = await lockTax(tx, companyId, input.taxId);
  const { refusal } = await taxDeletion(tx, companyId, before);
  if (refusal) throw new Conflict(refusal);
  await tx.delete(taxes).where(and(eq(taxes.companyId, companyId), eq(taxes.id, input.taxId)));
  await recordAudit(tx, context, { action: 'delete', entityType: ENTITY, entityId: input.taxId, before });
}
