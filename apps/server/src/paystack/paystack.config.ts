import type { Config } from '../config.ts';
import { type PaystackStandIn, startPaystackStandIn } from '../dev/paystack-stand-in.ts';

/*
 * Owo's own Paystack key pair when PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY are unset: they
 * work only against the local stand-in (dev/paystack-stand-in.ts), which try mode starts when
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
 * Where Owo's Paystack is: as configured, and Paystack itself for a live key whose URL was
 * forgotten (real money never goes to a stand-in taking test cards). Left unset otherwise: try
 * mode (dev/try-mode.ts) then starts the stand-in; a server has no billing until it is configured.
 */
export function paystackUrlFor(config: Config): Config {
  if (config.PAYSTACK_URL || !config.PAYSTACK_SECRET_KEY?.startsWith('sk_live_')) return config;
  return { ...config, PAYSTACK_URL: paystackApiUrl };
}

/**
 * The stand-in with Owo's key pair (the configured test keys, else the development ones), its
 * webhooks going to Owo's own webhook route; and the settings that point Owo at it.
 */
export async function startOwoPaystackStandIn(config: Config): Promise<{
  standIn: PaystackStandIn;
  settings: Pick<Config, 'PAYSTACK_URL' | 'PAYSTACK_SECRET_KEY' | 'PAYSTACK_PUBLIC_KEY'>;
}> {
  const keys = {
    secretKey: config.PAYSTACK_SECRET_KEY ?? paystackDevelopmentKeys.secretKey,
    publicKey: config.PAYSTACK_PUBLIC_KEY ?? paystackDevelopmentKeys.publicKey,
  };
  const standIn = await startPaystackStandIn({
    merchants: [{ name: 'Owo', ...keys, webhookUrls: [`${config.APP_URL}${paystackWebhookPath}`] }],
  });
  return {
    standIn,
    settings: { PAYSTACK_URL: standIn.url, PAYSTACK_SECRET_KEY: keys.secretKey, PAYSTACK_PUBLIC_KEY: keys.publicKey },
  };
}
