import { peopleMessages } from '@owo/core';
import { accounts, contacts, documentEvents, type Executor, newId, paymentMethods, type Transaction } from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import { assertInScope, branchToStore } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Invalid, NotFound } from '../../errors.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { isEmployee } from '../people/index.ts';
import { branchNames } from '../stock/index.ts';

/*
 * Checks shared by sales documents and payments received: the account money is paid into, the
 * payment method, and a line in a document's history.
 */

export const partyMessages = {
  notCustomer: 'Customer is not valid.',
} as const;

export const depositMessages = {
  notBank: 'Deposit to must be a bank account',
} as const;

/**
 * The bank-flagged account money was paid into: the one chosen, else the one named Sales (spec:
 * "default the one labelled Sales"), else Cash on Hand.
 */
export async function depositAccount(
  executor: Executor,
  companyId: string,
  accountId: string | undefined,
  field: string,
) {
  if (!accountId) {
    const [sales] = await executor
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.companyId, companyId), sql`lower(${accounts.name}) = 'sales'`, eq(accounts.isBank, true)))
      .limit(1);
    return sales?.id ?? (await systemAccount(executor, companyId, 'cash')).id;
  }
  const [account] = await executor
    .select({ id: accounts.id, isBank: accounts.isBank })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.id, accountId)));
  if (!account) throw new NotFound('Bank account');
  if (!account.isBank) throw new Invalid(depositMessages.notBank, { [field]: depositMessages.notBank });
  return account.id;
}

export async function recordEvent(
  executor: Executor,
  context: Pick<RequestContext, 'companyId'> & { userId: string | null },
  documentId: string,
  event: string,
  detail = '',
) {
  await executor
    .insert(documentEvents)
    .values({ companyId: context.companyId, id: newId(), documentId, event, detail, userId: context.userId });
}

export async function checkPaymentMethod(executor: Executor, companyId: string, id: string) {
  const [method] = await executor
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.companyId, companyId), eq(paymentMethods.id, id)));
  if (!method) throw new NotFound('Payment method');
}

interface Parties {
  customer: string;
  branch: string;
  employee?: string | null | undefined;
}

/** The customer (a customer of the company, in the member's branch), the branch and the employee. */
export async function checkParties(executor: Transaction, context: RequestContext, parties: Parties) {
  const branchId = branchToStore(context, parties.branch) as string;
  await branchNames(executor, context.companyId, [branchId]);
  const [customer] = await executor
    .select({ kind: contacts.kind, branchId: contacts.branchId })
    .from(contacts)
    .where(and(eq(contacts.companyId, context.companyId), eq(contacts.id, parties.customer)));
  if (!customer) throw new NotFound('Customer');
  if (customer.kind !== 'customer')
    throw new Invalid(partyMessages.notCustomer, { customer: partyMessages.notCustomer });
  assertInScope(context, customer.branchId, 'Customer');
  if (parties.employee && !(await isEmployee(executor, context, { id: parties.employee })))
    throw new Invalid(peopleMessages.notStaff, { employee: peopleMessages.notStaff });
  return { branchId };
}
