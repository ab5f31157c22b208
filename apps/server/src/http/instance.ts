import type { Database, DatabaseHandle } from '@owo/db';
import type { preHandlerHookHandler } from 'fastify';
import type { Config } from '../config.ts';
import type { OutboxWorker } from '../jobs/outbox.ts';
import type { ThrottleOptions } from './throttle.ts';

/*
 * What app.ts decorates the Fastify instance with. Kept apart from app.ts so that any module
 * reading `app.db` or `app.config` (and the benchmarks that import those modules) sees the types
 * without importing the whole app.
 */
declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
    config: Config;
    outbox: OutboxWorker;
    /** Limits sign-in, code, reset and public-form attempts per IP and per email. */
    /** Counts attempts per client address on a group of routes; without options, the sign-in limits. */
    throttle(group: string, options?: ThrottleOptions): preHandlerHookHandler;
  }
}
