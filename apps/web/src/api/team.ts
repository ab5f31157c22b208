import type {
  AcceptInvitationInput,
  ApprovalLimitsUpdateInput,
  ApprovalLimitsView,
  RoleCreateInput,
  RoleUpdateInput,
  UserCreateInput,
  UserUpdateInput,
} from '@owo/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignInAnswer } from './auth.ts';
import { request } from './client.ts';
import { listQuery } from './list-query.ts';

/*
 * Team and access: the company's users and roles, and the permission catalogue the role form
 * shows. A user is named by their user id (`_id`).
 */

export interface Role {
  _id: string;
  name: string;
  description: string;
  /** ['*'] for the Owner role, which holds every permission. */
  permissions: string[];
  allPermissions: boolean;
  editable: boolean;
  ownBranchOnly: boolean;
  userCount: number;
}

export interface TeamUser {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: { _id: string; name: string; owner: boolean };
  branch: { _id: string; name: string };
  status: 'invited' | 'active';
  lastSignInAt: string | null;
}

export interface PermissionArea {
  area: string;
  label: string;
  covers: string;
  permissions: Array<{ value: string; action: string; label: string }>;
}

export const teamKeys = {
  users: ['users'] as const,
  userList: (page: number, limit: number, name: string) => ['users', 'list', page, limit, name] as const,
  roles: ['roles'] as const,
  role: (id: string) => ['roles', 'one', id] as const,
  permissions: ['permissions', 'values'] as const,
};

export function useUsers(page: number, limit: number, name: string) {
  return useQuery({
    queryKey: teamKeys.userList(page, limit, name),
    queryFn: () => request<TeamUser[]>(`/users${listQuery({ page, limit, where: { name } })}`),
    placeholderData: keepPreviousData,
  });
}

export function useRoles() {
  return useQuery({ queryKey: teamKeys.roles, queryFn: () => request<Role[]>('/roles?limit=1000&page=1') });
}

export function useRole(id: string | null) {
  return useQuery({
    queryKey: teamKeys.role(id ?? ''),
    queryFn: () => request<Role>(`/roles/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
  });
}

export function usePermissionValues() {
  return useQuery({
    queryKey: teamKeys.permissions,
    queryFn: () => request<PermissionArea[]>('/permissions/values'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A change to users changes role counts, and a change to roles changes how users read. */
function useTeamMutation<Variables, Answer>(call: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.users }),
        queryClient.invalidateQueries({ queryKey: teamKeys.roles }),
      ]);
    },
  });
}

export function useAddUser() {
  return useTeamMutation((body: UserCreateInput) => request<TeamUser>('/users', { method: 'POST', body }));
}

export function useUpdateUser() {
  return useTeamMutation(({ userId, ...body }: UserUpdateInput & { userId: string }) =>
    request<TeamUser>(`/users/${encodeURIComponent(userId)}`, { method: 'PATCH', body }),
  );
}

export function useDeleteUser() {
  return useTeamMutation((userId: string) =>
    request<unknown>(`/users/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
  );
}

export function useResendInvitation() {
  return useMutation({
    mutationFn: (userId: string) =>
      request<unknown>(`/users/${encodeURIComponent(userId)}/invitation`, { method: 'POST' }),
  });
}

export function useCreateRole() {
  return useTeamMutation((body: RoleCreateInput) => request<Role>('/roles', { method: 'POST', body }));
}

export function useUpdateRole() {
  return useTeamMutation(({ roleId, ...body }: RoleUpdateInput & { roleId: string }) =>
    request<Role>(`/roles/${encodeURIComponent(roleId)}`, { method: 'PATCH', body }),
  );
}

export function useDeleteRole() {
  return useTeamMutation((roleId: string) =>
    request<unknown>(`/roles/${encodeURIComponent(roleId)}`, { method: 'DELETE' }),
  );
}

/** Sets the first password from an invitation link; answers like signing in (a session, or a two-factor challenge). */
export function acceptInvitation(body: AcceptInvitationInput) {
  return request<SignInAnswer>('/auth/accept-invitation', { method: 'POST', body, authCall: true });
}

/** A role's approval limits (naira, null: none), for bills, expenses and purchase orders. */
export function useApprovalLimits(roleId: string) {
  return useQuery({
    queryKey: [...teamKeys.role(roleId), 'approval-limits'],
    queryFn: () => request<ApprovalLimitsView>(`/roles/${encodeURIComponent(roleId)}/approval-limits`),
  });
}

export function useSaveApprovalLimits(roleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApprovalLimitsUpdateInput) =>
      request<ApprovalLimitsView>(`/roles/${encodeURIComponent(roleId)}/approval-limits`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...teamKeys.role(roleId), 'approval-limits'] }),
  });
}
