import { paystackDevelopmentKeys } from '../paystack/paystack.config.ts';
import { startPaystackStandIn } from './paystack-stand-in.ts';

/*
 * Runs the Paystack stand-in alone: `npm run paystack:stand-in`, then start Owo with
 * PAYSTACK_URL set to the address printed (and the keys printed, or leave them unset: they are
 * Owo's development keys). PAYSTACK_STAND_IN_PORT picks the port (default 4020);
 * PAYSTACK_STAND_IN_WEBHOOK_URL is Owo's webhook address for its own key pair.
 */
const webhookUrl = process.env.PAYSTACK_STAND_IN_WEBHOOK_URL ?? 'http://localhost:3000/api/billing/paystack/webhook';
const standIn = await startPaystackStandIn({
  merchants: [{ name: 'Owo', ...paystackDevelopmentKeys, webhookUrls: [webhookUrl] }],
  port: Number(process.env.PAYSTACK_STAND_IN_PORT ?? 4020),
});
console.log(`Paystack stand-in at ${standIn.url}`);
console.log(`PAYSTACK_URL=${standIn.url}`);
console.log(`PAYSTACK_SECRET_KEY=${paystackDevelopmentKeys.secretKey}`);
console.log(`PAYSTACK_PUBLIC_KEY=${paystackDevelopmentKeys.publicKey}`);
console.log(`Owo's webhooks go to ${webhookUrl}`);
