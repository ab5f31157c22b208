import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTrackedProducts } from '../../api/stock.ts';

/** A product the form has picked: its name and unit stay shown whatever the search finds now. */
export interface PickedProduct {
  id: string;
  name: string;
  unit: string;
}

interface ProductSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue'> {
  value: string;
  onChange: (product: PickedProduct | null) => void;
  /** The product picked before (its name), so it shows before any search. */
  picked?: PickedProduct | undefined;
}

/**
 * Tracked goods, searched by name on the server as the person types (a catalogue may hold
 * thousands), so only stock that can move is offered.
 */
export function ProductSelect({ value, onChange, picked, ...selectProps }: ProductSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const pickedLabel = picked && picked.id === value ? picked.name : '';
  // While the box shows the picked name, list everything rather than only that name.
  const products = useTrackedProducts(debounced === pickedLabel ? '' : debounced);
  const found = products.data ?? [];
  const data = useMemo(() => {
    const options = found.map((product) => ({ value: product._id, label: product.name }));
    if (picked && picked.id === value && !options.some((option) => option.value === value))
      options.unshift({ value: picked.id, label: picked.name });
    return options;
  }, [found, picked, value]);
  return (
    <Select
      searchable
      clearable
      filter={({ options }) => options}
      nothingFoundMessage={products.isFetching ? 'Searching…' : 'No tracked goods match'}
      maxDropdownHeight={240}
      {...selectProps}
      data={data}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => {
        const product = found.find((one) => one._id === id);
        if (product) onChange({ id: product._id, name: product.name, unit: product.unitOfMeasurement.unit });
        else if (id && picked?.id === id) onChange(picked);
        else onChange(null);
      }}
    />
  );
}
