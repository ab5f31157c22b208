import { z } from 'zod';
import { email, otp, password, phoneNumber, requiredString } from './fields.ts';

export const signupSchema = z
  .object({
    firstName: requiredString('firstName', { max: 100 }),
    lastName: requiredString('lastName', { max: 100 }),
    email: email(),
    phoneNumber: phoneNumber(),
    password: password(),
    confirmPassword: password('confirmPassword'),
    readTerms: z.boolean({ error: 'Please accept the terms and conditions' }).refine((accepted) => accepted, {
      message: 'Please accept the terms and conditions',
    }),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: 'Passwords must match',
    path: ['confirmPassword'],
  });
export type SignupInput = z.input<typeof signupSchema>;

export const loginSchema = z.object({
  email: email(),
  password: requiredString('password', { max: 200 }),
});
export type LoginInput = z.input<typeof loginSchema>;

export const emailSchema = z.object({ email: email() });
export type EmailInput = z.input<typeof emailSchema>;

export const verifySignupSchema = z.object({ email: email(), otp: otp() });
export type VerifySignupInput = z.input<typeof verifySignupSchema>;

export const completePasswordResetSchema = z.object({ email: email(), otp: otp(), password: password() });
export type CompletePasswordResetInput = z.input<typeof completePasswordResetSchema>;

/** The new-password screen asks twice; the server needs it once. */
export const newPasswordFormSchema = z
  .object({ otp: otp(), password: password(), confirmPassword: password('confirmPassword') })
  .refine((body) => body.password === body.confirmPassword, {
    message: 'Passwords must match',
    path: ['confirmPassword'],
  });
export type NewPasswordFormInput = z.input<typeof newPasswordFormSchema>;

export const changePasswordSchema = z
  .object({ oldPassword: requiredString('oldPassword', { max: 200 }), newPassword: password('newPassword') })
  .refine((body) => body.oldPassword !== body.newPassword, {
    message: 'newPassword must differ from oldPassword',
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const googleAuthenticationSchema = z.object({ idToken: requiredString('idToken', { max: 4096 }) });
export type GoogleAuthenticationInput = z.input<typeof googleAuthenticationSchema>;
