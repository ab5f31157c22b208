import type { z } from 'zod';
import {
  email,
  fieldsObject,
  id,
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
