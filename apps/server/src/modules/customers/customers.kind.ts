import {
  type CustomerView,
  customerBulkDeleteSchema,
  customerCreateSchema,
  customerCsvColumns,
  customerCsvRowSchema,
  customerMessages,
  customerUpdateSchema,
  customerViewSchema,
} from '@owo/core';
import { csvImportMessage } from '../../imports/csv-import.ts';
import type { ContactKind } from '../contacts/index.ts';

/** Customers (/sales/customers) as a kind of contact: what they owe is on Accounts Receivable. */
export const customerKind: ContactKind<CustomerView> = {
  kind: 'customer',
  nouns: { one: 'customer', One: 'Customer', many: 'customers', Many: 'Customers' },
  path: '/customer',
  permissions: { view: 'sales.view', create: 'sales.create', edit: 'sales.edit', delete: 'sales.delete' },
  messages: customerMessages,
  balance: { account: 'receivables', sign: 1 },
  createSchema: customerCreateSchema,
  updateSchema: customerUpdateSchema,
  bulkDeleteSchema: customerBulkDeleteSchema,
  csvColumns: customerCsvColumns,
  csvRowSchema: customerCsvRowSchema,
  csvMessage: (result) => csvImportMessage(result, { one: 'customer', many: 'customers' }),
  viewSchema: customerViewSchema,
  view: (shared) => ({ ...shared, customerType: shared.type }),
  exportCells: () => [],
};
