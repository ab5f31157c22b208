import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Is this webhook from Paystack? (reference section 6.2.) The header `x-paystack-signature` is the
 * lowercase hex HMAC-SHA512 of the raw request body keyed with the secret key. It is checked on
 * the bytes received, never on a re-serialised JSON body, and compared in constant time.
 *
 * Paystack's newer scheme (`t=<unix>,v1=<key id>:<hex>`, HMAC of "<t>.<body>", several `v1`
 * entries while keys rotate, 300 s tolerance) is unverified in the reference; it is accepted too,
 * so that a change on Paystack's side does not stop payments from being recorded.
 */

const TOLERANCE_SECONDS = 300;

function sameHex(expected: string, given: string): boolean {
  if (given.length !== expected.length || !/^[0-9a-f]+$/i.test(given)) return false;
  const left = Buffer.from(expected, 'hex');
  const right = Buffer.from(given.toLowerCase(), 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

const hmac = (secretKey: string, text: string | Buffer) => createHmac('sha512', secretKey).update(text).digest('hex');

function timestampedMatches(rawBody: Buffer, header: string, secretKeys: string[], nowSeconds: number): boolean {
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS) return false;
  const signatures = parts
    .filter(([name]) => name === 'v1')
    .map(([, value = '']) => value.slice(value.lastIndexOf(':') + 1));
  const signed = Buffer.concat([Buffer.from(`${timestamp}.`), rawBody]);
  return secretKeys.some((key) => {
    const expected = hmac(key, signed);
    return signatures.some((signature) => sameHex(expected, signature));
  });
}

/**
 * True when `signature` (the x-paystack-signature header) was made from exactly `rawBody` with one
 * of the secret keys (several while a key is being replaced).
 */
export function verifyWebhookSignature(
  rawBody: string | Buffer,
  signature: string | string[] | null | undefined,
  secretKey: string | string[],
  now: Date = new Date(),
): boolean {
  const header = Array.isArray(signature) ? signature[0] : signature;
  const keys = (Array.isArray(secretKey) ? secretKey : [secretKey]).filter((key) => key !== '');
  if (!header || keys.length === 0) return false;
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody;
  if (/^t=/.test(header.trim())) return timestampedMatches(body, header, keys, Math.floor(now.getTime() / 1000));
  return keys.some((key) => sameHex(hmac(key, body), header.trim()));
}
