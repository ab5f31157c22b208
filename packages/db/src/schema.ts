/*
 * The whole database schema, one file per area. Tenancy (DESIGN.md section 3): every tenant table
 * has company_id, and it leads every primary, unique and foreign key.
 */
export * from './tables/accounts.ts';
export * from './tables/approvals.ts';
export * from './tables/attachments.ts';
export * from './tables/bank.ts';
export * from './tables/documents.ts';
export * from './tables/e-invoicing.ts';
export * from './tables/foundation.ts';
export * from './tables/journals.ts';
export * from './tables/ledger.ts';
export * from './tables/list-counts.ts';
export * from './tables/notifications.ts';
export * from './tables/parties.ts';
export * from './tables/payments.ts';
export * from './tables/payroll.ts';
export * from './tables/people.ts';
export * from './tables/public-site.ts';
export * from './tables/recurring.ts';
export * from './tables/settings.ts';
export * from './tables/stock.ts';
export * from './tables/tax-returns.ts';
