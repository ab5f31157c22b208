import { contacts, type Executor } from '@owo/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';

/*
 * The company's contacts as other modules show them: a Contact select, a bank rule's proposal. The
 * customers and vendors modules (issue 13) build on this module.
 */

export const contactOptionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(['customer', 'vendor', 'employee']),
});

export const contactOption = (contact: typeof contacts.$inferSelect) => ({
  _id: contact.id,
  name: contact.displayName,
  kind: contact.kind,
});

/** The company's customers and vendors (or one kind), by name, for the Contact selects. */
export async function contactOptions(executor: Executor, companyId: string, kind?: 'customer' | 'vendor') {
  const rows = await executor
    .select()
    .from(contacts)
    .where(
      and(
        eq(contacts.companyId, companyId),
        kind ? eq(contacts.kind, kind) : inArray(contacts.kind, ['customer', 'vendor']),
      ),
    )
    .orderBy(asc(contacts.displayName), asc(contacts.id));
  return rows.map(contactOption);
}
