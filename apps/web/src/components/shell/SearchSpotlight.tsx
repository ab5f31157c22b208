import '@mantine/spotlight/styles.css';
import { ActionIcon, Button, Group, Kbd, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { type SearchResult, useSearch } from '../../api/search.ts';
import { formatMoney, formatShortDay } from '../../lib/format.ts';

/*
 * One search for the whole app: Ctrl+K (Cmd+K), or / when not typing in a field, or the search
 * button in the header. It asks the server (GET /search) as the person types, a moment after
 * they pause, and lists what it finds by kind; up, down and Enter move through and open results.
 */

const [searchStore, searchActions] = createSpotlight();
export const openSearch = searchActions.open;

/**
 * Marks the first result as chosen, so Enter opens it straight away. Done as Spotlight's own arrow
 * keys do it (an attribute on the result, its index in the store): the package exports no helper.
 */
function selectFirstResult() {
  const { listId } = searchStore.getState();
  const list = listId ? document.getElementById(listId) : null;
  const first = list?.querySelector('[data-action]');
  if (!list || !first) return;
  list.querySelector('[data-selected]')?.removeAttribute('data-selected');
  first.setAttribute('data-selected', 'true');
  searchStore.updateState((state) => ({ ...state, selected: 0 }));
}

export function SearchSpotlight() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const search = useSearch(debounced);

  // Ctrl+K works while typing in a field too; '/' only outside fields, where it types nothing.
  useHotkeys([['mod+K', () => searchActions.toggle()]], []);
  useHotkeys([['/', () => searchActions.open()]]);

  const groups = search.data?.data.groups ?? [];
  const typed = query.trim();
  const waiting = typed !== '' && (typed !== debounced || search.isFetching);
  const answeredFor = search.data?.data.query;
  const answer = search.data;
  useEffect(() => {
    if (answer) selectFirstResult();
  }, [answer]);

  return (
    <Spotlight.Root
      store={searchStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      scrollable
      maxHeight={480}
    >
      <Spotlight.Search
        aria-label="Search"
        placeholder="Search journals, accounts, bank accounts or an amount"
        leftSection={<IconSearch size={18} stroke={1.6} />}
        rightSection={waiting ? <Loader size="xs" aria-label="Searching" /> : null}
      />
      <Spotlight.ActionsList>
        {typed === '' ? (
          <Spotlight.Empty>
            <Text fz="sm" c="dimmed">
              Type a journal number (JV-13), a reference, an account name or code, or an amount (15,000).
            </Text>
          </Spotlight.Empty>
        ) : groups.length > 0 && answeredFor !== '' ? (
          groups.map((group) => (
            <Spotlight.ActionsGroup key={group.kind} label={group.label}>
              {group.results.map((result) => (
                <Spotlight.Action
                  key={`${result.kind}-${result.id}`}
                  label={result.title}
                  description={result.subtitle}
                  rightSection={<ResultFigures result={result} />}
                  onClick={() => void navigate(result.path)}
                />
              ))}
            </Spotlight.ActionsGroup>
          ))
        ) : waiting ? (
          <Spotlight.Empty>Searching…</Spotlight.Empty>
        ) : (
          <Spotlight.Empty>No results for “{typed}”</Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}

function ResultFigures({ result }: { result: SearchResult }) {
  if (result.amount === null && result.date === null) return null;
  return (
    <Stack gap={0} align="flex-end">
      {result.amount === null ? null : (
        <Text fz="sm" fw={600}>
          {formatMoney(result.amount)}
        </Text>
      )}
      {result.date === null ? null : (
        <Text fz="xs" c="dimmed">
          {formatShortDay(result.date)}
        </Text>
      )}
    </Stack>
  );
}

/** The header's way in: a field-like button on a wide screen, an icon on a phone. */
export function SearchButton() {
  return (
    <>
      <Button
        visibleFrom="sm"
        variant="default"
        color="gray"
        leftSection={<IconSearch size={16} />}
        rightSection={
          <Group gap={2} wrap="nowrap">
            <Kbd size="xs">Ctrl</Kbd>
            <Kbd size="xs">K</Kbd>
          </Group>
        }
        onClick={() => openSearch()}
        fw={400}
        c="dimmed"
        w={260}
        justify="space-between"
      >
        Search
      </Button>
      <Tooltip label="Search">
        <ActionIcon
          hiddenFrom="sm"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label="Search"
          onClick={() => openSearch()}
        >
          <IconSearch size={20} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
