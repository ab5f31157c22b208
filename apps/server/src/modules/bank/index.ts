/*
 * The public surface of the bank module: all that other modules may import of it (docs/decisions.md,
 * "Module layers"). They import this file only; the module's own files import each other directly.
 */

export {
  bankAccountViews,
  findBankChartAccount,
  getBankAccountView,
  lastCompletedReconciliation,
  statementLineView,
} from './bank.view.ts';
export { type ActiveBankRule, activeBankRules } from './bank-rules.view.ts';
export { checkEntryParties, partyMessages } from './entry-parties.ts';
