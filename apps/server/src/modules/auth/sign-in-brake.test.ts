import { totpCode } from '@owo/core/totp';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/account-security.ts';
import { bearer, signUpVerified, testAppForFile } from '../../../test/harness.ts';
import { codeIn } from '../../../test/smtp-inbox.ts';
import { FAILED_PASSWORDS_BEFORE_EMAILED_CODE } from './sign-in-brake.ts';

/*
 * Credential stuffing spread over many addresses: each address stays under the throttle, so only
 * a count per account can notice. After a few wrong passwords on one account, the right password
 * also needs a code emailed to the account; the owner, who reads that email, is never locked out.
 */

const test = testAppForFile();

const wrongPassword = 'not the password';
let addressCounter = 0;
/** A different client address for each attempt, as a guesser with many machines would use. */
const anotherAddress = () => {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}.7`;
};

async function guessWrong(email: string, times = FAILED_PASSWORDS_BEFORE_EMAILED_CODE) {
  const answers = [];
  for (let attempt = 0; attempt < times; attempt += 1)
    answers.push(await signIn(test, email, wrongPassword, anotherAddress()));
  return answers;
}

/** The code of the sign-in code email to `email` that arrived after `sentBefore` emails in all. */
async function emailedCode(email: string, sentBefore: number): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const fresh = test.inbox.received
      .slice(sentBefore)
      .findLast((message) => message.to.includes(email) && /sign-in code/.test(message.subject));
    if (fresh) return codeIn(fresh);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`No sign-in code emailed to ${email}`);
}

const verifyCode = (challenge: string, code: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/auth/verify-sign-in-code',
    remoteAddress: anotherAddress(),
    payload: { challenge, code },
  });

/** Another six-digit code than `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the per-account brake on wrong passwords', () => {
  it('after five wrong passwords from five addresses, asks the right password for an emailed code as well', async () => {
    const owner = await signUpVerified(test);
    for (const answer of await guessWrong(owner.email)) expect(answer.statusCode).toBe(401);

    const sentBefore = test.inbox.received.length;
    const braked = await signIn(test, owner.email, owner.password, anotherAddress());
    expect(braked.statusCode).toBe(200);
    const body = braked.json();
    expect(body.message).toBe('We emailed a code to a•••@example.ng. Enter it to finish signing in.');
    expect(body.data).toEqual({ emailCodeRequired: true, challenge: expect.any(String), sentTo: 'a•••@example.ng' });
    expect(body.data.token).toBeUndefined();

    const code = await emailedCode(owner.email, sentBefore);
    const email = await test.inbox.waitFor(owner.email, /sign-in code/);
    expect(email.subject).toBe(`${code} is your Owo sign-in code`);
    expect(email.raw).toContain('reset your password');

    const signedIn = await verifyCode(body.data.challenge, code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().message).toBe('Signed in');
    const token = signedIn.json().data.token as string;
    expect((await test.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(
      200,
    );

    // The code finished its sign-in; it does not start another.
    const again = await verifyCode(body.data.challenge, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This sign-in has expired. Sign in again with your email and password.');
  });

  it('refuses a wrong code in words, counting the tries left, and still takes the right one', async () => {
    const owner = await signUpVerified(test);
    await guessWrong(owner.email);
    const sentBefore = test.inbox.received.length;
    const { challenge } = (await signIn(test, owner.email, owner.password, anotherAddress())).json().data;
    const code = await emailedCode(owner.email, sentBefore);

    const wrong = await verifyCode(challenge, otherThan(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'That code is not correct. You have 4 tries left.',
      errors: { code: 'That code is not correct. You have 4 tries left.' },
    });
    const malformed = await verifyCode(challenge, '12ab');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.code).toBe('Code must be 6 digits');

    expect((await verifyCode(challenge, code)).statusCode).toBe(200);
  });

  it('ends the sign-in after five wrong codes; the owner signs in again and gets a fresh code', async () => {
    const owner = await signUpVerified(test);
    await guessWrong(owner.email);
    let sentBefore = test.inbox.received.length;
    const { challenge } = (await signIn(test, owner.email, owner.password, anotherAddress())).json().data;
    const code = await emailedCode(owner.email, sentBefore);
    const messages = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      messages.push((await verifyCode(challenge, otherThan(code))).json().message);
    expect(messages.at(-1)).toBe('That code is not correct. Sign in again with your email and password.');
    expect((await verifyCode(challenge, code)).statusCode).toBe(400);

    sentBefore = test.inbox.received.length;
    const retry = (await signIn(test, owner.email, owner.password, anotherAddress())).json().data;
    expect(retry.emailCodeRequired).toBe(true);
    const fresh = await emailedCode(owner.email, sentBefore);
    expect((await verifyCode(retry.challenge, fresh)).statusCode).toBe(200);
  });

  it('forgets the wrong passwords once the owner has finished signing in', async () => {
    const owner = await signUpVerified(test);
    await guessWrong(owner.email);
    const sentBefore = test.inbox.received.length;
    const { challenge } = (await signIn(test, owner.email, owner.password, anotherAddress())).json().data;
    expect((await verifyCode(challenge, await emailedCode(owner.email, sentBefore))).statusCode).toBe(200);

    const next = await signIn(test, owner.email, owner.password, anotherAddress());
    expect(next.json().message).toBe('Signed in');
    expect(next.json().data.token).toEqual(expect.any(String));

    // Counting starts again from zero: four wrong passwords are not yet enough to need a code.
    await guessWrong(owner.email, FAILED_PASSWORDS_BEFORE_EMAILED_CODE - 1);
    expect((await signIn(test, owner.email, owner.password, anotherAddress())).json().data.token).toEqual(
      expect.any(String),
    );
  });

  it('does not brake an owner who mistypes fewer times than the limit', async () => {
    const owner = await signUpVerified(test);
    await guessWrong(owner.email, FAILED_PASSWORDS_BEFORE_EMAILED_CODE - 1);
    const answer = await signIn(test, owner.email, owner.password, anotherAddress());
    expect(answer.json().message).toBe('Signed in');
  });

  it('answers a wrong password the same for an unknown email as for a known one, before and after the brake', async () => {
    const owner = await signUpVerified(test);
    const stranger = `nobody.${Date.now()}@example.ng`;
    const known = await guessWrong(owner.email, FAILED_PASSWORDS_BEFORE_EMAILED_CODE + 2);
    const unknown = await guessWrong(stranger, FAILED_PASSWORDS_BEFORE_EMAILED_CODE + 2);
    for (const [index, answer] of known.entries()) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ message: 'Email or password is incorrect' });
      expect(unknown[index]?.statusCode).toBe(answer.statusCode);
      expect(unknown[index]?.json()).toEqual(answer.json());
    }
    // Nothing is emailed to anyone for a wrong password.
    expect(test.inbox.received.some((message) => message.to.includes(stranger))).toBe(false);
  });

  it('never locks the owner out, however many addresses guess', async () => {
    const owner = await signUpVerified(test);
    for (const answer of await guessWrong(owner.email, 30)) expect(answer.statusCode).toBe(401);
    const sentBefore = test.inbox.received.length;
    const { challenge } = (await signIn(test, owner.email, owner.password, anotherAddress())).json().data;
    const signedIn = await verifyCode(challenge, await emailedCode(owner.email, sentBefore));
    expect(signedIn.statusCode).toBe(200);
  });

  it('asks an account with two-factor sign-in on for its app code, which already proves more than a password', async () => {
    const owner = await signUpVerified(test);
    const headers = bearer(owner.token);
    const setup = await test.app.inject({ method: 'POST', url: '/api/auth/two-factor/setup', headers });
    const { secret } = setup.json().data as { secret: string };
    const enable = await test.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers,
      payload: { code: totpCode(secret), password: owner.password },
    });
    expect(enable.statusCode).toBe(200);
    await guessWrong(owner.email);

    const answer = (await signIn(test, owner.email, owner.password, anotherAddress())).json();
    expect(answer.data).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    const verified = await test.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify',
      payload: { challenge: answer.data.challenge, code: totpCode(secret, Date.now() + 30_000) },
    });
    expect(verified.statusCode).toBe(200);
    // The app's code proved who it is, so the next sign-in with a password needs no emailed code.
    await test.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/disable',
      headers,
      payload: { password: owner.password },
    });
    expect((await signIn(test, owner.email, owner.password, anotherAddress())).json().message).toBe('Signed in');
  });
});
