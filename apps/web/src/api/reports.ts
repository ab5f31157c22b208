import type { AccountType } from '@owo/core';
import { useQuery } from '@tanstack/react-query';
import { request } from './client.ts';
import { listQuery } from './list-query.ts';

export interface LedgerLine {
  date: string;
  /** identifier: JV-000013 or JE-000016, the one people see; null until numbered. */
  entry: { _id: string; number: number | null; identifier: string | null };
  /** What posted it: a journal (with its id), opening balances... */
  source: { type: string; _id: string | null };
  memo: string;
  description: string;
  debit: number;
  credit: number;
  /** Running balance after this line, in the account's normal direction. */
  balance: number;
}

export interface GeneralLedger {
  account: { _id: string; account_code: string; account_name: string; account_type: AccountType };
  from: string | null;
  to: string | null;
  openingBalance: number;
  closingBalance: number;
  /** The balance brought forward to the first line of this page. */
  pageOpeningBalance: number;
  lines: LedgerLine[];
}

export interface GeneralLedgerFilters {
  account: string;
  page: number;
  limit: number;
  from?: string;
  to?: string;
}

export const reportKeys = {
  all: ['reports'] as const,
  generalLedger: (filters: GeneralLedgerFilters) => ['reports', 'general-ledger', filters] as const,
};

/** One account's postings with a running balance. */
export function useGeneralLedger(filters: GeneralLedgerFilters) {
  return useQuery({
    queryKey: reportKeys.generalLedger(filters),
    queryFn: () => request<GeneralLedger>(`/reports/general-ledger${listQuery({ params: { ...filters } })}`),
    enabled: Boolean(filters.account),
    // Another page or period of the same account keeps its rows on screen; another account does not.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].account === filters.account ? previous : undefined,
  });
}
