export * from './income-tax.ts';
export * from './monthly-pay.ts';
export * from './pay-components.ts';
export * from './paye.ts';
export * from './payroll.posting.ts';
export * from './proration.ts';
export * from './rule-sets.ts';
export * from './rules.ts';
