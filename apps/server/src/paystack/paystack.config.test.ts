import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { paystackClient } from './paystack.client.ts';
import { paystackDevelopmentKeys, paystackForOwo } from './paystack.config.ts';

/* Without PAYSTACK_URL Owo gets a stand-in that takes its keys; with it, nothing is started. */

describe('paystackForOwo', () => {
  it('starts the stand-in with the development keys when PAYSTACK_URL is unset', async () => {
    const { config, standIn } = await paystackForOwo(loadConfig({ APP_URL: 'http://owo.test' }));
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

  it('uses Paystack as configured, starting nothing', async () => {
    const configured = loadConfig({
      PAYSTACK_URL: 'https://api.paystack.co',
      PAYSTACK_SECRET_KEY: 'sk_live_x',
      PAYSTACK_PUBLIC_KEY: 'pk_live_x',
    });
    const { config, standIn } = await paystackForOwo(configured);
    expect(standIn).toBeNull();
    expect(config).toBe(configured);
  });

  it('sends a live key to Paystack itself even when PAYSTACK_URL is forgotten', async () => {
    const { config, standIn } = await paystackForOwo(loadConfig({ PAYSTACK_SECRET_KEY: 'sk_live_x' }));
    expect(standIn).toBeNull();
    expect(config.PAYSTACK_URL).toBe('https://api.paystack.co');
  });
});
