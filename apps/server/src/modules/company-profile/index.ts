/*
 * The public surface of the company-profile module: all that other modules may import of it (docs/decisions.md,
 * "Module layers"). They import this file only; the module's own files import each other directly.
 */
export { type CompanyTaxpayer, readCompanyName, readCompanyTaxpayer } from './company-profile.view.ts';
