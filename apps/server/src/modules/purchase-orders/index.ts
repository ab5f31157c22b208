/*
 * The public surface of the purchase-orders module: all that other modules may import of it (docs/decisions.md,
 * "Module layers"). They import this file only; the module's own files import each other directly.
 */
export { billPurchaseOrder } from './purchase-orders.billing.ts';
export { receivePurchaseOrder } from './purchase-orders.receiving.ts';
export { createPurchaseOrder } from './purchase-orders.service.ts';
