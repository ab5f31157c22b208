import { z } from 'zod';
import { isCalendarDate } from '../dates.ts';
import { MAX_AMOUNT_KOBO, maxAmountText, toKobo } from '../money.ts';

/**
 * Field builders that speak the spec's messages: '{path} is a required field',
 * '{path} must be a valid email', '{field} is not valid.'. `path` is the field's name as the
 * spec and the client use it, so server and form show the same words.
 */
export function requiredString(path: string, options: { min?: number; max?: number } = {}) {
  const { min = 1, max = 200 } = options;
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? required(path) : `${path} must be a string`,
    })
    .trim()
    .min(1, { error: required(path), abort: true })
    .min(min, `${path} must be at least ${min} characters`)
    .max(max, `${path} must be at most ${max} characters`);
}

export function optionalString(path: string, max = 200) {
  return z
    .string({ error: `${path} must be a string` })
    .trim()
    .max(max, `${path} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/** Emails are compared and stored lower-case; one with spaces inside is not an email. */
export function email(path = 'email') {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? required(path) : `${path} must be a valid email`,
    })
    .trim()
    .min(1, { error: required(path), abort: true })
    .max(254, `${path} must be a valid email`)
    .pipe(z.email({ error: `${path} must be a valid email` }))
    .transform((value) => value.toLowerCase());
}

export function password(path = 'password') {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? required(path) : `${path} must be a string`,
    })
    .min(1, { error: required(path), abort: true })
    .min(8, `${path} must be at least 8 characters`)
    .max(200, `${path} must be at most 200 characters`);
}

export function phoneNumber(path = 'phoneNumber') {
  return requiredString(path, { min: 7, max: 20 }).regex(/^\+?[0-9 ()-]+$/, `${path} is not valid.`);
}

export function otp(path = 'otp') {
  return requiredString(path, { max: 6 }).regex(/^\d{6}$/, `${path} must be 6 digits`);
}

/** Ids are UUIDs (v7, made by the app). */
export function id(path: string) {
  return requiredString(path, { max: 36 }).pipe(z.uuid({ error: `${path} is not valid.` }));
}

export function required(path: string): string {
  return `${path} is a required field`;
}

/** Digits before the point that can still be checked against the maximum (more is refused at once). */
const MAX_WHOLE_DIGITS = 15;

/** More than the most one amount may be (MAX_AMOUNT_KOBO, docs/ledger.md). */
function tooLarge(text: string): boolean {
  const kobo = toKobo(text);
  return Math.abs(kobo) > MAX_AMOUNT_KOBO;
}

/**
 * A money amount as the API and forms take it: a number or numeric string, not negative, with at
 * most 2 decimals. The value stays in naira (a number); the server converts it with toKobo.
 */
export function amount(path: string) {
  return z.union([z.number(), z.string()], { error: `${path} is not valid.` }).transform((value, context) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text === '' ? '0' : text);
    const [, sign, whole = '', decimals = ''] = match ?? [];
    if (!match || whole.length > MAX_WHOLE_DIGITS) {
      context.addIssue({ code: 'custom', message: `${path} is not valid.` });
    } else if (sign && Number(text) !== 0) {
      context.addIssue({ code: 'custom', message: 'Amounts cannot be negative' });
    } else if (decimals.length > 2) {
      context.addIssue({ code: 'custom', message: 'Amounts can have at most 2 decimal places' });
    } else if (tooLarge(text === '' ? '0' : text)) {
      context.addIssue({ code: 'custom', message: `${path} can be at most ${maxAmountText}` });
    }
    return Math.abs(Number(text === '' ? 0 : text));
  });
}

/**
 * A money amount that may be negative (a bank balance in overdraft), with at most 2 decimals; in
 * naira, like amount().
 */
export function signedAmount(path: string) {
  const error = (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? required(path) : `${path} is not valid.`;
  return z.union([z.number(), z.string()], { error }).transform((value, context) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    const match = /^-?(\d+)(?:\.(\d+))?$/.exec(text);
    const [, whole = '', decimals = ''] = match ?? [];
    if (!match || whole.length > MAX_WHOLE_DIGITS) {
      context.addIssue({ code: 'custom', message: `${path} is not valid.` });
    } else if (decimals.length > 2) {
      context.addIssue({ code: 'custom', message: 'Amounts can have at most 2 decimal places' });
    } else if (tooLarge(text)) {
      context.addIssue({ code: 'custom', message: `${path} can be at most ${maxAmountText}` });
    }
    const number = Number(text);
    return Number.isFinite(number) && number !== 0 ? number : 0;
  });
}

/** A calendar date as YYYY-MM-DD (business dates are Africa/Lagos days, DESIGN.md section 3). */
export function isoDate(path: string) {
  return requiredString(path, { max: 10 }).refine(isCalendarDate, { message: `${path} is not valid.` });
}
