import { z } from 'zod';
import {
  type PaystackInitialized,
  type PaystackPlan,
  type PaystackSubscription,
  type PaystackTransaction,
  paystackInitializeSchema,
  paystackPlanSchema,
  paystackSubscriptionSchema,
  paystackTransactionSchema,
} from './paystack.schemas.ts';

/*
 * Calls to Paystack's API (reference sections 1 to 5): `Authorization: Bearer <secret key>`, JSON
 * in and out, the `{ status, message, data }` envelope. One client per key pair: Owo's own for its
 * plans, a company's own for its invoices. A 4xx is a refusal with Paystack's message (retrying
 * the same request will not help); no answer, a 5xx or a 429 means try again later.
 *
 * Requests keep Paystack's field names (snake_case), so that the reference and Paystack's docs
 * read straight onto the code. Amounts are kobo.
 */

const TIMEOUT_MS = 30_000;

/** Paystack said no (a duplicate reference, a bad key, an unknown plan): its message says why. */
export class PaystackRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/** Paystack could not be reached or was unwell: worth trying again later. */
export class PaystackUnavailable extends Error {}

export type PaystackChannelName = 'card' | 'bank' | 'ussd' | 'qr' | 'mobile_money' | 'bank_transfer' | 'eft';

export interface InitializeTransactionInput {
  email: string;
  /** Kobo; ignored by Paystack when `plan` is given. */
  amount: number;
  reference?: string;
  currency?: 'NGN';
  callback_url?: string;
  channels?: PaystackChannelName[];
  plan?: string;
  metadata?: Record<string, unknown>;
  label?: string;
}

export interface ChargeAuthorizationInput {
  email: string;
  amount: number;
  authorization_code: string;
  reference?: string;
  currency?: 'NGN';
  metadata?: Record<string, unknown>;
}

export interface CreatePlanInput {
  name: string;
  amount: number;
  interval: 'hourly' | 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'biannually' | 'annually';
  description?: string;
  currency?: 'NGN';
  invoice_limit?: number;
  send_invoices?: boolean;
  send_sms?: boolean;
}

export interface CreateSubscriptionInput {
  /** The customer's email or `CUS_...` code; they must have a reusable authorization. */
  customer: string;
  plan: string;
  authorization?: string;
  /** ISO 8601; unset, the first period is charged now. */
  start_date?: string;
}

const envelopeSchema = z.object({
  status: z.boolean(),
  message: z.string().default(''),
  data: z.unknown().optional(),
  code: z.string().optional(),
});

export function paystackClient(options: { baseUrl: string; secretKey: string; timeoutMs?: number }) {
  async function call<T>(schema: z.ZodType<T>, method: 'GET' | 'POST', path: string, body?: unknown) {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl.replace(/\/+$/, '')}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${options.secretKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new PaystackUnavailable(`Paystack could not be reached (${reason})`);
    }
    const envelope = envelopeSchema.safeParse(await response.json().catch(() => null));
    const message = envelope.success ? envelope.data.message : `HTTP ${response.status}`;
    if (response.status >= 500 || response.status === 429)
      throw new PaystackUnavailable(`Paystack answered ${response.status}: ${message}`);
    if (!response.ok || !envelope.success || !envelope.data.status)
      throw new PaystackRefusal(response.status, message, envelope.success ? (envelope.data.code ?? null) : null);
    const data = schema.safeParse(envelope.data.data);
    if (!data.success) throw new Error(`Paystack's answer to ${path} has an unexpected shape: ${data.error.message}`);
    return { message, data: data.data };
  }

  const item = (value: string) => encodeURIComponent(value);
  const nothing = z.unknown();

  return {
    async initializeTransaction(input: InitializeTransactionInput): Promise<PaystackInitialized> {
      return (await call(paystackInitializeSchema, 'POST', '/transaction/initialize', input)).data;
    },
    async verifyTransaction(reference: string): Promise<PaystackTransaction> {
      return (await call(paystackTransactionSchema, 'GET', `/transaction/verify/${item(reference)}`)).data;
    },
    /** Answers the attempt: a declined card is `status: 'failed'` here, not an error. */
    async chargeAuthorization(input: ChargeAuthorizationInput): Promise<PaystackTransaction> {
      return (await call(paystackTransactionSchema, 'POST', '/transaction/charge_authorization', input)).data;
    },
    async createPlan(input: CreatePlanInput): Promise<PaystackPlan> {
      return (await call(paystackPlanSchema, 'POST', '/plan', input)).data;
    },
    async listPlans(): Promise<PaystackPlan[]> {
      return (await call(z.array(paystackPlanSchema), 'GET', '/plan')).data;
    },
    async fetchPlan(idOrCode: string): Promise<PaystackPlan> {
      return (await call(paystackPlanSchema, 'GET', `/plan/${item(idOrCode)}`)).data;
    },
    async createSubscription(input: CreateSubscriptionInput): Promise<PaystackSubscription> {
      return (await call(paystackSubscriptionSchema, 'POST', '/subscription', input)).data;
    },
    async fetchSubscription(idOrCode: string): Promise<PaystackSubscription> {
      return (await call(paystackSubscriptionSchema, 'GET', `/subscription/${item(idOrCode)}`)).data;
    },
    /** Stops renewals; `token` is the subscription's `email_token`. */
    async disableSubscription(input: { code: string; token: string }): Promise<string> {
      return (await call(nothing, 'POST', '/subscription/disable', input)).message;
    },
    async enableSubscription(input: { code: string; token: string }): Promise<string> {
      return (await call(nothing, 'POST', '/subscription/enable', input)).message;
    },
  };
}

export type PaystackClient = ReturnType<typeof paystackClient>;
