import type {
  BranchStockView,
  MeasurementView,
  ProductAccountView,
  ProductBatchInput,
  ProductCategoryInput,
  ProductCategoryView,
  ProductCreateInput,
  ProductUpdateInput,
  ProductView,
} from '@owo/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { listQuery } from './list-query.ts';

/* Products and services (/sales/products): server modules/products. */

/** The shapes are core's (schemas/product-views.ts), by the names the screens use. */
export type ProductAccount = ProductAccountView;
export type Measurement = MeasurementView;
export type BranchStock = BranchStockView;
export type Product = ProductView;
export type ProductCategory = ProductCategoryView;

export interface ProductFilters {
  page: number;
  limit: number;
  name?: string;
  status?: string;
  type?: string;
}

export const productKeys = {
  all: ['products'] as const,
  list: (filters: ProductFilters) => ['products', 'list', filters] as const,
  one: (id: string) => ['products', 'one', id] as const,
  categories: ['products', 'categories'] as const,
  measurements: ['products', 'measurements'] as const,
};

export function useProducts(filters: ProductFilters) {
  return useQuery({
    queryKey: productKeys.list(filters),
    queryFn: () =>
      request<Product[]>(
        `/products${listQuery({
          limit: filters.limit,
          page: filters.page,
          where: { name: filters.name, status: filters.status, type: filters.type },
        })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: string) {
  return useQuery({
    queryKey: productKeys.one(id),
    queryFn: () => request<Product>(`/products/${encodeURIComponent(id)}`),
    enabled: id !== '',
  });
}

export function useProductCategories() {
  return useQuery({
    queryKey: productKeys.categories,
    queryFn: () => request<ProductCategory[]>('/products/categories?limit=1000&page=1'),
  });
}

export function useMeasurements() {
  return useQuery({
    queryKey: productKeys.measurements,
    queryFn: () => request<Measurement[]>('/products/measurements'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function useProductMutation<Variables, Answer>(
  call: (variables: Variables) => Promise<{ message: string; data: Answer }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

export function useCreateProduct() {
  return useProductMutation((body: ProductCreateInput) => request<Product>('/products', { method: 'POST', body }));
}

export function useUpdateProduct() {
  return useProductMutation(({ id, body }: { id: string; body: ProductUpdateInput }) =>
    request<Product>(`/products/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  );
}

export function useDeleteProduct() {
  return useProductMutation((id: string) =>
    request<unknown>(`/products/${encodeURIComponent(id)}`, { method: 'DELETE' }).then((response) => ({
      message: response.message,
      data: id,
    })),
  );
}

export function useProductBatch() {
  return useProductMutation((body: ProductBatchInput) =>
    request<{ count: number }>('/products/batch', { method: 'POST', body }),
  );
}

export function useSaveCategory() {
  return useProductMutation(({ id, body }: { id?: string; body: ProductCategoryInput }) =>
    id
      ? request<ProductCategory>(`/products/categories/${encodeURIComponent(id)}`, { method: 'PATCH', body })
      : request<ProductCategory>('/products/categories', { method: 'POST', body }),
  );
}
