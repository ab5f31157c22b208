import { totpCode } from '@owo/core/totp';
import { sessions, users } from '@owo/db';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGoogleStandIn } from '../../../test/google-stand-in.ts';
import { bearer, signUpVerified, signupBody, testAppForFile } from '../../../test/harness.ts';

const clientId = 'owo-web.apps.googleusercontent.com';
let google: Awaited<ReturnType<typeof startGoogleStandIn>>;
beforeAll(async () => {
  google = await startGoogleStandIn(clientId);
});
afterAll(() => google.close());
const test = testAppForFile(() => ({ GOOGLE_CLIENT_ID: clientId, GOOGLE_JWKS_URL: google.jwksUrl }));

const signInWithGoogle = (idToken: string) =>
  test.app.inject({ method: 'POST', url: '/api/auth/google-authentication', payload: { idToken } });

async function rowCounts() {
  const [[userCount], [sessionCount]] = await Promise.all([
    test.database.db.select({ value: count() }).from(users),
    test.database.db.select({ value: count() }).from(sessions),
  ]);
  return [userCount?.value, sessionCount?.value];
}

describe('Google sign-in', () => {
  it('tells the web app the client id so it can show the button', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json().data.googleClientId).toBe(clientId);
  });

  it('creates a verified account on first sign-in and signs the same person in again', async () => {
    const first = await signInWithGoogle(await google.idToken({ sub: 'google-user-1', email: 'ngozi.eze@gmail.com' }));
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user).toMatchObject({
      email: 'ngozi.eze@gmail.com',
      firstName: 'Ngozi',
      lastName: 'Eze',
      emailVerified: true,
    });
    const second = await signInWithGoogle(await google.idToken({ sub: 'google-user-1', email: 'ngozi.eze@gmail.com' }));
    expect(second.json().data.user._id).toBe(first.json().data.user._id);
    const me = await test.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(second.json().data.token) });
    expect(me.statusCode).toBe(200);
  });

  it('links to an existing password account with the same email', async () => {
    const owner = await signUpVerified(test);
    const response = await signInWithGoogle(await google.idToken({ sub: 'google-user-2', email: owner.email }));
    expect(response.json().data.user._id).toBe(owner.user._id);
  });

  it('asks for the authenticator code when two-factor sign-in is on; an account without a password turns it on with the code alone', async () => {
    const first = await signInWithGoogle(await google.idToken({ sub: 'google-user-2fa', email: 'femi.ade@gmail.com' }));
    const token = first.json().data.token as string;
    const headers = bearer(token);
    const changePassword = await test.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers,
      payload: { oldPassword: 'anything at all', newPassword: 'a first password' },
    });
    expect(changePassword.json().message).toBe(
      'Your account has no password yet. Use "Forgot password" on the sign-in page to set one.',
    );
    const setup = await test.app.inject({ method: 'POST', url: '/api/auth/two-factor/setup', headers });
    const { secret } = setup.json().data as { secret: string };
    const enable = await test.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers,
      payload: { code: totpCode(secret) },
    });
    expect(enable.statusCode).toBe(200);

    const again = await signInWithGoogle(await google.idToken({ sub: 'google-user-2fa', email: 'femi.ade@gmail.com' }));
    expect(again.json().data).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    const verified = await test.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify',
      payload: { challenge: again.json().data.challenge, code: totpCode(secret, Date.now() + 30_000) },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user.email).toBe('femi.ade@gmail.com');
  });

  it('takes over an account still waiting for its code, dropping the password and names someone else set', async () => {
    const squatter = signupBody({
      firstName: 'Mallam',
      password: 'squatter secret',
      confirmPassword: 'squatter secret',
    });
    await test.app.inject({ method: 'POST', url: '/api/auth/signup', payload: squatter });
    const response = await signInWithGoogle(await google.idToken({ sub: 'google-user-3', email: squatter.email }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ firstName: 'Ngozi', lastName: 'Eze', emailVerified: true });
    const withSquattersPassword = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: squatter.email, password: squatter.password },
    });
    expect(withSquattersPassword.statusCode).toBe(401);
  });

  it.each([
    [
      'a forged token',
      () => google.idToken({ sub: 'forger' }, { forged: true }),
      'Google sign-in could not be verified',
    ],
    [
      'an expired token',
      () => google.idToken({ sub: 'late' }, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
      'Your Google sign-in has expired. Try again.',
    ],
    [
      'a token for another app',
      () => google.idToken({ sub: 'other-app' }, { audience: 'someone-else.apps.googleusercontent.com' }),
      'Google sign-in could not be verified',
    ],
    [
      'a token whose email Google did not verify',
      () => google.idToken({ sub: 'unverified', email_verified: false }),
      'Your Google account email is not verified',
    ],
    ['a token that is not a JWT', async () => 'not-a-token', 'Google sign-in could not be verified'],
  ])('refuses %s and writes nothing', async (_case, makeToken, message) => {
    const before = await rowCounts();
    const response = await signInWithGoogle(await makeToken());
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(message);
    expect(await rowCounts()).toEqual(before);
  });
});
