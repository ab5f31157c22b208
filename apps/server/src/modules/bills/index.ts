/*
 * The public surface of the bills module: all that other modules may import of it (docs/decisions.md,
 * "Module layers"). They import this file only; the module's own files import each other directly.
 */
export { checkBillParties } from './bills.checks.ts';
export { type BillFigures, billFigures } from './bills.figures.ts';
export { createBill } from './bills.service.ts';
export { readDocumentHistory } from './bills.view-parts.ts';
