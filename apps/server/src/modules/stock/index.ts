/*
 * The public surface of the stock module: all that other modules may import of it (docs/decisions.md,
 * "Module layers"). They import this file only; the module's own files import each other directly.
 */
export { branchNames } from './stock.checks.ts';
export { stockEntryLines } from './stock.entry.ts';
export { lockPositions } from './stock.positions.ts';
export { moveStock, recordInflow } from './stock.service.ts';
