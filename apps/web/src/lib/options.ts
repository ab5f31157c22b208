import type { ComboboxItem } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Envelope } from '../api/client.ts';

export interface OptionList {
  data: ComboboxItem[];
  placeholder: string;
  disabled: boolean;
}

/**
 * Select props for a lookup list (spec section 4): 'loading...' until it arrives, and a
 * disabled 'No X added' when it is empty.
 */
export function optionList<T>(
  query: UseQueryResult<Envelope<T[]>>,
  toOption: (item: T) => ComboboxItem,
  labels: { empty: string; choose: string },
): OptionList {
  if (query.isLoading) return { data: [], placeholder: 'loading...', disabled: true };
  const items = query.data?.data ?? [];
  if (items.length === 0) return { data: [], placeholder: labels.empty, disabled: true };
  return { data: items.map(toOption), placeholder: labels.choose, disabled: false };
}
