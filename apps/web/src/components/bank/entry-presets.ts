import type { Account } from '../../api/accounts.ts';

/** One-click kinds of statement lines that are not in the books until the statement arrives. */
export interface EntryPreset {
  value: 'bank-charges' | 'interest-income' | 'transfer';
  label: string;
  description: (lineDescription: string) => string;
}

export const entryPresets: readonly EntryPreset[] = [
  { value: 'bank-charges', label: 'Bank charges', description: (text) => text || 'Bank charges' },
  { value: 'interest-income', label: 'Interest income', description: (text) => text || 'Interest earned' },
  { value: 'transfer', label: 'Transfer', description: (text) => text || 'Transfer between bank accounts' },
];

const named = (pattern: RegExp) => (account: Account) => pattern.test(account.account_name);

/**
 * The account a preset points at in this company's chart: the seeded Bank Charges (system key
 * bank-charges) and Interest Income, found by key or name since companies rename accounts. For a
 * transfer, the other bank account when there is exactly one; otherwise the person chooses.
 */
export function presetAccount(preset: EntryPreset, accounts: readonly Account[], bankAccountId: string) {
  const active = accounts.filter((account) => account.isActive && account._id !== bankAccountId);
  switch (preset.value) {
    case 'bank-charges':
      return active.find((account) => account.systemKey === 'bank-charges') ?? active.find(named(/bank charge/i));
    case 'interest-income':
      return (
        active.find((account) => account.account_type === 'Income' && named(/^interest income$/i)(account)) ??
        active.find((account) => account.account_type === 'Income' && named(/interest/i)(account))
      );
    case 'transfer': {
      const banks = active.filter((account) => account.isBank);
      return banks.length === 1 ? banks[0] : undefined;
    }
  }
}
