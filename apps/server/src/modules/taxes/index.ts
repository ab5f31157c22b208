/*
 * The public surface of the taxes module: all that other modules may import of it (docs/decisions.md,
 * "Module layers"). They import this file only; the module's own files import each other directly.
 */
export { rateInForceOn } from './taxes.rates.ts';
export { taxOption } from './taxes.view.ts';
