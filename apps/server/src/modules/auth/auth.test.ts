import { oneTimeCodes, sessions, users } from '@owo/db';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { linksIn, readableEmail } from '../../../test/account-security.ts';
import { bearer, signUpVerified, signupBody, testAppForFile } from '../../../test/harness.ts';
import { codeIn } from '../../../test/smtp-inbox.ts';

const test = testAppForFile();

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function rowCounts() {
  const [[userCount], [sessionCount], [codeCount]] = await Promise.all([
    test.database.db.select({ value: count() }).from(users),
    test.database.db.select({ value: count() }).from(sessions),
    test.database.db.select({ value: count() }).from(oneTimeCodes),
  ]);
  return { users: userCount?.value, sessions: sessionCount?.value, codes: codeCount?.value };
}

describe('sign up', () => {
  it('creates an unverified account and emails a six-digit code', async () => {
    const body = signupBody();
    const response = await post('/api/auth/signup', body);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({ email: body.email });
    const email = await test.inbox.waitFor(body.email, /verification code/);
    expect(codeIn(email)).toMatch(/^\d{6}$/);
    expect(email.raw).toContain('expires in 10 minutes');
  });

  it.each([
    ['malformed JSON', '{"email":', 'The request body is not valid JSON'],
    ['a missing first name', { ...signupBody(), firstName: undefined }, 'First name is a required field'],
    ['a number for a name', { ...signupBody(), lastName: 42 }, 'Last name is not valid.'],
    ['an email with spaces', signupBody({ email: 'ada okafor@example.ng' }), 'Email must be a valid email'],
    ['a 300-character email', signupBody({ email: `${'a'.repeat(288)}@example.ng` }), 'Email must be a valid email'],
    [
      'a 7-character password',
      signupBody({ password: 'abcdefg', confirmPassword: 'abcdefg' }),
      'Password must be at least 8 characters',
    ],
    ['mismatched passwords', signupBody({ confirmPassword: 'something else entirely' }), 'Passwords must match'],
    ['terms not accepted', signupBody({ readTerms: false }), 'Please accept the terms and conditions'],
    ['a 6-digit phone number', signupBody({ phoneNumber: '080312' }), 'Phone number must be at least 7 characters'],
  ])('refuses %s with a clear message and writes nothing', async (_case, payload, message) => {
    const before = await rowCounts();
    const response =
      typeof payload === 'string'
        ? await test.app.inject({
            method: 'POST',
            url: '/api/auth/signup',
            payload,
            headers: { 'content-type': 'application/json' },
          })
        : await post('/api/auth/signup', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers a sign-up for a registered email exactly as for a new one, and emails the owner instead', async () => {
    const owner = await signUpVerified(test);
    const fresh = signupBody();
    const forNew = await post('/api/auth/signup', fresh);
    const sentBefore = test.inbox.received.length;
    const before = await rowCounts();
    const forTaken = await post('/api/auth/signup', {
      ...signupBody({ firstName: 'Mallam', password: 'someone elses pw', confirmPassword: 'someone elses pw' }),
      email: owner.email.toUpperCase(),
    });
    expect(forTaken.statusCode).toBe(forNew.statusCode);
    expect(forTaken.json()).toEqual({ ...forNew.json(), data: { email: owner.email } });
    expect(await rowCounts()).toEqual(before);

    const warning = await test.inbox.waitFor(owner.email, /Someone tried to create an Owo account/);
    const text = readableEmail(warning);
    expect(text).toContain('sign in or reset your password');
    expect(linksIn(warning, '/auth/signin')[0]?.origin).toBe('http://localhost:3000');
    expect(linksIn(warning, '/auth/forgot-password')).not.toHaveLength(0);
    // No code is sent: nothing about the account changes, and the owner's password still works.
    const sent = test.inbox.received.slice(sentBefore).filter((email) => email.to.includes(owner.email));
    expect(sent.map((email) => email.subject)).toEqual([warning.subject]);
    expect((await post('/api/auth/login', { email: owner.email, password: owner.password })).statusCode).toBe(200);
  });

  it('lets a new sign-up replace one still waiting for its code: whoever reads the email owns the account', async () => {
    const email = signupBody().email;
    const squatter = signupBody({
      email,
      firstName: 'Mallam',
      lastName: 'Squatter',
      phoneNumber: '09099999999',
      password: 'squatter secret',
      confirmPassword: 'squatter secret',
    });
    expect((await post('/api/auth/signup', squatter)).statusCode).toBe(201);
    const squatterCode = codeIn(await test.inbox.waitFor(email, /verification code/));

    const owner = signupBody({ email });
    const again = await post('/api/auth/signup', owner);
    expect(again.statusCode).toBe(201);
    expect(again.json().message).toBe('Account created. We have sent a verification code to your email.');
    const ownerEmail = await waitForAnotherCode(email, squatterCode);
    expect((await post('/api/auth/verify-signup', { email, otp: squatterCode })).statusCode).toBe(400);
    const verified = await post('/api/auth/verify-signup', { email, otp: codeIn(ownerEmail) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user).toMatchObject({
      firstName: 'Ada',
      lastName: 'Okafor',
      phoneNumber: '08031234567',
    });
    expect((await post('/api/auth/login', { email, password: squatter.password })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: owner.password })).statusCode).toBe(200);
  });
});

async function waitForAnotherCode(email: string, oldCode: string) {
  for (;;) {
    const latest = await test.inbox.waitFor(email, /verification code/);
    if (codeIn(latest) !== oldCode) return latest;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('verification codes', () => {
  async function signUp() {
    const body = signupBody();
    await post('/api/auth/signup', body);
    const code = codeIn(await test.inbox.waitFor(body.email, /verification code/));
    return { ...body, code };
  }
  const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('verifies the email with the emailed code and signs the user in', async () => {
    const account = await signUp();
    const response = await post('/api/auth/verify-signup', { email: account.email, otp: account.code });
    expect(response.statusCode).toBe(200);
    const { token, user, companies } = response.json().data;
    expect(user).toMatchObject({ email: account.email, firstName: 'Ada', emailVerified: true });
    expect(companies).toEqual([]);
    const me = await test.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().data.user.email).toBe(account.email);
  });

  it('refuses sign-in before verification, saying why', async () => {
    const account = await signUp();
    const response = await post('/api/auth/login', { email: account.email, password: account.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(response.json().message).toContain('not verified');
  });

  it('refuses a wrong code, says how many tries are left, and burns the code after five', async () => {
    const account = await signUp();
    const wrong = wrongCodeFor(account.code);
    const messages: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await post('/api/auth/verify-signup', { email: account.email, otp: wrong });
      expect(response.statusCode).toBe(400);
      messages.push(response.json().message);
    }
    expect(messages[0]).toBe('That code is not correct. You have 4 tries left.');
    expect(messages[3]).toBe('That code is not correct. You have 1 try left.');
    expect(messages[4]).toContain('can no longer be used');
    // Even the right code no longer works: brute force gets five guesses in a million.
    const right = await post('/api/auth/verify-signup', { email: account.email, otp: account.code });
    expect(right.statusCode).toBe(400);
    const [user] = await test.database.db.select().from(users).where(eq(users.email, account.email));
    expect(user?.emailVerifiedAt).toBeNull();
  });

  it('refuses an expired code', async () => {
    const account = await signUp();
    const [user] = await test.database.db.select().from(users).where(eq(users.email, account.email));
    await test.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, user?.id ?? ''));
    const response = await post('/api/auth/verify-signup', { email: account.email, otp: account.code });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This code has expired. Request a new one.');
  });

  it('refuses a code used once already, and an old code once a new one is sent', async () => {
    const account = await signUp();
    await post('/api/auth/generate-verification-otp', { email: account.email });
    const newCode = codeIn(await waitForAnotherCode(account.email, account.code));
    const old = await post('/api/auth/verify-signup', { email: account.email, otp: account.code });
    expect(old.statusCode).toBe(400);
    expect((await post('/api/auth/verify-signup', { email: account.email, otp: newCode })).statusCode).toBe(200);
    // Once verified, the code screen answers like an unknown email: it does not tell who has an account.
    const reused = await post('/api/auth/verify-signup', { email: account.email, otp: newCode });
    const unknown = await post('/api/auth/verify-signup', { email: 'nobody.here@example.ng', otp: newCode });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(unknown.json());
  });

  it('answers a resend the same way for an unknown email and sends nothing', async () => {
    const sentBefore = test.inbox.received.length;
    const response = await post('/api/auth/generate-verification-otp', { email: 'nobody@example.ng' });
    expect(response.statusCode).toBe(200);
    await test.app.outbox.kick();
    expect(test.inbox.received.length).toBe(sentBefore);
  });
});

describe('sign in and out', () => {
  it('signs in with the right password and answers token, user and companies', async () => {
    const owner = await signUpVerified(test);
    const response = await post('/api/auth/login', { email: owner.email.toUpperCase(), password: owner.password });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().data).sort()).toEqual(['companies', 'token', 'user']);
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const owner = await signUpVerified(test);
    const wrong = await post('/api/auth/login', { email: owner.email, password: 'not the password' });
    const unknown = await post('/api/auth/login', { email: 'stranger@example.ng', password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Email or password is incorrect');
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('stops accepting a token once signed out', async () => {
    const owner = await signUpVerified(test);
    const logout = await post('/api/auth/logout', {}, bearer(owner.token));
    expect(logout.json().message).toBe('Successfully logged out');
    const me = await test.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(owner.token) });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe('Your session has expired');
  });

  it('signs out when the web app sends its Idempotency-Key, as it does with every signed-in POST', async () => {
    const owner = await signUpVerified(test);
    const headers = { ...bearer(owner.token), 'idempotency-key': 'sign-out-1' };
    const logout = await post('/api/auth/logout', {}, headers);
    expect(logout.statusCode).toBe(200);
    expect(logout.json().message).toBe('Successfully logged out');
    const me = await test.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(owner.token) });
    expect(me.statusCode).toBe(401);
  });

  it('refuses calls without a token, or with a made-up one', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const forged = await test.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer('made-up-token') });
    expect(forged.statusCode).toBe(401);
  });
});

describe('passwords', () => {
  it('resets a forgotten password with the emailed code, signing out every session', async () => {
    const owner = await signUpVerified(test);
    const response = await post('/api/auth/reset-password', { email: owner.email });
    expect(response.json().message).toBe(
      'If an account exists for this email, we have sent a code to reset the password.',
    );
    const code = codeIn(await test.inbox.waitFor(owner.email, /password reset code/));
    const complete = await post('/api/auth/complete-password-reset', {
      email: owner.email,
      otp: code,
      password: 'a brand new secret',
    });
    expect(complete.statusCode).toBe(200);
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(owner.token) })).statusCode,
    ).toBe(401);
    expect((await post('/api/auth/login', { email: owner.email, password: owner.password })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: owner.email, password: 'a brand new secret' })).statusCode).toBe(
      200,
    );
  });

  it('answers a reset for an unknown email exactly as for a known one', async () => {
    const owner = await signUpVerified(test);
    const known = await post('/api/auth/reset-password', { email: owner.email });
    const unknown = await post('/api/auth/reset-password', { email: 'ghost@example.ng' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
  });

  it('changes the password only with the right current one', async () => {
    const owner = await signUpVerified(test);
    const wrong = await post(
      '/api/auth/change-password',
      { oldPassword: 'not it at all', newPassword: 'another secret' },
      bearer(owner.token),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is not correct');
    const short = await post(
      '/api/auth/change-password',
      { oldPassword: owner.password, newPassword: 'short' },
      bearer(owner.token),
    );
    expect(short.json().message).toBe('New password must be at least 8 characters');
    const right = await post(
      '/api/auth/change-password',
      { oldPassword: owner.password, newPassword: 'another secret' },
      bearer(owner.token),
    );
    expect(right.statusCode).toBe(200);
    // This session stays signed in; the password is what changed.
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(owner.token) })).statusCode,
    ).toBe(200);
    expect((await post('/api/auth/login', { email: owner.email, password: 'another secret' })).statusCode).toBe(200);
  });
});
