/*
 * What the QR code on an e-invoice holds before it is encrypted (reference section 6): the JSON
 * {"irn": "<IRN>.<unix seconds>", "certificate": "<certificate>"}. Encrypting it with NRS's public
 * key needs node:crypto, so that part lives in './qr.ts', imported as '@owo/core/e-invoicing/qr'.
 */

export interface QrPayload {
  irn: string;
  certificate: string;
}

export function qrPayload(irn: string, certificate: string, signedAt: Date): QrPayload {
  return { irn: `${irn}.${Math.floor(signedAt.getTime() / 1000)}`, certificate };
}
