import { z } from 'zod';
import { businessDateMessage, isBusinessDate, isCalendarDate } from '../dates.ts';
import { MAX_AMOUNT_KOBO, maxAmountText, toKobo } from '../money.ts';

/**
 * Field builders that speak the spec's messages: '{label} is a required field',
 * '{label} must be a valid email', '{label} is not valid.'. `label` is the words the form shows
 * beside the field ('First name', not 'firstName'), so the person reads the same words under the
 * input and in the API's `errors`, which stay keyed by the field's path. No zod default wording
 * ('Invalid input: expected number, received undefined') is ever left to reach a person:
 * messages.test.ts walks every exported schema to keep it so.
 */

type Issue = { input?: unknown };

const isMissing = (issue: Issue) => issue.input === undefined || issue.input === null;

export function required(label: string): string {
  return `${label} is a required field`;
}

export function notValid(label: string): string {
  return `${label} is not valid.`;
}

/** Missing says 'required'; anything else of the wrong kind says 'not valid'. */
export function missingOrNotValid(label: string) {
  return (issue: Issue) => (isMissing(issue) ? required(label) : notValid(label));
}

/** What a body that is not an object at all gets (a script sending a list or nothing). */
export const requestNotValid = 'The details sent are not valid.';

/** An object of fields; a body that is not an object is refused in words, not as 'expected object'. */
export function fieldsObject<Shape extends z.ZodRawShape>(shape: Shape, label?: string) {
  return z.object(shape, { error: label ? missingOrNotValid(label) : requestNotValid });
}

/*
 * The fields of an answer the server sends: checked before it leaves (a drift fails a test), and
 * named in words if one ever is wrong.
 */
export const text = (label: string) => z.string({ error: notValid(label) });
export const figure = (label: string) => z.number({ error: notValid(label) });
export const yesOrNo = (label: string) => z.boolean({ error: notValid(label) });
export const listOf = <Item extends z.ZodType>(item: Item, label: string) => z.array(item, { error: notValid(label) });

export function requiredString(label: string, options: { min?: number; max?: number } = {}) {
  const { min = 1, max = 200 } = options;
  return z
    .string({ error: missingOrNotValid(label) })
    .trim()
    .min(1, { error: required(label), abort: true })
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);
}

export function optionalString(label: string, max = 200) {
  return z
    .string({ error: notValid(label) })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/** Text that may be left empty but, when sent, is kept as sent (an empty note clears it). */
export function freeText(label: string, max = 500) {
  return z
    .string({ error: notValid(label) })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
}

/** Emails are compared and stored lower-case; one with spaces inside is not an email. */
export function email(label = 'Email') {
  const invalid = `${label} must be a valid email`;
  return z
    .string({ error: (issue) => (isMissing(issue) ? required(label) : invalid) })
    .trim()
    .min(1, { error: required(label), abort: true })
    .max(254, invalid)
    .pipe(z.email({ error: invalid }))
    .transform((value) => value.toLowerCase());
}

export function password(label = 'Password') {
  return z
    .string({ error: missingOrNotValid(label) })
    .min(1, { error: required(label), abort: true })
    .min(8, `${label} must be at least 8 characters`)
    .max(200, `${label} must be at most 200 characters`);
}

export function phoneNumber(label = 'Phone number') {
  return requiredString(label, { min: 7, max: 20 }).regex(/^\+?[0-9 ()-]+$/, notValid(label));
}

export function otp(label = 'Verification code') {
  return requiredString(label, { max: 6 }).regex(/^\d{6}$/, `${label} must be 6 digits`);
}

/** Ids are UUIDs (v7, made by the app). */
export function id(label: string) {
  return requiredString(label, { max: 36 }).pipe(z.uuid({ error: notValid(label) }));
}

/** A yes/no switch; only true and false are answers. */
export function boolean(label: string) {
  return z.boolean({ error: missingOrNotValid(label) });
}

/** One of a fixed list of values. */
export function choice<const Values extends readonly [string, ...string[]]>(label: string, values: Values) {
  return z.enum(values, { error: missingOrNotValid(label) });
}

/** A whole number within bounds, e.g. a month 1 to 12. */
export function wholeNumber(label: string, bounds: { min: number; max: number }) {
  return z
    .number({ error: missingOrNotValid(label) })
    .int(notValid(label))
    .min(bounds.min, notValid(label))
    .max(bounds.max, notValid(label));
}

/** A list of items; its own problems (not a list, empty, too long) are told with the list's label. */
export function list<Item extends z.ZodType>(
  label: string,
  item: Item,
  limits: { min?: number; max: number; tooFew?: string; tooMany?: string },
) {
  const {
    min = 0,
    max,
    tooFew = `${label} needs at least ${min}`,
    tooMany = `${label} can have at most ${max}`,
  } = limits;
  const items = z.array(item, { error: missingOrNotValid(label) }).max(max, tooMany);
  return min > 0 ? items.min(min, tooFew) : items;
}

/** Digits before the point that can still be checked against the maximum (more is refused at once). */
const MAX_WHOLE_DIGITS = 15;

/** More than the most one amount may be (MAX_AMOUNT_KOBO, docs/ledger.md). */
function tooLarge(text: string): boolean {
  // 15 whole digits in kobo can pass the largest safe integer: toKobo refuses it, and so do we.
  if (!Number.isSafeInteger(Math.round(Math.abs(Number(text)) * 100))) return true;
  return Math.abs(toKobo(text)) > MAX_AMOUNT_KOBO;
}

/**
 * A money amount as the API and forms take it: a number or numeric string, not negative, with at
 * most 2 decimals. The value stays in naira (a number); the server converts it with toKobo.
 */
export function amount(label: string) {
  return z.union([z.number(), z.string()], { error: missingOrNotValid(label) }).transform((value, context) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text === '' ? '0' : text);
    const [, sign, whole = '', decimals = ''] = match ?? [];
    if (!match || whole.length > MAX_WHOLE_DIGITS) {
      context.addIssue({ code: 'custom', message: notValid(label) });
    } else if (sign && Number(text) !== 0) {
      context.addIssue({ code: 'custom', message: 'Amounts cannot be negative' });
    } else if (decimals.length > 2) {
      context.addIssue({ code: 'custom', message: 'Amounts can have at most 2 decimal places' });
    } else if (tooLarge(text === '' ? '0' : text)) {
      context.addIssue({ code: 'custom', message: `${label} can be at most ${maxAmountText}` });
    }
    return Math.abs(Number(text === '' ? 0 : text));
  });
}

/**
 * A money amount that may be negative (a bank balance in overdraft), with at most 2 decimals; in
 * naira, like amount().
 */
export function signedAmount(label: string) {
  return z.union([z.number(), z.string()], { error: missingOrNotValid(label) }).transform((value, context) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    const match = /^-?(\d+)(?:\.(\d+))?$/.exec(text);
    const [, whole = '', decimals = ''] = match ?? [];
    if (text === '') {
      context.addIssue({ code: 'custom', message: required(label) });
    } else if (!match || whole.length > MAX_WHOLE_DIGITS) {
      context.addIssue({ code: 'custom', message: notValid(label) });
    } else if (decimals.length > 2) {
      context.addIssue({ code: 'custom', message: 'Amounts can have at most 2 decimal places' });
    } else if (tooLarge(text)) {
      context.addIssue({ code: 'custom', message: `${label} can be at most ${maxAmountText}` });
    }
    const number = Number(text);
    return Number.isFinite(number) && number !== 0 ? number : 0;
  });
}

/**
 * A business date as YYYY-MM-DD (Africa/Lagos days, DESIGN.md section 3), within the range every
 * document and journal may be dated (FIRST_BUSINESS_DATE to LAST_BUSINESS_DATE, dates.ts): here,
 * so that each body schema, today's and the next module's, refuses 9999 in words.
 */
export function isoDate(label: string) {
  return requiredString(label, { max: 10 })
    .refine(isCalendarDate, { message: notValid(label), abort: true })
    .refine(isBusinessDate, { message: businessDateMessage(label) });
}
