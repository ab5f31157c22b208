import { queryOptions, useQuery } from '@tanstack/react-query';
import { useActiveCompanyId } from '../session/storage.ts';
import { request } from './client.ts';

/** Which first steps the active company has done, read from its books (GET /getting-started). */
export interface GettingStarted {
  openingBalances: boolean;
  bankAccount: boolean;
  statementImported: boolean;
  journalWritten: boolean;
  reconciled: boolean;
}

export type GettingStartedFact = keyof GettingStarted;

export function gettingStartedQuery(companyId: string | null) {
  return queryOptions({
    queryKey: ['getting-started', companyId],
    queryFn: () => request<GettingStarted>('/getting-started'),
  });
}

export function useGettingStarted() {
  return useQuery(gettingStartedQuery(useActiveCompanyId()));
}
