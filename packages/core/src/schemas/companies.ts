import { z } from 'zod';
import { email, id, optionalString, phoneNumber, requiredString } from './fields.ts';

/** Setting up a business. businessType and industry are ids from the lookup lists. */
export const companySetupSchema = z.object({
  name: requiredString('name', { max: 160 }),
  businessType: id('businessType'),
  industry: id('industry'),
  country: requiredString('country', { max: 2 }).regex(/^[A-Z]{2}$/, 'country is not valid.'),
  state: requiredString('state', { max: 80 }),
  address: requiredString('address', { max: 300 }),
  phoneNumber: phoneNumber(),
  email: email(),
  // FIRS TIN: 8 digits, a dash, 4 digits (12345678-0001); the 2026 tax ID is 10 to 13 digits.
  tin: optionalString('tin', 20).refine((value) => value === undefined || /^(\d{8}-\d{4}|\d{10,13})$/.test(value), {
    message: 'tin is not valid.',
  }),
  // CAC registration: RC, BN or IT followed by digits.
  rcNumber: optionalString('rcNumber', 20).refine(
    (value) => value === undefined || /^(RC|BN|IT)?\s?\d{4,8}$/i.test(value),
    { message: 'rcNumber is not valid.' },
  ),
  currency: requiredString('currency', { max: 3 })
    .regex(/^[A-Z]{3}$/, 'currency is not valid.')
    .default('NGN'),
  /** Month the financial year starts, 1 = January. */
  fiscalYearStart: z
    .number({ error: 'fiscalYearStart is not valid.' })
    .int('fiscalYearStart is not valid.')
    .min(1, 'fiscalYearStart is not valid.')
    .max(12, 'fiscalYearStart is not valid.')
    .default(1),
});
export type CompanySetupInput = z.input<typeof companySetupSchema>;
export type CompanySetup = z.output<typeof companySetupSchema>;
