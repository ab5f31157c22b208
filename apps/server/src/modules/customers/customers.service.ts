import type { CustomerCreate, CustomerQuickAdd } from '@owo/core';
import type { Executor, Transaction } from '@owo/db';
import type { RequestContext } from '../../context.ts';
import { createContact, getContactView, insertContact, resolveReferences } from '../contacts/index.ts';
import { customerKind } from './customers.kind.ts';

/*
 * What other modules ask of customers (the demo adds them, payments check them), and the quick-add
 * dialog, which only customers have. The rest is the contacts module's, configured by customerKind.
 */

export const createCustomer = (tx: Transaction, context: RequestContext, input: CustomerCreate) =>
  createContact(tx, context, customerKind, input);

export const getCustomerView = (
  executor: Executor,
  context: Pick<RequestContext, 'companyId' | 'branchScope'>,
  id: string,
) => getContactView(executor, context, customerKind, id);

/** The quick-add dialog: an individual at the member's branch, named as typed. */
export async function quickAddCustomer(tx: Transaction, context: RequestContext, input: CustomerQuickAdd) {
  const references = await resolveReferences(tx, { currency: input.currency ?? 'NGN' }, null);
  return insertContact(tx, context, customerKind, {
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
  });
}
