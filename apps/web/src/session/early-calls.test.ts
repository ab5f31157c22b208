import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyCallsScript, earlyCallsUnderway, endEarlyCalls, frameCallPaths, takeEarlyAnswer } from './early-calls.ts';

const meAnswer = { status: 200, statusText: 'OK', text: '{"message":"ok","data":{}}' };

/** A page whose HTML asked for /auth/me as token-1 in company-a. */
function pageThatAskedEarly() {
  vi.stubGlobal('window', {
    __owoEarlyCalls: { token: 'token-1', companyId: 'company-a', answers: { '/auth/me': Promise.resolve(meAnswer) } },
  });
}

describe('the answers the HTML asked for', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('go to the first request for the same path, session and company, once', async () => {
    pageThatAskedEarly();
    await expect(takeEarlyAnswer('/auth/me', 'token-1', 'company-a')).resolves.toEqual(meAnswer);
    expect(takeEarlyAnswer('/auth/me', 'token-1', 'company-a')).toBeUndefined();
  });

  it('are not used for another session, another company or another path', () => {
    pageThatAskedEarly();
    expect(takeEarlyAnswer('/auth/me', 'token-2', 'company-a')).toBeUndefined();
    expect(takeEarlyAnswer('/auth/me', 'token-1', 'company-b')).toBeUndefined();
    expect(takeEarlyAnswer('/auth/me', 'token-1', null)).toBeUndefined();
    expect(takeEarlyAnswer('/profile', 'token-1', 'company-a')).toBeUndefined();
  });

  it('end with the first render: what is left goes unused', () => {
    pageThatAskedEarly();
    expect(earlyCallsUnderway()).toBe(true);
    endEarlyCalls();
    expect(earlyCallsUnderway()).toBe(false);
    expect(takeEarlyAnswer('/auth/me', 'token-1', 'company-a')).toBeUndefined();
  });

  it('are asked for by a script that stands alone, with the stored session, for the frame and the page', async () => {
    const storage = new Map([
      ['token', 'token-1'],
      ['activeCompanyId', 'company-a'],
    ]);
    const fetched: Array<{ url: string; headers: Record<string, string> }> = [];
    const page = {} as Window;
    vi.stubGlobal('window', page);
    vi.stubGlobal('localStorage', { getItem: (key: string) => storage.get(key) ?? null });
    vi.stubGlobal('location', { pathname: '/dashboard', search: '' });
    vi.stubGlobal('fetch', (url: string, init: { headers: Record<string, string> }) => {
      fetched.push({ url, headers: init.headers });
      return Promise.resolve(new Response('{"data":1}', { status: 200 }));
    });
    // Run as the browser runs it: plain script, taking nothing from this module.
    new Function(earlyCallsScript)();
    expect(fetched.map((call) => call.url)).toEqual([
      ...frameCallPaths.map((path) => `/api${path}`),
      '/api/getting-started',
      '/api/dashboard',
    ]);
    expect(fetched[0]?.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer token-1',
      'x-company-id': 'company-a',
    });
    await expect(takeEarlyAnswer('/dashboard', 'token-1', 'company-a')).resolves.toEqual({
      status: 200,
      statusText: '',
      text: '{"data":1}',
    });
  });

  it('are not asked for when nobody is signed in, on the sign-in pages, or for a page with a query string', () => {
    const cases = [
      { token: null, pathname: '/dashboard', search: '', calls: 0 },
      { token: 'token-1', pathname: '/auth/verify', search: '', calls: 0 },
      { token: 'token-1', pathname: '/dashboard', search: '?period=30', calls: frameCallPaths.length },
    ];
    for (const { token, pathname, search, calls } of cases) {
      let fetched = 0;
      vi.stubGlobal('window', {});
      vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'token' ? token : null) });
      vi.stubGlobal('location', { pathname, search });
      vi.stubGlobal('fetch', () => {
        fetched += 1;
        return new Promise(() => undefined);
      });
      new Function(earlyCallsScript)();
      expect(fetched).toBe(calls);
    }
  });
});
