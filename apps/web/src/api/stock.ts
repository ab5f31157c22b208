import type {
  AddStockInput,
  InventoryInflowInput,
  InventoryValuationView,
  ProductStockView,
  StockAdjustmentInput,
  StockDocumentView,
  StockMovementView,
  StockTransferInput,
  StockTransferView,
  ValuationLineView,
} from '@owo/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { listQuery } from './list-query.ts';
import { type Product, productKeys } from './products.ts';

/* Stock of tracked goods (add stock, inflows, adjustments, transfers, valuation): server modules/stock. */

/** The shapes are core's (schemas/stock-views.ts), by the names the screens use. */
export type { StockMovementKind } from '@owo/core';
export type StockMovement = StockMovementView;
export type StockDocument = StockDocumentView;
export type ProductStock = ProductStockView;
export type StockTransferRow = StockTransferView;
export type ValuationLine = ValuationLineView;
export type InventoryValuation = InventoryValuationView;

export const stockKeys = {
  all: ['stock'] as const,
  product: (id: string) => ['stock', 'product', id] as const,
  movements: (id: string, page: number, limit: number) => ['stock', 'movements', id, page, limit] as const,
  transfers: (page: number, limit: number) => ['stock', 'transfers', page, limit] as const,
  valuation: (branch: string, page: number, limit: number) => ['stock', 'valuation', branch, page, limit] as const,
  options: (name: string) => ['stock', 'options', name] as const,
};

/** Tracked goods whose name holds `name`, for the product pickers (the first 20). */
export function useTrackedProducts(name: string) {
  return useQuery({
    queryKey: stockKeys.options(name),
    queryFn: () =>
      request<Product[]>(
        `/products${listQuery({ limit: 20, page: 1, where: { name, type: 'Goods', status: 'Active' } })}`,
      ),
    select: (answer) => answer.data.filter((product) => product.trackItem),
    placeholderData: keepPreviousData,
  });
}

export function useProductStock(id: string) {
  return useQuery({
    queryKey: stockKeys.product(id),
    queryFn: () => request<ProductStock>(`/products/${encodeURIComponent(id)}/stock`),
    enabled: id !== '',
  });
}

export function useProductMovements(id: string, page: number, limit: number) {
  return useQuery({
    queryKey: stockKeys.movements(id, page, limit),
    queryFn: () =>
      request<StockMovement[]>(`/products/${encodeURIComponent(id)}/movements${listQuery({ page, limit })}`),
    enabled: id !== '',
    placeholderData: keepPreviousData,
  });
}

export function useTransfers(page: number, limit: number) {
  return useQuery({
    queryKey: stockKeys.transfers(page, limit),
    queryFn: () => request<StockTransferRow[]>(`/products/transfers${listQuery({ page, limit })}`),
    placeholderData: keepPreviousData,
  });
}

export function valuationPath(branch: string, extra: Record<string, string | number> = {}) {
  return listQuery({ params: { branch, ...extra } });
}

export function useInventoryValuation(branch: string, page: number, limit: number) {
  return useQuery({
    queryKey: stockKeys.valuation(branch, page, limit),
    queryFn: () => request<InventoryValuation>(`/reports/inventory-valuation${valuationPath(branch, { page, limit })}`),
    placeholderData: keepPreviousData,
  });
}

/** A stock write: every stock figure and product list reads again after it. */
function useStockWrite<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => request<StockDocument>(path, { method: 'POST', body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: stockKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]);
    },
  });
}

export const useAddStock = () => useStockWrite<AddStockInput>('/products/stock');
export const useInventoryInflow = () => useStockWrite<InventoryInflowInput>('/products/inflows');
export const useStockAdjustment = () => useStockWrite<StockAdjustmentInput>('/products/adjustments');
export const useStockTransfer = () => useStockWrite<StockTransferInput>('/products/transfers');
