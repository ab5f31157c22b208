import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from './paystack.signature.ts';

/* The webhook check on its own: both of Paystack's signature forms, and what must not pass. */

const secret = 'sk_test_signature';
const body = '{"event":"charge.success","data":{"reference":"r1","amount":500000}}';
const sign = (text: string, key = secret) => createHmac('sha512', key).update(text).digest('hex');

describe('verifyWebhookSignature', () => {
  it('accepts the hex HMAC-SHA512 of the raw body, in either case, from a string or bytes', () => {
    expect(verifyWebhookSignature(body, sign(body), secret)).toBe(true);
    expect(verifyWebhookSignature(Buffer.from(body), sign(body).toUpperCase(), secret)).toBe(true);
    expect(verifyWebhookSignature(body, sign(body, 'sk_test_old'), [secret, 'sk_test_old'])).toBe(true);
  });

  it('refuses another body, key, a longer or shorter signature, or none', () => {
    const reformatted = JSON.stringify(JSON.parse(body), null, 1);
    expect(verifyWebhookSignature(reformatted, sign(body), secret)).toBe(false);
    expect(verifyWebhookSignature(body, sign(body, 'sk_test_other'), secret)).toBe(false);
    expect(verifyWebhookSignature(body, `${sign(body)}0`, secret)).toBe(false);
    expect(verifyWebhookSignature(body, sign(body).slice(0, -2), secret)).toBe(false);
    expect(verifyWebhookSignature(body, '', secret)).toBe(false);
    expect(verifyWebhookSignature(body, sign(body, ''), '')).toBe(false);
  });

  it('accepts the newer timestamped form within five minutes, and no later', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    const t = Math.floor(now.getTime() / 1000);
    const header = `t=${t},v1=key_1:${sign('wrong', 'x')},v1=key_2:${sign(`${t}.${body}`)}`;
    expect(verifyWebhookSignature(body, header, secret, now)).toBe(true);
    expect(verifyWebhookSignature(body, header, secret, new Date(now.getTime() + 301_000))).toBe(false);
    expect(verifyWebhookSignature(`${body} `, header, secret, now)).toBe(false);
  });
});
