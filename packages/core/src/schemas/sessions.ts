import { z } from 'zod';

/*
 * What signing in answers, and who is signed in (/auth/me): the server checks its answers against
 * these and the web app infers its types from them.
 */

export const subscriptionSchema = z.object({
  _id: z.string(),
  plan: z.string(),
  status: z.string(),
  seats: z.number(),
  currentPeriodEnd: z.string(),
});
export type Subscription = z.output<typeof subscriptionSchema>;

/** A company as the auth answers list it. */
export const companySummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  currency: z.string(),
  role: z.string(),
  activeSubscriptionId: z.string().nullable(),
  subscription: subscriptionSchema.nullable(),
});
export type UserCompany = z.output<typeof companySummarySchema>;

export const userSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  emailVerified: z.boolean(),
});
export type User = z.output<typeof userSchema>;

/** A session: its bearer token, the person, and the companies they belong to. */
export const sessionResultSchema = z.object({
  token: z.string(),
  user: userSchema,
  companies: z.array(companySummarySchema),
});
export type SignInResult = z.output<typeof sessionResultSchema>;

/** What a correct password answers when the account has two-factor sign-in on. */
export const twoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
export type TwoFactorChallenge = z.output<typeof twoFactorChallengeSchema>;

/**
 * What a correct password answers after several wrong ones on the account: the sign-in finishes
 * with a code emailed to the account; `sentTo` is the address, partly hidden (a•••@example.ng).
 */
export const emailedCodeChallengeSchema = z.object({
  emailCodeRequired: z.literal(true),
  challenge: z.string(),
  sentTo: z.string(),
});
export type EmailedCodeChallenge = z.output<typeof emailedCodeChallengeSchema>;

/** What signing in with a password, Google or an emailed link answers. */
export const signInAnswerSchema = z.union([sessionResultSchema, twoFactorChallengeSchema, emailedCodeChallengeSchema]);
export type SignInAnswer = z.output<typeof signInAnswerSchema>;

/** The signed-in user (/auth/me): their companies, and what they may do in the one of x-company-id. */
export const meSchema = z.object({
  user: userSchema,
  companies: z.array(companySummarySchema),
  activeSubscriptionId: z.string().nullable(),
  subscription: subscriptionSchema.nullable(),
  /** Empty without a company; the server checks every call itself. */
  permissions: z.array(z.string()),
});
export type Me = z.output<typeof meSchema>;
