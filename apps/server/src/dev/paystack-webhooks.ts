import { createHmac } from 'node:crypto';
import type { PaystackMerchant } from './paystack-records.ts';

/*
 * Webhook delivery as Paystack does it (reference section 6): each event's JSON posted to every
 * webhook URL of the merchant, signed in `x-paystack-signature` with the lowercase hex
 * HMAC-SHA512 of the raw body keyed with the merchant's secret key, and sent again after each
 * `retryDelaysMs` while the answer is not 200. Paystack retries for hours; tests pass delays of
 * milliseconds.
 *
 * To let Owo's tests prove that each event is applied once and that order does not matter, a
 * merchant can `hold` events (kept until `release`, then sent in the order asked), have `twice`
 * each event sent two times, and `redeliver` everything sent so far, in any order.
 */

export type DeliveryOrder = 'sent' | 'reverse' | 'shuffle';

export interface WebhookDelivery {
  event: string;
  url: string;
  attempt: number;
  /** The answer's HTTP status, or null when there was none (refused connection, timeout). */
  status: number | null;
  body: string;
  at: Date;
}

interface RaisedEvent {
  name: string;
  /** The exact bytes sent every time, so that a redelivery carries the same signature. */
  body: string;
}

interface MerchantHooks {
  hold: boolean;
  twice: boolean;
  held: RaisedEvent[];
  raised: RaisedEvent[];
}

export function signPaystackBody(body: string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(body).digest('hex');
}

function ordered<T>(items: T[], order: DeliveryOrder): T[] {
  if (order === 'sent') return [...items];
  if (order === 'reverse') return [...items].reverse();
  const shuffled = [...items];
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other] as T, shuffled[index] as T];
  }
  return shuffled;
}

export function webhookSender(options: { retryDelaysMs: number[]; timeoutMs?: number }) {
  const deliveries: WebhookDelivery[] = [];
  const hooks = new Map<PaystackMerchant, MerchantHooks>();
  const pending = new Set<Promise<void>>();
  const waiting = new Map<NodeJS.Timeout, () => void>();
  let closed = false;

  function hooksOf(merchant: PaystackMerchant): MerchantHooks {
    let found = hooks.get(merchant);
    if (!found) {
      found = { hold: false, twice: false, held: [], raised: [] };
      hooks.set(merchant, found);
    }
    return found;
  }

  function track(work: Promise<void>) {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  }

  async function attempt(merchant: PaystackMerchant, event: RaisedEvent, url: string, attemptNumber: number) {
    let status: number | null = null;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-paystack-signature': signPaystackBody(event.body, merchant.secretKey),
        },
        body: event.body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
      status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch {
      status = null;
    }
    deliveries.push({ event: event.name, url, attempt: attemptNumber, status, body: event.body, at: new Date() });
    const delay = options.retryDelaysMs[attemptNumber - 1];
    if (status === 200 || delay === undefined || closed) return;
    track(
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(timer);
          resolve(attempt(merchant, event, url, attemptNumber + 1));
        }, delay);
        timer.unref();
        waiting.set(timer, resolve);
      }),
    );
  }

  /** Sends the events one after another, each to every URL, so that they arrive in this order. */
  async function sendInOrder(merchant: PaystackMerchant, events: RaisedEvent[]) {
    for (const event of events) await Promise.all(merchant.webhookUrls.map((url) => attempt(merchant, event, url, 1)));
  }

  return {
    deliveries,
    raise(merchant: PaystackMerchant, name: string, data: unknown) {
      const state = hooksOf(merchant);
      const event = { name, body: JSON.stringify({ event: name, data }) };
      state.raised.push(event);
      if (state.hold) state.held.push(event);
      else track(sendInOrder(merchant, state.twice ? [event, event] : [event]));
    },
    settings(merchant: PaystackMerchant) {
      const { hold, twice, held } = hooksOf(merchant);
      return { hold, twice, held: held.length };
    },
    configure(merchant: PaystackMerchant, change: { hold?: boolean; twice?: boolean }) {
      Object.assign(hooksOf(merchant), change);
    },
    /** Sends the held events in the order asked (each twice when `twice` is on). */
    async release(merchant: PaystackMerchant, order: DeliveryOrder) {
      const state = hooksOf(merchant);
      const events = ordered(state.held.splice(0), order);
      const work = sendInOrder(merchant, state.twice ? [...events, ...events] : events);
      track(work);
      await work;
      return events.length;
    },
    /** Sends every event raised so far once more, in the order asked. */
    async redeliver(merchant: PaystackMerchant, order: DeliveryOrder) {
      const events = ordered(hooksOf(merchant).raised, order);
      const work = sendInOrder(merchant, events);
      track(work);
      await work;
      return events.length;
    },
    /** Resolves once no delivery or retry is under way. */
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    close() {
      closed = true;
      for (const [timer, resolve] of waiting) {
        clearTimeout(timer);
        resolve();
      }
      waiting.clear();
    },
  };
}

export type WebhookSender = ReturnType<typeof webhookSender>;
