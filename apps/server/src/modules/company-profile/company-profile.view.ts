import { companies, type Executor, states } from '@owo/db';
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

/** The company as a tax return names the taxpayer: name, TIN, RC and VAT numbers, and address. */
export interface CompanyTaxpayer {
  name: string;
  tin: string;
  rcNumber: string;
  vatNumber: string;
  /** Address lines, one a line, with the state when the address does not say it. */
  address: string[];
}

export async function readCompanyTaxpayer(executor: Executor, companyId: string): Promise<CompanyTaxpayer> {
  const [row] = await executor
    .select({
      name: companies.name,
      tin: companies.tin,
      rcNumber: companies.rcNumber,
      vatNumber: companies.vatNumber,
      address: companies.address,
      state: states.name,
    })
    .from(companies)
    .leftJoin(states, eq(states.id, companies.stateId))
    .where(eq(companies.id, companyId));
  if (!row) throw new NotFound('Company');
  const address = row.address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const withState =
    row.state && !row.address.toLowerCase().includes(row.state.toLowerCase()) ? [...address, row.state] : address;
  return {
    name: row.name,
    tin: row.tin ?? '',
    rcNumber: row.rcNumber ?? '',
    vatNumber: row.vatNumber ?? '',
    address: withState,
  };
}
