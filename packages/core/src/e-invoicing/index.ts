export * from './document.ts';
export * from './irn.ts';
export * from './qr-payload.ts';
export * from './reasons.ts';
export * from './schemas.ts';
