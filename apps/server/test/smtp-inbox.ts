import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  to: string[];
  subject: string;
  /** The whole message as sent, headers and body. */
  raw: string;
}

/** A real SMTP server on a free local port that keeps what it receives, for tests to read. */
export async function startSmtpInbox() {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        // Our subjects are plain ASCII, so the header needs no MIME decoding.
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
        received.push({ to, subject, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** Waits for the newest email to `to` whose subject matches. */
  async function waitFor(to: string, subject: RegExp = /./, timeoutMs = 10_000): Promise<ReceivedEmail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const match = received.findLast((email) => email.to.includes(to.toLowerCase()) && subject.test(email.subject));
      if (match) return match;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`No email to ${to} matching ${subject} within ${timeoutMs} ms`);
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

/** The six-digit code in an Owo code email. */
export function codeIn(email: ReceivedEmail): string {
  const code = /\b(\d{6})\b/.exec(email.subject)?.[1];
  if (!code) throw new Error(`No code in "${email.subject}"`);
  return code;
}
