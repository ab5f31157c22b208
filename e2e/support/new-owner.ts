import type { Page } from 'playwright-core';
import { codeIn } from '../../apps/server/test/smtp-inbox.ts';
import type { RunningApp } from './app-server.ts';
import { signInThroughApi } from './session.ts';

/** Someone who signs up: the account's person. */
export interface NewOwner {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
}

/** The business they set up after verifying their email; the three choices are options' names. */
export interface NewBusiness {
  name: string;
  type: string;
  industry: string;
  state: string;
  address: string;
  email: string;
  phoneNumber: string;
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the sign-up form (the page is open) and accepts the terms; the confirmation may differ on purpose. */
export async function fillSignUpForm(page: Page, person: NewOwner, confirmation = person.password) {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Phone number').fill(person.phoneNumber);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password').fill(confirmation);
  await page.getByRole('checkbox').check();
}

/** Reads the code emailed to the new account and enters it; the page ends on the business setup. */
export async function verifyWithEmailedCode(page: Page, app: RunningApp, email: string) {
  const message = await app.inbox.waitFor(email, /verification code/);
  await page.goto(`${app.url}/auth/verify-otp?email=${encodeURIComponent(email)}`);
  await page.getByLabel('Verification code').fill(codeIn(message));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/auth\/setup-business/);
}

/** Fills and sends the business setup form; the page ends on the dashboard. */
export async function setUpBusiness(page: Page, business: NewBusiness) {
  await page.getByLabel('Business name').fill(business.name);
  await chooseOption(page, 'Business type', business.type);
  await chooseOption(page, 'Industry', business.industry);
  await chooseOption(page, 'State', business.state);
  await page.getByLabel('Address').fill(business.address);
  await page.getByLabel('Business email').fill(business.email);
  await page.getByLabel('Business phone number').fill(business.phoneNumber);
  await page.getByRole('button', { name: 'Set up business' }).click();
  await page.waitForURL(/\/dashboard/);
}

/** The whole way in for a new owner: sign up, verify the email, set up the business, land on the dashboard. */
export async function signUpNewOwner(page: Page, app: RunningApp, person: NewOwner, business: NewBusiness) {
  await page.goto(`${app.url}/auth/signup`);
  await fillSignUpForm(page, person);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/auth\/signup-success/);
  await verifyWithEmailedCode(page, app, person.email);
  await setUpBusiness(page, business);
}

/** Signs a person in for what a test does next (session.ts), and opens `landing` (by default where the sign-in page would go). */
export async function signIn(
  page: Page,
  appUrl: string,
  person: Pick<NewOwner, 'email' | 'password'>,
  landing?: string,
) {
  const next = await signInThroughApi(page, appUrl, person);
  await page.goto(`${appUrl}${landing ?? next}`);
}
