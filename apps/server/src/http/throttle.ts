import type { Database } from '@owo/db';
import { sql } from 'drizzle-orm';
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import { TooManyRequests } from '../errors.ts';

export interface ThrottleOptions {
  max: number;
  windowSeconds: number;
}

/**
 * Counts an attempt against `key` in a fixed window and refuses past `max`. The count lives in
 * PostgreSQL, so it holds across processes and restarts.
 */
export async function countAttempt(db: Database, key: string, options: ThrottleOptions): Promise<boolean> {
  const window = sql`make_interval(secs => ${options.windowSeconds})`;
  const result = await db.execute(sql`
    insert into rate_limits (key, window_started_at, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when rate_limits.window_started_at <= now() - ${window} then 1 else rate_limits.hits + 1 end,
      window_started_at = case when rate_limits.window_started_at <= now() - ${window} then now() else rate_limits.window_started_at end
    returning hits`);
  const [row] = (result as unknown as { rows: Array<{ hits: number }> }).rows;
  if (Math.random() < 0.01)
    await db.execute(sql`delete from rate_limits where window_started_at < now() - interval '1 day'`);
  return (row?.hits ?? 0) <= options.max;
}

/**
 * A preHandler that limits a group of routes per client IP and per email in the body, so one
 * address cannot be hammered from many IPs, nor many addresses from one IP.
 */
export function throttle(db: Database, group: string, options: ThrottleOptions): preHandlerHookHandler {
  return async (request: FastifyRequest) => {
    const keys = [`${group}:ip:${request.ip}`];
    const body = request.body as { email?: unknown } | undefined;
    if (typeof body?.email === 'string') keys.push(`${group}:email:${body.email.trim().toLowerCase()}`);
    for (const key of keys) {
      if (!(await countAttempt(db, key, options))) throw new TooManyRequests();
    }
  };
}
