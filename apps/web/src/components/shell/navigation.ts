import {
  type Icon,
  IconBuildingBank,
  IconCalculator,
  IconChartBar,
  IconLayoutDashboard,
  IconReceipt2,
  IconReceiptTax,
  IconSettings,
  IconShoppingCart,
  IconUsersGroup,
} from '@tabler/icons-react';

export interface NavigationLink {
  label: string;
  to: string;
}

export interface NavigationArea {
  label: string;
  icon: Icon;
  /** An area is either one page or a group of pages. */
  to?: string;
  links?: NavigationLink[];
}

/** Every area of the product (spec section 2), in the order people use them. */
export const navigation: NavigationArea[] = [
  { label: 'Dashboard', icon: IconLayoutDashboard, to: '/dashboard' },
  {
    label: 'Sales',
    icon: IconShoppingCart,
    links: [
      { label: 'Customers', to: '/sales/customers' },
      { label: 'Invoices', to: '/sales/invoice' },
      { label: 'Products', to: '/sales/products' },
    ],
  },
  {
    label: 'Expenses',
    icon: IconReceipt2,
    links: [
      { label: 'Expenses', to: '/expense/expenses' },
      { label: 'Purchases', to: '/expense/purchase' },
      { label: 'Vendors', to: '/expense/vendors' },
    ],
  },
  {
    label: 'Accounting',
    icon: IconCalculator,
    links: [
      { label: 'Chart of accounts', to: '/accounting/coa' },
      { label: 'Journals', to: '/accounting/journal' },
      { label: 'Reconcile', to: '/accounting/reconcile' },
    ],
  },
  { label: 'Tax', icon: IconReceiptTax, to: '/tax' },
  {
    label: 'HRM',
    icon: IconUsersGroup,
    links: [
      { label: 'Employees', to: '/hrm/employee' },
      { label: 'Payroll', to: '/hrm/payroll' },
    ],
  },
  {
    label: 'Reports',
    icon: IconChartBar,
    links: [
      { label: 'Financial statements', to: '/reports/financial-statement' },
      { label: 'Sales reports', to: '/reports/sales' },
      { label: 'Receivables', to: '/reports/receivables' },
      { label: 'Payables', to: '/reports/payables' },
    ],
  },
  { label: 'Bank', icon: IconBuildingBank, to: '/bank' },
  {
    label: 'Settings',
    icon: IconSettings,
    links: [
      { label: 'Company information', to: '/settings/company-information' },
      { label: 'Branches', to: '/settings/branches' },
      { label: 'User management', to: '/settings/user-management' },
      { label: 'Roles and permissions', to: '/settings/permission' },
      { label: 'Profile', to: '/settings/profile' },
      { label: 'Security', to: '/settings/security' },
      { label: 'Subscription', to: '/settings/subscription' },
    ],
  },
];

/** True when `pathname` is `to` or one of its sub-pages (/sales/invoice/new-invoice). */
export function isWithin(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
