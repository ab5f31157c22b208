import type { Permission } from '@owo/core';
import { useMe } from '../api/auth.ts';
import { useActiveCompanyId } from './storage.ts';

/**
 * What the signed-in user may do in the active company, from /auth/me. Only for showing or hiding
 * actions: the server refuses what a role does not allow whatever the page shows. Until /me has
 * answered the list is empty, so an action needing a permission appears a moment later rather
 * than appearing and then vanishing.
 */
export function usePermissions(): { permissions: readonly Permission[]; loading: boolean; known: boolean } {
  const me = useMe(useActiveCompanyId());
  // Offline, /auth/me waits for the network: the permissions are then not known (not "none").
  // The server names permissions from the same catalogue (permissionCatalog in packages/core).
  const permissions = (me.data?.data.permissions ?? []) as readonly Permission[];
  return { permissions, loading: me.isPending, known: me.data !== undefined };
}

export function useMay(permission: Permission): boolean {
  return usePermissions().permissions.includes(permission);
}
