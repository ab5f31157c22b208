import type {
  CompletePasswordResetInput,
  EmailInput,
  Permission,
  SignupInput,
  VerifySignInCodeInput,
  VerifySignupInput,
} from '@owo/core';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
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

/** What a correct password answers when the account has two-factor sign-in on (routes/auth/two-factor.tsx). */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  challenge: string;
}

/**
 * What a correct password answers after several wrong ones on the account: the sign-in finishes
 * with a code emailed to the account (routes/auth/sign-in-code.tsx).
 */
export interface EmailedCodeChallenge {
  emailCodeRequired: true;
  challenge: string;
  /** The address the code went to, partly hidden: a•••@example.ng. */
  sentTo: string;
}

/** What signing in with a password, Google or an emailed link answers. */
export type SignInAnswer = SignInResult | TwoFactorChallenge | EmailedCodeChallenge;

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
