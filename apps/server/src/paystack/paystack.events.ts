import { type PaystackEvent, paystackEventSchema } from './paystack.schemas.ts';

/*
 * Reading a webhook once its signature is checked (paystack.signature.ts). Paystack gives events
 * no id and sends them again until answered 200, in any order (reference section 6): the key below
 * is what makes applying one twice harmless.
 */

/** The event, or null when the body is not Paystack's `{ event, data }`. */
export function parsePaystackEvent(rawBody: string | Buffer): PaystackEvent | null {
  try {
    const parsed = paystackEventSchema.safeParse(JSON.parse(rawBody.toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * What identifies an event across deliveries: its name and the reference, subscription, invoice
 * or payment request it is about (reference section 6.1's dedupe rule).
 */
export function paystackEventKey(event: PaystackEvent): string {
  const data = event.data;
  const subscription = data.subscription as { subscription_code?: unknown } | undefined;
  const subject = [
    data.reference,
    data.invoice_code,
    data.request_code,
    data.subscription_code,
    subscription?.subscription_code,
  ]
    .filter((value) => typeof value === 'string' && value !== '')
    .join(':');
  return `${event.event}:${subject || String(data.id ?? '')}`;
}
