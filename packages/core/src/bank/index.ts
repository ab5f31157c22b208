export * from './amount-text.ts';
export * from './matching.ts';
export * from './nigerian-banks.ts';
export * from './nuban.ts';
export * from './statement-csv.ts';
export * from './statement-end.ts';
export * from './statement-ofx.ts';
export * from './statement-source.ts';
