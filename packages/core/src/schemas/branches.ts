import { z } from 'zod';
import { fieldsObject, notValid, requiredString } from './fields.ts';

/**
 * A web address as people type it: 'www.adaeze.ng', 'adaeze.ng/ikeja' or 'https://adaeze.ng'.
 * A scheme other than http(s), spaces, or a host without a dot is refused.
 */
const websitePattern =
  /^(https?:\/\/)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?([/?#]\S*)?$/i;

const website = z
  .string({ error: notValid('Website') })
  .trim()
  .max(200, 'Website must be at most 200 characters')
  .refine((value) => value === '' || websitePattern.test(value), notValid('Website'))
  .nullable()
  .optional()
  // Left empty: no website (null clears it on an edit).
  .transform((value) => (value === '' ? null : value));

/** A branch (a shop, an office, a warehouse): name and address required, website optional (spec section 5). */
export const branchBodySchema = fieldsObject({
  name: requiredString('Name', { max: 100 }),
  address: requiredString('Address', { max: 300 }),
  website,
});
export type BranchInput = z.input<typeof branchBodySchema>;
export type BranchBody = z.output<typeof branchBodySchema>;

/** An edit sends only what changed. */
export const branchUpdateSchema = fieldsObject({
  name: requiredString('Name', { max: 100 }).optional(),
  address: requiredString('Address', { max: 300 }).optional(),
  website,
});
export type BranchUpdate = z.output<typeof branchUpdateSchema>;
