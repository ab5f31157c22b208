import { describe, expect, it } from 'vitest';
import { contactSchema, emptyWaitlistForm, tryDemoSchema, waitlistSchema } from './public-site.ts';

const businessTypeId = '0b6f3f4e-2c1a-5d3e-9f10-1a2b3c4d5e6f';
const industryId = '7c9e6679-7425-50de-944b-e07fc1f90ae7';

const complete = {
  ...emptyWaitlistForm,
  email: ' Ngozi.Eze@Example.NG ',
  fullName: 'Ngozi Eze',
  occupation: 'entrepreneur',
  businessType: businessTypeId,
  companySize: '1-10',
  industry: industryId,
  country: 'NG',
};

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the waitlist form (spec section 5)', () => {
  it('requires every required field, with the spec messages built from the labels', () => {
    expect(messages(waitlistSchema.safeParse(emptyWaitlistForm))).toEqual({
      email: 'Email is a required field',
      fullName: 'Full name is a required field',
      occupation: 'Occupation is a required field',
      businessType: 'Business type is a required field',
      companySize: 'Company size is a required field',
      industry: 'Industry is a required field',
      country: 'Country is a required field',
    });
  });

  it('treats a cleared select (null) as missing', () => {
    expect(messages(waitlistSchema.safeParse({ ...complete, occupation: null }))).toEqual({
      occupation: 'Occupation is a required field',
    });
  });

  it('says when the email is not an email', () => {
    expect(messages(waitlistSchema.safeParse({ ...complete, email: 'ngozi@' }))).toEqual({
      email: 'Email must be a valid email',
    });
  });

  it('refuses values outside the option lists', () => {
    expect(
      messages(
        waitlistSchema.safeParse({
          ...complete,
          occupation: 'astronaut',
          companySize: '5000',
          businessType: 'llc',
          country: 'Nigeria',
          software: 'abacus',
          marketingOption: 'billboard',
          demo: 'maybe',
        }),
      ),
    ).toEqual({
      occupation: 'Occupation is not valid.',
      companySize: 'Company size is not valid.',
      businessType: 'Business type is not valid.',
      country: 'Country is not valid.',
      software: 'Bookkeeping tool you use now is not valid.',
      marketingOption: 'How you heard about Owo is not valid.',
      demo: 'Would you like a demo? is not valid.',
    });
  });

  it('sends the body the API takes: trimmed, lower-case email, unanswered optional fields left out', () => {
    const result = waitlistSchema.safeParse(complete);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      email: 'ngozi.eze@example.ng',
      fullName: 'Ngozi Eze',
      occupation: 'entrepreneur',
      businessType: businessTypeId,
      companySize: '1-10',
      industry: industryId,
      country: 'NG',
      accountantNeeded: null,
      demo: null,
      software: undefined,
      marketingOption: undefined,
    });
    expect(JSON.parse(JSON.stringify(result.data))).not.toHaveProperty('software');
  });

  it('keeps the optional answers when given', () => {
    const result = waitlistSchema.parse({
      ...complete,
      accountantNeeded: 'yes',
      demo: 'no',
      software: 'google sheet',
      marketingOption: 'colleague',
    });
    expect(result).toMatchObject({
      accountantNeeded: 'yes',
      demo: 'no',
      software: 'google sheet',
      marketingOption: 'colleague',
    });
  });
});

describe('the try-demo form', () => {
  it('requires a valid email', () => {
    expect(messages(tryDemoSchema.safeParse({ email: '' }))).toEqual({ email: 'Email is a required field' });
    expect(messages(tryDemoSchema.safeParse({ email: 'not an email' }))).toEqual({
      email: 'Email must be a valid email',
    });
    expect(tryDemoSchema.parse({ email: 'Tunde@Shop.ng' })).toEqual({ email: 'tunde@shop.ng' });
  });
});

describe('the contact form', () => {
  it('requires a name, an email and a message of a few words; the business name is optional', () => {
    expect(messages(contactSchema.safeParse({ name: '', email: '', company: '', message: 'Hi' }))).toEqual({
      name: 'Your name is a required field',
      email: 'Email is a required field',
      message: 'Message must be at least 10 characters',
    });
    expect(
      contactSchema.parse({ name: 'Bola', email: 'bola@ade.ng', company: '', message: 'Do you support branches?' }),
    ).toEqual({ name: 'Bola', email: 'bola@ade.ng', company: undefined, message: 'Do you support branches?' });
  });
});
