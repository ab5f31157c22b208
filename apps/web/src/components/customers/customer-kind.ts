import { customerCreateSchema, customerCsvColumns, customerCsvExample, customerMessages } from '@owo/core';
import { type Customer, customerCalls } from '../../api/customers.ts';
import { type ContactKind, contactPath, editContactPath, listLink } from '../contacts/contact-kind.ts';

/** Customers (/sales/customers) as the contacts components show them. */
export const customerKind: ContactKind<Customer> = {
  nouns: { one: 'customer', One: 'Customer', many: 'customers', Many: 'Customers' },
  path: '/sales/customers',
  newPage: 'new-customer',
  editPage: 'edit-customer',
  description: 'The people and businesses you sell to.',
  emptyList: 'Add the people and businesses you sell to, or upload them from a CSV file.',
  calls: customerCalls,
  permissions: { create: 'sales.create', edit: 'sales.edit', delete: 'sales.delete' },
  messages: customerMessages,
  createSchema: customerCreateSchema,
  typeLabel: 'Customer type',
  stateRequired: false,
  bankDetails: false,
  csv: {
    endpoint: '/customer/csv',
    columns: customerCsvColumns,
    example: customerCsvExample,
    templateName: 'customers-template.csv',
  },
};

export const customersPath = customerKind.path;
/** The customers list, as the customer pages' way back names it. */
export const customersList = listLink(customerKind);
export const customerPath = (id: string) => contactPath(customerKind, id);
export const editCustomerPath = (id: string) => editContactPath(customerKind, id);
