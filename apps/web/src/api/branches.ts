import type { BranchInput } from '@owo/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';

export interface Branch {
  _id: string;
  name: string;
  address: string;
  website: string | null;
  /** Members whose branch it is. */
  users?: number;
}

export const branchKeys = { all: ['branches'] as const };

/**
 * The active company's branches, for every form with a branch field and the branches settings.
 * A member whose role is limited to their branch gets only theirs.
 */
export function useBranches() {
  return useQuery({
    queryKey: branchKeys.all,
    queryFn: () => request<Branch[]>('/branches?limit=1000&page=1'),
    staleTime: 5 * 60_000,
  });
}

function useBranchMutation<Variables, Answer>(
  call: (variables: Variables) => Promise<{ data: Answer; message?: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: branchKeys.all }),
  });
}

export function useCreateBranch() {
  return useBranchMutation((body: BranchInput) => request<Branch>('/branches', { method: 'POST', body }));
}

export function useUpdateBranch() {
  return useBranchMutation(({ id, ...body }: Partial<BranchInput> & { id: string }) =>
    request<Branch>(`/branches/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  );
}

export function useDeleteBranch() {
  return useBranchMutation((id: string) =>
    request<unknown>(`/branches/${encodeURIComponent(id)}`, { method: 'DELETE' }).then(() => ({ data: id })),
  );
}
