import type {
  ChangePasswordInput,
  CompletePasswordResetInput,
  EmailInput,
  GoogleAuthenticationInput,
  LoginInput,
  Permission,
  SignupInput,
  VerifySignupInput,
} from '@owo/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from './client.ts';

export interface User {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string | null;
}

/** A company as the auth responses list it. */
export interface UserCompany {
  _id: string;
  name: string;
  currency: string;
  activeSubscriptionId: string | null;
}

export interface SignInResult {
  token: string;
  user: User;
  companies: UserCompany[];
}

export interface Subscription {
  _id: string;
  plan: string;
  status: string;
  currentPeriodEnd: string;
}

export interface Me {
  user: User;
  companies: UserCompany[];
  activeSubscriptionId: string | null;
  subscription: Subscription | null;
  /** What the user may do in the active company (empty without one); the server checks every call itself. */
  permissions: Permission[];
}

export interface AppConfig {
  googleClientId: string | null;
}

export const authKeys = {
  me: (companyId: string | null) => ['auth', 'me', companyId] as const,
  config: ['config'] as const,
};

export function fetchMe(companyId: string | null) {
  return request<Me>('/auth/me', { companyId });
}

export function useMe(companyId: string | null) {
  return useQuery({ queryKey: authKeys.me(companyId), queryFn: () => fetchMe(companyId) });
}

export function useAppConfig() {
  return useQuery({
    queryKey: authKeys.config,
    queryFn: () => request<AppConfig>('/config', { authCall: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function post<T>(path: string) {
  return (body: unknown) => request<T>(path, { method: 'POST', body, authCall: true });
}

export function useLogin() {
  return useMutation({ mutationFn: (body: LoginInput) => post<SignInResult>('/auth/login')(body) });
}

export function useGoogleAuthentication() {
  return useMutation({
    mutationFn: (body: GoogleAuthenticationInput) => post<SignInResult>('/auth/google-authentication')(body),
  });
}

/** The link in a try-demo email: one use, signs the person in to their demo company. */
export function useSignInWithLink() {
  return useMutation({
    mutationFn: (body: { email: string; token: string }) => post<SignInResult>('/auth/sign-in-link')(body),
  });
}

export function useSignup() {
  return useMutation({ mutationFn: (body: SignupInput) => post<{ email: string }>('/auth/signup')(body) });
}

export function useVerifySignup() {
  return useMutation({ mutationFn: (body: VerifySignupInput) => post<SignInResult>('/auth/verify-signup')(body) });
}

export function useGenerateVerificationOtp() {
  return useMutation({ mutationFn: (body: EmailInput) => post<unknown>('/auth/generate-verification-otp')(body) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (body: EmailInput) => post<unknown>('/auth/reset-password')(body) });
}

export function useCompletePasswordReset() {
  return useMutation({
    mutationFn: (body: CompletePasswordResetInput) => post<unknown>('/auth/complete-password-reset')(body),
  });
}

/** A signed-in call: a 401 here does mean the session has expired. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => request<unknown>('/auth/change-password', { method: 'POST', body }),
  });
}

/** Signing out with an expired token should still sign out quietly, so it is an auth call. */
export function useLogout() {
  return useMutation({
    mutationFn: () => request<unknown>('/auth/logout', { method: 'POST', authCall: true }),
  });
}
