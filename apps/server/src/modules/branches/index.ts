/*
 * The public surface of the branches module: all that other modules may import of it (docs/decisions.md,
 * "Module layers"). They import this file only; the module's own files import each other directly.
 */
export { getBranch } from './branches.service.ts';
export { isCompanyBranch } from './branches.view.ts';
