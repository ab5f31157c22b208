import type { SignInAnswer, SignInResult, User, UserCompany } from '@owo/core';
import { readCompanies, readUser, type StoredCompany, type StoredUser, storageKeys, writeItems } from './storage.ts';

/** What is kept of a company made active: an answer listing companies, or the one just set up. */
type ActiveCompany = Pick<UserCompany, '_id' | 'name' | 'currency' | 'activeSubscriptionId'>;
/** The person as a sign-in answers them, or as stored since. */
type Person = Pick<User, '_id' | 'firstName' | 'lastName' | 'email'> & { phoneNumber?: string | null };

function profile(user: Person, company?: ActiveCompany): StoredUser {
  return {
    _id: user._id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber ?? null,
    companyName: company?.name,
    currency: company?.currency ?? 'NGN',
  };
}

function summaries(companies: readonly Pick<UserCompany, '_id' | 'name'>[]): StoredCompany[] {
  return companies.map(({ _id, name }) => ({ _id, name }));
}

/** Makes a company the one every call acts for (sent as x-company-id). */
export function activateCompany(company: ActiveCompany, user: Person | null = readUser()): void {
  const base = user ? profile(user, company) : null;
  writeItems({
    [storageKeys.activeCompanyId]: company._id,
    [storageKeys.activeSubscriptionId]: company.activeSubscriptionId,
    [storageKeys.user]: base ? JSON.stringify(base) : null,
  });
}

/** Remembers a company just set up, beside the ones the user already had. */
export function rememberCompany(company: Pick<UserCompany, '_id' | 'name'>): void {
  const others = readCompanies().filter((known) => known._id !== company._id);
  writeItems({ [storageKeys.userCompanies]: JSON.stringify([...others, { _id: company._id, name: company.name }]) });
}

export function rememberCompanies(companies: readonly Pick<UserCompany, '_id' | 'name'>[]): void {
  writeItems({ [storageKeys.userCompanies]: JSON.stringify(summaries(companies)) });
}

/**
 * Stores a fresh session and says where to go next: no company yet -> set one up;
 * exactly one -> straight in; several -> let the user choose.
 */
export function startSession({ token, user, companies }: SignInResult): string {
  writeItems({
    [storageKeys.token]: token,
    [storageKeys.userId]: user._id,
    [storageKeys.userCompanies]: JSON.stringify(summaries(companies)),
    [storageKeys.user]: JSON.stringify(profile(user)),
    [storageKeys.activeCompanyId]: null,
    [storageKeys.activeSubscriptionId]: null,
  });
  const [only] = companies;
  if (companies.length === 0 || !only) return '/auth/setup-business';
  if (companies.length === 1) {
    activateCompany(only, user);
    return '/dashboard';
  }
  return '/auth/select-company';
}

/** Where the challenge of a sign-in waiting for its two-factor code is kept until it is answered. */
export const twoFactorChallengeKey = 'owo.two-factor-challenge';

/**
 * Where a sign-in waiting for the code emailed after several wrong passwords keeps its challenge
 * and the partly hidden address the code went to (routes/auth/sign-in-code.tsx).
 */
export const signInCodeKey = 'owo.sign-in-code';

export interface WaitingSignIn {
  challenge: string;
  sentTo: string;
}

export function readWaitingSignIn(): WaitingSignIn | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(signInCodeKey) ?? 'null') as Partial<WaitingSignIn> | null;
    return stored?.challenge && stored.sentTo ? { challenge: stored.challenge, sentTo: stored.sentTo } : null;
  } catch {
    return null;
  }
}

/**
 * After the password (or Google, or an emailed link): a session, the two-factor step when the
 * account has it on, or the emailed-code step after several wrong passwords on the account. The
 * challenge lives in this tab only, for the few minutes it lasts.
 */
export function continueSignIn(answer: SignInAnswer): string {
  if ('emailCodeRequired' in answer) {
    const waiting: WaitingSignIn = { challenge: answer.challenge, sentTo: answer.sentTo };
    sessionStorage.setItem(signInCodeKey, JSON.stringify(waiting));
    return '/auth/sign-in-code';
  }
  if ('challenge' in answer) {
    sessionStorage.setItem(twoFactorChallengeKey, answer.challenge);
    return '/auth/two-factor';
  }
  return startSession(answer);
}
