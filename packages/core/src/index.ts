export * from './bank/index.ts';
export * from './cash-flow.ts';
export * from './dates.ts';
export * from './ledger.ts';
export * from './money.ts';
export * from './permissions.ts';
export * from './schemas/index.ts';
export * from './statements.ts';
