import { Button, Card, Group, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { ListParams } from '../lib/list-params.ts';

/* The controls above a server-paginated list: its filters, its search, and the bar of what is selected. */

/** The card of a list's filters, side by side where they fit. */
export function FiltersCard({ children }: { children: ReactNode }) {
  return (
    <Card p="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        {children}
      </Group>
    </Card>
  );
}

/**
 * A list's search words: shown as typed, and put in the address (so the list asks again) once the
 * typing pauses. `clear` empties the box when the page clears its filters from the address.
 */
export function useListSearch(list: ListParams, param: string) {
  const [text, setText] = useState(list.get(param));
  const apply = useDebouncedCallback((value: string) => list.update({ [param]: value.trim() }), 350);
  return {
    text,
    change: (value: string) => {
      setText(value);
      apply(value);
    },
    clear: () => setText(''),
  };
}

interface SearchInputProps {
  search: ReturnType<typeof useListSearch>;
  label: string;
  placeholder: string;
  flex?: string;
}

export function SearchInput({ search, label, placeholder, flex = '1 1 220px' }: SearchInputProps) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={search.text}
      onChange={(event) => search.change(event.currentTarget.value)}
      flex={flex}
    />
  );
}

/** The value of a filter's first option, which leaves the filter out of the address: 'All types'. */
export const allOption = 'all';

interface FilterSelectProps {
  list: ListParams;
  /** The filter's name in the address: 'type'. */
  param: string;
  label: string;
  /** The choices, the first being `allOption`. */
  options: { value: string; label: string }[];
  width: number;
}

/** A filter chosen from a short list, kept in the address. */
export function FilterSelect({ list, param, label, options, width }: FilterSelectProps) {
  return (
    <Select
      label={label}
      data={options}
      value={list.get(param) || allOption}
      allowDeselect={false}
      onChange={(value) => list.update({ [param]: value === allOption ? null : value })}
      w={{ base: '100%', xs: width }}
    />
  );
}

/** What an empty list says when its filters found nothing, with the button that clears them. */
export function noMatches(title: string, message: string, clear: () => void) {
  return {
    title,
    message,
    action: (
      <Button variant="default" onClick={clear}>
        Clear filters
      </Button>
    ),
  };
}

/** Over a list with rows selected: how many, and what can be done to them. Nothing while none is. */
export function SelectionBar({ count, children }: { count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <Card p="sm" bg="var(--mantine-color-owo-0)">
      <Group justify="space-between" gap="sm">
        <Text fw={600} fz="sm">
          {count} selected
        </Text>
        {children}
      </Group>
    </Card>
  );
}
