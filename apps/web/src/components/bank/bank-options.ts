import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import type { BankKind } from '@owo/core';
import type { Bank } from '../../api/bank.ts';

const kindLabels: Record<BankKind, string> = {
  commercial: 'Commercial banks',
  'non-interest': 'Non-interest banks',
  digital: 'Digital and microfinance banks',
};

/** The bank select's options, grouped by kind, by name within each. */
export function bankOptions(banks: readonly Bank[]): ComboboxItemGroup<ComboboxItem>[] {
  return (Object.keys(kindLabels) as BankKind[])
    .map((kind) => ({
      group: kindLabels[kind],
      items: banks
        .filter((bank) => bank.kind === kind)
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((bank) => ({ value: bank.code, label: bank.name })),
    }))
    .filter((group) => group.items.length > 0);
}
