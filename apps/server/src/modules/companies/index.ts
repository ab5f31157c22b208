/*
 * The public surface of the companies module: all that other modules may import of it (docs/decisions.md,
 * "Module layers"). They import this file only; the module's own files import each other directly.
 */
export { getCompany, listCompaniesOfUser, setupCompany } from './companies.service.ts';
export { getLogo } from './company-settings.service.ts';
