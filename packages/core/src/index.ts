export * from './money.ts';
export * from './schemas/index.ts';
export * from './permissions.ts';
