import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paystackClient } from '../paystack/paystack.client.ts';
import { parsePaystackEvent, paystackEventKey } from '../paystack/paystack.events.ts';
import { verifyWebhookSignature } from '../paystack/paystack.signature.ts';
import { type PaystackStandIn, startPaystackStandIn } from './paystack-stand-in.ts';

/*
 * Paystack's webhooks from the stand-in, as Owo's webhook route will receive them: signed so that
 * Owo's check accepts them and rejects a tampered body, sent again until answered 200, and, on
 * request, each twice and out of order. Plans and subscriptions raise their events here too.
 */

interface Received {
  body: string;
  signature: string;
}

/** A webhook endpoint like Owo's: records each raw body and answers the statuses given, then 200. */
async function webhookEndpoint(statuses: number[] = []) {
  const received: Received[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    received.push({
      body: Buffer.concat(chunks).toString('utf8'),
      signature: String(request.headers['x-paystack-signature'] ?? ''),
    });
    response.writeHead(statuses.shift() ?? 200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/billing/paystack/webhook`,
    received,
    events: () => received.map((one) => parsePaystackEvent(one.body)?.event),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let standIn: PaystackStandIn;
beforeAll(async () => {
  standIn = await startPaystackStandIn({ webhookRetryDelaysMs: [20, 20, 20] });
});
afterAll(() => standIn.close());

/** A merchant of its own for each test, signed up as on Paystack, with its client and dashboard. */
async function merchantAccount() {
  const signUp = await fetch(`${standIn.url}/__stand-in/merchants`, { method: 'POST', body: '{"name":"Owo"}' });
  const secretKey = ((await signUp.json()) as { data: { secret_key: string } }).data.secret_key;
  const paystack = paystackClient({ baseUrl: standIn.url, secretKey });

  async function control(method: string, path: string, body: object = {}) {
    const response = await fetch(`${standIn.url}/__stand-in/${path}`, {
      method,
      headers: { authorization: `Bearer ${secretKey}` },
      body: method === 'GET' ? undefined : JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  }

  async function pay(input: Parameters<typeof paystack.initializeTransaction>[0]) {
    const started = await paystack.initializeTransaction(input);
    await fetch(started.authorization_url, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay', channel: 'card' }),
      redirect: 'manual',
    });
    await standIn.idle();
    return started.reference;
  }
  return { secretKey, paystack, control, pay };
}

describe('a webhook', () => {
  it("carries a signature that Owo's check accepts, and that a tampered body fails", async () => {
    const { secretKey, control, pay } = await merchantAccount();
    const owo = await webhookEndpoint();
    await control('PUT', 'webhooks', { urls: [owo.url] });
    const reference = await pay({ email: 'ada@example.ng', amount: 500_000, reference: 'signed-1' });
    expect(owo.received).toHaveLength(1);
    const [delivery] = owo.received as [Received];
    const event = parsePaystackEvent(delivery.body);
    expect(event).toMatchObject({ event: 'charge.success', data: { reference, amount: 500_000, fees: 17_500 } });
    expect(verifyWebhookSignature(delivery.body, delivery.signature, secretKey)).toBe(true);
    const tampered = delivery.body.replace('"amount":500000', '"amount":5000000');
    expect(tampered).not.toBe(delivery.body);
    expect(verifyWebhookSignature(tampered, delivery.signature, secretKey)).toBe(false);
    expect(verifyWebhookSignature(delivery.body, delivery.signature, 'sk_test_someone_else')).toBe(false);
    expect(verifyWebhookSignature(delivery.body, undefined, secretKey)).toBe(false);
    await owo.close();
  });

  it('is sent again until the endpoint answers 200', async () => {
    const { control, pay } = await merchantAccount();
    const owo = await webhookEndpoint([500, 503]);
    await control('PUT', 'webhooks', { urls: [owo.url] });
    await pay({ email: 'bola@example.ng', amount: 200_000, reference: 'retried-1' });
    expect(owo.received).toHaveLength(3);
    expect(new Set(owo.received.map((one) => one.body)).size).toBe(1);
    const settings = await control('GET', 'webhooks');
    const attempts = (settings.deliveries as Array<{ url: string; attempt: number; status: number }>)
      .filter((delivery) => delivery.url === owo.url)
      .map(({ attempt, status }) => ({ attempt, status }));
    expect(attempts).toEqual([
      { attempt: 1, status: 500 },
      { attempt: 2, status: 503 },
      { attempt: 3, status: 200 },
    ]);
    await owo.close();
  });

  it('gives up after the last retry', async () => {
    const { control, pay } = await merchantAccount();
    const owo = await webhookEndpoint([500, 500, 500, 500, 500]);
    await control('PUT', 'webhooks', { urls: [owo.url] });
    await pay({ email: 'chi@example.ng', amount: 200_000 });
    expect(owo.received).toHaveLength(4); // the first attempt and three retries
    await owo.close();
  });
});

describe('held, doubled and reordered events', () => {
  it('sends each event twice and out of order, and all of them again on redelivery', async () => {
    const { secretKey, paystack, control, pay } = await merchantAccount();
    const owo = await webhookEndpoint();
    await control('PUT', 'webhooks', { urls: [owo.url], hold: true, twice: true });
    const plan = await paystack.createPlan({ name: 'Starter yearly', amount: 9_500_000, interval: 'annually' });
    // The plan's amount overrides the one sent: Paystack charges the plan.
    const reference = await pay({ email: 'dayo@example.ng', amount: 100, plan: plan.plan_code });
    expect(owo.received).toHaveLength(0);
    expect((await paystack.verifyTransaction(reference)).amount).toBe(9_500_000);

    expect(await control('POST', 'webhooks/release', { order: 'reverse' })).toEqual({ events: 2 });
    expect(owo.events()).toEqual(['subscription.create', 'charge.success', 'subscription.create', 'charge.success']);
    await control('POST', 'webhooks/redeliver', { order: 'reverse' });
    expect(owo.events()).toHaveLength(6);
    expect(owo.received.every((one) => verifyWebhookSignature(one.body, one.signature, secretKey))).toBe(true);
    // Owo applies each once: two different events, however often and in whatever order they came.
    const keys = new Set(
      owo.received.map((one) => paystackEventKey(parsePaystackEvent(one.body) ?? { event: '', data: {} })),
    );
    expect(keys.size).toBe(2);
    const created = parsePaystackEvent(owo.received[0]?.body ?? '');
    expect(created?.data).toMatchObject({ status: 'active', plan: { plan_code: plan.plan_code }, amount: 9_500_000 });
    await owo.close();
  });
});

describe('plans and subscriptions', () => {
  it('creates and lists plans', async () => {
    const { paystack } = await merchantAccount();
    const plan = await paystack.createPlan({ name: 'Business monthly', amount: 2_450_000, interval: 'monthly' });
    expect(plan).toMatchObject({ name: 'Business monthly', amount: 2_450_000, interval: 'monthly', currency: 'NGN' });
    expect(plan.plan_code).toMatch(/^PLN_/);
    expect((await paystack.listPlans()).map((one) => one.plan_code)).toContain(plan.plan_code);
    expect((await paystack.fetchPlan(plan.plan_code)).name).toBe('Business monthly');
  });

  it('subscribes a saved card, cancels, resumes, and reports a declined renewal', async () => {
    const { paystack, control, pay } = await merchantAccount();
    const owo = await webhookEndpoint();
    await control('PUT', 'webhooks', { urls: [owo.url] });
    const plan = await paystack.createPlan({ name: 'Starter monthly', amount: 950_000, interval: 'monthly' });
    const reference = await pay({ email: 'efe@example.ng', amount: 5_000 });
    const card = (await paystack.verifyTransaction(reference)).authorization?.authorization_code ?? '';

    const subscription = await paystack.createSubscription({ customer: 'efe@example.ng', plan: plan.plan_code });
    expect(subscription).toMatchObject({ status: 'active', amount: 950_000 });
    await standIn.idle();
    expect(owo.events().slice(-2)).toEqual(['subscription.create', 'charge.success']);
    const code = subscription.subscription_code;
    const token = subscription.email_token;

    expect(await paystack.disableSubscription({ code, token })).toBe('Subscription disabled successfully');
    expect((await paystack.fetchSubscription(code)).status).toBe('non-renewing');
    expect(await paystack.enableSubscription({ code, token })).toBe('Subscription enabled successfully');
    expect((await paystack.fetchSubscription(code)).status).toBe('active');

    await control('POST', 'authorizations/decline', { authorization_code: card });
    const renewal = await control('POST', `subscriptions/${code}/renew`);
    expect(renewal).toMatchObject({
      subscription: { status: 'attention' },
      transaction: { status: 'failed', gateway_response: 'Insufficient Funds' },
    });
    await standIn.idle();
    const failed = parsePaystackEvent(owo.received.at(-1)?.body ?? '');
    expect(failed).toMatchObject({
      event: 'invoice.payment_failed',
      data: { paid: false, subscription: { subscription_code: code, status: 'attention' } },
    });

    await control('POST', 'authorizations/honour', { authorization_code: card });
    const paid = await control('POST', `subscriptions/${code}/renew`);
    expect(paid).toMatchObject({ subscription: { status: 'active' }, transaction: { status: 'success' } });
    await owo.close();
  });
});
