import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** A file sent with an email; the content is base64, so the message can wait in the outbox as JSON. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding: 'base64';
}

export interface EmailMessage {
  /** One address, or several separated by commas. */
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes: a company's own address for what it sends its customers. */
  replyTo?: string;
  attachments?: EmailAttachment[];
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise each message is written to the log, so sign-up works locally. */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  logger: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      async send(message) {
        logger.info(
          { email: { to: message.to, subject: message.subject, attachments: message.attachments?.length ?? 0 } },
          `Email to ${message.to}: ${message.subject}\n${message.text}`,
        );
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
