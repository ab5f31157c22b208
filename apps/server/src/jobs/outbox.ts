import type { Database } from '@owo/db';
import { type Executor, newId, outbox } from '@owo/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { EmailMessage, Mailer } from '../mail/mailer.ts';

const BATCH_SIZE = 10;
const MAX_ATTEMPTS = 10;
/** A claimed message is hidden this long; if the process dies mid-send another one retries it. */
const LEASE_SECONDS = 120;

/**
 * Set when a message is queued, so the app kicks the worker after the requests that queued one
 * rather than after every write (a query each). A kick that comes before the queuing transaction
 * commits (another request's) finds nothing, and the timer sends the message a moment later.
 */
let queuedSinceKick = false;

/** Queues an email in the caller's transaction: it is sent only if that transaction commits. */
export async function enqueueEmail(tx: Executor, message: EmailMessage, companyId?: string): Promise<void> {
  queuedSinceKick = true;
  await tx.insert(outbox).values({ id: newId(), companyId, kind: 'email', payload: message });
}

/** A JSON body to POST to a third party's URL (the waitlist spreadsheet), after commit, retried. */
export interface WebhookCall {
  url: string;
  body: Record<string, unknown>;
}

export async function enqueueWebhook(tx: Executor, call: WebhookCall): Promise<void> {
  queuedSinceKick = true;
  await tx.insert(outbox).values({ id: newId(), kind: 'webhook', payload: call });
}

/** An e-invoice to take through NRS's steps (modules/e-invoicing/e-invoicing.pipeline.ts). */
export interface EInvoiceJob {
  companyId: string;
  documentId: string;
}

export async function enqueueEInvoice(tx: Executor, companyId: string, job: EInvoiceJob): Promise<void> {
  queuedSinceKick = true;
  await tx.insert(outbox).values({ id: newId(), companyId, kind: 'e-invoice', payload: job });
}

/** Works one e-invoice job; throws to have it retried. `lastAttempt` is true on the final try. */
export type EInvoiceWorker = (job: EInvoiceJob, attempt: { attempts: number; lastAttempt: boolean }) => Promise<void>;

type ClaimedMessage = { id: string; attempts: number } & (
  | { kind: 'email'; payload: EmailMessage }
  | { kind: 'webhook'; payload: WebhookCall }
  | { kind: 'e-invoice'; payload: EInvoiceJob }
);

const WEBHOOK_TIMEOUT_MS = 10_000;

async function callWebhook(call: WebhookCall): Promise<void> {
  const response = await fetch(call.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(call.body),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${call.url} answered ${response.status}`);
}

/**
 * Works the outbox: claims due messages with FOR UPDATE SKIP LOCKED (so several processes can
 * share the queue), sends them outside any transaction, then marks them sent or schedules a retry
 * with exponential backoff.
 */
export function startOutboxWorker(options: {
  db: Database;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  intervalMs?: number;
  eInvoices?: EInvoiceWorker;
}) {
  const { db, mailer, logger, intervalMs = 2000, eInvoices } = options;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function claim(): Promise<ClaimedMessage[]> {
    const result = await db.execute(sql`
      update outbox set attempts = attempts + 1, available_at = now() + make_interval(secs => ${LEASE_SECONDS})
      where id in (
        select id from outbox
        where sent_at is null and failed_at is null and available_at <= now()
        order by available_at limit ${BATCH_SIZE}
        for update skip locked)
      returning id, kind, payload, attempts`);
    // Both drivers answer raw SQL with { rows }.
    return (result as unknown as { rows: ClaimedMessage[] }).rows;
  }

  async function deliver(message: ClaimedMessage): Promise<void> {
    try {
      if (message.kind === 'email') await mailer.send(message.payload);
      else if (message.kind === 'webhook') await callWebhook(message.payload);
      else if (eInvoices)
        await eInvoices(message.payload, { attempts: message.attempts, lastAttempt: message.attempts >= MAX_ATTEMPTS });
      else throw new Error('No e-invoice worker in this process');
      await db.execute(sql`update outbox set sent_at = now(), last_error = null where id = ${message.id}`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryInSeconds = Math.min(3600, 5 * 2 ** (message.attempts - 1));
      const giveUp = message.attempts >= MAX_ATTEMPTS;
      logger.warn({ outboxId: message.id, attempts: message.attempts, err: reason }, 'outbox delivery failed');
      await db.execute(sql`
        update outbox set last_error = ${reason},
          available_at = now() + make_interval(secs => ${retryInSeconds}),
          failed_at = ${giveUp ? sql`now()` : sql`null`}
        where id = ${message.id}`);
    }
  }

  async function drain(): Promise<void> {
    for (;;) {
      const batch = await claim();
      if (batch.length === 0 || stopped) return;
      await Promise.all(batch.map(deliver));
    }
  }

  let again = false;

  /** Runs a pass now (after a commit that queued mail). Passes never overlap; a kick during a pass
   * runs one more pass after it, so mail queued meanwhile is not left for the timer. */
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error) => logger.error({ err: error }, 'outbox pass failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void kick();
        }
      });
    return running;
  }

  const timer = setInterval(kick, intervalMs);
  timer.unref();
  return {
    kick,
    /** Runs a pass now if a message was queued since the last one. */
    kickIfQueued(): void {
      if (!queuedSinceKick) return;
      queuedSinceKick = false;
      void kick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof startOutboxWorker>;
