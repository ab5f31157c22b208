import type { AppPage } from '../areas.ts';

/** Report pages, spread into appPages. */
export const reportPages = {
  financialStatements: {
    path: 'reports/financial-statement',
    file: 'routes/reports/financial-statement/index.tsx',
    permission: 'reports.view',
  },
  profitAndLoss: {
    path: 'reports/financial-statement/profit-and-loss',
    file: 'routes/reports/financial-statement/profit-and-loss.tsx',
    permission: 'reports.view',
  },
  balanceSheet: {
    path: 'reports/financial-statement/balance-sheet',
    file: 'routes/reports/financial-statement/balance-sheet.tsx',
    permission: 'reports.view',
  },
  cashFlow: {
    path: 'reports/financial-statement/cash-flow',
    file: 'routes/reports/financial-statement/cash-flow.tsx',
    permission: 'reports.view',
  },
  generalLedger: {
    path: 'reports/financial-statement/general-ledger',
    file: 'routes/reports/financial-statement/general-ledger.tsx',
    permission: 'reports.view',
  },
  accountBalances: {
    path: 'reports/financial-statement/account-balances',
    file: 'routes/reports/financial-statement/account-balances.tsx',
    permission: 'reports.view',
  },
  trialBalance: {
    path: 'reports/financial-statement/trial-balance',
    file: 'routes/reports/financial-statement/trial-balance.tsx',
    permission: 'reports.view',
  },
  inventoryValuation: {
    path: 'reports/inventory-valuation',
    file: 'routes/reports/inventory-valuation.tsx',
    permission: 'reports.view',
  },
  customerAging: {
    path: 'reports/aging/customer',
    file: 'routes/reports/aging/customer.tsx',
    permission: 'reports.view',
  },
  customerBalances: {
    path: 'reports/balances/customer',
    file: 'routes/reports/balances/customer.tsx',
    permission: 'reports.view',
  },
  receivables: { path: 'reports/receivables', file: 'routes/reports/receivables.tsx', permission: 'reports.view' },
  vendorAging: {
    path: 'reports/aging/vendor',
    file: 'routes/reports/aging/vendor.tsx',
    permission: 'reports.view',
  },
  vendorBalances: {
    path: 'reports/balances/vendor',
    file: 'routes/reports/balances/vendor.tsx',
    permission: 'reports.view',
  },
  payables: { path: 'reports/payables', file: 'routes/reports/payables.tsx', permission: 'reports.view' },
  salesReports: { path: 'reports/sales', file: 'routes/reports/sales/index.tsx', permission: 'reports.view' },
  salesByCustomer: {
    path: 'reports/sales/customer',
    file: 'routes/reports/sales/customer.tsx',
    permission: 'reports.view',
  },
  salesByEmployee: {
    path: 'reports/sales/employee',
    file: 'routes/reports/sales/employee.tsx',
    permission: 'reports.view',
  },
} as const satisfies Record<string, AppPage>;
