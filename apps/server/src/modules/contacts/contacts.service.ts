import { type CustomerCreate, type CustomerQuickAdd, type CustomerUpdate, customerMessages, notValid } from '@owo/core';
import {
  branches,
  contacts,
  countries,
  currencies,
  type Executor,
  industries,
  journalLines,
  newId,
  states,
  type Transaction,
} from '@owo/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { branchToStore } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { customerFilter } from './customers.view.ts';

/*
 * Customers (/sales/customers): contacts of kind 'customer'. A business shows its company name, a
 * person their full name. A customer with documents is kept (409) and may be made inactive.
 */

const ENTITY = 'customer';

type Values = Omit<
  typeof contacts.$inferInsert,
  'companyId' | 'id' | 'kind' | 'createdAt' | 'updatedAt' | 'searchText' | 'importKey'
>;

const invalid = (field: string, message: string) => new Invalid(message, { [field]: message });

export const displayNameOf = (values: {
  type?: string | null;
  companyName?: string | null;
  fullName?: string | null;
}) =>
  (values.type === 'individual' ? (values.fullName ?? values.companyName) : (values.companyName ?? values.fullName)) ??
  '';

async function checkBranch(executor: Executor, companyId: string, branchId: string, field = 'branch') {
  const [branch] = await executor
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.companyId, companyId), eq(branches.id, branchId)));
  if (!branch) throw invalid(field, notValid('Branch'));
}

interface References {
  currency?: string | null;
  country?: string | null;
  state?: string | null;
  industry?: string | null;
}

/** Checks the lookups a customer names; a state may be sent by its id or its name. */
async function resolveReferences(executor: Executor, sent: References, countryCode: string | null) {
  const resolved: {
    currencyCode?: string | null;
    countryCode?: string | null;
    stateId?: string | null;
    industryId?: string | null;
  } = {};
  if (sent.currency !== undefined) {
    if (sent.currency !== null) {
      const [found] = await executor.select().from(currencies).where(eq(currencies.code, sent.currency));
      if (!found) throw invalid('currency', notValid('Currency'));
    }
    resolved.currencyCode = sent.currency;
  }
  if (sent.country !== undefined) {
    if (sent.country !== null) {
      const [found] = await executor.select().from(countries).where(eq(countries.code, sent.country));
      if (!found) throw invalid('country', notValid('Country'));
    }
    resolved.countryCode = sent.country;
  }
  if (sent.industry !== undefined) {
    if (sent.industry !== null) {
      const [found] = await executor.select().from(industries).where(eq(industries.id, sent.industry));
      if (!found) throw invalid('industry', notValid('Industry'));
    }
    resolved.industryId = sent.industry;
  }
  if (sent.state !== undefined)
    resolved.stateId = sent.state === null ? null : await stateId(executor, sent.state, countryCode);
  return resolved;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function stateId(executor: Executor, sent: string, countryCode: string | null) {
  const [found] = await executor
    .select({ id: states.id, countryCode: states.countryCode })
    .from(states)
    .where(
      uuidPattern.test(sent)
        ? eq(states.id, sent.toLowerCase())
        : and(
            eq(states.countryCode, countryCode ?? 'NG'),
            sql`(lower(${states.name}) = lower(${sent}) or lower(${states.code}) = lower(${sent}))`,
          ),
    );
  if (!found || (countryCode !== null && found.countryCode !== countryCode)) throw invalid('state', notValid('State'));
  return found.id;
}

export async function createCustomer(tx: Transaction, context: RequestContext, input: CustomerCreate) {
  const { companyId } = context;
  const branchId = branchToStore(context, input.branch) ?? context.branchId;
  await checkBranch(tx, companyId, branchId);
  const type = input.type === 'INDIVIDUAL' ? 'individual' : 'business';
  const references = await resolveReferences(tx, input, input.country ?? null);
  const values: Values = {
    displayName: displayNameOf({ type, companyName: input.companyName, fullName: input.fullName }),
    type,
    companyName: input.companyName,
    invoiceInitials: input.invoice.toUpperCase(),
    fullName: input.fullName,
    phoneNumber: input.phoneNumber,
    emails: input.email,
    officeAddress: input.officeAddress,
    billingAddress: input.billingAddress ?? null,
    subCompanies: input.subCompanies ?? [],
    currencyCode: references.currencyCode ?? 'NGN',
    countryCode: references.countryCode ?? null,
    stateId: references.stateId ?? null,
    industryId: references.industryId ?? null,
    branchId,
    tin: input.tin ?? null,
    active: true,
  };
  const id = newId();
  await tx.insert(contacts).values({ companyId, id, kind: 'customer', ...values });
  await recordAudit(tx, context, { action: 'create', entityType: ENTITY, entityId: id, after: values });
  return { id };
}

/** The quick-add dialog: an individual at the member's branch, named as typed. */
export async function quickAddCustomer(tx: Transaction, context: RequestContext, input: CustomerQuickAdd) {
  const { companyId } = context;
  const references = await resolveReferences(tx, { currency: input.currency ?? 'NGN' }, null);
  const values: Values = {
    displayName: input.displayName,
    type: 'individual',
    companyName: null,
    invoiceInitials: null,
    fullName: input.contactName ?? input.displayName,
    phoneNumber: input.phoneNumber ?? null,
    emails: input.email ?? [],
    currencyCode: references.currencyCode ?? 'NGN',
    branchId: context.branchScope ?? context.branchId,
    active: true,
  };
  const id = newId();
  await tx.insert(contacts).values({ companyId, id, kind: 'customer', ...values });
  await recordAudit(tx, context, { action: 'create', entityType: ENTITY, entityId: id, after: values });
  return { id };
}

async function lockCustomer(tx: Transaction, context: RequestContext, id: string) {
  const [row] = await tx.select().from(contacts).where(customerFilter(context, id)).for('update');
  if (!row) throw new NotFound('Customer');
  return row;
}

const changed = <T>(sent: T | undefined, before: T): T => (sent === undefined ? before : sent);

/** PATCH: only the fields sent change. */
export async function updateCustomer(
  tx: Transaction,
  context: RequestContext,
  input: { customerId: string; change: CustomerUpdate },
) {
  const { companyId } = context;
  const { customerId, change } = input;
  const before = await lockCustomer(tx, context, customerId);
  const branchSent = branchToStore(context, change.branch);
  if (branchSent && branchSent !== before.branchId) await checkBranch(tx, companyId, branchSent);
  const countryCode = change.country === undefined ? before.countryCode : change.country;
  const references = await resolveReferences(tx, change, countryCode);
  const type = change.type === undefined ? before.type : change.type === 'INDIVIDUAL' ? 'individual' : 'business';
  const companyName = changed(change.companyName, before.companyName);
  const fullName = changed(change.fullName, before.fullName);
  const values: Values = {
    displayName: displayNameOf({ type, companyName, fullName }),
    type,
    companyName,
    invoiceInitials: change.invoice === undefined ? before.invoiceInitials : change.invoice.toUpperCase(),
    fullName,
    phoneNumber: changed(change.phoneNumber, before.phoneNumber),
    emails: changed(change.email, before.emails),
    officeAddress: changed(change.officeAddress, before.officeAddress),
    billingAddress: changed(change.billingAddress, before.billingAddress),
    subCompanies: changed(change.subCompanies, before.subCompanies),
    currencyCode: changed(references.currencyCode, before.currencyCode),
    countryCode: changed(references.countryCode, before.countryCode),
    stateId: changed(references.stateId, before.stateId),
    industryId: changed(references.industryId, before.industryId),
    branchId: branchSent ?? before.branchId,
    tin: changed(change.tin, before.tin),
    active: changed(change.active, before.active),
  };
  await tx
    .update(contacts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(contacts.companyId, companyId), eq(contacts.id, customerId)));
  await recordAudit(tx, context, { action: 'update', entityType: ENTITY, entityId: customerId, before, after: values });
  return { id: customerId };
}

/**
 * Deletes customers that have no documents. One with journal lines (an invoice, a receipt, a
 * payment) is refused, naming it, since its documents must keep pointing at it: it can be made
 * inactive instead. An id that is not one of the member's customers answers 404.
 */
export async function deleteCustomers(tx: Transaction, context: RequestContext, input: { ids: readonly string[] }) {
  const { companyId } = context;
  const ids = [...new Set(input.ids.map((id) => id.toLowerCase()))];
  const rows = await tx
    .select()
    .from(contacts)
    .where(and(customerFilter(context), inArray(contacts.id, ids)))
    .for('update');
  if (rows.length !== ids.length) throw new NotFound('Customer');
  const used = await tx
    .selectDistinct({ contactId: journalLines.contactId })
    .from(journalLines)
    .where(and(eq(journalLines.companyId, companyId), inArray(journalLines.contactId, ids)));
  if (used.length > 0) {
    const usedIds = new Set(used.map((row) => row.contactId));
    const names = rows.filter((row) => usedIds.has(row.id)).map((row) => row.displayName);
    throw new Conflict(customerMessages.hasDocuments(names.join(', ')));
  }
  await tx.delete(contacts).where(and(eq(contacts.companyId, companyId), inArray(contacts.id, ids)));
  for (const before of rows) {
    await recordAudit(tx, context, { action: 'delete', entityType: ENTITY, entityId: before.id, before });
  }
  return { deleted: rows.length };
}
