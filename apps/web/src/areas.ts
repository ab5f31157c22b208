/**
 * Every page of the signed-in app, in one list: the route table (routes.ts), the sidebar menu
 * (components/shell/navigation.ts), the getting-started checklist (routes/dashboard.tsx) and the
 * '+ New' menu name pages by their key here, so the type checker refuses a link to a page that
 * does not exist. A module adds its pages here as it lands, and its menu entries then.
 * Pure data: routes.ts reads it at build time.
 */

export interface AppPage {
  /** The URL path without the leading slash; ':name' marks a parameter. */
  path: string;
  /** The route module, relative to apps/web/src. */
  file: string;
}

export const appPages = {
  dashboard: { path: 'dashboard', file: 'routes/dashboard.tsx' },
  notifications: { path: 'notification', file: 'routes/notification.tsx' },
  bank: { path: 'bank', file: 'routes/bank.tsx' },
  bankRules: { path: 'bank/rules', file: 'routes/bank/rules.tsx' },
  subscription: { path: 'settings/subscription', file: 'routes/settings/subscription.tsx' },
  chartOfAccounts: { path: 'accounting/coa', file: 'routes/accounting/coa/index.tsx' },
  account: { path: 'accounting/coa/:id', file: 'routes/accounting/coa/account.tsx' },
  journals: { path: 'accounting/journal', file: 'routes/accounting/journal/index.tsx' },
  newJournal: { path: 'accounting/journal/new-journal', file: 'routes/accounting/journal/new-journal.tsx' },
  editJournal: { path: 'accounting/journal/edit-journal', file: 'routes/accounting/journal/edit-journal.tsx' },
  journal: { path: 'accounting/journal/:id', file: 'routes/accounting/journal/view-journal.tsx' },
  reconcile: { path: 'accounting/reconcile', file: 'routes/accounting/reconcile/index.tsx' },
  reconcileAccount: { path: 'accounting/reconcile/:id', file: 'routes/accounting/reconcile/account.tsx' },
  accountReconciliation: {
    path: 'accounting/reconcile/:id/account-reconciliation',
    file: 'routes/accounting/reconcile/account-reconciliation.tsx',
  },
  editReconciliation: {
    path: 'accounting/reconcile/:id/edit-reconciliation',
    file: 'routes/accounting/reconcile/edit-reconciliation.tsx',
  },
  financialStatements: { path: 'reports/financial-statement', file: 'routes/reports/financial-statement/index.tsx' },
  profitAndLoss: {
    path: 'reports/financial-statement/profit-and-loss',
    file: 'routes/reports/financial-statement/profit-and-loss.tsx',
  },
  balanceSheet: {
    path: 'reports/financial-statement/balance-sheet',
    file: 'routes/reports/financial-statement/balance-sheet.tsx',
  },
  cashFlow: {
    path: 'reports/financial-statement/cash-flow',
    file: 'routes/reports/financial-statement/cash-flow.tsx',
  },
  generalLedger: {
    path: 'reports/financial-statement/general-ledger',
    file: 'routes/reports/financial-statement/general-ledger.tsx',
  },
  accountBalances: {
    path: 'reports/financial-statement/account-balances',
    file: 'routes/reports/financial-statement/account-balances.tsx',
  },
  trialBalance: {
    path: 'reports/financial-statement/trial-balance',
    file: 'routes/reports/financial-statement/trial-balance.tsx',
  },
} as const satisfies Record<string, AppPage>;

export type AppPageKey = keyof typeof appPages;

/** Pages a menu or a checklist can open directly: those without a parameter in their path. */
export type LinkablePage = {
  [Key in AppPageKey]: (typeof appPages)[Key]['path'] extends `${string}:${string}` ? never : Key;
}[AppPageKey];

/** The page's URL: '/accounting/coa'. */
export function pathOf(page: LinkablePage): string {
  return `/${appPages[page].path}`;
}
