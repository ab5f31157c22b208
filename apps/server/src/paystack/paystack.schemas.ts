import { z } from 'zod';

/*
 * Paystack's answers as Owo reads them (reference sections 2 to 6), in Paystack's own field
 * names: they describe a third party's wire format, not Owo's API, so they live here and not in
 * packages/core (whose schemas are Owo's requests and answers, shared with the web app). Only the
 * fields Owo uses are checked; the rest pass unread. Amounts are kobo.
 */

const kobo = z.number().int();

export const paystackAuthorizationSchema = z.object({
  authorization_code: z.string(),
  channel: z.string(),
  reusable: z.boolean(),
  signature: z.string().nullish(),
  bin: z.string().nullish(),
  last4: z.string().nullish(),
  exp_month: z.string().nullish(),
  exp_year: z.string().nullish(),
  card_type: z.string().nullish(),
  brand: z.string().nullish(),
  bank: z.string().nullish(),
});

/** Paystack writes "no authorization" (a transaction not paid) as `{}`: read as null. */
const maybeAuthorization = z.union([paystackAuthorizationSchema, z.object({}).transform(() => null), z.null()]);

export const paystackCustomerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  customer_code: z.string(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
});

/** The statuses of Paystack's transaction objects. */
export const paystackTransactionStatuses = [
  'success',
  'failed',
  'abandoned',
  'ongoing',
  'pending',
  'processing',
  'queued',
  'reversed',
] as const;

export const paystackTransactionSchema = z.object({
  id: z.number().int(),
  status: z.enum(paystackTransactionStatuses),
  reference: z.string(),
  amount: kobo,
  /** The price before fees passed to the customer, when Paystack adds them (reference section 3). */
  requested_amount: kobo.nullish(),
  currency: z.string(),
  channel: z.string().nullish(),
  gateway_response: z.string().nullish(),
  paid_at: z.string().nullish(),
  created_at: z.string().nullish(),
  /** Paystack's fee in kobo, null until paid. */
  fees: kobo.nullish(),
  metadata: z.unknown(),
  authorization: maybeAuthorization,
  customer: paystackCustomerSchema,
});

export const paystackInitializeSchema = z.object({
  authorization_url: z.string().url(),
  access_code: z.string(),
  reference: z.string(),
});

export const paystackPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  plan_code: z.string(),
  description: z.string().nullish(),
  amount: kobo,
  interval: z.string(),
  currency: z.string(),
  invoice_limit: z.number().int().nullish(),
});

export const paystackSubscriptionStatuses = ['active', 'non-renewing', 'attention', 'complete', 'cancelled'] as const;

export const paystackSubscriptionSchema = z.object({
  id: z.number().int(),
  status: z.enum(paystackSubscriptionStatuses),
  subscription_code: z.string(),
  /** Needed to disable or enable the subscription. */
  email_token: z.string(),
  amount: kobo,
  cron_expression: z.string().nullish(),
  next_payment_date: z.string().nullish(),
  // Paystack answers a create with ids and a fetch with whole objects.
  plan: z.union([paystackPlanSchema, z.number().int()]),
  customer: z.union([paystackCustomerSchema, z.number().int()]),
  authorization: z.union([maybeAuthorization, z.number().int()]),
});

/** A webhook's body: `{ event, data }`, with no event id (reference section 6.1). */
export const paystackEventSchema = z.object({ event: z.string(), data: z.record(z.string(), z.unknown()) });

export type PaystackAuthorization = z.infer<typeof paystackAuthorizationSchema>;
export type PaystackTransaction = z.infer<typeof paystackTransactionSchema>;
export type PaystackInitialized = z.infer<typeof paystackInitializeSchema>;
export type PaystackPlan = z.infer<typeof paystackPlanSchema>;
export type PaystackSubscription = z.infer<typeof paystackSubscriptionSchema>;
export type PaystackEvent = z.infer<typeof paystackEventSchema>;
