import { vendorCreateSchema, vendorCsvColumns, vendorCsvExample, vendorMessages } from '@owo/core';
import { type Vendor, vendorCalls } from '../../api/vendors.ts';
import type { ContactKind } from '../contacts/contact-kind.ts';

/** Vendors (/expense/vendors) as the contacts components show them: a customer's fields and the bank. */
export const vendorKind: ContactKind<Vendor> = {
  nouns: { one: 'vendor', One: 'Vendor', many: 'vendors', Many: 'Vendors' },
  path: '/expense/vendors',
  newPage: 'new-vendor',
  editPage: 'edit-vendor',
  description: 'The people and businesses you buy from.',
  emptyList: 'Add the people and businesses you buy from, or upload them from a CSV file.',
  calls: vendorCalls,
  permissions: { create: 'expenses.create', edit: 'expenses.edit', delete: 'expenses.delete' },
  messages: vendorMessages,
  createSchema: vendorCreateSchema,
  typeLabel: 'Vendor type',
  stateRequired: true,
  bankDetails: true,
  csv: {
    endpoint: '/vendor/csv',
    columns: vendorCsvColumns,
    example: vendorCsvExample,
    templateName: 'vendors-template.csv',
  },
  moreDetails: (vendor) => [
    ['Bank', vendor.bankDetails?.bankName],
    ['Account number', vendor.bankDetails?.accountNo],
    ['TIN', vendor.tin],
  ],
};
