import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { documents } from './documents.ts';
import { companyIdColumn } from './tenant.ts';

/*
 * NRS e-invoicing (issue 29, docs/e-invoicing.md): a company's MBS credentials, and one row per
 * approved invoice or credit note sent to NRS with the state of each step.
 */

/**
 * A company's e-invoicing settings. The API key and secret are stored encrypted (AES-256-GCM with
 * the key in EINVOICING_SECRET_KEY, apps/server/src/secrets.ts) and never leave the API.
 */
export const eInvoicingSettings = pgTable(
  'e_invoicing_settings',
  {
    companyId: companyIdColumn(),
    enabled: boolean('enabled').notNull().default(false),
    businessId: text('business_id').notNull().default(''),
    serviceId: text('service_id').notNull().default(''),
    apiKeyEncrypted: text('api_key_encrypted'),
    apiSecretEncrypted: text('api_secret_encrypted'),
    /** NRS's public key (PEM, or base64 of it) and certificate from crypto_keys.txt: they build the QR code. */
    publicKey: text('public_key').notNull().default(''),
    certificate: text('certificate').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId] })],
);

export const eInvoiceStepNames = ['validate-irn', 'validate', 'sign', 'transmit', 'confirm'] as const;
export type EInvoiceStepName = (typeof eInvoiceStepNames)[number];

/** Each step's outcome: done once, never asked again (a retry starts at the first step not done). */
export type EInvoiceStepRecord = Partial<
  Record<EInvoiceStepName, { state: 'done' | 'failed' | 'refused'; at: string }>
>;

/**
 * One invoice or credit note's e-invoice: its IRN, the MBS document sent (frozen when made), and
 * how far it went. `state` is queued, in-progress, confirmed, refused (NRS said no: `reason`) or
 * failed (the service could not be reached after every retry).
 */
export const eInvoices = pgTable(
  'e_invoices',
  {
    companyId: companyIdColumn(),
    documentId: uuid('document_id').notNull(),
    irn: text('irn').notNull(),
    state: text('state', { enum: ['queued', 'in-progress', 'confirmed', 'refused', 'failed'] }).notNull(),
    steps: jsonb('steps').$type<EInvoiceStepRecord>().notNull().default({}),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    /** The payment status NRS holds (PENDING, PARTIAL, PAID), and the one Owo wants it to hold. */
    paymentStatusSent: text('payment_status_sent').notNull().default('PENDING'),
    paymentStatus: text('payment_status').notNull().default('PENDING'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** The base64 the QR code holds, made when signed. */
    qrCode: text('qr_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.documentId] }),
    uniqueIndex('e_invoices_irn_key').on(table.companyId, table.irn),
    foreignKey({
      name: 'e_invoices_document_fk',
      columns: [table.companyId, table.documentId],
      foreignColumns: [documents.companyId, documents.id],
    }).onDelete('cascade'),
    check('e_invoices_state', sql`${table.state} in ('queued', 'in-progress', 'confirmed', 'refused', 'failed')`),
  ],
);
