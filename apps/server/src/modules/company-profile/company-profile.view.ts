import { companies, type Executor } from '@owo/db';
import { eq } from 'drizzle-orm';
import { NotFound } from '../../errors.ts';

/*
 * The company as other modules print it (an export's title block): a read at the bottom of the
 * module layers, so that a route printing the name does not depend on the company's settings
 * (companies/), which sit above the ledger's modules (docs/decisions.md, "Module layers").
 */

/** The company's name; NotFound as the settings read answers for a company that is not there. */
export async function readCompanyName(executor: Executor, companyId: string): Promise<string> {
  const [row] = await executor.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  if (!row) throw new NotFound('Company');
  return row.name;
}
