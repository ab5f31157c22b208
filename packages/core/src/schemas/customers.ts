import { z } from 'zod';
import {
  type ContactCsvRow,
  contactBulkDeleteSchema,
  contactCsvColumns,
  contactCsvExample,
  contactCsvRowSchema,
  contactCurrency,
  contactEmails,
  contactFields,
  contactMessages,
  contactTypeValues,
  contactUpdateFields,
  contactViewSchema,
  emptyToNull,
  optionalText,
} from './contacts.ts';
import { fieldsObject, phoneNumber, requiredString } from './fields.ts';

/*
 * Customers (/sales/customers): the contact fields of contacts.ts as the customer forms, the CSV
 * upload and the API use them (spec sections 3, 5 and 8).
 */

export const customerTypeValues = contactTypeValues;
export type CustomerTypeValue = (typeof customerTypeValues)[number];

export const customerMessages = contactMessages('customer');

/** POST /customer: the full New Customer form. */
export const customerCreateSchema = fieldsObject(contactFields('Customer type'));
export type CustomerCreate = z.infer<typeof customerCreateSchema>;
export type CustomerCreateInput = z.input<typeof customerCreateSchema>;

/** PATCH /customer/{id}: only the fields that changed; active false makes the customer inactive. */
export const customerUpdateSchema = fieldsObject(contactUpdateFields('Customer type'));
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;

/** The quick-add New Customer dialog (spec section 2): an individual with a display name. */
export const customerQuickAddSchema = fieldsObject({
  displayName: requiredString('Display name', { max: 200 }),
  contactName: optionalText('Contact name', 200),
  currency: contactCurrency.default('NGN'),
  email: contactEmails(false).optional(),
  phoneNumber: z.preprocess(emptyToNull, phoneNumber('Phone number').nullable()).optional(),
});
export type CustomerQuickAdd = z.infer<typeof customerQuickAddSchema>;
export type CustomerQuickAddInput = z.input<typeof customerQuickAddSchema>;

/** DELETE /customer: the selected customers. */
export const customerBulkDeleteSchema = contactBulkDeleteSchema('customer', 'customers');

export const customerCsvColumns = contactCsvColumns('Customer');
export const customerCsvRowSchema = contactCsvRowSchema('customer', {});
export type CustomerCsvRow = ContactCsvRow;
export const customerCsvExample = contactCsvExample;

/** A customer as the API answers it; customerType repeats the type, as the spec's client reads it. */
export const customerViewSchema = contactViewSchema.extend({ customerType: contactViewSchema.shape.type });
export type CustomerView = z.infer<typeof customerViewSchema>;
