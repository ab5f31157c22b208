import type {
  CompletePasswordResetInput,
  EmailInput,
  Me,
  SignInAnswer,
  SignInResult,
  SignupInput,
  VerifySignInCodeInput,
  VerifySignupInput,
} from '@owo/core';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { request } from './client.ts';

/** The shapes of the sign-in answers and of /auth/me are the server's (packages/core schemas/sessions.ts). */
export type {
  EmailedCodeChallenge,
  Me,
  SignInAnswer,
  SignInResult,
  Subscription,
  TwoFactorChallenge,
  User,
  UserCompany,
} from '@owo/core';

export const authKeys = {
  me: (companyId: string | null) => ['auth', 'me', companyId] as const,
};

export function fetchMe(companyId: string | null) {
  return request<Me>('/auth/me', { companyId });
}

export function meQuery(companyId: string | null) {
  return queryOptions({ queryKey: authKeys.me(companyId), queryFn: () => fetchMe(companyId) });
}

export function useMe(companyId: string | null) {
  return useQuery(meQuery(companyId));
}

function post<T>(path: string) {
  return (body: unknown) => request<T>(path, { method: 'POST', body, authCall: true });
}

/** The link in a try-demo email: one use, signs the person in to their demo company. */
export function useSignInWithLink() {
  return useMutation({
    mutationFn: (body: { email: string; token: string }) => post<SignInAnswer>('/auth/sign-in-link')(body),
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

/** The second step of a sign-in after several wrong passwords: the code emailed to the account. */
export function useVerifySignInCode() {
  return useMutation({
    mutationFn: (body: VerifySignInCodeInput) => post<SignInResult>('/auth/verify-sign-in-code')(body),
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (body: EmailInput) => post<unknown>('/auth/reset-password')(body) });
}

export function useCompletePasswordReset() {
  return useMutation({
    mutationFn: (body: CompletePasswordResetInput) => post<unknown>('/auth/complete-password-reset')(body),
  });
}

/** Signing out with an expired token should still sign out quietly, so it is an auth call. */
export function useLogout() {
  return useMutation({
    mutationFn: () => request<unknown>('/auth/logout', { method: 'POST', authCall: true }),
  });
}
