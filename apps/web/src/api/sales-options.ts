import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './client.ts';
import { type Customer, customerKeys } from './customers.ts';
import { listQuery } from './list-query.ts';
import { type Product, productKeys } from './products.ts';

/*
 * The pickers of the sales forms: customers and products searched on the server as the person
 * types (a company may have thousands), the first 20 that match.
 */

export function useCustomerOptions(search: string) {
  return useQuery({
    queryKey: [...customerKeys.all, 'options', search],
    queryFn: () =>
      request<Customer[]>(
        `/customer${listQuery({ limit: 20, page: 1, where: { active: 'true' }, params: { search } })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useProductOptions(name: string) {
  return useQuery({
    queryKey: [...productKeys.all, 'options', name],
    queryFn: () =>
      request<Product[]>(`/products${listQuery({ limit: 20, page: 1, where: { name, status: 'Active' } })}`),
    placeholderData: keepPreviousData,
  });
}

export interface ExchangeRate {
  from: string;
  to: string;
  rate: string;
  date: string | null;
}

/**
 * Today's rate of a currency in the home currency (spec section 4: from an exchange-rate lookup),
 * for the form to fill in; the person may change it. Answers null when the service cannot be
 * reached, and the form asks for the rate instead.
 */
export async function fetchExchangeRate(from: string): Promise<ExchangeRate | null> {
  try {
    return (await request<ExchangeRate>(`/exchange-rates?from=${encodeURIComponent(from)}`)).data;
  } catch {
    return null;
  }
}
