import {
  type Icon,
  IconBuildingBank,
  IconCalculator,
  IconChartPie,
  IconLayoutDashboard,
  IconSettings,
} from '@tabler/icons-react';
import type { LinkablePage } from '../../areas.ts';

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
    label: 'Accounting',
    icon: IconCalculator,
    links: [
      { label: 'Chart of accounts', page: 'chartOfAccounts' },
      { label: 'Journals', page: 'journals' },
      { label: 'Reconcile', page: 'reconcile' },
    ],
  },
  { label: 'Bank', icon: IconBuildingBank, page: 'bank' },
  { label: 'Reports', icon: IconChartPie, links: [{ label: 'Financial statements', page: 'financialStatements' }] },
  {
    label: 'Settings',
    icon: IconSettings,
    links: [{ label: 'Subscription', page: 'subscription' }],
  },
];

/** True when `pathname` is `to` or one of its sub-pages (/accounting/journal/new-journal). */
export function isWithin(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
