import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptQrContent, qrContent } from './qr.ts';
import { qrPayload } from './qr-payload.ts';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicPem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const privatePem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

describe('the QR code payload', () => {
  const signedAt = new Date('2024-11-14T21:03:57Z');

  it('is the IRN dot the unix time in seconds, with the certificate', () => {
    expect(qrPayload('INV001-345SFG12-20241011', 'CERT', signedAt)).toEqual({
      irn: 'INV001-345SFG12-20241011.1731618237',
      certificate: 'CERT',
    });
  });

  it('is encrypted with the public key to base64 that the private key opens', () => {
    const content = qrContent({
      irn: 'INV001-345SFG12-20241011',
      certificate: 'Q0VSVA==',
      publicKey: publicPem,
      signedAt,
    });
    expect(content).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decryptQrContent(content, privatePem)).toEqual({
      irn: 'INV001-345SFG12-20241011.1731618237',
      certificate: 'Q0VSVA==',
    });
  });

  it('takes the public key as PEM or as base64 of the PEM (crypto_keys bundle)', () => {
    const bundled = Buffer.from(publicPem).toString('base64');
    const content = qrContent({ irn: 'A-AB12CD34-20260101', certificate: 'C', publicKey: bundled, signedAt });
    expect(decryptQrContent(content, privatePem).irn).toBe('A-AB12CD34-20260101.1731618237');
  });

  it('is random padded: the same payload encrypts differently each time', () => {
    const input = { irn: 'A-AB12CD34-20260101', certificate: 'C', publicKey: publicPem, signedAt };
    expect(qrContent(input)).not.toBe(qrContent(input));
  });
});
