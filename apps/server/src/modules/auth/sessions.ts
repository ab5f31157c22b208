import { type Database, type Executor, sessions } from '@owo/db';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { NotFound } from '../../errors.ts';

/*
 * The devices signed in to an account, for Settings › Security: where each session started, when
 * it was last used, and a way to sign any of them out.
 */

const browsers: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  // HeadlessChrome too: what automated browsers say.
  [/\bCriOS\/|Chrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];

const systems: Array<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** 'Chrome on Windows', 'Safari on iPhone': what a person recognises their device by. */
export function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return 'An app or script';
}

const live = (userId: string) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));

/** The user's sessions still signed in, this one first, then the most recently used. */
export async function listSessions(db: Executor, userId: string, currentSessionId: string) {
  const rows = await db
    .select()
    .from(sessions)
    .where(live(userId))
    .orderBy(
      desc(sql`${sessions.id} = ${currentSessionId}`),
      desc(sql`coalesce(${sessions.lastUsedAt}, ${sessions.createdAt})`),
    );
  return rows.map((row) => ({
    _id: row.id,
    device: deviceName(row.userAgent),
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: (row.lastUsedAt ?? row.createdAt).toISOString(),
    current: row.id === currentSessionId,
  }));
}

/** Signs out one of the user's sessions; someone else's, or one already signed out, is not found. */
export async function revokeSession(tx: Executor, userId: string, sessionId: string) {
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), live(userId)))
    .returning({ id: sessions.id });
  if (revoked.length === 0) throw new NotFound('Session');
}

/** Signs out every session of the user but this one; answers how many. */
export async function revokeOtherSessions(tx: Executor, userId: string, currentSessionId: string): Promise<number> {
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(live(userId), ne(sessions.id, currentSessionId)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/**
 * Notes that a session was used, at most once a minute: the access check calls this on every
 * request, and one conditional update a minute per device costs next to nothing.
 */
export async function touchSession(db: Database, sessionId: string, lastUsedAt: Date | null): Promise<void> {
  if (lastUsedAt !== null && Date.now() - lastUsedAt.getTime() < 60_000) return;
  await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(sessions.id, sessionId),
        sql`(${sessions.lastUsedAt} is null or ${sessions.lastUsedAt} < now() - interval '1 minute')`,
      ),
    );
}
