/*
 * The public surface of the templates module: all that other modules may import of it (docs/decisions.md,
 * "Module layers"). They import this file only; the module's own files import each other directly.
 */
export { companyLetterhead, type Letterhead } from './letterhead.ts';
export { documentTemplateFor } from './templates.view.ts';
