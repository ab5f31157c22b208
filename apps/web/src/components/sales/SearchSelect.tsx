import { ActionIcon, Group, Select, type SelectProps, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';

/** What a picker shows for the record picked, whatever the search finds now. */
export interface Picked {
  id: string;
  name: string;
}

export interface SearchSelectProps<Item> extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue'> {
  value: string;
  picked: Picked | undefined;
  /** The server's answer to the words typed. */
  useOptions: (search: string) => { data?: { data: Item[] } | undefined; isFetching: boolean };
  toPicked: (item: Item) => Picked;
  onChange: (item: Item | null) => void;
  /** The quick-add button beside the select (spec section 2). */
  onQuickAdd?: (() => void) | undefined;
  quickAddLabel?: string;
  nothingFound: string;
}

/** A record picked from a long list searched on the server; with a quick-add button when given one. */
export function SearchSelect<Item>({
  value,
  picked,
  useOptions,
  toPicked,
  onChange,
  onQuickAdd,
  quickAddLabel,
  nothingFound,
  ...selectProps
}: SearchSelectProps<Item>) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const pickedLabel = picked && picked.id === value ? picked.name : '';
  // While the box shows the picked name, list everything rather than only that name.
  const options = useOptions(debounced === pickedLabel ? '' : debounced);
  const found = options.data?.data ?? [];
  const data = useMemo(() => {
    const list = found.map((item) => {
      const { id, name } = toPicked(item);
      return { value: id, label: name };
    });
    if (picked && picked.id === value && !list.some((option) => option.value === value)) {
      list.unshift({ value: picked.id, label: picked.name });
    }
    return list;
  }, [found, picked, value, toPicked]);

  const select = (
    <Select
      searchable
      clearable
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? 'Searching…' : nothingFound}
      maxDropdownHeight={240}
      {...selectProps}
      flex={onQuickAdd ? 1 : undefined}
      data={data}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => onChange(found.find((item) => toPicked(item).id === id) ?? null)}
    />
  );
  if (!onQuickAdd) return select;
  return (
    <Group gap={6} align="flex-start" wrap="nowrap">
      {select}
      <Tooltip label={quickAddLabel}>
        <ActionIcon
          variant="default"
          size={selectProps.size === 'sm' || !selectProps.size ? 36 : 'lg'}
          mt={selectProps.label ? 25 : 0}
          aria-label={quickAddLabel}
          onClick={onQuickAdd}
          disabled={selectProps.disabled}
        >
          <IconPlus size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
