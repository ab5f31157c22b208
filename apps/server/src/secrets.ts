import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { secretsKeyBytes } from './config.ts';

/*
 * Third-party secrets stored in the database (an NRS API key and secret), encrypted with
 * AES-256-GCM under SECRETS_KEY from the environment: a copy of the database alone does not give
 * them away. Stored as `v1:<iv>:<tag>:<ciphertext>`, base64 parts; the version names the scheme so
 * a later key rotation can tell old values from new.
 */

export class SecretsKeyMissing extends Error {
  constructor() {
    super('This server has no SECRETS_KEY set, so it cannot store secrets. Ask whoever runs it to set one.');
  }
}

function keyOf(secretsKey: string | undefined): Buffer {
  const key = secretsKey ? secretsKeyBytes(secretsKey) : null;
  if (!key) throw new SecretsKeyMissing();
  return key;
}

export function encryptSecret(plain: string, secretsKey: string | undefined): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretsKey), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), sealed.toString('base64')].join(':');
}

/** Throws when the value was sealed under another key or changed: it is never returned half-read. */
export function decryptSecret(stored: string, secretsKey: string | undefined): string {
  const [version, iv = '', tag = '', sealed = ''] = stored.split(':');
  if (version !== 'v1') throw new Error('Unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secretsKey), Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
}
