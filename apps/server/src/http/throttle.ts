import type { Database, Executor } from '@owo/db';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { TooManyRequests } from '../errors.ts';

export interface ThrottleOptions {
  /** Attempts one client address may make on a group of routes in each window. */
  max: number;
  windowSeconds: number;
}

/**
 * Back-off per email and client address: the first attempts are free, then each further one
 * must wait twice as long as the one before, up to the longest wait. Someone guessing at an
 * account from elsewhere slows only themselves; the owner, on their own network, does not feel it.
 */
const freeAttempts = 5;
const firstWaitSeconds = 30;
const longestWaitSeconds = 15 * 60;

/** The attempts counted for a request, so that a successful one can be taken back. */
interface CountedAttempt {
  addressKey: string;
  pairKey: string | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    countedAttempt?: CountedAttempt;
  }
}

/** "30 seconds", "1 minute", "15 minutes": how long to wait, in words. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

function refuse(reply: FastifyReply, seconds: number, fromNetwork: boolean): never {
  const wait = Math.max(1, seconds);
  reply.header('retry-after', String(wait));
  const who = fromNetwork ? 'Too many attempts from your network.' : 'Too many attempts.';
  throw new TooManyRequests(`${who} Please wait ${waitInWords(wait)} and try again.`);
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/**
 * Counts an attempt from one client address in a fixed window. Answers how many seconds to wait
 * when it is over the limit, else 0. The count lives in PostgreSQL, so it holds across processes
 * and restarts.
 */
async function countAddressAttempt(db: Database, key: string, options: ThrottleOptions): Promise<number> {
  const window = sql`make_interval(secs => ${options.windowSeconds})`;
  const [row] = rowsOf(
    await db.execute(sql`
      insert into rate_limits (key, window_started_at, hits) values (${key}, now(), 1)
      on conflict (key) do update set
        hits = case when rate_limits.window_started_at <= now() - ${window} then 1 else rate_limits.hits + 1 end,
        window_started_at = case when rate_limits.window_started_at <= now() - ${window} then now() else rate_limits.window_started_at end
      returning hits, ceil(extract(epoch from window_started_at + ${window} - now()))::int as wait`),
  );
  return Number(row?.hits ?? 0) > options.max ? Number(row?.wait ?? options.windowSeconds) : 0;
}

/**
 * Counts an attempt at one email from one address, unless that pair must still wait: then
 * nothing is counted and the seconds left are answered. A row's `hits` is the attempts so far and
 * `window_started_at` the time of the last one; a pair quiet for a day starts again from zero.
 * One statement decides and counts, so a burst of parallel requests cannot slip through together.
 */
async function countPairAttempt(db: Database, key: string): Promise<number> {
  const waitAfter = (hits: unknown) =>
    sql`make_interval(secs => least(${firstWaitSeconds} * power(2, least(${hits} - ${freeAttempts + 1}, 10)), ${longestWaitSeconds}))`;
  const counted = rowsOf(
    await db.execute(sql`
      insert into rate_limits (key, window_started_at, hits) values (${key}, now(), 1)
      on conflict (key) do update set
        hits = case when rate_limits.window_started_at <= now() - interval '1 day' then 1 else rate_limits.hits + 1 end,
        window_started_at = now()
      where rate_limits.hits <= ${freeAttempts}
        or rate_limits.window_started_at + ${waitAfter(sql`rate_limits.hits`)} <= now()
      returning hits`),
  );
  if (counted.length > 0) return 0;
  const [row] = rowsOf(
    await db.execute(sql`
      select ceil(extract(epoch from window_started_at + ${waitAfter(sql`hits`)} - now()))::int as wait
      from rate_limits where key = ${key}`),
  );
  return Number(row?.wait ?? 1);
}

function emailOf(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : undefined;
}

/**
 * A preHandler that limits a group of routes per client address (a fixed window) and, when the
 * body names an email, per email and address (back-off). Every attempt counts; routes that sign
 * someone in take a successful attempt back with `forgetAttempt`, so an office of many people
 * behind one address is not held up by its own sign-ins, and a mistyped password once fixed is
 * forgotten. `request.ip` is the client only as far as TRUST_PROXY allows.
 */
export function throttle(db: Database, group: string, options: ThrottleOptions): preHandlerHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const addressKey = `${group}:ip:${request.ip}`;
    const email = emailOf(request);
    const pairKey = email === undefined ? undefined : `${group}:pair:${request.ip}:${email}`;
    const addressWait = await countAddressAttempt(db, addressKey, options);
    if (addressWait > 0) refuse(reply, addressWait, true);
    if (pairKey) {
      const pairWait = await countPairAttempt(db, pairKey);
      if (pairWait > 0) refuse(reply, pairWait, false);
    }
    request.countedAttempt = { addressKey, pairKey };
    if (Math.random() < 0.01) {
      await db.execute(sql`delete from rate_limits where window_started_at < now() - interval '1 day'`);
    }
  };
}

/**
 * Takes back the attempt counted for a request that succeeded (a sign-in): it no longer counts
 * against the address, and the failures of that email from that address are forgotten.
 */
export async function forgetAttempt(db: Database, request: FastifyRequest): Promise<void> {
  const counted = request.countedAttempt;
  if (!counted) return;
  request.countedAttempt = undefined;
  await db.execute(sql`update rate_limits set hits = greatest(hits - 1, 0) where key = ${counted.addressKey}`);
  if (counted.pairKey) await db.execute(sql`delete from rate_limits where key = ${counted.pairKey}`);
}

/*
 * Failures counted for one thing whatever address they come from (the wrong passwords of one
 * account: modules/auth/sign-in-brake.ts), kept in the same table. A count quiet for a day starts
 * again from zero, so a guesser's failures do not weigh on the owner for ever.
 */

/** Adds one failure to the count of `key`. */
export async function countFailure(db: Database, key: string): Promise<void> {
  await db.execute(sql`
    insert into rate_limits (key, window_started_at, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when rate_limits.window_started_at <= now() - interval '1 day' then 1 else rate_limits.hits + 1 end,
      window_started_at = now()`);
}

/** The failures of `key` with less than a day between each and the next. */
export async function failuresOf(db: Executor, key: string): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`
      select hits from rate_limits where key = ${key} and window_started_at > now() - interval '1 day'`),
  );
  return Number(row?.hits ?? 0);
}

export async function forgetFailures(db: Executor, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
