import { todayInLagos } from '@owo/core';
import { accounts, contacts, type Executor, subCategoryAccountId, taxes } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import { Invalid } from '../../errors.ts';
import { rateInForceOn } from '../taxes/index.ts';

/*
 * What an entry for a statement line may name besides the bank account: the other account, a VAT
 * tax and a contact. A bank rule names the same things, so both are checked here with the same
 * words. Another company's ids are 'not valid', the same as ids that do not exist: nothing tells
 * whether they are someone else's.
 */

export const partyMessages = {
  account: 'Account is not valid.',
  bankAccount: 'Bank account is not valid.',
  tax: 'Tax is not valid.',
  taxNotVat: 'Choose a VAT tax: only VAT can be split out of a bank line',
  contact: 'Contact is not valid.',
  notTheBank: 'Choose the account for the other side of the entry, not this bank account',
  customerNeeded: 'Choose the customer for an entry to Accounts Receivable',
  vendorNeeded: 'Choose the vendor for an entry to Accounts Payable',
} as const;

const invalid = (field: string, message: string) => new Invalid(message, { [field]: message });

/** Accounts whose balance is owed by or to someone: an entry to them must say who. */
const RECEIVABLES_SUB_CATEGORY = subCategoryAccountId('Accounts Receivable');
const PAYABLES_SUB_CATEGORY = subCategoryAccountId('Accounts Payable');

export interface EntryAccount {
  id: string;
  code: string;
  name: string;
  /** Whom an entry to it must name: a customer (receivables), a vendor (payables), or nobody. */
  needs: 'customer' | 'vendor' | null;
}

/** The other side of an entry: an active account of the company. */
export async function checkEntryAccount(executor: Executor, companyId: string, accountId: string) {
  const [account] = await executor
    .select({
      id: accounts.id,
      code: accounts.code,
      name: accounts.name,
      isActive: accounts.isActive,
      systemKey: accounts.systemKey,
      subCategoryId: accounts.subCategoryId,
    })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.id, accountId)));
  if (!account) throw invalid('account', partyMessages.account);
  if (!account.isActive) throw invalid('account', `${account.code} ${account.name} is inactive`);
  const receivable = account.systemKey === 'receivables' || account.subCategoryId === RECEIVABLES_SUB_CATEGORY;
  const payable = account.systemKey === 'payables' || account.subCategoryId === PAYABLES_SUB_CATEGORY;
  const needs = receivable ? 'customer' : payable ? 'vendor' : null;
  return { id: account.id, code: account.code, name: account.name, needs } satisfies EntryAccount;
}

/** A bank account a rule is limited to: one of the company's accounts flagged as a bank (cash too). */
export async function checkRuleBankAccount(executor: Executor, companyId: string, bankAccountId: string) {
  const [account] = await executor
    .select({ isBank: accounts.isBank })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.id, bankAccountId)));
  if (!account?.isBank) throw invalid('bankAccount', partyMessages.bankAccount);
}

/** A tax to split out of a gross bank amount: the company's, and a VAT, at its rate on the entry's date. */
export async function checkEntryTax(executor: Executor, companyId: string, taxId: string, date: string) {
  const [tax] = await executor
    .select({ id: taxes.id, name: taxes.name, kind: taxes.kind, rateBasisPoints: rateInForceOn(date) })
    .from(taxes)
    .where(and(eq(taxes.companyId, companyId), eq(taxes.id, taxId)));
  if (!tax) throw invalid('tax', partyMessages.tax);
  if (tax.kind !== 'vat') throw invalid('tax', partyMessages.taxNotVat);
  return tax;
}

/**
 * The contact an entry is with: a customer or vendor of the company. An entry to receivables or
 * payables must name one, or the balance would be owed by nobody in the customer and vendor ledgers.
 */
export async function checkEntryContact(
  executor: Executor,
  companyId: string,
  account: EntryAccount,
  contactId: string | null | undefined,
) {
  if (!contactId) {
    if (account.needs === 'customer') throw invalid('contact', partyMessages.customerNeeded);
    if (account.needs === 'vendor') throw invalid('contact', partyMessages.vendorNeeded);
    return null;
  }
  const [contact] = await executor
    .select({ id: contacts.id, kind: contacts.kind, displayName: contacts.displayName })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.id, contactId)));
  if (!contact || contact.kind === 'employee') throw invalid('contact', partyMessages.contact);
  return contact;
}

/**
 * Account, tax and contact of an entry or a rule, checked in the order a form shows them; the tax
 * at its rate on the entry's date (a rule, which has none, takes today's).
 */
export async function checkEntryParties(
  executor: Executor,
  companyId: string,
  input: {
    accountId: string;
    taxId?: string | null | undefined;
    contactId?: string | null | undefined;
    date?: string | undefined;
  },
) {
  const account = await checkEntryAccount(executor, companyId, input.accountId);
  const tax = input.taxId ? await checkEntryTax(executor, companyId, input.taxId, input.date ?? todayInLagos()) : null;
  const contact = await checkEntryContact(executor, companyId, account, input.contactId);
  return { account, tax, contact };
}
