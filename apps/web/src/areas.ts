/**
 * Every page of the signed-in app, in one list: the route table (routes.ts), the sidebar menu
 * (components/shell/navigation.ts), the getting-started checklist (routes/dashboard.tsx) and the
 * '+ New' menu name pages by their key here, so the type checker refuses a link to a page that
 * does not exist. A module adds its pages here as it lands (a large area in a file of its own under
 * areas/, spread in below), and its menu entries then.
 * Pure data: routes.ts reads it at build time.
 */

import type { Permission } from '@owo/core';
import { hrmPages } from './areas/hrm-pages.ts';
import { reportPages } from './areas/report-pages.ts';

export interface AppPage {
  /** The URL path without the leading slash; ':name' marks a parameter. */
  path: string;
  /** The route module, relative to apps/web/src. */
  file: string;
  /**
   * What a member needs to open the page. Without it the page says so (routes/app-page.tsx) and
   * the menus leave it out; pages without one are open to every member (profile, security).
   */
  permission?: Permission;
}

export const appPages = {
  dashboard: { path: 'dashboard', file: 'routes/dashboard.tsx' },
  notifications: { path: 'notification', file: 'routes/notification.tsx' },
  bank: { path: 'bank', file: 'routes/bank.tsx', permission: 'bank.view' },
  bankRules: { path: 'bank/rules', file: 'routes/bank/rules.tsx', permission: 'bank.view' },
  subscription: {
    path: 'settings/subscription',
    file: 'routes/settings/subscription.tsx',
    permission: 'settings.view',
  },
  chartOfAccounts: { path: 'accounting/coa', file: 'routes/accounting/coa/index.tsx', permission: 'accounting.view' },
  account: { path: 'accounting/coa/:id', file: 'routes/accounting/coa/account.tsx', permission: 'accounting.view' },
  journals: { path: 'accounting/journal', file: 'routes/accounting/journal/index.tsx', permission: 'accounting.view' },
  newJournal: {
    path: 'accounting/journal/new-journal',
    file: 'routes/accounting/journal/new-journal.tsx',
    permission: 'accounting.create',
  },
  editJournal: {
    path: 'accounting/journal/edit-journal',
    file: 'routes/accounting/journal/edit-journal.tsx',
    permission: 'accounting.edit',
  },
  journal: {
    path: 'accounting/journal/:id',
    file: 'routes/accounting/journal/view-journal.tsx',
    permission: 'accounting.view',
  },
  reconcile: { path: 'accounting/reconcile', file: 'routes/accounting/reconcile/index.tsx', permission: 'bank.view' },
  reconcileAccount: {
    path: 'accounting/reconcile/:id',
    file: 'routes/accounting/reconcile/account.tsx',
    permission: 'bank.view',
  },
  accountReconciliation: {
    path: 'accounting/reconcile/:id/account-reconciliation',
    file: 'routes/accounting/reconcile/account-reconciliation.tsx',
    permission: 'bank.view',
  },
  editReconciliation: {
    path: 'accounting/reconcile/:id/edit-reconciliation',
    file: 'routes/accounting/reconcile/edit-reconciliation.tsx',
    permission: 'bank.view',
  },
  taxes: { path: 'tax', file: 'routes/tax/index.tsx', permission: 'tax.view' },
  tax: { path: 'tax/:id', file: 'routes/tax/tax.tsx', permission: 'tax.view' },
  prepareTaxReturn: { path: 'tax/prepare-return', file: 'routes/tax/prepare-return.tsx', permission: 'tax.view' },
  taxReturn: { path: 'tax/returns/:id', file: 'routes/tax/tax-return.tsx', permission: 'tax.view' },
  recordTaxPayment: { path: 'tax/record-payment', file: 'routes/tax/record-payment.tsx', permission: 'tax.pay' },
  editTaxPayment: { path: 'tax/edit-payment', file: 'routes/tax/edit-payment.tsx', permission: 'tax.pay' },
  customers: { path: 'sales/customers', file: 'routes/sales/customers/index.tsx', permission: 'sales.view' },
  newCustomer: {
    path: 'sales/customers/new-customer',
    file: 'routes/sales/customers/new-customer.tsx',
    permission: 'sales.create',
  },
  editCustomer: {
    path: 'sales/customers/edit-customer',
    file: 'routes/sales/customers/edit-customer.tsx',
    permission: 'sales.edit',
  },
  customer: { path: 'sales/customers/:id', file: 'routes/sales/customers/customer.tsx', permission: 'sales.view' },
  expenses: { path: 'expense/expenses', file: 'routes/expense/expenses/index.tsx', permission: 'expenses.view' },
  newExpense: {
    path: 'expense/expenses/new-expense',
    file: 'routes/expense/expenses/new-expense.tsx',
    permission: 'expenses.create',
  },
  editExpense: {
    path: 'expense/expenses/edit-expense',
    file: 'routes/expense/expenses/edit-expense.tsx',
    permission: 'expenses.edit',
  },
  createBulkExpense: {
    path: 'expense/expenses/create-bulk-expense',
    file: 'routes/expense/expenses/create-bulk-expense.tsx',
    permission: 'expenses.create',
  },
  expense: { path: 'expense/expenses/:id', file: 'routes/expense/expenses/expense.tsx', permission: 'expenses.view' },
  vendors: { path: 'expense/vendors', file: 'routes/expense/vendors/index.tsx', permission: 'expenses.view' },
  newVendor: {
    path: 'expense/vendors/new-vendor',
    file: 'routes/expense/vendors/new-vendor.tsx',
    permission: 'expenses.create',
  },
  editVendor: {
    path: 'expense/vendors/edit-vendor',
    file: 'routes/expense/vendors/edit-vendor.tsx',
    permission: 'expenses.edit',
  },
  makePayment: {
    path: 'expense/vendors/make-payment',
    file: 'routes/expense/vendors/make-payment.tsx',
    permission: 'expenses.create',
  },
  editVendorPayment: {
    path: 'expense/vendors/edit-payment',
    file: 'routes/expense/vendors/edit-payment.tsx',
    permission: 'expenses.edit',
  },
  vendor: { path: 'expense/vendors/:id', file: 'routes/expense/vendors/vendor.tsx', permission: 'expenses.view' },
  createBill: {
    path: 'expense/vendors/create-bill',
    file: 'routes/expense/vendors/create-bill.tsx',
    permission: 'expenses.create',
  },
  editBill: {
    path: 'expense/vendors/edit-bill',
    file: 'routes/expense/vendors/edit-bill.tsx',
    permission: 'expenses.edit',
  },
  bills: { path: 'expense/bills', file: 'routes/expense/bills/index.tsx', permission: 'expenses.view' },
  bill: { path: 'expense/bills/:id', file: 'routes/expense/bills/bill.tsx', permission: 'expenses.view' },
  purchaseOrders: { path: 'expense/purchase', file: 'routes/expense/purchase/index.tsx', permission: 'expenses.view' },
  newPurchase: {
    path: 'expense/purchase/new-purchase',
    file: 'routes/expense/purchase/new-purchase.tsx',
    permission: 'expenses.create',
  },
  editPurchase: {
    path: 'expense/purchase/edit-purchase',
    file: 'routes/expense/purchase/edit-purchase.tsx',
    permission: 'expenses.edit',
  },
  purchaseOrder: {
    path: 'expense/purchase/:id',
    file: 'routes/expense/purchase/purchase.tsx',
    permission: 'expenses.view',
  },
  products: { path: 'sales/products', file: 'routes/sales/products/index.tsx', permission: 'sales.view' },
  newProduct: {
    path: 'sales/products/new-product',
    file: 'routes/sales/products/new-product.tsx',
    permission: 'sales.create',
  },
  editProduct: {
    path: 'sales/products/edit-product',
    file: 'routes/sales/products/edit-product.tsx',
    permission: 'sales.edit',
  },
  addStock: {
    path: 'sales/products/add-stock',
    file: 'routes/sales/products/add-stock.tsx',
    permission: 'sales.create',
  },
  inventoryInflow: {
    path: 'sales/products/inventory-inflow',
    file: 'routes/sales/products/inventory-inflow.tsx',
    permission: 'sales.create',
  },
  stockAdjustment: {
    path: 'sales/products/stock-adjustment',
    file: 'routes/sales/products/stock-adjustment.tsx',
    permission: 'sales.create',
  },
  stockTransfer: {
    path: 'sales/products/stock-transfer',
    file: 'routes/sales/products/stock-transfer.tsx',
    permission: 'sales.create',
  },
  productStock: {
    path: 'sales/products/:id/stock',
    file: 'routes/sales/products/product-stock.tsx',
    permission: 'sales.view',
  },
  invoices: { path: 'sales/invoice', file: 'routes/sales/invoice/index.tsx', permission: 'sales.view' },
  newInvoice: {
    path: 'sales/invoice/new-invoice',
    file: 'routes/sales/invoice/new-invoice.tsx',
    permission: 'sales.create',
  },
  editInvoice: {
    path: 'sales/invoice/edit-invoice',
    file: 'routes/sales/invoice/edit-invoice.tsx',
    permission: 'sales.edit',
  },
  newEstimate: {
    path: 'sales/invoice/create-estimate',
    file: 'routes/sales/invoice/create-estimate.tsx',
    permission: 'sales.create',
  },
  editEstimate: {
    path: 'sales/invoice/edit-estimate',
    file: 'routes/sales/invoice/edit-estimate.tsx',
    permission: 'sales.edit',
  },
  newSalesReceipt: {
    path: 'sales/invoice/sales-receipt',
    file: 'routes/sales/invoice/sales-receipt.tsx',
    permission: 'sales.create',
  },
  editSalesReceipt: {
    path: 'sales/invoice/edit-sales-receipt',
    file: 'routes/sales/invoice/edit-sales-receipt.tsx',
    permission: 'sales.edit',
  },
  receivePayment: {
    path: 'sales/invoice/receive-payment',
    file: 'routes/sales/invoice/receive-payment.tsx',
    permission: 'sales.create',
  },
  recordPrepayment: {
    path: 'sales/invoice/record-prepayment',
    file: 'routes/sales/invoice/record-prepayment.tsx',
    permission: 'sales.create',
  },
  editPayment: {
    path: 'sales/invoice/edit-payment',
    file: 'routes/sales/invoice/edit-payment.tsx',
    permission: 'sales.edit',
  },
  editPrepayment: {
    path: 'sales/invoice/edit-prepayment',
    file: 'routes/sales/invoice/edit-prepayment.tsx',
    permission: 'sales.edit',
  },
  creditNote: {
    path: 'sales/invoice/credit-note',
    file: 'routes/sales/invoice/credit-note.tsx',
    permission: 'sales.create',
  },
  viewCreditNote: {
    path: 'sales/invoice/credit-note/:id',
    file: 'routes/sales/invoice/view-credit-note.tsx',
    permission: 'sales.view',
  },
  recurringInvoices: {
    path: 'sales/invoice/recurring',
    file: 'routes/sales/invoice/recurring.tsx',
    permission: 'sales.view',
  },
  newRecurringInvoice: {
    path: 'sales/invoice/new-recurring',
    file: 'routes/sales/invoice/new-recurring.tsx',
    permission: 'sales.create',
  },
  editRecurringInvoice: {
    path: 'sales/invoice/edit-recurring',
    file: 'routes/sales/invoice/edit-recurring.tsx',
    permission: 'sales.edit',
  },
  invoice: { path: 'sales/invoice/:id', file: 'routes/sales/invoice/invoice.tsx', permission: 'sales.view' },
  userManagement: {
    path: 'settings/user-management',
    file: 'routes/settings/user-management.tsx',
    permission: 'users.view',
  },
  roles: { path: 'settings/permission', file: 'routes/settings/permission/index.tsx', permission: 'users.view' },
  newRole: {
    path: 'settings/permission/new-role',
    file: 'routes/settings/permission/new-role.tsx',
    permission: 'users.create',
  },
  editRole: {
    path: 'settings/permission/edit-role',
    file: 'routes/settings/permission/edit-role.tsx',
    permission: 'users.edit',
  },
  companyInformation: {
    path: 'settings/company-information',
    file: 'routes/settings/company-information.tsx',
    permission: 'settings.view',
  },
  branches: { path: 'settings/branches', file: 'routes/settings/branches.tsx', permission: 'settings.view' },
  discounts: { path: 'settings/discounts', file: 'routes/settings/discounts.tsx', permission: 'settings.view' },
  paymentMethods: {
    path: 'settings/payment-methods',
    file: 'routes/settings/payment-methods.tsx',
    permission: 'settings.view',
  },
  templates: { path: 'settings/Templates', file: 'routes/settings/templates/index.tsx', permission: 'settings.view' },
  template: {
    path: 'settings/Templates/:documentType',
    file: 'routes/settings/templates/template.tsx',
    permission: 'settings.view',
  },
  eInvoicing: { path: 'settings/e-invoicing', file: 'routes/settings/e-invoicing.tsx', permission: 'settings.view' },
  auditLog: { path: 'settings/audit-log', file: 'routes/settings/audit-log.tsx', permission: 'settings.view' },
  profile: { path: 'settings/profile', file: 'routes/settings/profile.tsx' },
  security: { path: 'settings/security', file: 'routes/settings/security.tsx' },
  ...hrmPages,
  ...reportPages,
} as const satisfies Record<string, AppPage>;

export type AppPageKey = keyof typeof appPages;

/** Pages a menu or a checklist can open directly: those without a parameter in their path. */
export type LinkablePage = {
  [Key in AppPageKey]: (typeof appPages)[Key]['path'] extends `${string}:${string}` ? never : Key;
}[AppPageKey];

/** The permission a page needs, if any. */
export function permissionOf(page: AppPageKey): Permission | undefined {
  const entry: AppPage = appPages[page];
  return entry.permission;
}

/** The page's URL: '/accounting/coa'. */
export function pathOf(page: LinkablePage): string {
  return `/${appPages[page].path}`;
}
