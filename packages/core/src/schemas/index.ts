export * from './accounting.ts';
export * from './auth.ts';
export * from './bank.ts';
export * from './bank-rules.ts';
export * from './companies.ts';
export * from './fields.ts';
export * from './public-site.ts';
