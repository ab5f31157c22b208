import type {
  PurchaseOrderBillRequest,
  PurchaseOrderChanges,
  PurchaseOrderInput,
  PurchaseOrderListItem,
  PurchaseOrderView,
} from '@owo/core';
import type { SendDocumentInput } from '@owo/core/schemas/invoice-delivery';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './accounts.ts';
import { request } from './client.ts';
import { fetchFile, saveBlob } from './files.ts';
import { listQuery } from './list-query.ts';
import { productKeys } from './products.ts';
import { stockKeys } from './stock.ts';

/*
 * Purchase orders (/expense/purchase): server modules/purchase-orders. The answers' types are
 * core's zod schemas, which the server checks its answers against.
 */

export type PurchaseOrder = PurchaseOrderView;
export type PurchaseOrderRow = PurchaseOrderListItem;

export interface PurchaseOrderFilters {
  page: number;
  limit: number;
  status?: string;
  branch?: string;
  vendor?: string;
  period?: string;
  from?: string;
  to?: string;
  search?: string;
}

const base = '/purchase-orders';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const purchaseOrderKeys = {
  all: ['purchase-orders'] as const,
  list: (filters: PurchaseOrderFilters) => ['purchase-orders', 'list', filters] as const,
  one: (id: string) => ['purchase-orders', 'one', id] as const,
};

export function usePurchaseOrders(filters: PurchaseOrderFilters) {
  return useQuery({
    queryKey: purchaseOrderKeys.list(filters),
    queryFn: () =>
      request<PurchaseOrderRow[]>(
        `${base}${listQuery({
          limit: filters.limit,
          page: filters.page,
          where: {
            status: filters.status,
            branch: filters.branch,
            vendor: filters.vendor,
            period: filters.period,
            search: filters.search,
          },
          range: { startDate: filters.from, endDate: filters.to },
        })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function usePurchaseOrder(id: string) {
  return useQuery({
    queryKey: purchaseOrderKeys.one(id),
    queryFn: () => request<PurchaseOrder>(one(id)),
    enabled: id !== '',
  });
}

/** A change to orders: the lists, the order, and what receiving and billing move (stock, accounts, bills). */
function usePurchaseMutation<Variables, Answer>(
  call: (variables: Variables) => Promise<{ message: string; data: Answer }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.all }),
        queryClient.invalidateQueries({ queryKey: stockKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['bills'] }),
        queryClient.invalidateQueries({ queryKey: ['reports'] }),
      ]);
    },
  });
}

export const useCreatePurchaseOrder = () =>
  usePurchaseMutation((body: PurchaseOrderInput) => request<PurchaseOrder>(base, { method: 'POST', body }));

export const useUpdatePurchaseOrder = () =>
  usePurchaseMutation(({ id, body }: { id: string; body: Partial<PurchaseOrderChanges> }) =>
    request<PurchaseOrder>(one(id), { method: 'PATCH', body }),
  );

export const useVoidPurchaseOrder = () =>
  usePurchaseMutation((id: string) => request<PurchaseOrder>(one(id), { method: 'DELETE' }));

export const useApprovePurchaseOrder = () =>
  usePurchaseMutation(({ id, action }: { id: string; action: 'approve' | 'reject' }) =>
    request<PurchaseOrder>(`/merchant/approve/${encodeURIComponent(id)}?state=purchase-order&action=${action}`, {
      method: 'PATCH',
    }),
  );

export const useReceivePurchaseOrder = () =>
  usePurchaseMutation(
    ({ id, body }: { id: string; body: { date: string; lines: Array<{ line: number; quantity: string }> } }) =>
      request<PurchaseOrder>(`${one(id)}/receive`, { method: 'POST', body }),
  );

export const useSendPurchaseOrder = () =>
  usePurchaseMutation(({ id, body }: { id: string; body: SendDocumentInput }) =>
    request<{ to: string[] }>(`${one(id)}/send`, { method: 'POST', body }),
  );

export const useBillPurchaseOrder = () =>
  usePurchaseMutation(({ id, body }: { id: string; body: Partial<PurchaseOrderBillRequest> }) =>
    request<{ _id: string; number: string; status: string }>(`${one(id)}/bill`, { method: 'POST', body }),
  );

/** Saves the order's PDF as the browser's download (PO-00001.pdf). */
export async function downloadPurchaseOrderPdf(order: Pick<PurchaseOrder, '_id' | 'number'>) {
  const { blob, fileName } = await fetchFile(`${one(order._id)}/pdf?action=download`);
  saveBlob(blob, fileName ?? `${order.number}.pdf`);
}
