import { sql } from 'drizzle-orm';
import type { TestApp } from './harness.ts';
import type { ReceivedEmail } from './smtp-inbox.ts';

/** The message as a reader sees it: quoted-printable soft breaks and `=3D` undone. */
export function readableEmail(email: ReceivedEmail): string {
  return email.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/** Every link in an email whose path is `path`, in the order they appear. */
export function linksIn(email: ReceivedEmail, path: string): URL[] {
  const found = readableEmail(email).match(/https?:\/\/[^\s"<>]+/g) ?? [];
  return found.map((link) => new URL(link)).filter((url) => url.pathname === path);
}

/** The token of the newest try-demo email to `to`. */
export async function demoLinkToken(test: TestApp, to: string, after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const emails = test.inbox.received.slice(after).filter((email) => email.to.includes(to.toLowerCase()));
    const latest = emails.findLast((email) => /demo company is ready/.test(email.subject));
    const token = latest ? linksIn(latest, '/auth/sign-in-link')[0]?.searchParams.get('token') : undefined;
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`No demo link to ${to}`);
}

export function signIn(test: TestApp, email: string, password: string, ip = '127.0.0.1') {
  return test.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password } });
}

/**
 * Moves every rate-limit count whose key contains `fragment` back in time, as if `seconds` had
 * passed since its last attempt: back-off tests need not sleep for real.
 */
export async function letTimePass(test: TestApp, fragment: string, seconds: number): Promise<void> {
  await test.database.db.execute(sql`
    update rate_limits set window_started_at = window_started_at - make_interval(secs => ${seconds})
    where position(${fragment} in key) > 0`);
}
