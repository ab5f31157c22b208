import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

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
  DEMO: flag,
  APP_URL: z.string().url().default('http://localhost:3000'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Owo <no-reply@owo.ng>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  SESSION_DAYS: z.coerce.number().int().min(1).default(30),
  TRIAL_DAYS: z.coerce.number().int().min(1).default(30),
  /** Attempts per 15 minutes on login, codes and password reset, per IP and per email. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
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

export type Config = z.infer<typeof configSchema> & { webDir: string };

export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const webDir = parsed.data.WEB_DIR ?? path.resolve(import.meta.dirname, '../../web/build/client');
  return { ...parsed.data, webDir };
}
