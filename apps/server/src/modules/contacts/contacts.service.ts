import { type ContactCreate, type ContactUpdate, type ContactView, notValid } from '@owo/core';
import { branches, contacts, type Executor, journalLines, newId, type Transaction } from '@owo/db';
import { and, eq, inArray } from 'drizzle-orm';
import { branchToStore } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { ContactKind } from './contacts.kind.ts';
import { contactFilter } from './contacts.records.ts';
import { resolveReferences } from './contacts.references.ts';

/*
 * Adding, changing and deleting the contacts of one kind (customers, vendors: contacts.kind.ts).
 * A business shows its company name, a person their full name. A contact with documents is kept
 * (409) and may be made inactive.
 */

export type ContactValues = Omit<
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

export async function createContact<View extends ContactView>(
  tx: Transaction,
  context: RequestContext,
  kind: ContactKind<View>,
  input: ContactCreate,
) {
  const { companyId } = context;
  const branchId = branchToStore(context, input.branch) ?? context.branchId;
  await checkBranch(tx, companyId, branchId);
  const type = input.type === 'INDIVIDUAL' ? 'individual' : 'business';
  const references = await resolveReferences(tx, input, input.country ?? null);
  const values: ContactValues = {
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
    ...bankColumns(input.bankDetails),
    active: true,
  };
  return insertContact(tx, context, kind, values);
}

/** Adds a contact of the kind with these values, audited. */
export async function insertContact<View extends ContactView>(
  tx: Transaction,
  context: RequestContext,
  kind: ContactKind<View>,
  values: ContactValues,
) {
  const id = newId();
  await tx.insert(contacts).values({ companyId: context.companyId, id, kind: kind.kind, ...values });
  await recordAudit(tx, context, { action: 'create', entityType: kind.kind, entityId: id, after: values });
  return { id };
}

/**
 * A payee added from an expense form (spec section 2, New Payee): an individual of the category
 * chosen (a customer, an employee or a vendor), named as typed, at the member's branch.
 */
export async function insertPayee(
  tx: Transaction,
  context: RequestContext,
  input: { kind: 'customer' | 'vendor' | 'employee'; displayName: string; branchId?: string },
) {
  const id = newId();
  const values = {
    displayName: input.displayName,
    type: 'individual',
    fullName: input.displayName,
    branchId: input.branchId ?? context.branchScope ?? (context.branchId || null),
  } as const;
  await tx.insert(contacts).values({ companyId: context.companyId, id, kind: input.kind, ...values });
  await recordAudit(tx, context, { action: 'create', entityType: input.kind, entityId: id, after: values });
  return { id };
}

/** The bank columns of the details sent: a vendor's (a customer's schema has none). */
const bankColumns = (details: ContactCreate['bankDetails']) =>
  details === undefined ? {} : { bankCode: details.bankCode, bankAccountNumber: details.accountNo };

async function lockContact<View extends ContactView>(
  tx: Transaction,
  context: RequestContext,
  kind: ContactKind<View>,
  id: string,
) {
  const [row] = await tx
    .select()
    .from(contacts)
    .where(contactFilter(context, kind.kind, id))
    .for('update');
  if (!row) throw new NotFound(kind.nouns.One);
  return row;
}

const changed = <T>(sent: T | undefined, before: T): T => (sent === undefined ? before : sent);

/** PATCH: only the fields sent change. */
export async function updateContact<View extends ContactView>(
  tx: Transaction,
  context: RequestContext,
  kind: ContactKind<View>,
  input: { contactId: string; change: ContactUpdate },
) {
  const { companyId } = context;
  const { contactId, change } = input;
  const before = await lockContact(tx, context, kind, contactId);
  const branchSent = branchToStore(context, change.branch);
  if (branchSent && branchSent !== before.branchId) await checkBranch(tx, companyId, branchSent);
  const countryCode = change.country === undefined ? before.countryCode : change.country;
  const references = await resolveReferences(tx, change, countryCode);
  const type = change.type === undefined ? before.type : change.type === 'INDIVIDUAL' ? 'individual' : 'business';
  const companyName = changed(change.companyName, before.companyName);
  const fullName = changed(change.fullName, before.fullName);
  const values: ContactValues = {
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
    bankCode: change.bankDetails?.bankCode ?? before.bankCode,
    bankAccountNumber: change.bankDetails?.accountNo ?? before.bankAccountNumber,
    active: changed(change.active, before.active),
  };
  await tx
    .update(contacts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(contacts.companyId, companyId), eq(contacts.id, contactId)));
  await recordAudit(tx, context, {
    action: 'update',
    entityType: kind.kind,
    entityId: contactId,
    before,
    after: values,
  });
  return { id: contactId };
}

/**
 * Deletes contacts that have no documents. One with journal lines (an invoice, a bill, a payment)
 * is refused, naming it, since its documents must keep pointing at it: it can be made inactive
 * instead. An id that is not one of the member's contacts of the kind answers 404.
 */
export async function deleteContacts<View extends ContactView>(
  tx: Transaction,
  context: RequestContext,
  kind: ContactKind<View>,
  input: { ids: readonly string[] },
) {
  const { companyId } = context;
  const ids = [...new Set(input.ids.map((id) => id.toLowerCase()))];
  const rows = await tx
    .select()
    .from(contacts)
    .where(and(contactFilter(context, kind.kind), inArray(contacts.id, ids)))
    .for('update');
  if (rows.length !== ids.length) throw new NotFound(kind.nouns.One);
  const used = await tx
    .selectDistinct({ contactId: journalLines.contactId })
    .from(journalLines)
    .where(and(eq(journalLines.companyId, companyId), inArray(journalLines.contactId, ids)));
  if (used.length > 0) {
    const usedIds = new Set(used.map((row) => row.contactId));
    const names = rows.filter((row) => usedIds.has(row.id)).map((row) => row.displayName);
    throw new Conflict(kind.messages.hasDocuments(names.join(', ')));
  }
  await tx.delete(contacts).where(and(eq(contacts.companyId, companyId), inArray(contacts.id, ids)));
  for (const before of rows) {
    await recordAudit(tx, context, { action: 'delete', entityType: kind.kind, entityId: before.id, before });
  }
  return { deleted: rows.length };
}
