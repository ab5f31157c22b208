import { z } from 'zod';
import { email, fieldsObject, otp, password, phoneNumber, requiredString } from './fields.ts';

const termsMessage = 'Please accept the terms and conditions';

export const signupSchema = fieldsObject({
  firstName: requiredString('First name', { max: 100 }),
  lastName: requiredString('Last name', { max: 100 }),
  email: email(),
  phoneNumber: phoneNumber(),
  password: password(),
  confirmPassword: password('Confirm password'),
  readTerms: z.boolean({ error: termsMessage }).refine((accepted) => accepted, { message: termsMessage }),
}).refine((body) => body.password === body.confirmPassword, {
  message: 'Passwords must match',
  path: ['confirmPassword'],
});
export type SignupInput = z.input<typeof signupSchema>;

export const loginSchema = fieldsObject({
  email: email(),
  password: requiredString('Password', { max: 200 }),
});
export type LoginInput = z.input<typeof loginSchema>;

export const emailSchema = fieldsObject({ email: email() });
export type EmailInput = z.input<typeof emailSchema>;

export const verifySignupSchema = fieldsObject({ email: email(), otp: otp() });
export type VerifySignupInput = z.input<typeof verifySignupSchema>;

export const completePasswordResetSchema = fieldsObject({ email: email(), otp: otp(), password: password() });
export type CompletePasswordResetInput = z.input<typeof completePasswordResetSchema>;

/** The new-password screen asks twice; the server needs it once. */
export const newPasswordFormSchema = fieldsObject({
  otp: otp(),
  password: password(),
  confirmPassword: password('Confirm password'),
}).refine((body) => body.password === body.confirmPassword, {
  message: 'Passwords must match',
  path: ['confirmPassword'],
});
export type NewPasswordFormInput = z.input<typeof newPasswordFormSchema>;

export const changePasswordSchema = fieldsObject({
  oldPassword: requiredString('Current password', { max: 200 }),
  newPassword: password('New password'),
}).refine((body) => body.oldPassword !== body.newPassword, {
  message: 'The new password must differ from the current one',
  path: ['newPassword'],
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const googleAuthenticationSchema = fieldsObject({
  idToken: requiredString('Google sign-in', { max: 4096 }),
});
export type GoogleAuthenticationInput = z.input<typeof googleAuthenticationSchema>;
