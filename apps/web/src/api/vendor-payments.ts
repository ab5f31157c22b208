import type {
  BillListItem,
  Payables,
  VendorAging,
  VendorBalances,
  VendorPaymentInput,
  VendorPaymentView,
} from '@owo/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { fetchFile, saveBlob } from './files.ts';
import { listQuery } from './list-query.ts';
import { type AsOfFilters, reportQuery } from './receivables.ts';
import { vendorCalls } from './vendors.ts';

/*
 * Payments made to vendors (POST /payments with paymentType BILL), a vendor's open bills to pay,
 * the WHT credit note, and the payables reports. The answers' types are core's zod schemas.
 */

export type VendorPayment = VendorPaymentView;
export type OpenBill = BillListItem;

export const vendorPaymentKeys = {
  all: ['vendor-payments'] as const,
  one: (id: string) => ['vendor-payments', 'one', id] as const,
  list: (vendor: string, page: number, limit: number) => ['vendor-payments', 'list', vendor, page, limit] as const,
  openBills: (vendor: string) => ['vendor-payments', 'open-bills', vendor] as const,
};

/** The vendor's bills that can be paid (spec: limit 100, page 1, excluding PAID), oldest due first. */
export function useOpenBills(vendor: string) {
  return useQuery({
    queryKey: vendorPaymentKeys.openBills(vendor),
    queryFn: () =>
      request<OpenBill[]>(`/expenses/bill/vendors/${encodeURIComponent(vendor)}${listQuery({ limit: 100, page: 1 })}`),
    enabled: vendor !== '',
  });
}

/** A vendor's payments, newest first. */
export function useVendorPayments(vendor: string, page = 1, limit = 10) {
  return useQuery({
    queryKey: vendorPaymentKeys.list(vendor, page, limit),
    queryFn: () => request<VendorPayment[]>(`/payments${listQuery({ limit, page, where: { type: 'BILL', vendor } })}`),
    placeholderData: keepPreviousData,
    enabled: vendor !== '',
  });
}

/** One payment made, with the bills it settled. */
export function useVendorPayment(id: string) {
  return useQuery({
    queryKey: vendorPaymentKeys.one(id),
    queryFn: () => request<VendorPayment>(`/payments/${encodeURIComponent(id)}`),
    enabled: id !== '',
  });
}

/** A change to a payment made moves its vendor, its bills and the reports: all are read again. */
function useVendorPaymentMutation<Variables, Answer>(
  call: (variables: Variables) => Promise<{ message: string; data: Answer }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorPaymentKeys.all }),
        queryClient.invalidateQueries({ queryKey: vendorCalls.keys.all }),
        queryClient.invalidateQueries({ queryKey: ['reports'] }),
        queryClient.invalidateQueries({ queryKey: ['bills'] }),
      ]);
    },
  });
}

export const useRecordVendorPayment = () =>
  useVendorPaymentMutation((body: VendorPaymentInput) => request<VendorPayment>('/payments', { method: 'POST', body }));

/** PATCH /payments/{id}: only the fields that changed; its entry is reversed and posted again. */
export const useUpdateVendorPayment = () =>
  useVendorPaymentMutation(({ id, changes }: { id: string; changes: Record<string, unknown> }) =>
    request<VendorPayment>(`/payments/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes }),
  );

/** DELETE /payments/{id}: its entry is reversed and the bills it paid are owed again. */
export const useDeleteVendorPayment = () =>
  useVendorPaymentMutation((id: string) =>
    request<unknown>(`/payments/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );

/** Downloads the payment's WHT credit note (a PDF) for the vendor. */
export async function downloadWhtCreditNote(payment: Pick<VendorPayment, '_id' | 'number'>) {
  const { blob, fileName } = await fetchFile(`/payments/${encodeURIComponent(payment._id)}/wht-credit-note.pdf`);
  saveBlob(blob, fileName ?? `WHT credit note ${payment.number}.pdf`);
}

type PagedAsOf = AsOfFilters & { page: number; limit: number };

function usePayablesReport<T>(report: 'aging/vendor' | 'balances/vendor' | 'payables', filters: PagedAsOf) {
  const { asOf, branch, page, limit } = filters;
  const params = { asOf, branch, page, limit };
  return useQuery({
    queryKey: ['reports', report, params] as const,
    queryFn: () => request<T>(`/reports/${report}${reportQuery(params)}`),
    placeholderData: keepPreviousData,
  });
}

export const useVendorAging = (filters: PagedAsOf) => usePayablesReport<VendorAging>('aging/vendor', filters);
export const useVendorBalances = (filters: PagedAsOf) => usePayablesReport<VendorBalances>('balances/vendor', filters);
export const usePayables = (filters: PagedAsOf) => usePayablesReport<Payables>('payables', filters);
