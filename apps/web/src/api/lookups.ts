import { useQuery } from '@tanstack/react-query';
import { request } from './client.ts';

export interface Currency {
  _id: string;
  code: string;
  name: string;
  symbol: string;
}

export interface NamedItem {
  _id: string;
  name: string;
}

export interface Country {
  _id: string;
  code: string;
  name: string;
}

export type State = Country;

// Lookup lists change with a release, not during a visit.
function useLookup<T>(key: readonly string[], path: string, enabled = true) {
  return useQuery({
    queryKey: ['lookups', ...key],
    queryFn: () => request<T[]>(path, { authCall: true }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

export function useCurrencies() {
  return useLookup<Currency>(['currencies'], '/currencies');
}

export function useIndustries() {
  return useLookup<NamedItem>(['industries'], '/industries');
}

export function useBusinessTypes() {
  return useLookup<NamedItem>(['business-types'], '/business-types');
}

export function useCountries() {
  return useLookup<Country>(['countries'], '/countries');
}

export function useStates(countryCode: string | null | undefined) {
  const code = countryCode ?? '';
  return useLookup<State>(['states', code], `/countries/${encodeURIComponent(code)}/states`, Boolean(code));
}
