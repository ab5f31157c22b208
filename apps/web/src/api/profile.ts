import type { ProfileUpdateInput } from '@owo/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readUser, storageKeys, writeItems } from '../session/storage.ts';
import { request } from './client.ts';
import { type StoredImage, useImageActions } from './images.ts';

/** The signed-in person's own details (GET /profile). */
export interface Profile {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  photo: StoredImage | null;
}

export const profileKeys = { me: ['profile'] as const };

export const profileQuery = queryOptions({
  queryKey: profileKeys.me,
  queryFn: () => request<Profile>('/profile'),
  staleTime: 5 * 60_000,
});

export function useProfile(enabled = true) {
  return useQuery({ ...profileQuery, enabled });
}

/** The header reads the stored user: it is kept in step with the saved profile. */
function storeProfile(profile: Profile) {
  const user = readUser();
  if (!user || user._id !== profile._id) return;
  const { firstName, lastName, phoneNumber } = profile;
  writeItems({ [storageKeys.user]: JSON.stringify({ ...user, firstName, lastName, phoneNumber }) });
}

function useAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: profileKeys.me }),
      queryClient.invalidateQueries({ queryKey: ['auth', 'me'] }),
    ]);
}

export function useUpdateProfile() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (body: Partial<ProfileUpdateInput>) => request<Profile>('/profile', { method: 'PATCH', body }),
    onSuccess: (response) => {
      storeProfile(response.data);
      return afterChange();
    },
  });
}

/** The person's photo: upload and remove. */
export function usePhotoActions() {
  return useImageActions('/profile/photo', useAfterChange());
}
