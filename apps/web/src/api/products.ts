import type { ProductBatchInput, ProductCategoryInput, ProductCreateInput, ProductUpdateInput } from '@owo/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { listQuery } from './list-query.ts';

/* Products and services (/sales/products): server modules/products. */

interface Reference {
  _id: string;
  name: string;
}

export interface ProductAccount {
  _id: string;
  account_code: string;
  account_name: string;
}

export interface Measurement {
  code: string;
  name: string;
  unit: string;
}

export interface BranchStock {
  branch: Reference;
  quantity: string;
  value: number;
  isLowStock: boolean;
}

export interface Product {
  _id: string;
  name: string;
  type: 'Goods' | 'Service';
  category: Reference | null;
  skuNumber: string | null;
  /** For NRS e-invoices: the HS code of goods or the service code of a service. */
  classificationCode: string | null;
  unitOfMeasurement: Measurement;
  price: number;
  revenueAccount: ProductAccount | null;
  description: string;
  tax: Array<{ _id: string; name: string; rateBasisPoints: number }>;
  purchasePrice: number | null;
  expenseAccount: ProductAccount | null;
  inventoryAccount: ProductAccount | null;
  lowStock: string | null;
  trackItem: boolean;
  vendor: Reference | null;
  status: 'Active' | 'Archive';
  quantityOnHand: string | null;
  value: number | null;
  isLowStock: boolean;
  branches?: BranchStock[];
}

export interface ProductCategory {
  _id: string;
  name: string;
  description: string;
  products: number;
}

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
