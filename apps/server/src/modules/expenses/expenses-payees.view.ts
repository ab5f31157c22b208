import { contacts, type Executor } from '@owo/db';
import { and, asc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { NotFound } from '../../errors.ts';

/*
 * Who an expense can be paid to (spec section 2, New Payee): a vendor, a customer or an employee.
 * The form's payee picker searches the three at once.
 */

export const payeeKinds = ['vendor', 'customer', 'employee'] as const;
export type PayeeKind = (typeof payeeKinds)[number];

export interface PayeeView {
  _id: string;
  name: string;
  kind: PayeeKind;
}

type Scoped = Pick<RequestContext, 'companyId' | 'branchScope'>;

/** A member limited to a branch sees the payees of their branch and those of no branch. */
const payeeScope = (context: Scoped) =>
  context.branchScope === null ? undefined : or(eq(contacts.branchId, context.branchScope), isNull(contacts.branchId));

/** The first 20 active payees whose name has the words typed, by name; of one kind when asked (a bill's employee). */
export async function searchPayees(
  executor: Executor,
  context: Scoped,
  search: string,
  kind?: PayeeKind,
): Promise<PayeeView[]> {
  const rows = await executor
    .select({ id: contacts.id, name: contacts.displayName, kind: contacts.kind })
    .from(contacts)
    .where(
      and(
        eq(contacts.companyId, context.companyId),
        kind ? eq(contacts.kind, kind) : inArray(contacts.kind, [...payeeKinds]),
        eq(contacts.active, true),
        payeeScope(context),
        search ? ilike(contacts.displayName, `%${search.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
      ),
    )
    .orderBy(asc(contacts.sortName))
    .limit(20);
  return rows.map((row) => ({ _id: row.id, name: row.name, kind: row.kind as PayeeKind }));
}

export async function getPayee(executor: Executor, context: Scoped, id: string): Promise<PayeeView> {
  const [row] = await executor
    .select({ id: contacts.id, name: contacts.displayName, kind: contacts.kind })
    .from(contacts)
    .where(and(eq(contacts.companyId, context.companyId), eq(contacts.id, id), payeeScope(context)));
  if (!row) throw new NotFound('Payee');
  return { _id: row.id, name: row.name, kind: row.kind as PayeeKind };
}
