import { createHmac, randomBytes } from 'node:crypto';

/*
 * Two-factor sign-in codes from an authenticator app: HOTP (RFC 4226) over the current 30-second
 * time step (TOTP, RFC 6238), HMAC-SHA-1, six digits; the parameters every authenticator app
 * assumes when an otpauth:// URI leaves them out. Uses node:crypto, so it is not exported from
 * the package index that the web app imports: the server and the browser tests import
 * '@owo/core/totp'.
 */

export const totpDigits = 6;
export const totpPeriodSeconds = 30;

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as authenticator apps expect secrets. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let output = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += base32Alphabet[(value << (5 - bits)) & 31];
  return output;
}

/** Reads a base32 secret as people copy it: any case, with spaces, dashes or padding. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const character of clean) {
    const index = base32Alphabet.indexOf(character);
    if (index === -1) throw new Error(`not a base32 character: ${character}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new shared secret: 160 random bits (RFC 4226 recommends 160), base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** RFC 4226: the code for a counter, with dynamic truncation. */
export function hotp(key: Uint8Array, counter: number, digits = totpDigits): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', key).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary =
    (((digest[offset] ?? 0) & 0x7f) << 24) |
    ((digest[offset + 1] ?? 0) << 16) |
    ((digest[offset + 2] ?? 0) << 8) |
    (digest[offset + 3] ?? 0);
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step a moment falls in. */
export function totpStep(atMilliseconds: number = Date.now()): number {
  return Math.floor(atMilliseconds / 1000 / totpPeriodSeconds);
}

/** The code an authenticator app shows at a moment, for a base32 secret. */
export function totpCode(secret: string, atMilliseconds: number = Date.now()): string {
  return hotp(base32Decode(secret), totpStep(atMilliseconds));
}

/**
 * The time step whose code matches, looking one step either side of now to allow for a phone's
 * clock being a little off and the time it takes to type; null when none does. The caller refuses
 * a step already used, so that a code seen over someone's shoulder cannot be used again.
 */
export function matchTotp(secret: string, code: string, atMilliseconds: number = Date.now()): number | null {
  const typed = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(typed)) return null;
  const key = base32Decode(secret);
  const now = totpStep(atMilliseconds);
  for (const step of [now, now - 1, now + 1]) {
    if (hotp(key, step) === typed) return step;
  }
  return null;
}

/** The otpauth:// URI an authenticator app reads from the QR code (Key Uri Format). */
export function otpauthUri(secret: string, accountName: string, issuer = 'Owo'): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(totpDigits),
    period: String(totpPeriodSeconds),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
