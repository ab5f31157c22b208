import { type Executor, taxes } from '@owo/db';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';

/*
 * The company's taxes as other modules show them: a Tax select, a bank rule's proposal. The taxes
 * settings (issue 12) build on this module.
 */

export const taxOptionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(['vat', 'withholding', 'other']),
  /** 750 = 7.5% */
  rateBasisPoints: z.number(),
});

export const taxOption = (tax: typeof taxes.$inferSelect) => ({
  _id: tax.id,
  name: tax.name,
  kind: tax.kind,
  rateBasisPoints: tax.rateBasisPoints,
});

/** The company's taxes, for the Tax selects; VAT first. */
export async function taxOptions(executor: Executor, companyId: string) {
  const rows = await executor.select().from(taxes).where(eq(taxes.companyId, companyId)).orderBy(asc(taxes.name));
  return rows.map(taxOption).sort((a, b) => Number(b.kind === 'vat') - Number(a.kind === 'vat'));
}
