import type { CompanyUpdate } from '@owo/core';
import {
  businessTypes,
  companies,
  countries,
  currencies,
  type Executor,
  industries,
  journalEntries,
  states,
  type Transaction,
} from '@owo/db';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Invalid, NotFound } from '../../errors.ts';
import { type ImageSlot, imageReference, imageToServe, removeImage, replaceImage } from '../../images/stored-image.ts';
import type { PreparedImage } from '../../images/uploaded-image.ts';
import { recordAudit } from '../audit/index.ts';
import { setLockDate } from '../journals/index.ts';

/*
 * The company's own details as settings (settings, company information): read, change, and its
 * logo. Setup (companies.service.ts) makes the company; this keeps it up to date, audited.
 */

export const currencyFixedMessage =
  'The home currency cannot be changed once anything has been posted: the ledger is kept in it.';

type CompanyRow = typeof companies.$inferSelect;

/** Whether anything has posted: once it has, the ledger's amounts are in the home currency. */
async function hasPosted(executor: Executor, companyId: string): Promise<boolean> {
  const [entry] = await executor
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.companyId, companyId))
    .limit(1);
  return entry !== undefined;
}

async function companyRow(executor: Executor, companyId: string): Promise<CompanyRow> {
  const [row] = await executor.select().from(companies).where(eq(companies.id, companyId));
  if (!row) throw new NotFound('Company');
  return row;
}

/** The company as the settings form reads it; the logo is named by its version, not sent. */
export async function getCompanySettings(executor: Executor, companyId: string) {
  const company = await companyRow(executor, companyId);
  const [state] = company.stateId
    ? await executor.select({ name: states.name }).from(states).where(eq(states.id, company.stateId))
    : [];
  return {
    _id: company.id,
    name: company.name,
    businessType: company.businessTypeId,
    industry: company.industryId,
    country: company.countryCode,
    state: company.stateId,
    stateName: state?.name ?? null,
    address: company.address,
    phoneNumber: company.phoneNumber,
    email: company.email,
    tin: company.tin,
    rcNumber: company.rcNumber,
    vatNumber: company.vatNumber,
    website: company.website,
    currency: company.currencyCode,
    currencyFixed: await hasPosted(executor, companyId),
    fiscalYearStart: company.fiscalYearStartMonth,
    lockDate: company.lockDate,
    allowNegativeStock: company.allowNegativeStock,
    logo: imageReference({ content: company.logo, contentType: company.logoContentType }),
    updatedAt: company.updatedAt.toISOString(),
  };
}

/** The columns each form field is kept in (the API's names are the setup form's). */
const columnOf = {
  name: 'name',
  businessType: 'businessTypeId',
  industry: 'industryId',
  country: 'countryCode',
  state: 'stateId',
  address: 'address',
  phoneNumber: 'phoneNumber',
  email: 'email',
  tin: 'tin',
  rcNumber: 'rcNumber',
  vatNumber: 'vatNumber',
  website: 'website',
  currency: 'currencyCode',
  fiscalYearStart: 'fiscalYearStartMonth',
  allowNegativeStock: 'allowNegativeStock',
} as const satisfies Record<Exclude<keyof CompanyUpdate, 'lockDate'>, keyof CompanyRow>;

type Field = keyof typeof columnOf;

/**
 * Changes what was sent, in one transaction: the fields in one audit entry (before and after of
 * the fields that changed), the lock date through the lock-date service (its own entry, as when
 * set from its own call). Refuses the home currency once anything has posted.
 */
export async function updateCompany(tx: Transaction, context: RequestContext, input: CompanyUpdate) {
  const company = await companyRow(tx, context.companyId);
  const { lockDate, ...fields } = input;
  const stateId = await checkReferences(tx, company, fields);
  const wanted: Partial<Record<Field, unknown>> = { ...fields };
  if (fields.state !== undefined || fields.country !== undefined) wanted.state = stateId;
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const values: Partial<CompanyRow> = {};
  for (const [field, value] of Object.entries(wanted) as Array<[Field, unknown]>) {
    if (value === undefined) continue;
    const column = columnOf[field];
    if (company[column] === value) continue;
    before[field] = company[column];
    after[field] = value;
    (values as Record<string, unknown>)[column] = value;
  }
  if (after.currency !== undefined && (await hasPosted(tx, context.companyId))) {
    throw new Invalid(currencyFixedMessage, { currency: currencyFixedMessage });
  }
  if (Object.keys(after).length > 0) {
    await tx
      .update(companies)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(companies.id, context.companyId));
    await recordAudit(tx, context, {
      action: 'update',
      entityType: 'company',
      entityId: context.companyId,
      before: await withNames(tx, before),
      after: await withNames(tx, after),
    });
  }
  if (lockDate !== undefined && lockDate !== company.lockDate) await setLockDate(tx, context, lockDate);
  return { changed: Object.keys(after).length > 0 || (lockDate !== undefined && lockDate !== company.lockDate) };
}

/** The audit log is read by people: lookup ids are recorded as the names the form showed. */
async function withNames(executor: Executor, values: Record<string, unknown>) {
  const named = { ...values };
  const nameOf = async (table: typeof businessTypes | typeof industries | typeof states, id: unknown) => {
    if (typeof id !== 'string') return id ?? null;
    const [row] = await executor.select({ name: table.name }).from(table).where(eq(table.id, id));
    return row?.name ?? id;
  };
  if ('businessType' in named) named.businessType = await nameOf(businessTypes, named.businessType);
  if ('industry' in named) named.industry = await nameOf(industries, named.industry);
  if ('state' in named) named.state = await nameOf(states, named.state);
  return named;
}

/** Ids from the lookup lists must exist; the state must belong to the country (new or kept). */
async function checkReferences(
  executor: Executor,
  company: CompanyRow,
  input: Omit<CompanyUpdate, 'lockDate'>,
): Promise<string | null> {
  const problems: Record<string, string> = {};
  if (input.businessType !== undefined) {
    const [row] = await executor
      .select({ id: businessTypes.id })
      .from(businessTypes)
      .where(eq(businessTypes.id, input.businessType));
    if (!row) problems.businessType = 'Business type is not valid.';
  }
  if (input.industry !== undefined) {
    const [row] = await executor
      .select({ id: industries.id })
      .from(industries)
      .where(eq(industries.id, input.industry));
    if (!row) problems.industry = 'Industry is not valid.';
  }
  if (input.country !== undefined) {
    const [row] = await executor
      .select({ code: countries.code })
      .from(countries)
      .where(eq(countries.code, input.country));
    if (!row) problems.country = 'Country is not valid.';
  }
  if (input.currency !== undefined) {
    const [row] = await executor
      .select({ code: currencies.code })
      .from(currencies)
      .where(eq(currencies.code, input.currency));
    if (!row) problems.currency = 'Currency is not valid.';
  }
  let stateId = company.stateId;
  if (input.country !== undefined || input.state !== undefined) {
    const country = input.country ?? company.countryCode;
    const stateRows = await executor.select().from(states).where(eq(states.countryCode, country));
    const given = input.state;
    if (stateRows.length === 0) stateId = null;
    else if (given === undefined) {
      // A new country whose states are listed needs one of them.
      if (!stateRows.some((row) => row.id === company.stateId)) problems.state = 'State is a required field';
    } else {
      const state = stateRows.find((row) => row.id === given || row.name.toLowerCase() === given.toLowerCase());
      if (!state) problems.state = 'State is not valid.';
      stateId = state?.id ?? null;
    }
  }
  const first = Object.values(problems)[0];
  if (first) throw new Invalid(first, problems);
  return stateId;
}

/** The stored logo, for members of the company. */
export async function getLogo(executor: Executor, companyId: string) {
  const [row] = await executor
    .select({ content: companies.logo, contentType: companies.logoContentType })
    .from(companies)
    .where(eq(companies.id, companyId));
  return imageToServe(row, 'Logo');
}

/** The company's logo as images/stored-image.ts changes it: in the company's row, audited in its log. */
async function logoSlot(tx: Transaction, context: RequestContext): Promise<ImageSlot> {
  const company = await companyRow(tx, context.companyId);
  return {
    name: 'Logo',
    entityType: 'company-logo',
    entityId: context.companyId,
    current: { content: company.logo, contentType: company.logoContentType },
    write: (logo) =>
      tx
        .update(companies)
        .set({ logo: logo.content, logoContentType: logo.contentType, updatedAt: new Date() })
        .where(eq(companies.id, context.companyId)),
    audit: (entry) => recordAudit(tx, context, entry),
  };
}

export async function setLogo(tx: Transaction, context: RequestContext, image: PreparedImage) {
  return replaceImage(await logoSlot(tx, context), image);
}

export async function removeLogo(tx: Transaction, context: RequestContext) {
  await removeImage(await logoSlot(tx, context));
}
