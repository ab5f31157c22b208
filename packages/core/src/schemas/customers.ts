import { z } from 'zod';
import type { CsvColumn } from '../csv-records.ts';
import { email, fieldsObject, id, notValid, phoneNumber, requiredString } from './fields.ts';

/*
 * Request bodies of customers (/sales/customers), shared by the API and the customer forms, with
 * the labels the forms show (spec sections 3, 5 and 8). The type is sent upper-case (INDIVIDUAL,
 * BUSINESS) and shown lower-case; emails are entered comma separated and kept as a list; the
 * currency is a code (the currencies lookup's _id is its code).
 */

export const customerTypeValues = ['INDIVIDUAL', 'BUSINESS'] as const;
export type CustomerTypeValue = (typeof customerTypeValues)[number];

export const customerMessages = {
  fillRequired: 'Please fill all required fields',
  selectCustomer: 'Please select a customer',
  deleteSelected: 'Are you sure you want to delete the selected customer(s)',
  hasDocuments: (names: string) =>
    `${names} cannot be deleted: there are documents for this customer. Make the customer inactive instead, to keep the documents and stop offering them on new ones.`,
  tooManyEmails: 'Email can have at most 10 addresses',
} as const;

/** The old FIRS TIN, as companies' TIN: 8 digits, a dash and 4 digits, or the 10 to 13 digit NRS TIN. */
const tinPattern = /^(\d{8}-\d{4}|\d{10,13})$/;

const splitList = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(/[,;]/)
        .map((item) => item.trim())
        .filter((item) => item !== '')
    : value;

/** Emails as one comma separated text or a list; at least one, each valid. */
const emails = (required: boolean) =>
  z.preprocess(
    splitList,
    z
      .array(email('Email'), {
        error: (issue) => (issue.input == null ? 'Email is a required field' : notValid('Email')),
      })
      .min(required ? 1 : 0, 'Email is a required field')
      .max(10, customerMessages.tooManyEmails),
  );

/** Text that may be left empty: empty or null is none. */
const optionalText = (label: string, max = 500) =>
  z
    .union([z.string(), z.null()], { error: notValid(label) })
    .transform((value) => (value === null ? null : value.trim() || null))
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`).nullable())
    .optional();

const emptyToNull = (value: unknown) => (value === '' ? null : value);
const optionalId = (label: string) => z.preprocess(emptyToNull, id(label).nullable()).optional();

const customerType = z
  .string({ error: notValid('Customer type') })
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.enum(customerTypeValues, { error: notValid('Customer type') }));

const currency = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() || null : value),
  z
    .string({ error: notValid('Currency') })
    .regex(/^[A-Z]{3}$/, notValid('Currency'))
    .nullable()
    .optional(),
);

const country = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() || null : value),
  z
    .string({ error: notValid('Country') })
    .regex(/^[A-Z]{2}$/, notValid('Country'))
    .nullable()
    .optional(),
);

const tin = optionalText('TIN', 20).refine((value) => value == null || tinPattern.test(value), {
  message: notValid('TIN'),
});

const invoiceInitials = requiredString('Invoice', { max: 10 }).regex(
  /^[A-Za-z0-9-]+$/,
  'Invoice initials can have only letters, digits and dashes',
);

const customerFields = {
  type: customerType.default('BUSINESS'),
  companyName: requiredString('Company name', { max: 200 }),
  /**
   * The customer's short code (shown in their details and the export). Invoice numbers do not use
   * it: they are one company-wide sequence, as VAT requires (docs/decisions.md, 'Invoice initials').
   */
  invoice: invoiceInitials,
  fullName: requiredString('Full name', { max: 200 }),
  phoneNumber: phoneNumber('Phone number'),
  email: emails(true),
  officeAddress: requiredString('Office address', { max: 500 }),
  billingAddress: optionalText('Billing address'),
  subCompanies: z
    .preprocess(
      splitList,
      z
        .array(requiredString('Sub companies'), { error: notValid('Sub companies') })
        .max(50, 'Sub companies can have at most 50 names'),
    )
    .optional(),
  industry: optionalId('Industry'),
  currency,
  country,
  /** A state's _id from /countries/{code}/states, or its name. */
  state: optionalText('State', 80),
  branch: id('Branch'),
  tin,
};

/** POST /customer: the full New Customer form. */
export const customerCreateSchema = fieldsObject(customerFields);
export type CustomerCreate = z.infer<typeof customerCreateSchema>;
export type CustomerCreateInput = z.input<typeof customerCreateSchema>;

/** PATCH /customer/{id}: only the fields that changed; active false makes the customer inactive. */
export const customerUpdateSchema = fieldsObject({
  ...customerFields,
  type: customerType.optional(),
  companyName: customerFields.companyName.optional(),
  invoice: invoiceInitials.optional(),
  fullName: customerFields.fullName.optional(),
  phoneNumber: customerFields.phoneNumber.optional(),
  email: emails(true).optional(),
  officeAddress: customerFields.officeAddress.optional(),
  branch: customerFields.branch.optional(),
  active: z.boolean({ error: notValid('Active') }).optional(),
});
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;

/** The quick-add New Customer dialog (spec section 2): an individual with a display name. */
export const customerQuickAddSchema = fieldsObject({
  displayName: requiredString('Display name', { max: 200 }),
  contactName: optionalText('Contact name', 200),
  currency: currency.default('NGN'),
  email: emails(false).optional(),
  phoneNumber: z.preprocess(emptyToNull, phoneNumber('Phone number').nullable()).optional(),
});
export type CustomerQuickAdd = z.infer<typeof customerQuickAddSchema>;
export type CustomerQuickAddInput = z.input<typeof customerQuickAddSchema>;

/** DELETE /customer: the selected customers. */
export const customerBulkDeleteSchema = fieldsObject({
  ids: z
    .array(id('Customer'), { error: customerMessages.selectCustomer })
    .min(1, customerMessages.selectCustomer)
    .max(500, 'You can delete at most 500 customers at a time'),
});

/*
 * The customers CSV: its columns, and what one row must hold. A row is lighter than the New
 * Customer form (docs/decisions.md): a name (company or person) and an email or phone; the branch
 * is the importer's own unless named, the invoice initials come from the name unless given.
 */

export const customerCsvColumns: readonly CsvColumn[] = [
  { field: 'type', heading: 'Type', aliases: ['Customer type'] },
  { field: 'companyName', heading: 'Company Name', aliases: ['Business name', 'Company', 'Customer', 'Name'] },
  { field: 'fullName', heading: 'Full Name', aliases: ['Contact name', 'Contact', 'Contact person'] },
  { field: 'email', heading: 'Email', aliases: ['Emails', 'E-mail', 'Email address'] },
  { field: 'phoneNumber', heading: 'Phone Number', aliases: ['Phone', 'Mobile', 'Mobile number', 'Telephone'] },
  { field: 'invoice', heading: 'Invoice', aliases: ['Invoice initials', 'Initials'] },
  { field: 'officeAddress', heading: 'Office Address', aliases: ['Address'] },
  { field: 'billingAddress', heading: 'Billing Address' },
  { field: 'currency', heading: 'Currency' },
  { field: 'country', heading: 'Country' },
  { field: 'state', heading: 'State' },
  { field: 'branch', heading: 'Branch' },
  { field: 'tin', heading: 'TIN', aliases: ['Tax ID', 'Tax identification number'] },
];

const csvText = (label: string, max: number) =>
  z
    .string({ error: notValid(label) })
    .optional()
    .transform((value) => value?.trim() || null)
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`).nullable());

export const customerCsvRowSchema = fieldsObject({
  type: z
    .string({ error: notValid('Type') })
    .optional()
    .transform((value) => value?.trim().toUpperCase() || null)
    .pipe(z.enum(customerTypeValues, { error: notValid('Type') }).nullable()),
  companyName: csvText('Company Name', 200),
  fullName: csvText('Full Name', 200),
  email: z.preprocess(
    (value) => splitList(value ?? ''),
    z.array(email('Email'), { error: notValid('Email') }).max(10, customerMessages.tooManyEmails),
  ),
  phoneNumber: csvText('Phone Number', 20).refine((value) => value === null || /^\+?[0-9 ()-]{7,20}$/.test(value), {
    message: notValid('Phone Number'),
  }),
  invoice: csvText('Invoice', 10).refine((value) => value === null || /^[A-Za-z0-9-]+$/.test(value), {
    message: 'Invoice initials can have only letters, digits and dashes',
  }),
  officeAddress: csvText('Office Address', 500),
  billingAddress: csvText('Billing Address', 500),
  currency: csvText('Currency', 3).transform((value) => value?.toUpperCase() ?? null),
  country: csvText('Country', 80),
  state: csvText('State', 80),
  branch: csvText('Branch', 120),
  tin: csvText('TIN', 20).refine((value) => value === null || tinPattern.test(value), { message: notValid('TIN') }),
})
  .refine((row) => row.companyName !== null || row.fullName !== null, {
    message: 'A customer needs a Company Name or a Full Name',
    path: ['companyName'],
  })
  .refine((row) => row.email.length > 0 || row.phoneNumber !== null, {
    message: 'A customer needs an Email or a Phone Number',
    path: ['email'],
  });
export type CustomerCsvRow = z.infer<typeof customerCsvRowSchema>;

/** What the CSV template's example row holds. */
export const customerCsvExample: Record<string, string> = {
  type: 'BUSINESS',
  companyName: 'Adaeze Foods Ltd',
  fullName: 'Adaeze Okafor',
  email: 'accounts@adaezefoods.ng',
  phoneNumber: '08031234567',
  invoice: 'ADF',
  officeAddress: '12 Allen Avenue, Ikeja, Lagos',
  currency: 'NGN',
  country: 'NG',
};

/** A customer as the API answers it (server customers.view.ts holds its zod schema). */
export interface CustomerView {
  _id: string;
  /** Lower-case, as shown; customerType is the same, as the spec's client reads it. */
  type: 'individual' | 'business';
  customerType: 'individual' | 'business';
  displayName: string;
  companyName: string | null;
  invoice: string | null;
  fullName: string | null;
  phoneNumber: string | null;
  email: string[];
  officeAddress: string | null;
  billingAddress: string | null;
  subCompanies: string[];
  industry: { _id: string; name: string } | null;
  currency: string | null;
  country: string | null;
  state: { _id: string; name: string } | null;
  branch: { _id: string; name: string } | null;
  tin: string | null;
  active: boolean;
  /** What the customer owes (receivables lines with this customer), naira. */
  balance: number;
  createdAt: string;
  updatedAt: string;
}
