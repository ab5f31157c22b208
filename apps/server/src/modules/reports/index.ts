/*
 * The public surface of the reports module: all that other modules may import of it (docs/decisions.md,
 * "Module layers"). They import this file only; the module's own files import each other directly.
 */
export { statementPeriod } from './statements.service.ts';
