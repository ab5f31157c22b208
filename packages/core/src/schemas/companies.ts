import { z } from 'zod';
import {
  boolean,
  email,
  fieldsObject,
  id,
  isoDate,
  notValid,
  optionalString,
  phoneNumber,
  requiredString,
  wholeNumber,
} from './fields.ts';

/** Setting up a business. businessType and industry are ids from the lookup lists. */
export const companySetupSchema = fieldsObject({
  name: requiredString('Business name', { max: 160 }),
  businessType: id('Business type'),
  industry: id('Industry'),
  country: requiredString('Country', { max: 2 }).regex(/^[A-Z]{2}$/, notValid('Country')),
  state: requiredString('State', { max: 80 }),
  address: requiredString('Address', { max: 300 }),
  phoneNumber: phoneNumber('Business phone number'),
  email: email('Business email'),
  // The old FIRS TIN, still valid under the Nigeria Revenue Service (NRS, from 2026): 8 digits, a
  // dash, 4 digits (12345678-0001); the 2026 tax ID is 10 to 13 digits.
  tin: optionalString('TIN', 20).refine((value) => value === undefined || /^(\d{8}-\d{4}|\d{10,13})$/.test(value), {
    message: notValid('TIN'),
  }),
  // CAC registration: RC, BN or IT followed by digits.
  rcNumber: optionalString('RC number', 20).refine(
    (value) => value === undefined || /^(RC|BN|IT)?\s?\d{4,8}$/i.test(value),
    { message: notValid('RC number') },
  ),
  currency: requiredString('Currency', { max: 3 })
    .regex(/^[A-Z]{3}$/, notValid('Currency'))
    .default('NGN'),
  /** Month the financial year starts, 1 = January. */
  fiscalYearStart: wholeNumber('Financial year start', { min: 1, max: 12 }).default(1),
});
export type CompanySetupInput = z.input<typeof companySetupSchema>;
export type CompanySetup = z.output<typeof companySetupSchema>;

/** Text that may be cleared: '' or null clears it (null), absent leaves it as it is. */
function clearable(label: string, max: number) {
  return z
    .union([z.string(), z.null()], { error: notValid(label) })
    .transform((value) => (value === null ? null : value.trim() || null))
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`).nullable())
    .optional();
}

const tinPattern = /^(\d{8}-\d{4}|\d{10,13})$/;
const rcPattern = /^(RC|BN|IT)?\s?\d{4,8}$/i;

/**
 * Editing the company (settings, company information): any of setup's fields, plus VAT
 * registration, website, the lock date. Only the fields sent change; TIN, RC number, VAT number
 * and website are cleared with '' or null. The home currency is refused by the server once
 * anything has posted.
 */
export const companyUpdateSchema = fieldsObject({
  name: companySetupSchema.shape.name.optional(),
  businessType: id('Business type').optional(),
  industry: id('Industry').optional(),
  country: companySetupSchema.shape.country.optional(),
  state: companySetupSchema.shape.state.optional(),
  address: companySetupSchema.shape.address.optional(),
  phoneNumber: phoneNumber('Business phone number').optional(),
  email: email('Business email').optional(),
  tin: clearable('TIN', 20).refine((value) => value == null || tinPattern.test(value), { message: notValid('TIN') }),
  rcNumber: clearable('RC number', 20)
    .refine((value) => value == null || rcPattern.test(value), { message: notValid('RC number') })
    .transform((value) => (value == null ? value : value.toUpperCase())),
  // The VAT registration number NRS (formerly FIRS) issued; letters, digits, dashes and slashes.
  vatNumber: clearable('VAT registration number', 30).refine(
    (value) => value == null || /^[A-Za-z0-9][A-Za-z0-9 /-]*$/.test(value),
    { message: notValid('VAT registration number') },
  ),
  website: clearable('Website', 200)
    .transform((value) => (value == null || /^https?:\/\//i.test(value) ? value : `https://${value}`))
    .refine((value) => value == null || isWebAddress(value), { message: notValid('Website') }),
  currency: requiredString('Currency', { max: 3 })
    .regex(/^[A-Z]{3}$/, notValid('Currency'))
    .optional(),
  fiscalYearStart: wholeNumber('Financial year start', { min: 1, max: 12 }).optional(),
  /** Nothing posts on or before it; null unlocks. */
  lockDate: isoDate('Lock date').nullable().optional(),
  /** Allow stock below zero: sales and issues may take more than is on hand (stock-costing.ts). */
  allowNegativeStock: boolean('Allow stock below zero').optional(),
});
export type CompanyUpdateInput = z.input<typeof companyUpdateSchema>;
export type CompanyUpdate = z.output<typeof companyUpdateSchema>;

/** A web address a person would type: http(s), a host with a dot, no spaces. */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/** The signed-in person's own details (settings, profile); the email is changed elsewhere. */
export const profileUpdateSchema = fieldsObject({
  firstName: requiredString('First name', { max: 100 }).optional(),
  lastName: requiredString('Last name', { max: 100 }).optional(),
  phoneNumber: phoneNumber().optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
