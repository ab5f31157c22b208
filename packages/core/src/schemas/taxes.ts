import { z } from 'zod';
import { isCalendarDate } from '../dates.ts';
import { supplyClasses } from '../tax-returns/vat-return.ts';
import {
  boolean,
  choice,
  fieldsObject,
  freeText,
  id,
  missingOrNotValid,
  notValid,
  required,
  requiredString,
} from './fields.ts';

/*
 * Request bodies of the tax settings (/tax), shared by the API and the tax form. A rate is read
 * as the spec writes it, '7.5%' (or 7.5), and kept as basis points (750); responses give it back
 * as '7.5%' with value = rate / 100 (0.075).
 */

export const taxKindValues = ['vat', 'withholding', 'other'] as const;
export type TaxKindValue = (typeof taxKindValues)[number];

export const taxMessages = {
  rateFormat: 'Rate must be a percentage such as 7.5%',
  rateRange: 'Rate must be between 0% and 100%',
  rateDecimals: 'Rate can have at most 2 decimal places',
} as const;

/** 750 -> '7.5%' */
export function taxRateText(rateBasisPoints: number): string {
  return `${Number((rateBasisPoints / 100).toFixed(2))}%`;
}

/** 750 -> 0.075: what a line's amount is multiplied by (the spec's value = rate / 100). */
export function taxRateValue(rateBasisPoints: number): number {
  return Number((rateBasisPoints / 10000).toFixed(6));
}

/** '7.5%', '7.5', 7.5 -> 750; undefined when it is not a percentage. Read by text, never x * 100. */
export function taxRateBasisPoints(rate: string | number): number | undefined {
  const text = (typeof rate === 'number' ? String(rate) : rate).trim().replace(/\s*%$/, '');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const [, whole = '0', decimals = ''] = match;
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** A rate as a percentage: '7.5%' or 7.5, 0 to 100 with at most 2 decimals; out: basis points. */
export function taxRate(label = 'Rate') {
  return z.union([z.string(), z.number()], { error: missingOrNotValid(label) }).transform((value, context) => {
    const text = (typeof value === 'number' ? String(value) : value).trim();
    if (text === '' || text === '%') {
      context.addIssue({ code: 'custom', message: required(label) });
      return z.NEVER;
    }
    if (/^\d+\.\d{3,}\s*%?$/.test(text)) {
      context.addIssue({ code: 'custom', message: taxMessages.rateDecimals });
      return z.NEVER;
    }
    const basisPoints = taxRateBasisPoints(text);
    if (basisPoints === undefined) {
      context.addIssue({ code: 'custom', message: taxMessages.rateFormat });
      return z.NEVER;
    }
    if (basisPoints > 10000) {
      context.addIssue({ code: 'custom', message: taxMessages.rateRange });
      return z.NEVER;
    }
    return basisPoints;
  });
}

/** The country a tax belongs to: a code ('NG') or the form's select object ({ value: 'NG', label }). */
const country = z.preprocess(
  (value) =>
    value !== null && typeof value === 'object' && 'value' in value
      ? (value as { value: unknown }).value
      : value !== null && typeof value === 'object' && 'code' in value
        ? (value as { code: unknown }).code
        : value,
  requiredString('Country', { max: 2 })
    .regex(/^[A-Za-z]{2}$/, notValid('Country'))
    .transform((code) => code.toUpperCase()),
);

const optionalDate = (label: string) =>
  requiredString(label, { max: 10 })
    .refine(isCalendarDate, { message: notValid(label) })
    .optional();

/** An account that may be cleared with null (or '', as a cleared select sends it). */
const optionalAccount = (label: string) =>
  z.preprocess((value) => (value === '' ? null : value), id(label).nullable()).optional();

const taxFields = {
  name: requiredString('Name', { max: 100 }),
  description: requiredString('Description', { max: 500 }),
  country: country.optional(),
  agency: requiredString('Agency', { max: 200 }),
  /** The spec's 'tax account': where the tax on sales posts (VAT output, WHT receivable). */
  chartofAccount: id('Tax account'),
  /** Where the tax on purchases posts (VAT input, WHT payable); optional. */
  purchasesAccount: optionalAccount('Purchases tax account'),
  rate: taxRate('Rate'),
  kind: choice('Tax type', taxKindValues).optional(),
  /** A VAT tax's class of supply for the VAT return (standard rated, zero-rated, exempt); default standard. */
  supplyClass: choice('Class of supply', supplyClasses).optional(),
  /** The day the rate takes effect (default today in Lagos); earlier documents keep the old rate. */
  effectiveFrom: optionalDate('Effective from'),
  isActive: boolean('Active').optional(),
};

export const taxCreateSchema = fieldsObject(taxFields);
export type TaxCreateInput = z.input<typeof taxCreateSchema>;
export type TaxCreate = z.output<typeof taxCreateSchema>;

/** PATCH takes only the fields that changed; a new rate takes effect from `effectiveFrom`. */
export const taxUpdateSchema = fieldsObject({
  ...taxFields,
  description: freeText('Description', 500).min(1, required('Description')),
}).partial();
export type TaxUpdateInput = z.input<typeof taxUpdateSchema>;
export type TaxUpdate = z.output<typeof taxUpdateSchema>;

/*
 * A tax as a Tax select offers it (GET /tax/options) and a bank rule names it. The server checks
 * what it sends against this shape and the web app takes its type from it.
 */
export const taxOptionSchema = fieldsObject(
  {
    _id: z.string({ error: notValid('Tax') }),
    name: z.string({ error: notValid('Tax name') }),
    kind: z.enum(taxKindValues, { error: notValid('Tax type') }),
    /** 750 = 7.5% */
    rateBasisPoints: z.number({ error: notValid('Rate') }),
  },
  'Tax',
);
export type TaxOption = z.infer<typeof taxOptionSchema>;
