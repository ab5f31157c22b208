export * from './client.ts';
export { newId } from './ids.ts';
export * as schema from './schema.ts';
export * from './schema.ts';
export * from './seeds/chart-of-accounts.ts';
export { parentAccountId, seedCompanyChart, subCategoryAccountId } from './seeds/chart-seed.ts';
export * from './seeds/reference-data.ts';
export { seedReferenceData } from './seeds/reference-seed.ts';
export * from './tenancy.ts';
