import { describe, expect, it } from 'vitest';
import { letTimePass, signIn } from '../../test/account-security.ts';
import { createTestApp, signUpVerified, type TestApp, testAppForFile } from '../../test/harness.ts';
import { loadConfig } from '../config.ts';

const wrongPassword = 'not the password';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
  ] as const)('reads %s as %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('refuses a value that is not a proxy address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});

describe('rate limits behind a proxy', () => {
  const attempts = async (test: TestApp, forwardedFor: (index: number) => string) => {
    const statuses: number[] = [];
    for (let index = 1; index <= 4; index += 1) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor(index) },
        payload: { email: `guess.${index}@example.ng`, password: wrongPassword },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };

  it('does not believe X-Forwarded-For when TRUST_PROXY is not set: a made-up address changes nothing', async () => {
    const test = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      expect(await attempts(test, (index) => `10.0.0.${index}`)).toEqual([401, 401, 401, 429]);
    } finally {
      await test.close();
    }
  });

  it('counts each client behind the proxy named in TRUST_PROXY by its own address', async () => {
    const test = await createTestApp({ AUTH_RATE_LIMIT: '3', TRUST_PROXY: '127.0.0.1' });
    try {
      expect(await attempts(test, (index) => `10.0.0.${index}`)).toEqual([401, 401, 401, 401]);
      // The proxy adds the address it saw last; what the client wrote before it is not trusted.
      expect(await attempts(test, (index) => `10.0.0.${index}, 10.9.9.9`)).toEqual([401, 401, 401, 429]);
    } finally {
      await test.close();
    }
  });
});

describe('sign-in attempts', () => {
  const test = testAppForFile({ AUTH_RATE_LIMIT: '16' });

  it('does not let an attacker elsewhere lock the owner out', async () => {
    const owner = await signUpVerified(test);
    for (let index = 1; index <= 40; index += 1) {
      const response = await signIn(test, owner.email, wrongPassword, `10.2.${index % 4}.${index}`);
      expect(response.statusCode).not.toBe(500);
    }
    expect((await signIn(test, owner.email, owner.password, '192.168.1.5')).statusCode).toBe(200);
  });

  it('makes one address wait longer after each further wrong password for the same email', async () => {
    const owner = await signUpVerified(test);
    const ip = '10.3.0.1';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push((await signIn(test, owner.email, 'wrong', ip)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);

    const blocked = await signIn(test, owner.email, owner.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('30');
    expect(blocked.json().message).toBe('Too many attempts. Please wait 30 seconds and try again.');
    // The owner on another network is not held up.
    expect((await signIn(test, owner.email, owner.password, '10.3.0.2')).statusCode).toBe(200);

    await letTimePass(test, owner.email, 31);
    expect((await signIn(test, owner.email, 'wrong again', ip)).statusCode).toBe(401);
    const longer = await signIn(test, owner.email, owner.password, ip);
    expect(longer.headers['retry-after']).toBe('60');
    expect(longer.json().message).toBe('Too many attempts. Please wait 1 minute and try again.');

    await letTimePass(test, owner.email, 61);
    expect((await signIn(test, owner.email, owner.password, ip)).statusCode).toBe(200);
  });

  it('forgets the wrong passwords of an address once the right one is given there', async () => {
    const owner = await signUpVerified(test);
    const ip = '10.4.0.1';
    const statuses: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        statuses.push((await signIn(test, owner.email, 'wrong', ip)).statusCode);
      }
      if (round < 2) statuses.push((await signIn(test, owner.email, owner.password, ip)).statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
  });

  it('limits one address trying many emails, saying how long to wait', async () => {
    const ip = '10.5.0.1';
    const statuses: number[] = [];
    for (let index = 0; index < 16; index += 1) {
      statuses.push((await signIn(test, `stranger.${index}@example.ng`, wrongPassword, ip)).statusCode);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    const refused = await signIn(test, 'stranger.last@example.ng', wrongPassword, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(refused.json().message).toBe('Too many attempts from your network. Please wait 15 minutes and try again.');
  });

  it('does not count successful sign-ins against an office that shares one address', async () => {
    const ip = '10.6.0.1';
    const staff = [];
    for (let index = 0; index < 4; index += 1) staff.push(await signUpVerified(test));
    const statuses: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (const person of staff) statuses.push((await signIn(test, person.email, person.password, ip)).statusCode);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
  });
});
