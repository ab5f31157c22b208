/*
 * The public surface of the demo module: all that other modules may import of it (docs/decisions.md,
 * "Module layers"). They import this file only; the module's own files import each other directly.
 */

export { createDemoCompany } from './demo.service.ts';
export { ownerContext, topUpDemoCompany } from './demo-data.ts';
