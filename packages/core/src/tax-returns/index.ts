export * from './calendar.ts';
export * from './deadlines.ts';
export * from './vat-facts.ts';
export * from './vat-return.ts';
export * from './wht-return.ts';
