import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { decryptSecret, encryptSecret, SecretsKeyMissing } from './secrets.ts';

const key = randomBytes(32).toString('hex');

describe('stored secrets', () => {
  it('come back as they went in, and never appear in what is stored', () => {
    const stored = encryptSecret('nrs-api-secret-123', key);
    expect(stored).not.toContain('nrs-api-secret-123');
    expect(stored.startsWith('v1:')).toBe(true);
    expect(decryptSecret(stored, key)).toBe('nrs-api-secret-123');
  });

  it('differ each time the same secret is sealed', () => {
    expect(encryptSecret('same', key)).not.toBe(encryptSecret('same', key));
  });

  it('cannot be read under another key or once changed', () => {
    const stored = encryptSecret('secret', key);
    expect(() => decryptSecret(stored, randomBytes(32).toString('base64'))).toThrow();
    const parts = stored.split(':');
    const changed = [...parts.slice(0, 3), Buffer.from('tampered').toString('base64')].join(':');
    expect(() => decryptSecret(changed, key)).toThrow();
  });

  it('need a SECRETS_KEY, and the configuration refuses one that is not 32 bytes', () => {
    expect(() => encryptSecret('secret', undefined)).toThrow(SecretsKeyMissing);
    expect(() => loadConfig({ SECRETS_KEY: 'short' })).toThrow('SECRETS_KEY: must be 32 bytes');
    expect(loadConfig({ SECRETS_KEY: randomBytes(32).toString('base64') }).SECRETS_KEY).toBeDefined();
  });
});
