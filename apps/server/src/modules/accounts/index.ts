/*
 * The public surface of the accounts module: all that other modules may import of it (docs/decisions.md,
 * "Module layers"). They import this file only; the module's own files import each other directly.
 */
export type { MergeGuard } from './accounts.merge.ts';
export { checkMoneyFields, checkUnique, findSubCategory, nextFreeCode } from './accounts.rules.ts';
export { type AccountRow, findAccount, selectAccounts } from './accounts.view.ts';
export { createStarterChart } from './chart.service.ts';
export { openingBalanceLines } from './opening-balances.posting.ts';
export { setOpeningBalances } from './opening-balances.service.ts';
