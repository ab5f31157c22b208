import { z } from 'zod';
import { boolean, fieldsObject } from '../schemas/fields.ts';
import { serviceIdPattern } from './irn.ts';

/*
 * The e-invoicing settings (GET/PATCH /api/settings/e-invoicing) and an invoice's e-invoice
 * (GET /api/invoices/{id}/e-invoice). The API key and secret are write-only: the answer says
 * whether each is set, never what it is.
 */

const secret = (label: string) =>
  z
    .string({ error: `${label} is not valid` })
    .trim()
    .max(500, `${label} must be at most 500 characters`);

const pem = (label: string) =>
  z
    .string({ error: `${label} is not valid` })
    .trim()
    .max(20_000, `${label} must be at most 20,000 characters`);

export const eInvoicingSettingsChangesSchema = fieldsObject({
  enabled: boolean('Enabled').optional(),
  businessId: z
    .string({ error: 'Business ID is not valid' })
    .trim()
    .refine((value) => value === '' || z.uuid().safeParse(value).success, 'Business ID must be the UUID NRS gave you')
    .optional(),
  serviceId: z
    .string({ error: 'Service ID is not valid' })
    .trim()
    .refine((value) => value === '' || serviceIdPattern.test(value), 'Service ID must be 8 letters or digits')
    .optional(),
  /** An empty string clears it; leaving it out keeps what is stored. */
  apiKey: secret('API key').optional(),
  apiSecret: secret('API secret').optional(),
  publicKey: pem('Public key').optional(),
  certificate: pem('Certificate').optional(),
});
export type EInvoicingSettingsChanges = z.infer<typeof eInvoicingSettingsChangesSchema>;
export type EInvoicingSettingsInput = z.input<typeof eInvoicingSettingsChangesSchema>;

export const eInvoicingSettingsSchema = z.object({
  enabled: z.boolean(),
  businessId: z.string(),
  serviceId: z.string(),
  apiKeySet: z.boolean(),
  apiSecretSet: z.boolean(),
  publicKey: z.string(),
  certificate: z.string(),
  /** What still stops e-invoicing from being switched on, in words (empty when ready). */
  missing: z.array(z.string()),
});
export type EInvoicingSettings = z.infer<typeof eInvoicingSettingsSchema>;

export const eInvoiceSteps = ['validate-irn', 'validate', 'sign', 'transmit', 'confirm'] as const;
export type EInvoiceStep = (typeof eInvoiceSteps)[number];
export const eInvoiceStepStates = ['pending', 'done', 'failed', 'refused'] as const;
export type EInvoiceStepState = (typeof eInvoiceStepStates)[number];

export const eInvoiceStepLabels: Record<EInvoiceStep, string> = {
  'validate-irn': 'IRN checked',
  validate: 'Validated',
  sign: 'Signed',
  transmit: 'Transmitted',
  confirm: 'Confirmed',
};

export const eInvoiceStates = ['queued', 'in-progress', 'confirmed', 'refused', 'failed'] as const;
export type EInvoiceState = (typeof eInvoiceStates)[number];

export const eInvoiceSchema = z.object({
  irn: z.string(),
  state: z.enum(eInvoiceStates),
  steps: z.array(
    z.object({
      step: z.enum(eInvoiceSteps),
      label: z.string(),
      state: z.enum(eInvoiceStepStates),
      at: z.string().nullable(),
    }),
  ),
  /** NRS's reason for refusing, or why the last attempt failed, in words. */
  reason: z.string().nullable(),
  attempts: z.number(),
  paymentStatus: z.string(),
  /** The base64 the QR code holds, once signed (null before, or without a public key). */
  qrCode: z.string().nullable(),
  document: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
});
export type EInvoice = z.infer<typeof eInvoiceSchema>;
