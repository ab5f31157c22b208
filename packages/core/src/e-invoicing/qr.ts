import { constants, privateDecrypt, publicEncrypt } from 'node:crypto';
import { type QrPayload, qrPayload } from './qr-payload.ts';

/*
 * The QR code's content (reference section 6): the payload JSON encrypted with the taxpayer's NRS
 * public key, base64. `openssl pkeyutl -encrypt`, which NRS's guide uses, pads with PKCS#1 v1.5;
 * so do we (docs/e-invoicing.md). Uses node:crypto: the server imports it, never the web app.
 */

/** NRS's crypto_keys.txt gives the key as PEM, or base64 of the PEM (taxpoynt's bundle): both work. */
export function publicKeyPem(publicKey: string): string {
  const trimmed = publicKey.trim();
  if (trimmed.startsWith('-----BEGIN')) return trimmed;
  return Buffer.from(trimmed, 'base64').toString('utf8').trim();
}

export function encryptQrPayload(payload: QrPayload, publicKey: string): string {
  const cipher = publicEncrypt(
    { key: publicKeyPem(publicKey), padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(JSON.stringify(payload), 'utf8'),
  );
  return cipher.toString('base64');
}

export function qrContent(input: { irn: string; certificate: string; publicKey: string; signedAt: Date }): string {
  return encryptQrPayload(qrPayload(input.irn, input.certificate, input.signedAt), input.publicKey);
}

/**
 * What NRS's verifier does with a QR code, for the stand-in and the tests. Node refuses PKCS#1
 * v1.5 private decryption (CVE-2023-46809), so the raw block is decrypted and its padding
 * (00 02, random non-zero bytes, 00, message) taken off here.
 */
export function decryptQrContent(content: string, privateKeyPem: string): QrPayload {
  const block = privateDecrypt(
    { key: privateKeyPem, padding: constants.RSA_NO_PADDING },
    Buffer.from(content, 'base64'),
  );
  const end = block.indexOf(0, 2);
  if (block[0] !== 0 || block[1] !== 2 || end < 10) throw new Error('The QR code was not encrypted with this key');
  return JSON.parse(block.subarray(end + 1).toString('utf8')) as QrPayload;
}
