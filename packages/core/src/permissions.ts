/**
 * What a role can be allowed to do. Every tenant route names one of these; the Owner role holds
 * them all. Labels are what the roles screen shows.
 */
export const permissionCatalog = {
  'company.manage': 'Change company information and settings',
  'users.manage': 'Invite users and change their roles and branches',
  'roles.manage': 'Create and edit roles',
  'branches.manage': 'Create and edit branches',
  'subscription.manage': 'Manage the subscription and billing',
  'sales.view': 'See customers, invoices, receipts, payments and products',
  'sales.manage': 'Create and edit customers, invoices, receipts, payments and products',
  'expenses.view': 'See vendors, bills, expenses and purchases',
  'expenses.manage': 'Create and edit vendors, bills, expenses and purchases',
  'accounting.view': 'See the chart of accounts, journals and reconciliations',
  'accounting.manage': 'Edit the chart of accounts, write journals and reconcile',
  'journals.approve': 'Approve or reject journals',
  'tax.manage': 'Set up taxes, prepare returns and record tax payments',
  'payroll.view': 'See employees and payroll',
  'payroll.manage': 'Manage employees and run payroll',
  'reports.view': 'See reports',
  'bank.manage': 'Connect bank accounts and import statements',
} as const;

export type Permission = keyof typeof permissionCatalog;
export const permissionValues = Object.keys(permissionCatalog) as Permission[];
