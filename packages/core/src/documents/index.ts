export * from './amount-in-words.ts';
export * from './amount-limit.ts';
export * from './document-totals.ts';
export * from './due-label.ts';
export * from './installments.ts';
export * from './payment-allocation.ts';
export * from './recurrence.ts';
export * from './vendor-payment.ts';
