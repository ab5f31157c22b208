import type { ContactOption } from '@owo/core';
import { contacts, type Executor } from '@owo/db';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';

/*
 * The company's contacts as other modules show them: a Contact select, a bank rule's proposal. The
 * customers and vendors modules (issue 13) build on this module.
 */

export const contactOption = (contact: typeof contacts.$inferSelect): ContactOption => ({
  _id: contact.id,
  name: contact.displayName,
  kind: contact.kind,
});

/**
 * The company's customers and vendors (or one kind), by name, for the Contact selects. A member
 * limited to a branch is offered their branch's contacts and those of no branch.
 */
export async function contactOptions(
  executor: Executor,
  context: Pick<RequestContext, 'companyId' | 'branchScope'>,
  kind?: 'customer' | 'vendor',
) {
  const { companyId, branchScope } = context;
  const rows = await executor
    .select()
    .from(contacts)
    .where(
      and(
        eq(contacts.companyId, companyId),
        kind ? eq(contacts.kind, kind) : inArray(contacts.kind, ['customer', 'vendor']),
        branchScope === null ? undefined : or(isNull(contacts.branchId), eq(contacts.branchId, branchScope)),
      ),
    )
    .orderBy(asc(contacts.displayName), asc(contacts.id));
  return rows.map(contactOption);
}
