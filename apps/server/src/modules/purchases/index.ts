/*
 * The public surface of the purchases module: all that other modules may import of it (docs/decisions.md,
 * "Module layers"). They import this file only; the module's own files import each other directly.
 */
export { purchaseEntryLines, purchaseLineCosts } from './purchases.posting.ts';
