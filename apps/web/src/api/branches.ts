import { useQuery } from '@tanstack/react-query';
import { request } from './client.ts';

export interface Branch {
  _id: string;
  name: string;
  address: string;
  website: string | null;
}

/** The active company's branches, for every form with a branch field. */
export function useBranches() {
  return useQuery({
    queryKey: ['branches'],
    queryFn: () => request<Branch[]>('/branches?limit=1000&page=1'),
    staleTime: 5 * 60_000,
  });
}
