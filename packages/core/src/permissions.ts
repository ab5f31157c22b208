/**
 * What a role can be allowed to do, for every area of the product, defined once so that later
 * modules only attach their routes to permissions that already exist. A permission is
 * `area.action`; every tenant route names one (or a list, any of which will do), and the Owner
 * role holds them all. The roles screen shows the area's label and what it covers.
 */
export const permissionAreas = {
  sales: {
    label: 'Sales',
    covers: 'customers, products, invoices, estimates, sales receipts and payments received',
    actions: ['view', 'create', 'edit', 'delete', 'approve'],
  },
  expenses: {
    label: 'Expenses',
    covers: 'vendors, bills, expenses, purchase orders and payments made',
    actions: ['view', 'create', 'edit', 'delete', 'approve'],
  },
  accounting: {
    label: 'Accounting',
    covers: 'the chart of accounts, journals and their attachments',
    actions: ['view', 'create', 'edit', 'delete', 'approve'],
  },
  bank: {
    label: 'Bank',
    covers: 'bank accounts, statement imports, bank rules and reconciliations',
    actions: ['view', 'create', 'edit', 'delete'],
  },
  tax: {
    label: 'Tax',
    covers: 'taxes, tax returns and tax payments',
    // file: file a return (freezing it) and change or delete a filed one; pay: record tax payments.
    actions: ['view', 'create', 'edit', 'delete', 'file', 'pay'],
  },
  hrm: {
    label: 'People',
    covers: 'employees, departments and employment records',
    actions: ['view', 'create', 'edit', 'delete'],
  },
  payroll: {
    label: 'Payroll',
    covers: 'payroll runs, payslips and remittances',
    actions: ['view', 'create', 'edit', 'delete', 'approve'],
  },
  reports: {
    label: 'Reports',
    covers: 'financial statements, the dashboard and report exports',
    actions: ['view', 'export'],
  },
  settings: {
    label: 'Settings',
    covers:
      'company information, the lock date, branches, discounts, payment methods, templates, subscription and the audit log',
    actions: ['view', 'create', 'edit', 'delete'],
  },
  users: {
    label: 'Users and roles',
    covers: 'who works in the company, their roles and branches',
    actions: ['view', 'create', 'edit', 'delete'],
  },
} as const;

type Areas = typeof permissionAreas;
export type PermissionArea = keyof Areas;
export type Permission = { [Area in PermissionArea]: `${Area}.${Areas[Area]['actions'][number]}` }[PermissionArea];

const actionLabels: Record<string, string> = {
  view: 'See',
  create: 'Create',
  edit: 'Edit',
  delete: 'Delete',
  approve: 'Approve',
  export: 'Export',
  file: 'File',
  pay: 'Pay',
};

/** Every permission with the sentence the roles screen shows beside it. */
export const permissionCatalog = Object.fromEntries(
  Object.entries(permissionAreas).flatMap(([area, { covers, actions }]) =>
    actions.map((action) => [`${area}.${action}`, `${actionLabels[action]} ${covers}`]),
  ),
) as Record<Permission, string>;

export const permissionValues = Object.keys(permissionCatalog) as Permission[];

export const isPermission = (value: string): value is Permission => Object.hasOwn(permissionCatalog, value);

/**
 * Permission names of the first release, as stored in roles before the catalogue grew to an
 * action per area: what each now means. Kept so that a role saved then keeps what it allowed.
 */
export const renamedPermissions: Record<string, readonly Permission[]> = {
  'company.manage': ['settings.view', 'settings.edit'],
  'users.manage': ['users.view', 'users.create', 'users.edit', 'users.delete'],
  'roles.manage': ['users.view', 'users.create', 'users.edit', 'users.delete'],
  'branches.manage': ['settings.view', 'settings.create', 'settings.edit', 'settings.delete'],
  'subscription.manage': ['settings.view', 'settings.edit'],
  'sales.manage': ['sales.create', 'sales.edit', 'sales.delete'],
  'expenses.manage': ['expenses.create', 'expenses.edit', 'expenses.delete'],
  'accounting.manage': ['accounting.create', 'accounting.edit', 'accounting.delete'],
  'journals.approve': ['accounting.approve'],
  'tax.manage': ['tax.view', 'tax.create', 'tax.edit', 'tax.delete'],
  'payroll.manage': ['payroll.create', 'payroll.edit', 'payroll.delete'],
  'bank.manage': ['bank.view', 'bank.create', 'bank.edit', 'bank.delete'],
};
