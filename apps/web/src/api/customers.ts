import type { CustomerQuickAddInput, CustomerView } from '@owo/core';
import { request } from './client.ts';
import { contactCalls } from './contacts.ts';

/* Customers (/sales/customers): server modules/customers, through the contacts' calls. */

export type Customer = CustomerView;
export type { ContactFilters as CustomerFilters } from './contacts.ts';

export const customerCalls = contactCalls<Customer>('customers', '/customer');

export const customerKeys = customerCalls.keys;
export const useCustomers = customerCalls.useContacts;
export const useCustomer = customerCalls.useContact;
export const useCreateCustomer = customerCalls.useCreateContact;
export const useUpdateCustomer = customerCalls.useUpdateContact;
export const useDeleteCustomers = customerCalls.useDeleteContacts;

export function useQuickAddCustomer() {
  return customerCalls.useContactMutation((body: CustomerQuickAddInput) =>
    request<Customer>('/customer/quick-add', { method: 'POST', body }),
  );
}
