import { z } from 'zod';
import { boolean, fieldsObject, figure, listOf, notValid, text, yesOrNo } from '../schemas/fields.ts';
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

export const eInvoicingSettingsSchema = fieldsObject({
  enabled: yesOrNo('Enabled'),
  businessId: text('Business ID'),
  serviceId: text('Service ID'),
  apiKeySet: yesOrNo('API key set'),
  apiSecretSet: yesOrNo('API secret set'),
  publicKey: text('Public key'),
  certificate: text('Certificate'),
  /** What still stops e-invoicing from being switched on, in words (empty when ready). */
  missing: listOf(text('Missing'), 'Missing'),
  /**
   * When this Owo sends to a local NRS stand-in (trying Owo: `npm start` on the embedded database),
   * the stand-in's test details to fill in; null for a real NRS. Never a real secret.
   */
  standIn: fieldsObject({
    businessId: text('Business ID'),
    serviceId: text('Service ID'),
    apiKey: text('API key'),
    apiSecret: text('API secret'),
    publicKey: text('Public key'),
    certificate: text('Certificate'),
  }).nullable(),
});
export type NrsStandInDetails = NonNullable<z.infer<typeof eInvoicingSettingsSchema>['standIn']>;
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

export const eInvoiceSchema = fieldsObject({
  irn: text('IRN'),
  state: z.enum(eInvoiceStates, { error: notValid('State') }),
  steps: listOf(
    fieldsObject({
      step: z.enum(eInvoiceSteps, { error: notValid('Step') }),
      label: text('Step'),
      state: z.enum(eInvoiceStepStates, { error: notValid('Step state') }),
      at: text('Time').nullable(),
    }),
    'Steps',
  ),
  /** NRS's reason for refusing, or why the last attempt failed, in words. */
  reason: text('Reason').nullable(),
  attempts: figure('Attempts'),
  paymentStatus: text('Payment status'),
  /** The base64 the QR code holds, once signed (null before, or without a public key). */
  qrCode: text('QR code').nullable(),
  /** The MBS document as sent to NRS (reference section 4). */
  document: z.record(z.string({ error: notValid('Document') }), z.unknown(), { error: notValid('Document') }),
  updatedAt: text('Last change'),
});
export type EInvoice = z.infer<typeof eInvoiceSchema>;
