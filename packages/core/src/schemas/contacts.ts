import { z } from 'zod';
import type { CsvColumn } from '../csv-records.ts';
import { email, fieldsObject, id, notValid, phoneNumber, requiredString, text } from './fields.ts';

/*
 * What customers and vendors share (spec section 3: a vendor is a customer's fields plus bank
 * details): the fields of their forms with the labels the forms show, the CSV row, the words of
 * their screens and the shape the API answers. customers.ts and vendors.ts configure them. The type
 * is sent upper-case (INDIVIDUAL, BUSINESS) and shown lower-case; emails are entered comma
 * separated and kept as a list; the currency is a code (the currencies lookup's _id is its code).
 */

export const contactTypeValues = ['INDIVIDUAL', 'BUSINESS'] as const;
export type ContactTypeValue = (typeof contactTypeValues)[number];

/** The words of one kind's screens and refusals: 'customer', 'vendor'. */
export function contactMessages(noun: string) {
  return {
    fillRequired: 'Please fill all required fields',
    select: `Please select a ${noun}`,
    deleteSelected: `Are you sure you want to delete the selected ${noun}(s)?`,
    hasDocuments: (names: string) =>
      `${names} cannot be deleted: there are documents for this ${noun}. Make the ${noun} inactive instead, to keep the documents and stop offering them on new ones.`,
    tooManyEmails: 'Email can have at most 10 addresses',
  } as const;
}
export type ContactMessages = ReturnType<typeof contactMessages>;

const tooManyEmails = contactMessages('contact').tooManyEmails;

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
export const contactEmails = (required: boolean) =>
  z.preprocess(
    splitList,
    z
      .array(email('Email'), {
        error: (issue) => (issue.input == null ? 'Email is a required field' : notValid('Email')),
      })
      .min(required ? 1 : 0, 'Email is a required field')
      .max(10, tooManyEmails),
  );

/** Text that may be left empty: empty or null is none. */
export const optionalText = (label: string, max = 500) =>
  z
    .union([z.string(), z.null()], { error: notValid(label) })
    .transform((value) => (value === null ? null : value.trim() || null))
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`).nullable())
    .optional();

export const emptyToNull = (value: unknown) => (value === '' ? null : value);
const optionalId = (label: string) => z.preprocess(emptyToNull, id(label).nullable()).optional();

const contactType = (label: string) =>
  z
    .string({ error: notValid(label) })
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.enum(contactTypeValues, { error: notValid(label) }));

export const contactCurrency = z.preprocess(
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

/** The fields of the New Customer / New Vendor form; `typeLabel` names the type in its refusal. */
export function contactFields(typeLabel: string) {
  return {
    type: contactType(typeLabel).default('BUSINESS'),
    companyName: requiredString('Company name', { max: 200 }),
    /**
     * The contact's short code (shown in their details and the export). Invoice numbers do not use
     * it: they are one company-wide sequence, as VAT requires (docs/decisions.md, 'Invoice initials').
     */
    invoice: invoiceInitials,
    fullName: requiredString('Full name', { max: 200 }),
    phoneNumber: phoneNumber('Phone number'),
    email: contactEmails(true),
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
    currency: contactCurrency,
    country,
    /** A state's _id from /countries/{code}/states, or its name. */
    state: optionalText('State', 80),
    branch: id('Branch'),
    tin,
  };
}

/** PATCH: the same fields, each optional (only what changed is sent); active false makes the contact inactive. */
export function contactUpdateFields(typeLabel: string) {
  const fields = contactFields(typeLabel);
  return {
    ...fields,
    type: contactType(typeLabel).optional(),
    companyName: fields.companyName.optional(),
    invoice: invoiceInitials.optional(),
    fullName: fields.fullName.optional(),
    phoneNumber: fields.phoneNumber.optional(),
    email: contactEmails(true).optional(),
    officeAddress: fields.officeAddress.optional(),
    state: fields.state.optional(),
    branch: fields.branch.optional(),
    active: z.boolean({ error: notValid('Active') }).optional(),
  };
}

/** What every contact kind's create and update bodies hold once checked; a vendor adds its bank. */
export type ContactCreate = z.output<ReturnType<typeof fieldsObject<ReturnType<typeof contactFields>>>> & {
  bankDetails?: { bankCode: string; accountNo: string };
};
export type ContactUpdate = Partial<ContactCreate> & { active?: boolean };

/** DELETE /{kind}: the selected contacts. */
export function contactBulkDeleteSchema(noun: string, plural: string) {
  const select = contactMessages(noun).select;
  return fieldsObject({
    ids: z
      .array(id(noun.charAt(0).toUpperCase() + noun.slice(1)), { error: select })
      .min(1, select)
      .max(500, `You can delete at most 500 ${plural} at a time`),
  });
}

/*
 * The CSV: its columns, and what one row must hold. A row is lighter than the form
 * (docs/decisions.md): a name (company or person) and an email or phone; the branch is the
 * importer's own unless named, the invoice initials come from the name unless given.
 */

export const contactCsvColumns = (noun: string): CsvColumn[] => [
  { field: 'type', heading: 'Type', aliases: [`${noun} type`] },
  { field: 'companyName', heading: 'Company Name', aliases: ['Business name', 'Company', noun, 'Name'] },
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

export const csvText = (label: string, max: number) =>
  z
    .string({ error: notValid(label) })
    .optional()
    .transform((value) => value?.trim() || null)
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`).nullable());

const contactCsvShape = {
  type: z
    .string({ error: notValid('Type') })
    .optional()
    .transform((value) => value?.trim().toUpperCase() || null)
    .pipe(z.enum(contactTypeValues, { error: notValid('Type') }).nullable()),
  companyName: csvText('Company Name', 200),
  fullName: csvText('Full Name', 200),
  email: z.preprocess(
    (value) => splitList(value ?? ''),
    z.array(email('Email'), { error: notValid('Email') }).max(10, tooManyEmails),
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
};

/** What the row rules read (the generic row's own type is too deep for the checker to see it). */
interface NamedRow {
  companyName: string | null;
  fullName: string | null;
  email: string[];
  phoneNumber: string | null;
}
const rowNames = (row: unknown) => row as NamedRow;

/** One CSV row of a contact kind: the shared columns plus the kind's own (`extra`). */
export function contactCsvRowSchema<Extra extends z.ZodRawShape>(noun: string, extra: Extra) {
  return fieldsObject({ ...contactCsvShape, ...extra })
    .refine((row) => rowNames(row).companyName !== null || rowNames(row).fullName !== null, {
      message: `A ${noun} needs a Company Name or a Full Name`,
      path: ['companyName'],
    })
    .refine((row) => rowNames(row).email.length > 0 || rowNames(row).phoneNumber !== null, {
      message: `A ${noun} needs an Email or a Phone Number`,
      path: ['email'],
    });
}

/** What every kind's rows hold once checked; a vendor's may add its bank. */
export type ContactCsvRow = z.output<ReturnType<typeof contactCsvRowSchema<Record<never, never>>>> & {
  bankDetails?: { bankCode: string; accountNo: string } | null;
};

/** What the CSV template's example row holds. */
export const contactCsvExample: Record<string, string> = {
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

/*
 * A contact as the API answers it: the server's responses are checked against these schemas and
 * the web app's types are inferred from them.
 */

// An answer's messages are in people's words too (messages.test.ts): a client that checks one says which field is off.
const named = (label: string) => fieldsObject({ _id: text(label), name: text(label) }, label).nullable();
const typeShown = (label: string) => z.enum(['individual', 'business'], { error: notValid(label) });
const textList = (label: string) => z.array(text(label), { error: notValid(label) });

export const contactViewSchema = fieldsObject({
  _id: text('Id'),
  /** Lower-case, as shown. */
  type: typeShown('Type'),
  displayName: text('Display name'),
  companyName: text('Company name').nullable(),
  invoice: text('Invoice').nullable(),
  fullName: text('Full name').nullable(),
  phoneNumber: text('Phone number').nullable(),
  email: textList('Email'),
  officeAddress: text('Office address').nullable(),
  billingAddress: text('Billing address').nullable(),
  subCompanies: textList('Sub companies'),
  industry: named('Industry'),
  currency: text('Currency').nullable(),
  country: text('Country').nullable(),
  state: named('State'),
  branch: named('Branch'),
  tin: text('TIN').nullable(),
  active: z.boolean({ error: notValid('Active') }),
  /** What is owed, in naira: by the customer (receivables), or to the vendor (payables). */
  balance: z.number({ error: notValid('Balance') }),
  createdAt: text('Created at'),
  updatedAt: text('Updated at'),
});
export type ContactView = z.infer<typeof contactViewSchema>;

/** A customer, vendor or employee as a Contact select offers it (GET /contacts/options) and a bank rule names it. */
export const contactOptionSchema = fieldsObject(
  {
    _id: text('Contact'),
    name: text('Contact name'),
    kind: z.enum(['customer', 'vendor', 'employee'], { error: notValid('Contact type') }),
  },
  'Contact',
);
export type ContactOption = z.infer<typeof contactOptionSchema>;
