import type {
  ChangePasswordInput,
  EnableTwoFactorInput,
  TwoFactorProofInput,
  TwoFactorRequirementInput,
  VerifyTwoFactorInput,
} from '@owo/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignInResult } from './auth.ts';
import { request } from './client.ts';

/** A device signed in to the account (Settings › Security). */
export interface SignedInDevice {
  _id: string;
  device: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** False for an account made with Google that never set a password. */
  hasPassword: boolean;
}

export interface TwoFactorRequirement {
  required: boolean;
  companyName: string;
}

export const securityKeys = {
  sessions: ['security', 'sessions'] as const,
  twoFactor: ['security', 'two-factor'] as const,
  requirement: (companyId: string | null) => ['security', 'requirement', companyId] as const,
};

export function useSessions() {
  return useQuery({ queryKey: securityKeys.sessions, queryFn: () => request<SignedInDevice[]>('/auth/sessions') });
}

function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions });
}

export function useSignOutSession() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: (id: string) => request<unknown>(`/auth/sessions/${id}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
}

export function useSignOutOtherSessions() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: () => request<{ signedOut: number }>('/auth/sessions/sign-out-others', { method: 'POST' }),
    onSettled: refresh,
  });
}

export function useChangePassword() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => request<unknown>('/auth/change-password', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useTwoFactorStatus() {
  return useQuery({ queryKey: securityKeys.twoFactor, queryFn: () => request<TwoFactorStatus>('/auth/two-factor') });
}

function useRefreshTwoFactor() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['security'] });
}

export function useSetUpTwoFactor() {
  return useMutation({
    mutationFn: () => request<{ secret: string; otpauthUri: string }>('/auth/two-factor/setup', { method: 'POST' }),
  });
}

export function useEnableTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (body: EnableTwoFactorInput) =>
      request<{ recoveryCodes: string[] }>('/auth/two-factor/enable', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (body: TwoFactorProofInput) => request<unknown>('/auth/two-factor/disable', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useNewRecoveryCodes() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (body: TwoFactorProofInput) =>
      request<{ recoveryCodes: string[] }>('/auth/two-factor/recovery-codes', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useTwoFactorRequirement(companyId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: securityKeys.requirement(companyId),
    queryFn: () => request<TwoFactorRequirement>('/companies/two-factor-requirement'),
    enabled: enabled && companyId !== null,
  });
}

export function useSetTwoFactorRequirement() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (body: TwoFactorRequirementInput) =>
      request<TwoFactorRequirement>('/companies/two-factor-requirement', { method: 'PATCH', body }),
    onSuccess: refresh,
  });
}

/** The second step of signing in (routes/auth/two-factor.tsx). */
export function useVerifyTwoFactor() {
  return useMutation({
    mutationFn: (body: VerifyTwoFactorInput) =>
      request<SignInResult & { recoveryCodesLeft: number | null }>('/auth/two-factor/verify', {
        method: 'POST',
        body,
        authCall: true,
      }),
  });
}
