import { totpCode } from '@owo/core/totp';
import { auditLog, sessions, users } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addMember,
  bearer,
  createTestApp,
  ownerWithCompany,
  signUpVerified,
  testAppForFile,
} from '../../../test/harness.ts';
import { deviceName } from './sessions.ts';

const test = testAppForFile();

const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  test.app.inject({ method, url, headers: token ? bearer(token) : {}, payload: payload as object | undefined });

async function signIn(email: string, password: string, userAgent = chromeOnWindows) {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
  });
  return response;
}

/** Sets up and turns on two-factor sign-in; answers the secret and the recovery codes. */
async function turnOnTwoFactor(token: string, password: string) {
  const setup = await call('POST', '/api/auth/two-factor/setup', token);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUri } = setup.json().data as { secret: string; otpauthUri: string };
  expect(otpauthUri).toContain(`secret=${secret}`);
  const enable = await call('POST', '/api/auth/two-factor/enable', token, { code: totpCode(secret), password });
  expect(enable.statusCode).toBe(200);
  return { secret, recoveryCodes: enable.json().data.recoveryCodes as string[] };
}

/** A code for the next time step: a step's code is spent once used, as when turning two-factor on. */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

describe('changing the password', () => {
  it('signs out the other sessions, keeps this one, and tells the owner by email', async () => {
    const owner = await signUpVerified(test);
    const other = (await signIn(owner.email, owner.password)).json().data.token as string;
    const sentBefore = test.inbox.received.length;
    const changed = await call('POST', '/api/auth/change-password', owner.token, {
      oldPassword: owner.password,
      newPassword: 'a brand new secret',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', owner.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', other)).statusCode).toBe(401);
    const notice = await test.inbox.waitFor(owner.email, /Your Owo password was changed/);
    expect(test.inbox.received.length).toBeGreaterThan(sentBefore);
    expect(notice.raw).toContain('signed out');
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(401);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const owner = await signUpVerified(test);
    const other = (await signIn(owner.email, owner.password)).json().data.token as string;
    const wrong = await call('POST', '/api/auth/change-password', owner.token, {
      oldPassword: 'not the password',
      newPassword: 'a brand new secret',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'Your current password is not correct',
      errors: { oldPassword: 'Your current password is not correct' },
    });
    expect((await call('GET', '/api/auth/me', other)).statusCode).toBe(200);
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
  });

  it('limits wrong guesses at the current password like sign-in does', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      const owner = await signUpVerified(limited);
      const guess = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/change-password',
          headers: bearer(owner.token),
          payload: { oldPassword: 'guess guess', newPassword: 'a brand new secret' },
        });
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await guess()).statusCode).toBe(400);
      const refused = await guess();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/Too many attempts/);
    } finally {
      await limited.close();
    }
  });
});

describe('sessions', () => {
  it('names each device in plain words', () => {
    expect(deviceName(chromeOnWindows)).toBe('Chrome on Windows');
    expect(deviceName(safariOnIphone)).toBe('Safari on iPhone');
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge on Windows');
    expect(deviceName('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox on Linux',
    );
    expect(deviceName('curl/8.5.0')).toBe('An app or script');
    expect(deviceName(null)).toBe('Unknown device');
  });

  it('lists the devices signed in, this one first, with address and times', async () => {
    const owner = await signUpVerified(test);
    const phone = (await signIn(owner.email, owner.password, safariOnIphone)).json().data.token as string;
    const response = await call('GET', '/api/auth/sessions', phone);
    expect(response.statusCode).toBe(200);
    const list = response.json().data as Array<Record<string, unknown>>;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ device: 'Safari on iPhone', current: true, ipAddress: '127.0.0.1' });
    expect(list[1]).toMatchObject({ current: false });
    expect(Date.parse(String(list[0]?.lastUsedAt))).toBeGreaterThan(Date.now() - 60_000);
  });

  it('signs out one device; another person’s session is not found, and left signed in', async () => {
    const owner = await signUpVerified(test);
    const stranger = await signUpVerified(test);
    const laptop = (await signIn(owner.email, owner.password)).json().data.token as string;
    const list = (await call('GET', '/api/auth/sessions', owner.token)).json().data as Array<{
      _id: string;
      current: boolean;
    }>;
    const laptopId = list.find((session) => !session.current)?._id;
    const strangersList = (await call('GET', '/api/auth/sessions', stranger.token)).json().data as Array<{
      _id: string;
    }>;
    const strangersId = strangersList[0]?._id;

    const notMine = await call('DELETE', `/api/auth/sessions/${strangersId}`, owner.token);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toBe('Session not found');
    expect((await call('GET', '/api/auth/me', stranger.token)).statusCode).toBe(200);

    expect((await call('DELETE', `/api/auth/sessions/${laptopId}`, owner.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', laptop)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/auth/sessions/${laptopId}`, owner.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/auth/me', owner.token)).statusCode).toBe(200);
  });

  it('signs out every other device at once', async () => {
    const owner = await signUpVerified(test);
    const first = (await signIn(owner.email, owner.password)).json().data.token as string;
    const second = (await signIn(owner.email, owner.password)).json().data.token as string;
    const response = await call('POST', '/api/auth/sessions/sign-out-others', owner.token);
    expect(response.json()).toMatchObject({ message: '2 other devices have been signed out', data: { signedOut: 2 } });
    expect((await call('GET', '/api/auth/me', first)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', second)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/sessions', owner.token)).json().data).toHaveLength(1);
  });

  it('notes when a session was last used, at most once a minute', async () => {
    const owner = await ownerWithCompany(test);
    const db = test.database.db;
    const lastUsed = async () => {
      const [row] = await db
        .select({ at: sessions.lastUsedAt })
        .from(sessions)
        .where(eq(sessions.userId, owner.user._id));
      return row?.at?.getTime() ?? 0;
    };
    const longAgo = new Date(Date.now() - 10 * 60_000);
    await db.update(sessions).set({ lastUsedAt: longAgo }).where(eq(sessions.userId, owner.user._id));
    const headers = { ...bearer(owner.token), 'x-company-id': owner.companyId };
    expect((await test.app.inject({ method: 'GET', url: '/api/branches', headers })).statusCode).toBe(200);
    const touched = await lastUsed();
    expect(touched).toBeGreaterThan(Date.now() - 60_000);
    await call('GET', '/api/auth/me', owner.token);
    expect(await lastUsed()).toBe(touched);
  });
});

describe('two-factor sign-in', () => {
  it('asks for a code after the password once it is on, and signs in with it', async () => {
    const owner = await signUpVerified(test);
    const { secret, recoveryCodes } = await turnOnTwoFactor(owner.token, owner.password);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    await test.inbox.waitFor(owner.email, /Two-factor sign-in is on/);
    const [stored] = await test.database.db.select().from(users).where(eq(users.id, owner.user._id));
    // Only hashes of the recovery codes are kept.
    expect(stored?.recoveryCodeHashes).toHaveLength(10);
    expect(stored?.recoveryCodeHashes).not.toContain(recoveryCodes[0]);

    const login = await signIn(owner.email, owner.password);
    expect(login.statusCode).toBe(200);
    const first = login.json().data;
    expect(first).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(first.token).toBeUndefined();

    const wrong = await call('POST', '/api/auth/two-factor/verify', undefined, {
      challenge: first.challenge,
      code: totpCode(secret, Date.now() + 5 * 60_000),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('That code is not correct. You have 4 tries left.');

    const code = nextCode(secret);
    const verified = await call('POST', '/api/auth/two-factor/verify', undefined, { challenge: first.challenge, code });
    expect(verified.statusCode).toBe(200);
    const session = verified.json().data;
    expect((await call('GET', '/api/auth/me', session.token)).statusCode).toBe(200);

    // The challenge is spent, and the same code cannot be used again in another sign-in.
    const again = await call('POST', '/api/auth/two-factor/verify', undefined, { challenge: first.challenge, code });
    expect(again.json().message).toBe('This sign-in has expired. Sign in again with your email and password.');
    const second = (await signIn(owner.email, owner.password)).json().data;
    const replay = await call('POST', '/api/auth/two-factor/verify', undefined, { challenge: second.challenge, code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(
      'This code has already been used. Wait for the next code in your authenticator app.',
    );
  });

  it('signs in once with each recovery code', async () => {
    const owner = await signUpVerified(test);
    const { recoveryCodes } = await turnOnTwoFactor(owner.token, owner.password);
    const [recoveryCode] = recoveryCodes;
    const first = (await signIn(owner.email, owner.password)).json().data;
    const used = await call('POST', '/api/auth/two-factor/verify', undefined, {
      challenge: first.challenge,
      recoveryCode: recoveryCode?.toUpperCase(),
    });
    expect(used.statusCode).toBe(200);
    expect(used.json().data.recoveryCodesLeft).toBe(9);
    expect((await call('GET', '/api/auth/two-factor', owner.token)).json().data).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 9,
    });

    const second = (await signIn(owner.email, owner.password)).json().data;
    const reused = await call('POST', '/api/auth/two-factor/verify', undefined, {
      challenge: second.challenge,
      recoveryCode,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      message: 'That recovery code is not correct, or it has been used already. You have 4 tries left.',
      errors: { recoveryCode: expect.any(String) },
    });
  });

  it('ends a sign-in after five wrong codes', async () => {
    const owner = await signUpVerified(test);
    await turnOnTwoFactor(owner.token, owner.password);
    const { challenge } = (await signIn(owner.email, owner.password)).json().data;
    const messages: string[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await call('POST', '/api/auth/two-factor/verify', undefined, { challenge, code: '000000' });
      messages.push(response.json().message);
    }
    expect(messages[4]).toBe('That code is not correct. Sign in again with your email and password.');
    expect(messages[5]).toBe('This sign-in has expired. Sign in again with your email and password.');
  });

  it('turns on only with the right code and password, and refuses a second set-up while on', async () => {
    const owner = await signUpVerified(test);
    const { secret } = (await call('POST', '/api/auth/two-factor/setup', owner.token)).json().data;
    const noPassword = await call('POST', '/api/auth/two-factor/enable', owner.token, { code: totpCode(secret) });
    expect(noPassword.json()).toMatchObject({ message: 'Enter your password' });
    const badCode = await call('POST', '/api/auth/two-factor/enable', owner.token, {
      code: totpCode(secret, Date.now() - 10 * 60_000),
      password: owner.password,
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().errors.code).toMatch(/That code is not correct/);
    expect((await call('GET', '/api/auth/two-factor', owner.token)).json().data.enabled).toBe(false);
    // Set up but not confirmed: signing in still needs only the password.
    expect((await signIn(owner.email, owner.password)).json().data.token).toEqual(expect.any(String));

    const enable = await call('POST', '/api/auth/two-factor/enable', owner.token, {
      code: totpCode(secret),
      password: owner.password,
    });
    expect(enable.statusCode).toBe(200);
    expect((await call('POST', '/api/auth/two-factor/setup', owner.token)).statusCode).toBe(409);
  });

  it('turns off with the password, telling the owner, and sign-in needs only the password again', async () => {
    const owner = await signUpVerified(test);
    const { secret } = await turnOnTwoFactor(owner.token, owner.password);
    const wrong = await call('POST', '/api/auth/two-factor/disable', owner.token, { password: 'not it' });
    expect(wrong.json().message).toBe('Your password is not correct');
    const empty = await call('POST', '/api/auth/two-factor/disable', owner.token, {});
    expect(empty.json().message).toBe('Enter your password or a code from your authenticator app');
    const off = await call('POST', '/api/auth/two-factor/disable', owner.token, { code: nextCode(secret) });
    expect(off.statusCode).toBe(200);
    await test.inbox.waitFor(owner.email, /Two-factor sign-in is off/);
    expect((await signIn(owner.email, owner.password)).json().data.token).toEqual(expect.any(String));
  });

  it('makes new recovery codes, and the old ones stop working', async () => {
    const owner = await signUpVerified(test);
    const { recoveryCodes: old } = await turnOnTwoFactor(owner.token, owner.password);
    const fresh = await call('POST', '/api/auth/two-factor/recovery-codes', owner.token, { password: owner.password });
    expect(fresh.statusCode).toBe(200);
    const codes = fresh.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    const { challenge } = (await signIn(owner.email, owner.password)).json().data;
    const stale = await call('POST', '/api/auth/two-factor/verify', undefined, { challenge, recoveryCode: old[0] });
    expect(stale.statusCode).toBe(400);
    const current = await call('POST', '/api/auth/two-factor/verify', undefined, { challenge, recoveryCode: codes[0] });
    expect(current.statusCode).toBe(200);
  });

  it('refuses a verify with neither or both kinds of code', async () => {
    const neither = await call('POST', '/api/auth/two-factor/verify', undefined, { challenge: 'x' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe('Enter the 6-digit code from your authenticator app, or one recovery code');
    const made = await call('POST', '/api/auth/two-factor/verify', undefined, { challenge: 'made-up', code: '123456' });
    expect(made.json().message).toBe('This sign-in has expired. Sign in again with your email and password.');
  });
});

describe('a company that requires two-factor sign-in', () => {
  it('holds back members without it from the company, but not from their own security settings', async () => {
    const owner = await ownerWithCompany(test);
    const ownerHeaders = { ...bearer(owner.token), 'x-company-id': owner.companyId };
    const member = await addMember(test, owner.companyId, ['sales.view'], 'Cashier');
    const require = (headers: Record<string, string>, required: boolean) =>
      test.app.inject({
        method: 'PATCH',
        url: '/api/companies/two-factor-requirement',
        headers,
        payload: { required },
      });

    const notYet = await require(ownerHeaders, true);
    expect(notYet.statusCode).toBe(403);
    expect(notYet.json().message).toBe(
      'Turn on two-factor sign-in for your own account first, then require it of everyone.',
    );
    expect((await require(member.headers, true)).statusCode).toBe(403);

    await turnOnTwoFactor(owner.token, owner.password);
    const required = await require(ownerHeaders, true);
    expect(required.statusCode).toBe(200);
    expect(required.json().data).toEqual({ required: true, companyName: 'Chukwu Motors Ltd' });

    const blocked = await test.app.inject({ method: 'GET', url: '/api/branches', headers: member.headers });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      code: 'TWO_FACTOR_REQUIRED',
      message: 'Chukwu Motors Ltd requires two-factor sign-in. Turn it on in Settings › Security to continue.',
    });
    expect((await call('GET', '/api/auth/me', member.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/sessions', member.token)).statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: '/api/branches', headers: ownerHeaders })).statusCode).toBe(
      200,
    );

    const { secret } = (await call('POST', '/api/auth/two-factor/setup', member.token)).json().data;
    const [memberUser] = await test.database.db.select().from(users).where(eq(users.id, member.userId));
    expect(memberUser?.totpEnabledAt).toBeNull();
    await test.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers: bearer(member.token),
      payload: { code: totpCode(secret), password: 'correct horse battery' },
    });
    expect((await test.app.inject({ method: 'GET', url: '/api/branches', headers: member.headers })).statusCode).toBe(
      200,
    );

    const audit = await test.app.inject({
      method: 'PATCH',
      url: '/api/companies/two-factor-requirement',
      headers: ownerHeaders,
      payload: { required: false },
    });
    expect(audit.json().message).toBe('Two-factor sign-in is no longer required in Chukwu Motors Ltd');
    const changes = await test.database.db
      .select({ before: auditLog.before, after: auditLog.after, userId: auditLog.userId })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, owner.companyId), eq(auditLog.entityType, 'company')));
    expect(changes).toEqual(
      expect.arrayContaining([
        { before: { requireTwoFactor: false }, after: { requireTwoFactor: true }, userId: owner.user._id },
        { before: { requireTwoFactor: true }, after: { requireTwoFactor: false }, userId: owner.user._id },
      ]),
    );
    const status = await test.app.inject({
      method: 'GET',
      url: '/api/companies/two-factor-requirement',
      headers: ownerHeaders,
    });
    expect(status.json().data.required).toBe(false);
  });
});
