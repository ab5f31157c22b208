import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Session tokens are opaque random strings; only their SHA-256 is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A six-digit code, uniformly drawn. */
export function newOneTimeCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Codes are hashed with the user and purpose so a leaked table row cannot be replayed elsewhere.
 * A six-digit code is weak against an offline search; what protects it is the 10-minute expiry
 * and the five-try limit, both enforced in the database row.
 */
export function hashOneTimeCode(userId: string, purpose: string, code: string): string {
  return createHash('sha256').update(`${userId}:${purpose}:${code}`).digest('hex');
}
