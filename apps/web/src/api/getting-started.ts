import type { GettingStartedView } from '@owo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useActiveCompanyId } from '../session/storage.ts';
import { request } from './client.ts';

/**
 * The first steps the signed-in member may do, and which the company has done, read from its
 * books (GET /getting-started). A member whose role allows none of them gets an empty list.
 */
export type GettingStarted = GettingStartedView;
/** One first step, worded by the server; the web app gives it an icon and a page by its key. */
export type GettingStartedStep = GettingStarted['steps'][number];

export function gettingStartedQuery(companyId: string | null) {
  return queryOptions({
    queryKey: ['getting-started', companyId],
    queryFn: () => request<GettingStarted>('/getting-started'),
  });
}

export function useGettingStarted() {
  return useQuery(gettingStartedQuery(useActiveCompanyId()));
}
