import { bankAccounts } from '@owo/db';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { SearchProvider } from '../../search/registry.ts';

/** Bank accounts by bank, account name or account number; they open the bank page. */
export const bankAccountSearch: SearchProvider = {
  kind: 'bank-account',
  label: 'Bank accounts',
  permission: 'bank.view',
  wholeCompany: true,
  async search(executor, companyId, query, limit) {
    if (query.text === '') return [];
    const rows = await executor
      .select()
      .from(bankAccounts)
      .where(
        and(
          eq(bankAccounts.companyId, companyId),
          or(
            ilike(bankAccounts.bankName, query.contains),
            ilike(bankAccounts.accountName, query.contains),
            ilike(bankAccounts.accountNumber, query.contains),
          ),
        ),
      )
      .orderBy(asc(bankAccounts.bankName), asc(bankAccounts.accountNumber))
      .limit(limit);
    return rows.map((account) => ({
      kind: 'bank-account',
      id: account.id,
      title: `${account.bankName} · ${account.accountNumber}`,
      subtitle: account.accountName,
      amount: null,
      date: null,
      path: '/bank',
    }));
  },
};
