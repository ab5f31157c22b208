import { z } from 'zod';
import { fieldsObject, figure, listOf, requestNotValid, text, yesOrNo } from './fields.ts';

/*
 * What signing in answers, and who is signed in (/auth/me): the server checks its answers against
 * these and the web app infers its types from them.
 */

export const subscriptionSchema = fieldsObject(
  {
    _id: text('Subscription'),
    plan: text('Plan'),
    status: text('Subscription state'),
    seats: figure('Seats'),
    currentPeriodEnd: text('Period end'),
  },
  'Subscription',
);
export type Subscription = z.output<typeof subscriptionSchema>;

/** A company as the auth answers list it. */
export const companySummarySchema = fieldsObject(
  {
    _id: text('Company'),
    name: text('Company name'),
    currency: text('Currency'),
    role: text('Role'),
    activeSubscriptionId: text('Subscription').nullable(),
    subscription: subscriptionSchema.nullable(),
  },
  'Company',
);
export type UserCompany = z.output<typeof companySummarySchema>;

export const userSchema = fieldsObject(
  {
    _id: text('User'),
    firstName: text('First name'),
    lastName: text('Last name'),
    email: text('Email'),
    phoneNumber: text('Phone number').nullable(),
    emailVerified: yesOrNo('Email verified'),
  },
  'User',
);
export type User = z.output<typeof userSchema>;

/** A session: its bearer token, the person, and the companies they belong to. */
export const sessionResultSchema = fieldsObject({
  token: text('Session'),
  user: userSchema,
  companies: listOf(companySummarySchema, 'Companies'),
});
export type SignInResult = z.output<typeof sessionResultSchema>;

/** What a correct password answers when the account has two-factor sign-in on. */
export const twoFactorChallengeSchema = fieldsObject({
  twoFactorRequired: yesOrNo('Two-factor sign-in'),
  challenge: text('Challenge'),
});
export type TwoFactorChallenge = z.output<typeof twoFactorChallengeSchema>;

/**
 * What a correct password answers after several wrong ones on the account: the sign-in finishes
 * with a code emailed to the account; `sentTo` is the address, partly hidden (a•••@example.ng).
 */
export const emailedCodeChallengeSchema = fieldsObject({
  emailCodeRequired: yesOrNo('Emailed code'),
  challenge: text('Challenge'),
  sentTo: text('Sent to'),
});
export type EmailedCodeChallenge = z.output<typeof emailedCodeChallengeSchema>;

/** What signing in with a password, Google or an emailed link answers. */
export const signInAnswerSchema = z.union([sessionResultSchema, twoFactorChallengeSchema, emailedCodeChallengeSchema], {
  error: requestNotValid,
});
export type SignInAnswer = z.output<typeof signInAnswerSchema>;

/** The signed-in user (/auth/me): their companies, and what they may do in the one of x-company-id. */
export const meSchema = fieldsObject({
  user: userSchema,
  companies: listOf(companySummarySchema, 'Companies'),
  activeSubscriptionId: text('Subscription').nullable(),
  subscription: subscriptionSchema.nullable(),
  /** Empty without a company; the server checks every call itself. */
  permissions: listOf(text('Permission'), 'Permissions'),
});
export type Me = z.output<typeof meSchema>;
