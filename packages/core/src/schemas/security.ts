import { z } from 'zod';
import { boolean, fieldsObject, password, requiredString } from './fields.ts';

/*
 * Settings › Security: changing the password, two-factor sign-in with an authenticator app, and a
 * company's requirement that everyone uses it.
 */

/** The six digits an authenticator app shows; people often type them with a space in the middle. */
export function authenticatorCode(label = 'Authentication code') {
  return requiredString(label, { max: 12 })
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, `${label} must be 6 digits`));
}

/** A recovery code as printed (xxxxx-xxxxx); compared without case, spaces or dashes. */
export function recoveryCode(label = 'Recovery code') {
  return requiredString(label, { max: 40 }).transform((value) => value.toLowerCase().replace(/[^a-z0-9]/g, ''));
}

/** The change-password form asks for the new password twice; the API takes changePasswordSchema. */
export const changePasswordFormSchema = fieldsObject({
  oldPassword: requiredString('Current password', { max: 200 }),
  newPassword: password('New password'),
  confirmPassword: requiredString('Confirm new password', { max: 200 }),
})
  .refine((body) => body.oldPassword !== body.newPassword, {
    message: 'The new password must differ from the current one',
    path: ['newPassword'],
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: 'Passwords must match',
    path: ['confirmPassword'],
  });
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

/**
 * Turns two-factor sign-in on with a first code from the app, which proves the app holds the
 * secret. The password is asked again (when the account has one), so that someone who found a
 * signed-in computer cannot lock its owner out with an authenticator of their own.
 */
export const enableTwoFactorSchema = fieldsObject({
  code: authenticatorCode(),
  password: z.string({ error: 'Password is not valid.' }).max(200, 'Password is not valid.').optional(),
});
export type EnableTwoFactorInput = z.input<typeof enableTwoFactorSchema>;

/** Six digits from the app, or a recovery code's ten letters and digits, however spaced. */
const isCodeShaped = (value: string) =>
  /^\d{6}$/.test(value.replace(/\s/g, '')) || /^[a-z0-9]{10}$/.test(value.toLowerCase().replace(/[^a-z0-9]/g, ''));

const proofMessage = 'Enter your password or a code from your authenticator app';

/** What turning two-factor off, or making new recovery codes, asks for: the password or a code. */
export const twoFactorProofSchema = fieldsObject({
  password: z.string({ error: 'Password is not valid.' }).max(200, 'Password is not valid.').optional(),
  code: z
    .string({ error: 'Authentication code is not valid.' })
    .max(40, 'Authentication code is not valid.')
    .refine((value) => value.trim() === '' || isCodeShaped(value), 'Authentication code is not valid.')
    .optional(),
}).refine((body) => Boolean(body.password?.trim()) || Boolean(body.code?.trim()), {
  message: proofMessage,
  path: ['password'],
});
export type TwoFactorProofInput = z.input<typeof twoFactorProofSchema>;

/** The second step of signing in: the code from the app, or one of the recovery codes. */
export const verifyTwoFactorSchema = fieldsObject({
  challenge: requiredString('Sign-in attempt', { max: 200 }),
  code: authenticatorCode().optional(),
  recoveryCode: recoveryCode().optional(),
}).refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
  message: 'Enter the 6-digit code from your authenticator app, or one recovery code',
  path: ['code'],
});
export type VerifyTwoFactorInput = z.input<typeof verifyTwoFactorSchema>;

export const twoFactorRequirementSchema = fieldsObject({ required: boolean('Require two-factor sign-in') });
export type TwoFactorRequirementInput = z.input<typeof twoFactorRequirementSchema>;

/**
 * The second step of a sign-in that a few wrong passwords on the account have braked: the code
 * emailed to the account's address.
 */
export const verifySignInCodeSchema = fieldsObject({
  challenge: requiredString('Sign-in attempt', { max: 200 }),
  code: authenticatorCode('Code'),
});
export type VerifySignInCodeInput = z.input<typeof verifySignInCodeSchema>;
