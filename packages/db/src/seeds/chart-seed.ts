import { sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { newId } from '../ids.ts';
import { accounts, parentAccounts, subCategoryAccounts } from '../tables/accounts.ts';
import { nigerianChartOfAccounts, parentAccountSeeds } from './chart-of-accounts.ts';
import { referenceId } from './reference-data.ts';

export const parentAccountId = (name: string) => referenceId('parent-account', name);
export const subCategoryAccountId = (name: string) => referenceId('sub-category-account', name);

/** The shared account hierarchy. Runs at every start; a changed range or flag is brought up to date. */
export async function seedAccountHierarchy(db: Executor): Promise<void> {
  await db
    .insert(parentAccounts)
    .values(
      parentAccountSeeds.map((parent, index) => ({
        id: parentAccountId(parent.name),
        name: parent.name,
        accountType: parent.accountType,
        codeFrom: parent.codeFrom,
        codeTo: parent.codeTo,
        sortOrder: index,
      })),
    )
    .onConflictDoUpdate({
      target: parentAccounts.id,
      set: {
        codeFrom: sql`excluded.code_from`,
        codeTo: sql`excluded.code_to`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
  const subCategories = parentAccountSeeds.flatMap((parent) =>
    parent.subCategories.map((subCategory) => ({ parent, subCategory })),
  );
  await db
    .insert(subCategoryAccounts)
    .values(
      subCategories.map(({ parent, subCategory }, index) => ({
        id: subCategoryAccountId(subCategory.name),
        parentAccountId: parentAccountId(parent.name),
        name: subCategory.name,
        canSelectCurrency: subCategory.canSelectCurrency ?? false,
        sortOrder: index,
      })),
    )
    .onConflictDoUpdate({
      target: subCategoryAccounts.id,
      set: { canSelectCurrency: sql`excluded.can_select_currency`, sortOrder: sql`excluded.sort_order` },
    });
}

/** A new company's chart of accounts; called inside the transaction that sets the company up. */
export async function seedCompanyChart(tx: Executor, companyId: string): Promise<void> {
  await tx.insert(accounts).values(
    nigerianChartOfAccounts.map((seed) => ({
      companyId,
      id: newId(),
      code: seed.code,
      name: seed.name,
      subCategoryId: subCategoryAccountId(seed.subCategory),
      description: seed.description ?? '',
      isBank: seed.isBank ?? false,
      systemKey: seed.systemKey ?? null,
    })),
  );
}

/**
 * Companies set up before charts of accounts existed get one, and every company gets the system
 * accounts added since its chart was made: the seed's account takes the key when it is there under
 * the seed's code, else it is added, so every company has every system account.
 */
export async function seedMissingCharts(db: Executor): Promise<void> {
  const result = await db.execute(
    sql`select id from companies where not exists (select 1 from accounts where accounts.company_id = companies.id)`,
  );
  for (const row of (result as unknown as { rows: Array<{ id: string }> }).rows) await seedCompanyChart(db, row.id);
  for (const seed of nigerianChartOfAccounts) {
    if (!seed.systemKey) continue;
    const missing = sql`not exists (select 1 from accounts keyed where keyed.company_id = companies.id
      and keyed.system_key = ${seed.systemKey})`;
    await db.execute(sql`update accounts set system_key = ${seed.systemKey} from companies
      where accounts.company_id = companies.id and accounts.code = ${seed.code} and accounts.system_key is null
        and ${missing}`);
    await db.execute(sql`insert into accounts (company_id, id, code, name, sub_category_id, description, system_key)
      select companies.id, gen_random_uuid(), ${seed.code}, ${seed.name}, ${subCategoryAccountId(seed.subCategory)},
        ${seed.description ?? ''}, ${seed.systemKey}
      from companies where ${missing} and not exists (select 1 from accounts taken
        where taken.company_id = companies.id and taken.code = ${seed.code})`);
  }
}
