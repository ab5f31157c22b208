import type { Config } from '../config.ts';
import { type PaystackStandIn, startPaystackStandIn } from '../dev/paystack-stand-in.ts';

/*
 * Owo's own Paystack key pair when PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY are unset: they
 * work only against the local stand-in (dev/paystack-stand-in.ts), which main.ts starts when
 * PAYSTACK_URL is unset. Real Paystack refuses them. README and docs/paystack.md name them.
 */
export const paystackDevelopmentKeys = {
  secretKey: 'sk_test_owo_stand_in_0000000000000000000000',
  publicKey: 'pk_test_owo_stand_in_0000000000000000000000',
} as const;

export const paystackApiUrl = 'https://api.paystack.co';

/** Where Owo's own webhook is delivered (issue 30's route, beneath APP_URL). */
export const paystackWebhookPath = '/api/billing/paystack/webhook';

/**
 * Owo's Paystack settings: the configured ones; Paystack itself for a live key without a URL; or,
 * when PAYSTACK_URL is unset and the key is not live (tests, the demo,
 * `npm start` without keys), a stand-in started here on a free port with Owo's key pair, whose
 * webhooks go to Owo's own webhook route.
 */
export async function paystackForOwo(config: Config): Promise<{ config: Config; standIn: PaystackStandIn | null }> {
  if (config.PAYSTACK_URL) return { config, standIn: null };
  // A live key means real money: it goes to Paystack itself, never to a stand-in taking test cards.
  if (config.PAYSTACK_SECRET_KEY?.startsWith('sk_live_'))
    return { config: { ...config, PAYSTACK_URL: paystackApiUrl }, standIn: null };
  const keys = {
    secretKey: config.PAYSTACK_SECRET_KEY ?? paystackDevelopmentKeys.secretKey,
    publicKey: config.PAYSTACK_PUBLIC_KEY ?? paystackDevelopmentKeys.publicKey,
  };
  const standIn = await startPaystackStandIn({
    merchants: [{ name: 'Owo', ...keys, webhookUrls: [`${config.APP_URL}${paystackWebhookPath}`] }],
  });
  return {
    config: {
      ...config,
      PAYSTACK_URL: standIn.url,
      PAYSTACK_SECRET_KEY: keys.secretKey,
      PAYSTACK_PUBLIC_KEY: keys.publicKey,
    },
    standIn,
  };
}
