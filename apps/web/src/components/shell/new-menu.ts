import type { Permission } from '@owo/core';
import {
  type Icon,
  IconBuildingBank,
  IconBuildingStore,
  IconCash,
  IconFileDollar,
  IconFileImport,
  IconFileInvoice,
  IconFilePlus,
  IconListDetails,
  IconRepeat,
  IconShoppingCart,
} from '@tabler/icons-react';
import type { LinkablePage } from '../../areas.ts';

/**
 * The header's '+ New' menu: what people create most, one list. An entry opens a page (named by
 * its key in areas.ts) or a dialog, and shows only to members whose role allows it. A module
 * adds its entries here as it lands (New invoice, New customer...).
 */
export type NewMenuEntry = { label: string; icon: Icon; permission: Permission } & (
  | { page: LinkablePage }
  | { open: () => unknown }
);

// Dialogs load when chosen: the app's frame, on every page, does not carry their code.
const openAccountDialog = () =>
  import('../accounting/account-dialogs.tsx').then((module) => module.openAccountDialog());
const openConnectBankDialog = () => import('../bank/bank-dialogs.tsx').then((module) => module.openConnectBankDialog());

export const newMenu: NewMenuEntry[] = [
  { label: 'New invoice', icon: IconFileInvoice, permission: 'sales.create', page: 'newInvoice' },
  { label: 'New recurring invoice', icon: IconRepeat, permission: 'sales.create', page: 'newRecurringInvoice' },
  { label: 'Receive payment', icon: IconCash, permission: 'sales.create', page: 'receivePayment' },
  { label: 'New vendor', icon: IconBuildingStore, permission: 'expenses.create', page: 'newVendor' },
  { label: 'New bill', icon: IconFileDollar, permission: 'expenses.create', page: 'createBill' },
  { label: 'Pay a vendor', icon: IconCash, permission: 'expenses.create', page: 'makePayment' },
  { label: 'New purchase order', icon: IconShoppingCart, permission: 'expenses.create', page: 'newPurchase' },
  { label: 'New journal', icon: IconFilePlus, permission: 'accounting.create', page: 'newJournal' },
  { label: 'New account', icon: IconListDetails, permission: 'accounting.create', open: openAccountDialog },
  // A statement is imported into one bank account: the bank page lists them, each with its Import button.
  { label: 'Import a bank statement', icon: IconFileImport, permission: 'bank.create', page: 'bank' },
  { label: 'Add a bank account', icon: IconBuildingBank, permission: 'bank.create', open: openConnectBankDialog },
];
