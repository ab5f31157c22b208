import {
  type VendorView,
  vendorBulkDeleteSchema,
  vendorCreateSchema,
  vendorCsvColumns,
  vendorCsvRowSchema,
  vendorMessages,
  vendorUpdateSchema,
  vendorViewSchema,
} from '@owo/core';
import { csvImportMessage } from '../../imports/csv-import.ts';
import { bankDetailsOf, type ContactKind } from '../contacts/index.ts';

/**
 * Vendors (/expense/vendors) as a kind of contact: a customer's fields plus the bank details a
 * payment is sent to (spec section 3); what the company owes them is on Accounts Payable.
 */
export const vendorKind: ContactKind<VendorView> = {
  kind: 'vendor',
  nouns: { one: 'vendor', One: 'Vendor', many: 'vendors', Many: 'Vendors' },
  path: '/vendor',
  permissions: {
    view: 'expenses.view',
    create: 'expenses.create',
    edit: 'expenses.edit',
    delete: 'expenses.delete',
  },
  messages: vendorMessages,
  balance: { account: 'payables', sign: -1 },
  createSchema: vendorCreateSchema,
  updateSchema: vendorUpdateSchema,
  bulkDeleteSchema: vendorBulkDeleteSchema,
  csvColumns: vendorCsvColumns,
  csvRowSchema: vendorCsvRowSchema,
  // The spec's toast words when the file went in whole; otherwise what was kept and refused.
  csvMessage: (result) => {
    const outcome = csvImportMessage(result, { one: 'vendor', many: 'vendors' });
    return result.saved && result.refused.length === 0 ? `Vendor csv uploaded successfully: ${outcome}` : outcome;
  },
  viewSchema: vendorViewSchema,
  view: (shared, row) => ({ ...shared, vendorType: shared.type, bankDetails: bankDetailsOf(row) }),
  exportCells: (vendor) => [vendor.bankDetails?.bankName ?? null, vendor.bankDetails?.accountNo ?? null],
};
