export * from './accounting.ts';
export * from './auth.ts';
export * from './companies.ts';
export * from './fields.ts';
