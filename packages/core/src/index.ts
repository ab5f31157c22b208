export * from './money.ts';
export * from './permissions.ts';
export * from './schemas/index.ts';
