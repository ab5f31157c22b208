import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordSchema,
  companySetupSchema,
  completePasswordResetSchema,
  loginSchema,
  newPasswordFormSchema,
  signupSchema,
  verifySignupSchema,
} from './index.ts';

/** What the user is shown: the first message for each field, as the API's error handler and the forms pick it. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** Every message for one field, for inputs that break more than one rule. */
function messagesFor(schema: z.ZodType, input: unknown, field: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join('.') === field).map((issue) => issue.message);
}

function without<T extends object>(value: T, field: string): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== field)) as Partial<T>;
}

describe('signupSchema', () => {
  const signup = {
    firstName: 'Adaeze',
    lastName: 'Okafor',
    email: 'ada@example.com',
    phoneNumber: '+234 803 123 4567',
    password: 'Lagos2026!',
    confirmPassword: 'Lagos2026!',
    readTerms: true,
  };

  it('accepts a complete signup', () => {
    expect(signupSchema.parse(signup)).toEqual(signup);
  });

  it('lower-cases and trims the email, and trims names', () => {
    const parsed = signupSchema.parse({ ...signup, email: '  Ada.Okafor@Example.COM ', firstName: ' Adaeze  ' });
    expect(parsed.email).toBe('ada.okafor@example.com');
    expect(parsed.firstName).toBe('Adaeze');
  });

  it.each([
    ['firstName', 'First name is a required field'],
    ['lastName', 'Last name is a required field'],
    ['email', 'Email is a required field'],
    ['phoneNumber', 'Phone number is a required field'],
    ['password', 'Password is a required field'],
    ['confirmPassword', 'Confirm password is a required field'],
    ['readTerms', 'Please accept the terms and conditions'],
  ])('without %s says "%s"', (field, message) => {
    expect(errorsOf(signupSchema, without(signup, field))).toEqual({ [field]: message });
  });

  it('an empty form names every field', () => {
    expect(errorsOf(signupSchema, {})).toEqual({
      firstName: 'First name is a required field',
      lastName: 'Last name is a required field',
      email: 'Email is a required field',
      phoneNumber: 'Phone number is a required field',
      password: 'Password is a required field',
      confirmPassword: 'Confirm password is a required field',
      readTerms: 'Please accept the terms and conditions',
    });
  });

  it.each([
    ['', 'firstName', 'First name'],
    ['   ', 'firstName', 'First name'],
    [null, 'firstName', 'First name'],
    ['', 'email', 'Email'],
    ['', 'phoneNumber', 'Phone number'],
    ['', 'password', 'Password'],
  ])('%j for %s counts as missing', (value, field, label) => {
    expect(errorsOf(signupSchema, { ...signup, [field]: value })[field]).toBe(`${label} is a required field`);
  });

  it.each([
    ['a b@x.com'],
    [`${'a'.repeat(288)}@example.com`], // 300 characters
    ['not-an-email'],
    ['ada@'],
    ['@example.com'],
    ['ada@example'],
    [42],
  ])('email %j -> "Email must be a valid email"', (email) => {
    expect(errorsOf(signupSchema, { ...signup, email })).toEqual({ email: 'Email must be a valid email' });
  });

  it('a 7-character password is too short, 8 is enough', () => {
    expect(errorsOf(signupSchema, { ...signup, password: 'abcdefg', confirmPassword: 'abcdefg' })).toEqual({
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Confirm password must be at least 8 characters',
    });
    expect(errorsOf(signupSchema, { ...signup, password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual({});
  });

  it('mismatched passwords -> "Passwords must match" on confirmPassword', () => {
    expect(errorsOf(signupSchema, { ...signup, confirmPassword: 'Lagos2026?' })).toEqual({
      confirmPassword: 'Passwords must match',
    });
  });

  it('passwords are compared as typed, not trimmed', () => {
    expect(errorsOf(signupSchema, { ...signup, confirmPassword: 'Lagos2026! ' })).toEqual({
      confirmPassword: 'Passwords must match',
    });
  });

  it.each([[false], ['yes'], [1]])('readTerms %j -> "Please accept the terms and conditions"', (readTerms) => {
    expect(errorsOf(signupSchema, { ...signup, readTerms })).toEqual({
      readTerms: 'Please accept the terms and conditions',
    });
  });

  it('a phone number needs at least 7 characters of digits, spaces, brackets, dashes or a leading +', () => {
    expect(errorsOf(signupSchema, { ...signup, phoneNumber: '123456' })).toEqual({
      phoneNumber: 'Phone number must be at least 7 characters',
    });
    expect(errorsOf(signupSchema, { ...signup, phoneNumber: '0803123' })).toEqual({});
    expect(errorsOf(signupSchema, { ...signup, phoneNumber: '(0803) 123-4567' })).toEqual({});
    expect(errorsOf(signupSchema, { ...signup, phoneNumber: 'call me 0803' })).toEqual({
      phoneNumber: 'Phone number is not valid.',
    });
  });

  it('names longer than 100 characters are refused', () => {
    expect(errorsOf(signupSchema, { ...signup, lastName: 'O'.repeat(101) })).toEqual({
      lastName: 'Last name must be at most 100 characters',
    });
  });
});

describe('loginSchema', () => {
  it('needs an email and a password', () => {
    expect(errorsOf(loginSchema, {})).toEqual({
      email: 'Email is a required field',
      password: 'Password is a required field',
    });
  });

  it('normalises the email so sign-in matches the stored address', () => {
    expect(loginSchema.parse({ email: ' ADA@Example.com', password: 'Lagos2026!' })).toEqual({
      email: 'ada@example.com',
      password: 'Lagos2026!',
    });
  });

  it('does not apply the new-password length rule when signing in', () => {
    expect(errorsOf(loginSchema, { email: 'ada@example.com', password: 'short' })).toEqual({});
  });

  it('refuses an invalid email', () => {
    expect(errorsOf(loginSchema, { email: 'ada at example.com', password: 'Lagos2026!' })).toEqual({
      email: 'Email must be a valid email',
    });
  });
});

describe('verifySignupSchema', () => {
  it('accepts a 6-digit code and trims it', () => {
    expect(verifySignupSchema.parse({ email: 'Ada@Example.com', otp: ' 012345 ' })).toEqual({
      email: 'ada@example.com',
      otp: '012345',
    });
  });

  it.each([['12345'], ['12a456'], ['12 456'], ['1234567'], ['abcdef']])('otp %j is refused as not 6 digits', (otp) => {
    expect(messagesFor(verifySignupSchema, { email: 'ada@example.com', otp }, 'otp')).toContain(
      'Verification code must be 6 digits',
    );
  });

  it('a missing code or email is a required field', () => {
    expect(errorsOf(verifySignupSchema, {})).toEqual({
      email: 'Email is a required field',
      otp: 'Verification code is a required field',
    });
    expect(errorsOf(verifySignupSchema, { email: 'ada@example.com', otp: '' })).toEqual({
      otp: 'Verification code is a required field',
    });
  });
});

describe('completePasswordResetSchema', () => {
  const reset = { email: 'ada@example.com', otp: '123456', password: 'NewSecret1' };

  it('accepts email, code and new password', () => {
    expect(completePasswordResetSchema.parse(reset)).toEqual(reset);
  });

  it('needs all three', () => {
    expect(errorsOf(completePasswordResetSchema, {})).toEqual({
      email: 'Email is a required field',
      otp: 'Verification code is a required field',
      password: 'Password is a required field',
    });
  });

  it('holds the new password to 8 characters and the code to 6 digits', () => {
    expect(errorsOf(completePasswordResetSchema, { ...reset, password: 'short12', otp: '12345' })).toEqual({
      otp: 'Verification code must be 6 digits',
      password: 'Password must be at least 8 characters',
    });
  });
});

describe('newPasswordFormSchema', () => {
  it('asks for the new password twice and says when they differ', () => {
    expect(
      errorsOf(newPasswordFormSchema, { otp: '123456', password: 'NewSecret1', confirmPassword: 'NewSecret1' }),
    ).toEqual({});
    expect(
      errorsOf(newPasswordFormSchema, { otp: '123456', password: 'NewSecret1', confirmPassword: 'NewSecret2' }),
    ).toEqual({ confirmPassword: 'Passwords must match' });
  });
});

describe('changePasswordSchema', () => {
  it('accepts an old and a different new password', () => {
    expect(changePasswordSchema.parse({ oldPassword: 'Lagos2026!', newPassword: 'Abuja2027!' })).toEqual({
      oldPassword: 'Lagos2026!',
      newPassword: 'Abuja2027!',
    });
  });

  it('needs both', () => {
    expect(errorsOf(changePasswordSchema, {})).toEqual({
      oldPassword: 'Current password is a required field',
      newPassword: 'New password is a required field',
    });
  });

  it('holds only the new password to 8 characters', () => {
    expect(errorsOf(changePasswordSchema, { oldPassword: 'old', newPassword: 'Abuja2027!' })).toEqual({});
    expect(errorsOf(changePasswordSchema, { oldPassword: 'Lagos2026!', newPassword: 'Abuja27' })).toEqual({
      newPassword: 'New password must be at least 8 characters',
    });
  });

  it('refuses a new password equal to the old one', () => {
    expect(errorsOf(changePasswordSchema, { oldPassword: 'Lagos2026!', newPassword: 'Lagos2026!' })).toEqual({
      newPassword: 'The new password must differ from the current one',
    });
  });
});

describe('companySetupSchema', () => {
  const company = {
    name: 'Mama Put Kitchens Ltd',
    businessType: '0190a6b2-7c1e-7d3f-8a4b-1c2d3e4f5a6b',
    industry: '0190a6b2-7c1e-7d3f-8a4b-1c2d3e4f5a6c',
    country: 'NG',
    state: 'Lagos',
    address: '12 Broad Street, Lagos Island',
    phoneNumber: '08031234567',
    email: 'Accounts@MamaPut.ng',
  };

  it('defaults the currency to NGN and the financial year to January', () => {
    const parsed = companySetupSchema.parse(company);
    expect(parsed.currency).toBe('NGN');
    expect(parsed.fiscalYearStart).toBe(1);
    expect(parsed.email).toBe('accounts@mamaput.ng');
    expect(parsed.tin).toBeUndefined();
    expect(parsed.rcNumber).toBeUndefined();
  });

  it('keeps a chosen currency and financial year start', () => {
    const parsed = companySetupSchema.parse({ ...company, currency: 'USD', fiscalYearStart: 4 });
    expect(parsed.currency).toBe('USD');
    expect(parsed.fiscalYearStart).toBe(4);
  });

  it.each([
    ['name', 'Business name'],
    ['businessType', 'Business type'],
    ['industry', 'Industry'],
    ['country', 'Country'],
    ['state', 'State'],
    ['address', 'Address'],
    ['phoneNumber', 'Business phone number'],
    ['email', 'Business email'],
  ])('without %s says "%s is a required field"', (field, label) => {
    expect(errorsOf(companySetupSchema, without(company, field))).toEqual({
      [field]: `${label} is a required field`,
    });
  });

  it.each([['12345678-0001'], ['1234567890123'], ['1234567890'], [' 12345678-0001 ']])('accepts TIN %j', (tin) => {
    expect(errorsOf(companySetupSchema, { ...company, tin })).toEqual({});
  });

  it.each([['abc'], ['1234567-0001'], ['12345678-001'], ['123456789'], ['12345678901234'], ['12345678 0001']])(
    'refuses TIN %j with "TIN is not valid."',
    (tin) => {
      expect(errorsOf(companySetupSchema, { ...company, tin })).toEqual({ tin: 'TIN is not valid.' });
    },
  );

  it('an empty TIN is the same as none', () => {
    expect(companySetupSchema.parse({ ...company, tin: '' }).tin).toBeUndefined();
  });

  it.each([['RC1234567'], ['rc1234'], ['BN 123456'], ['IT12345'], ['1234567']])('accepts RC number %j', (rcNumber) => {
    expect(companySetupSchema.parse({ ...company, rcNumber }).rcNumber).toBe(rcNumber);
  });

  it.each([['XX12345'], ['RC123'], ['RC123456789'], ['RC-1234']])('refuses RC number %j', (rcNumber) => {
    expect(errorsOf(companySetupSchema, { ...company, rcNumber })).toEqual({ rcNumber: 'RC number is not valid.' });
  });

  it.each([[0], [13], [1.5], ['4']])('refuses fiscalYearStart %j', (fiscalYearStart) => {
    expect(errorsOf(companySetupSchema, { ...company, fiscalYearStart })).toEqual({
      fiscalYearStart: 'Financial year start is not valid.',
    });
  });

  it('refuses lower-case currency and country codes and an id that is not a UUID', () => {
    expect(
      errorsOf(companySetupSchema, { ...company, currency: 'ngn', country: 'ng', businessType: 'retail' }),
    ).toEqual({
      currency: 'Currency is not valid.',
      country: 'Country is not valid.',
      businessType: 'Business type is not valid.',
    });
  });
});
