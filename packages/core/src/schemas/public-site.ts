import { z } from 'zod';
import { email, fieldsObject, optionalString, requiredString } from './fields.ts';

/*
 * The public site's forms (spec sections 3 and 5): join waitlist, try demo, contact. Shared by
 * the web forms and the API.
 *
 * Messages are the spec's generic ones, built from each field's label so the person reads
 * 'Full name is a required field' under 'Full name': '{label} is a required field',
 * '{label} must be a valid email', '{label} is not valid.'.
 */

export const occupations = [
  { value: 'entrepreneur', label: 'Entrepreneur' },
  { value: 'freelancer', label: 'Freelancer' },
  { value: 'accountant', label: 'Accountant' },
  { value: 'admin', label: 'Admin' },
  { value: 'finance', label: 'Finance' },
  { value: 'consultant', label: 'Consultant' },
  { value: 'others', label: 'Others' },
] as const;

export const companySizes = [
  { value: '1-10', label: '1 to 10 people' },
  { value: '10-50', label: '10 to 50 people' },
  { value: '50 and above', label: '50 people or more' },
] as const;

export const priorSoftware = [
  { value: 'none', label: 'None' },
  { value: 'excel', label: 'Excel' },
  { value: 'google sheet', label: 'Google Sheets' },
  { value: 'waveapps', label: 'Wave' },
  { value: 'quickbooks', label: 'QuickBooks' },
  { value: 'sage', label: 'Sage' },
  { value: 'zohobooks', label: 'Zoho Books' },
  { value: 'tyms', label: 'Tyms' },
  { value: 'simplebks', label: 'SimpleBks' },
  { value: 'etiaba', label: 'Etiaba' },
  { value: 'prospa', label: 'Prospa' },
  { value: 'kippa', label: 'Kippa' },
  { value: 'vencru', label: 'Vencru' },
  { value: 'others', label: 'Others' },
] as const;

export const heardFrom = [
  { value: 'instagram', label: 'Instagram' },
  { value: 'google', label: 'Google' },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'twitter', label: 'Twitter (X)' },
  { value: 'colleague', label: 'A colleague' },
  { value: 'others', label: 'Others' },
] as const;

export const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/** The label each field shows, which is also the `{label}` of its messages. */
export const waitlistLabels = {
  email: 'Email',
  fullName: 'Full name',
  occupation: 'Occupation',
  businessType: 'Business type',
  companySize: 'Company size',
  industry: 'Industry',
  country: 'Country',
  accountantNeeded: 'Do you need an accountant?',
  demo: 'Would you like a demo?',
  software: 'Bookkeeping tool you use now',
  marketingOption: 'How you heard about Owo',
} as const;

type Option = { readonly value: string };

/** A required choice from a fixed list. */
function oneOf(label: string, options: readonly Option[]) {
  const values = new Set(options.map((option) => option.value));
  return requiredString(label, { max: 100 }).refine((value) => values.has(value), {
    message: `${label} is not valid.`,
  });
}

/** An optional choice from a fixed list: empty or null means not answered, and is left out. */
function optionalOneOf(label: string, options: readonly Option[]) {
  const values = new Set(options.map((option) => option.value));
  return z
    .string({ error: `${label} is not valid.` })
    .trim()
    .nullish()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || values.has(value), { message: `${label} is not valid.` });
}

/** A yes/no question one may leave unanswered (null). */
function yesNoAnswer(label: string) {
  return z.enum(['yes', 'no'], { error: `${label} is not valid.` }).nullable();
}

/** Reference ids come from /api/business-types and /api/industries (UUIDs). */
function referenceId(label: string) {
  return requiredString(label, { max: 36 }).pipe(z.uuid({ error: `${label} is not valid.` }));
}

export const waitlistSchema = fieldsObject({
  email: email(waitlistLabels.email),
  fullName: requiredString(waitlistLabels.fullName, { max: 120 }),
  occupation: oneOf(waitlistLabels.occupation, occupations),
  businessType: referenceId(waitlistLabels.businessType),
  companySize: oneOf(waitlistLabels.companySize, companySizes),
  industry: referenceId(waitlistLabels.industry),
  /** The ISO 3166 code the /api/countries list uses as its id, e.g. NG. */
  country: requiredString(waitlistLabels.country, { max: 2 }).regex(/^[A-Za-z]{2}$/, {
    message: `${waitlistLabels.country} is not valid.`,
  }),
  accountantNeeded: yesNoAnswer(waitlistLabels.accountantNeeded),
  demo: yesNoAnswer(waitlistLabels.demo),
  software: optionalOneOf(waitlistLabels.software, priorSoftware),
  marketingOption: optionalOneOf(waitlistLabels.marketingOption, heardFrom),
});

/** What the form holds: selects are null until chosen. */
export type WaitlistFormValues = z.input<typeof waitlistSchema>;
/** What POST /api/waitlist receives. */
export type WaitlistBody = z.output<typeof waitlistSchema>;

export const emptyWaitlistForm: WaitlistFormValues = {
  email: '',
  fullName: '',
  occupation: '',
  businessType: '',
  companySize: '',
  industry: '',
  country: '',
  accountantNeeded: null,
  demo: null,
  software: null,
  marketingOption: null,
};

export const tryDemoSchema = fieldsObject({ email: email(waitlistLabels.email) });
export type TryDemoBody = z.output<typeof tryDemoSchema>;

/** The contact page's form; POST /api/contact takes the same fields. Labels are the messages' `{label}`. */
export const contactLabels = {
  name: 'Your name',
  email: 'Email',
  company: 'Business name',
  message: 'Message',
} as const;

export const contactSchema = fieldsObject({
  name: requiredString(contactLabels.name, { max: 120 }),
  email: email(contactLabels.email),
  company: optionalString(contactLabels.company, 160),
  message: requiredString(contactLabels.message, { min: 10, max: 5000 }),
});

export type ContactFormValues = z.input<typeof contactSchema>;
export type ContactBody = z.output<typeof contactSchema>;

/** The try-demo email's link: /auth/sign-in-link?email=...&token=... */
export const signInLinkSchema = fieldsObject({
  email: email(),
  token: requiredString('Sign-in link', { max: 100 }),
});
export type SignInLinkBody = z.output<typeof signInLinkSchema>;
