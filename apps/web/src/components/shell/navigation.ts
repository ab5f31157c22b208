import type { Permission } from '@owo/core';
import {
  type Icon,
  IconBuildingBank,
  IconCalculator,
  IconChartPie,
  IconLayoutDashboard,
  IconReceipt,
  IconReceiptTax,
  IconSettings,
  IconShoppingCart,
  IconUsers,
} from '@tabler/icons-react';
import { type LinkablePage, pathOf, permissionOf } from '../../areas.ts';

export interface NavigationLink {
  label: string;
  page: LinkablePage;
}

export interface NavigationArea {
  label: string;
  icon: Icon;
  /** An area is either one page or a group of pages. */
  page?: LinkablePage;
  links?: NavigationLink[];
}

/**
 * The sidebar: the areas of spec section 2 whose pages exist, in the order people use them. Pages
 * are named by their key in areas.ts, so an entry cannot point at a page that is not built; an
 * area (Sales, Expenses, Tax, HRM, Reports) joins the menu with the issue that builds it.
 */
export const navigation: NavigationArea[] = [
  { label: 'Dashboard', icon: IconLayoutDashboard, page: 'dashboard' },
  {
    label: 'Sales',
    icon: IconShoppingCart,
    links: [
      { label: 'Invoices', page: 'invoices' },
      { label: 'Recurring invoices', page: 'recurringInvoices' },
      { label: 'Customers', page: 'customers' },
      { label: 'Products', page: 'products' },
      { label: 'Add stock', page: 'addStock' },
      { label: 'Inventory inflow', page: 'inventoryInflow' },
      { label: 'Stock adjustment', page: 'stockAdjustment' },
      { label: 'Stock transfer', page: 'stockTransfer' },
    ],
  },
  {
    label: 'Expenses',
    icon: IconReceipt,
    links: [
      { label: 'Expenses', page: 'expenses' },
      { label: 'Vendors', page: 'vendors' },
      { label: 'Purchase orders', page: 'purchaseOrders' },
      { label: 'Bills', page: 'bills' },
    ],
  },
  {
    label: 'Accounting',
    icon: IconCalculator,
    links: [
      { label: 'Chart of accounts', page: 'chartOfAccounts' },
      { label: 'Journals', page: 'journals' },
      { label: 'Reconcile', page: 'reconcile' },
    ],
  },
  {
    label: 'People',
    icon: IconUsers,
    links: [
      { label: 'Employees', page: 'employees' },
      { label: 'Payroll', page: 'payrolls' },
    ],
  },
  { label: 'Bank', icon: IconBuildingBank, page: 'bank' },
  { label: 'Tax', icon: IconReceiptTax, page: 'taxes' },
  {
    label: 'Reports',
    icon: IconChartPie,
    links: [
      { label: 'Financial statements', page: 'financialStatements' },
      { label: 'Inventory valuation', page: 'inventoryValuation' },
      { label: 'Customer aging', page: 'customerAging' },
      { label: 'Customer balances', page: 'customerBalances' },
      { label: 'Receivables', page: 'receivables' },
      { label: 'Vendor aging', page: 'vendorAging' },
      { label: 'Vendor balances', page: 'vendorBalances' },
      { label: 'Payables', page: 'payables' },
      { label: 'Sales reports', page: 'salesReports' },
    ],
  },
  {
    label: 'Settings',
    icon: IconSettings,
    links: [
      { label: 'Company information', page: 'companyInformation' },
      { label: 'Branches', page: 'branches' },
      { label: 'Users', page: 'userManagement' },
      { label: 'Roles and permissions', page: 'roles' },
      { label: 'Discounts', page: 'discounts' },
      { label: 'Payment methods', page: 'paymentMethods' },
      { label: 'Templates', page: 'templates' },
      { label: 'E-invoicing', page: 'eInvoicing' },
      { label: 'Audit log', page: 'auditLog' },
      { label: 'Profile', page: 'profile' },
      { label: 'Security', page: 'security' },
      { label: 'Subscription', page: 'subscription' },
    ],
  },
];

/** The menu a member sees: only pages their role opens, and no area left empty. */
export function navigationFor(permissions: readonly Permission[]): NavigationArea[] {
  const opens = (page: LinkablePage) => {
    const needed = permissionOf(page);
    return needed === undefined || permissions.includes(needed);
  };
  return navigation.flatMap((area) => {
    if (area.page) return opens(area.page) ? [area] : [];
    const links = (area.links ?? []).filter((link) => opens(link.page));
    return links.length > 0 ? [{ ...area, links }] : [];
  });
}

const inside = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/**
 * True when `pathname` is `to` or one of its sub-pages (/accounting/journal/new-journal), unless
 * it is under a menu entry of its own further down the same address (/sales/invoice/recurring is
 * Recurring invoices, not Invoices).
 */
export function isWithin(pathname: string, to: string): boolean {
  if (!inside(pathname, to)) return false;
  const addresses = navigation.flatMap((area) =>
    area.page ? [pathOf(area.page)] : (area.links ?? []).map((link) => pathOf(link.page)),
  );
  return !addresses.some((address) => address.startsWith(`${to}/`) && inside(pathname, address));
}
