import { outbox } from '@owo/db';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/harness.ts';
import { enqueueEmail } from './outbox.ts';

/** An SMTP server that refuses the first message it is given and accepts the rest. */
async function startFlakySmtp() {
  let refused = 0;
  const delivered: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        if (refused === 0) {
          refused += 1;
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          return callback(error);
        }
        delivered.push(...session.envelope.rcptTo.map((recipient) => recipient.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let smtp: Awaited<ReturnType<typeof startFlakySmtp>>;
beforeAll(async () => {
  smtp = await startFlakySmtp();
});
afterAll(() => smtp.close());
const test = testAppForFile(() => ({ SMTP_URL: smtp.url }));

describe('the outbox', () => {
  it('keeps a message the mail server refused, retries it later, and marks it sent once delivered', async () => {
    const db = test.database.db;
    const message = { to: 'funke@example.ng', subject: 'Your invoice', text: 'Hello' };
    await db.transaction((tx) => enqueueEmail(tx, message));
    await test.app.outbox.kick();

    const [afterFailure] = await db.select().from(outbox).where(eq(outbox.kind, 'email'));
    expect(afterFailure).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(afterFailure?.lastError).toContain('Mailbox busy');
    // Backoff: not retried at once.
    expect(afterFailure?.availableAt.getTime()).toBeGreaterThan(Date.now());
    await test.app.outbox.kick();
    expect(smtp.delivered).toEqual([]);

    // Time passes: the retry is due.
    await db.execute(sql`update outbox set available_at = now() - interval '1 second'`);
    await test.app.outbox.kick();
    const [afterRetry] = await db.select().from(outbox).where(eq(outbox.kind, 'email'));
    expect(afterRetry).toMatchObject({ attempts: 2, lastError: null });
    expect(afterRetry?.sentAt).toBeInstanceOf(Date);
    expect(smtp.delivered).toEqual(['funke@example.ng']);
  });

  it('sends nothing when the transaction that queued the message rolls back', async () => {
    const db = test.database.db;
    const before = smtp.delivered.length;
    await expect(
      db.transaction(async (tx) => {
        await enqueueEmail(tx, { to: 'ghost@example.ng', subject: 'Never', text: 'Never sent' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await test.app.outbox.kick();
    const rows = await db.select().from(outbox).where(sql`payload->>'to' = 'ghost@example.ng'`);
    expect(rows).toEqual([]);
    expect(smtp.delivered.length).toBe(before);
  });
});
