import { accounts, subCategoryAccounts } from '@owo/db';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { SearchProvider } from '../../search/registry.ts';

/** Accounts by code (from its start: '61' finds 6100 Rent) or by any part of the name. */
export const accountSearch: SearchProvider = {
  kind: 'account',
  label: 'Accounts',
  permission: 'accounting.view',
  async search(executor, companyId, query, limit) {
    if (query.text === '') return [];
    const rows = await executor
      .select({ account: accounts, subCategory: subCategoryAccounts.name })
      .from(accounts)
      .innerJoin(subCategoryAccounts, eq(subCategoryAccounts.id, accounts.subCategoryId))
      .where(
        and(
          eq(accounts.companyId, companyId),
          or(ilike(accounts.code, query.startsWith), ilike(accounts.name, query.contains)),
        ),
      )
      // The account whose code or name was typed in full first, then by code as the chart lists them.
      .orderBy(
        desc(
          sql`lower(${accounts.code}) = lower(${query.text}::text) or lower(${accounts.name}) = lower(${query.text}::text)`,
        ),
        asc(accounts.code),
      )
      .limit(limit);
    return rows.map(({ account, subCategory }) => ({
      kind: 'account',
      id: account.id,
      title: `${account.code} · ${account.name}`,
      subtitle: account.isActive ? subCategory : `${subCategory} · Inactive`,
      amount: null,
      date: null,
      path: `/accounting/coa/${account.id}`,
    }));
  },
};
