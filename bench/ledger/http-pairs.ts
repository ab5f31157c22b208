import { toNaira } from '@owo/core';
import { type PostingOptions, type PostingResult, postingWork, runConcurrently } from './concurrent.ts';
import type { Generated } from './generate.ts';

/*
 * The write path over HTTP (issues 3 and 27): a manual journal written (POST
 * /api/double-entry/journal, a draft) and approved (PATCH /api/merchant/approve/:id, which posts
 * it), by `concurrency` clients at once, each one pair after another. Used by measure.ts in the
 * full benchmark, and by write-path.ts, which times two builds of the server side by side.
 */

export type ApiCall = (
  method: string,
  pathname: string,
  body?: unknown,
) => Promise<{ data: { _id: string; status?: string } }>;

/** Signs the benchmark's owner in; answers a caller of the API as them, in the big company. */
export async function signIn(
  url: string,
  generated: Generated,
): Promise<{ call: ApiCall; headers: Record<string, string> }> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: generated.email, password: generated.password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { authorization: `Bearer ${token}`, 'x-company-id': generated.big.id };
  const call: ApiCall = async (method, pathname, body) => {
    const response = await fetch(`${url}/api${pathname}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as { data: { _id: string; status?: string } };
  };
  return { call, headers };
}

/** Journals written and approved over the API; a pair's latency is its two calls together. */
export function createAndApprovePairs(
  call: ApiCall,
  generated: Generated,
  options: PostingOptions,
): Promise<PostingResult> {
  const entries = postingWork(options);
  return runConcurrently(options, async (index) => {
    const entry = entries[index];
    if (!entry) return;
    const created = await call('POST', '/double-entry/journal', {
      date: entry.date,
      reference: entry.memo,
      lines: entry.lines.map((line) => ({
        account: generated.big.byCode.get(line.code)?.id,
        debit: toNaira(line.debit),
        credit: toNaira(line.credit),
      })),
    });
    const approved = await call('PATCH', `/merchant/approve/${created.data._id}?state=journal&action=approve`);
    if (approved.data.status !== 'posted') throw new Error(`approved journal is ${approved.data.status}`);
  });
}
