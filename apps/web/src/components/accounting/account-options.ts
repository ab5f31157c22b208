import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import { accountTypes } from '@owo/core';
import type { Account, SubCategory } from '../../api/accounts.ts';

export function accountLabel(account: Pick<Account, 'account_code' | 'account_name'>): string {
  return `${account.account_code} · ${account.account_name}`;
}

/** Accounts grouped by type (Asset, Liability, Equity, Income, Expense), each by code. */
export function accountGroups(accounts: readonly Account[]): ComboboxItemGroup<ComboboxItem>[] {
  return accountTypes
    .map((type) => ({
      group: type,
      items: accounts
        .filter((account) => account.account_type === type)
        .map((account) => ({ value: account._id, label: accountLabel(account) })),
    }))
    .filter((group) => group.items.length > 0);
}

/** Sub categories under their parent account and type: 'Current Assets (Asset)'. */
export function subCategoryGroups(subCategories: readonly SubCategory[]): ComboboxItemGroup<ComboboxItem>[] {
  const groups = new Map<string, ComboboxItem[]>();
  for (const subCategory of subCategories) {
    const group = `${subCategory.parent_account.name} (${subCategory.account_type})`;
    const items = groups.get(group) ?? [];
    items.push({ value: subCategory._id, label: subCategory.name });
    groups.set(group, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}
