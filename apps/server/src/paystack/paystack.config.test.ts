import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { paystackClient } from './paystack.client.ts';
import { paystackDevelopmentKeys, paystackUrlFor, startOwoPaystackStandIn } from './paystack.config.ts';

/* Try mode's stand-in takes Owo's keys; a live key always goes to Paystack itself. */

describe("Owo's Paystack", () => {
  it('starts the stand-in with the development keys, its webhooks going to Owo', async () => {
    const { settings: config, standIn } = await startOwoPaystackStandIn(loadConfig({ APP_URL: 'http://owo.test' }));
    try {
      expect(config.PAYSTACK_URL).toBe(standIn?.url);
      expect(config.PAYSTACK_SECRET_KEY).toBe(paystackDevelopmentKeys.secretKey);
      expect(config.PAYSTACK_PUBLIC_KEY).toBe(paystackDevelopmentKeys.publicKey);
      const paystack = paystackClient({
        baseUrl: config.PAYSTACK_URL ?? '',
        secretKey: config.PAYSTACK_SECRET_KEY ?? '',
      });
      const started = await paystack.initializeTransaction({ email: 'owner@example.ng', amount: 950_000 });
      expect(started.authorization_url.startsWith(`${config.PAYSTACK_URL}/checkout/`)).toBe(true);
      const settings = await fetch(`${config.PAYSTACK_URL}/__stand-in/webhooks`, {
        headers: { authorization: `Bearer ${config.PAYSTACK_SECRET_KEY}` },
      });
      expect(((await settings.json()) as { data: { webhook_urls: string[] } }).data.webhook_urls).toEqual([
        'http://owo.test/api/billing/paystack/webhook',
      ]);
    } finally {
      await standIn?.close();
    }
  });

  it('uses Paystack as configured', () => {
    const configured = loadConfig({
      PAYSTACK_URL: 'https://api.paystack.co',
      PAYSTACK_SECRET_KEY: 'sk_live_x',
      PAYSTACK_PUBLIC_KEY: 'pk_live_x',
    });
    expect(paystackUrlFor(configured)).toBe(configured);
  });

  it('sends a live key to Paystack itself even when PAYSTACK_URL is forgotten', () => {
    expect(paystackUrlFor(loadConfig({ PAYSTACK_SECRET_KEY: 'sk_live_x' })).PAYSTACK_URL).toBe(
      'https://api.paystack.co',
    );
  });

  it('leaves a test key without a URL unset, for try mode to start the stand-in', () => {
    expect(paystackUrlFor(loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_x' })).PAYSTACK_URL).toBeUndefined();
  });
});
