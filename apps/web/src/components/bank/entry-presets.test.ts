import { describe, expect, it } from 'vitest';
import type { Account } from '../../api/accounts.ts';
import { entryPresets, presetAccount } from './entry-presets.ts';

const account = (id: string, name: string, type: Account['account_type'], extra: Partial<Account> = {}): Account => ({
  _id: id,
  account_name: name,
  account_code: id,
  description: '',
  account_type: type,
  parent_account: { _id: 'p', name: 'Parent' },
  sub_category_account: { _id: 's', name: 'Sub', can_select_currency: false },
  currency: null,
  isBank: false,
  isSystem: false,
  systemKey: null,
  isActive: true,
  balance: 0,
  createdAt: '',
  updatedAt: '',
  ...extra,
});

const chart = [
  account('gtb', 'GTBank', 'Asset', { isBank: true }),
  account('cash', 'Cash on Hand', 'Asset', { isBank: true }),
  account('charges', 'Bank fees and charges', 'Expense', { systemKey: 'bank-charges' }),
  account('interest', 'Interest Income', 'Income'),
];
const preset = (value: string) => {
  const found = entryPresets.find((item) => item.value === value);
  if (!found) throw new Error(`No preset ${value}`);
  return found;
};

describe('presetAccount', () => {
  it('finds the seeded bank charges account by its system key, whatever it is called now', () => {
    expect(presetAccount(preset('bank-charges'), chart, 'gtb')?._id).toBe('charges');
  });

  it('finds interest income among the income accounts', () => {
    expect(presetAccount(preset('interest-income'), chart, 'gtb')?._id).toBe('interest');
  });

  it('picks the other bank account for a transfer only when there is one', () => {
    expect(presetAccount(preset('transfer'), chart, 'gtb')?._id).toBe('cash');
    const twoOthers = [...chart, account('zen', 'Zenith', 'Asset', { isBank: true })];
    expect(presetAccount(preset('transfer'), twoOthers, 'gtb')).toBeUndefined();
  });
});
