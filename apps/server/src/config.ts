import { isIP } from 'node:net';
import path from 'node:path';
import type { NrsStandInDetails } from '@owo/core';
import { statementImportLimits } from '@owo/core';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** proxy-addr's names for address ranges, accepted by Fastify's trustProxy beside addresses and CIDRs. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined || isIP(prefix) !== 0) return true; // an address, or a range with a netmask
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may tell us the client's address in X-Forwarded-For (Fastify's `trustProxy`):
 * `false` (the default: the header is ignored), `true` (any), a hop count, or a comma-separated
 * list of proxy addresses and CIDR ranges. Trusting a header anyone can write would let one
 * client pose as many and walk past every per-address rate limit.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): boolean | number | string[] => {
    const text = value?.trim() ?? '';
    if (text === '' || text === 'false') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const wrong = entries.find((entry) => !isProxyAddress(entry));
    if (wrong !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `"${wrong}" is not true, false, a hop count, or a proxy address or CIDR range`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** The SECRETS_KEY as bytes, or null when it is not 32 bytes in hex or base64. */
export function secretsKeyBytes(value: string): Buffer | null {
  const text = value.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return bytes.length === 32 ? bytes : null;
}

/** Every setting Owo reads, with its default. README's Configuration table mirrors this list. */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  // How often to settle postings no request settled (ledger/settle.ts); 0 turns the sweep off.
  LEDGER_SWEEP_MS: z.coerce.number().int().min(0).default(1000),
  /** How often overdue bank reconciliations are looked for (notifications); 0 turns it off. */
  RECONCILIATION_REMINDER_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(6 * 60 * 60 * 1000),
  /** How often due recurring invoices are made (invoices/recurring.worker.ts); 0 turns it off. */
  RECURRING_INVOICES_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(60 * 60 * 1000),
  /** The largest bank statement file accepted, in bytes (docs/bank-api.md, statement import). */
  STATEMENT_IMPORT_MAX_BYTES: z.coerce.number().int().min(1024).default(statementImportLimits.maxBytes),
  /** The most transaction lines one statement file may hold. */
  STATEMENT_IMPORT_MAX_LINES: z.coerce.number().int().min(1).default(statementImportLimits.maxLines),
  /** The largest receipt photo or PDF attached to a journal or bank entry, in bytes (10 MB). */
  ATTACHMENT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(10 * 1024 * 1024),
  /**
   * The most document emails (invoices, estimates and receipts sent, payment reminders) one
   * company may send in a Lagos day, so that the send button is no bulk mailer (issue 26).
   */
  DOCUMENT_EMAILS_PER_DAY: z.coerce.number().int().min(1).default(200),
  /** Worker threads that render PDFs (pdf/pool.ts); unset, one a core up to four; 0 renders on the API's thread. */
  PDF_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
  DEMO: flag,
  /** The address emailed links start with; unset, the app's own address on this machine (PORT's). */
  APP_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Owo <no-reply@owo.ng>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** An exchange-rate service speaking Frankfurter's protocol (GET {url}/latest?from=USD&to=NGN). */
  EXCHANGE_RATES_URL: z.string().url().default('https://api.frankfurter.app'),
  /** NRS's e-invoicing service (MBS) speaking the reference's protocol; unset, e-invoicing cannot be switched on. */
  NRS_URL: z.string().url().optional(),
  /**
   * Paystack's API (reference shared/reference/paystack.md), and Owo's own key pair there for its
   * plans. Unset, main.ts starts the local stand-in (dev/paystack-stand-in.ts) with Owo's
   * development keys (paystack/paystack.config.ts); real Paystack is https://api.paystack.co.
   */
  PAYSTACK_URL: z.string().url().optional(),
  PAYSTACK_SECRET_KEY: z.string().min(1).optional(),
  PAYSTACK_PUBLIC_KEY: z.string().min(1).optional(),
  /**
   * 32 bytes as 64 hex characters or base64: the AES-256-GCM key that encrypts stored third-party
   * secrets (NRS API key and secret, secrets.ts). Unset, such secrets cannot be saved.
   */
  SECRETS_KEY: z
    .string()
    .optional()
    .refine(
      (value) => value === undefined || secretsKeyBytes(value) !== null,
      'must be 32 bytes as 64 hex characters or base64',
    ),
  SESSION_DAYS: z.coerce.number().int().min(1).default(30),
  TRIAL_DAYS: z.coerce.number().int().min(1).default(30),
  /**
   * Attempts per 15 minutes from one client address on each group of public calls (sign-in,
   * sign-up, codes, reset, waitlist, demo, contact); a successful sign-in does not count.
   */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  TRUST_PROXY: trustProxy,
  /** The spreadsheet web-app endpoint that also receives each waitlist entry. */
  WAITLIST_WEBHOOK_URL: z.string().url().optional(),
  /** Where contact-form messages are emailed. */
  CONTACT_EMAIL: z.string().email().optional(),
  /** Comma-separated emails of the platform's own staff, who may list waitlist and demo entries. */
  PLATFORM_ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  WEB_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof configSchema> & {
  webDir: string;
  APP_URL: string;
  /** Set by try mode (dev/try-mode.ts) when NRS_URL is its local stand-in: the details to enter. */
  nrsStandIn?: NrsStandInDetails;
};

/** Fastify's types leave out the hop count its `trustProxy` accepts; this is the same rule as a function. */
export function trustProxyOption(
  value: Config['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const webDir = parsed.data.WEB_DIR ?? path.resolve(import.meta.dirname, '../../web/build/client');
  // PORT 0 (any free port) cannot be known here; such a caller sets APP_URL once it listens.
  const APP_URL = parsed.data.APP_URL ?? `http://localhost:${parsed.data.PORT || 3000}`;
  return { ...parsed.data, webDir, APP_URL };
}
