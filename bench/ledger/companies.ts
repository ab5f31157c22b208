import { type AccountType, accounts, type Database, parentAccounts, referenceId, subCategoryAccounts } from '@owo/db';
import { eq } from 'drizzle-orm';
import { setupCompany } from '../../apps/server/src/modules/companies/companies.service.ts';

/* The benchmark's companies, set up through the real setupCompany() with its starter chart. */

export interface BenchAccount {
  id: string;
  code: string;
  name: string;
  type: AccountType;
  parent: string;
}

export interface BenchCompany {
  id: string;
  name: string;
  accounts: BenchAccount[];
  byCode: Map<string, BenchAccount>;
}

async function companyAccounts(db: Database, companyId: string, name: string): Promise<BenchCompany> {
  const rows = await db
    .select({
      id: accounts.id,
      code: accounts.code,
      name: accounts.name,
      type: parentAccounts.accountType,
      parent: parentAccounts.name,
    })
    .from(accounts)
    .innerJoin(subCategoryAccounts, eq(subCategoryAccounts.id, accounts.subCategoryId))
    .innerJoin(parentAccounts, eq(parentAccounts.id, subCategoryAccounts.parentAccountId))
    .where(eq(accounts.companyId, companyId));
  return { id: companyId, name, accounts: rows, byCode: new Map(rows.map((row) => [row.code, row])) };
}

export async function setUpCompanies(db: Database, userId: string, count: number): Promise<BenchCompany[]> {
  const companies: BenchCompany[] = [];
  for (let index = 0; index < count; index += 1) {
    const name = index === 0 ? 'Bench Big Trading Ltd' : `Bench Small Co ${String(index).padStart(2, '0')} Ltd`;
    const founder = { userId, requestId: '', clientRequestId: null };
    const setup = {
      name,
      businessType: referenceId('business-type', 'Private Limited Company (Ltd)'),
      industry: referenceId('industry', 'Retail and Supermarkets'),
      country: 'NG',
      state: 'Lagos',
      address: `${index + 1} Broad Street, Lagos Island, Lagos`,
      phoneNumber: '08031234567',
      email: `accounts${index}@bench.owo.ng`,
      tin: undefined,
      rcNumber: undefined,
      currency: 'NGN',
      fiscalYearStart: 1,
    };
    const company = await db.transaction((tx) => setupCompany(tx, founder, setup, { trialDays: 3650 }));
    companies.push(await companyAccounts(db, company._id, name));
  }
  return companies;
}
