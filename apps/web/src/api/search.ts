import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './client.ts';

/** One thing found (server search/registry.ts). */
export interface SearchResult {
  kind: string;
  id: string;
  title: string;
  subtitle: string;
  /** Naira, for kinds that have one amount (a journal's total). */
  amount: number | null;
  date: string | null;
  /** The page that shows it. */
  path: string;
}

export interface SearchGroup {
  kind: string;
  label: string;
  results: SearchResult[];
}

export interface SearchAnswer {
  query: string;
  groups: SearchGroup[];
}

export const searchKeys = {
  all: ['search'] as const,
  query: (text: string) => ['search', text] as const,
};

/** GET /search: only the kinds the member may see, grouped; nothing is asked for blank text. */
export function useSearch(text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: searchKeys.query(query),
    queryFn: () => request<SearchAnswer>(`/search?q=${encodeURIComponent(query)}&limit=5`),
    enabled: query !== '',
    // The last answer stays on screen while the next one is on its way, so the list does not flicker.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
