import type { DiscountCreateInput, DiscountUpdateInput } from '@owo/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';

/* Discounts (/settings/discounts): server modules/discounts. */

export interface Discount {
  _id: string;
  name: string;
  code: string;
  type: 'value' | 'percentage';
  discountType: 'value' | 'percentage';
  /** Naira, or the percentage. */
  value: number;
  startDate: string | null;
  endDate: string | null;
  maxRedemptions: number | null;
  redemptions: number;
  status: 'active' | 'scheduled' | 'expired';
  chartofAccount: { _id: string; account_code: string; account_name: string };
}

export const discountKeys = { all: ['discounts'] as const };

export function useDiscounts() {
  return useQuery({ queryKey: discountKeys.all, queryFn: () => request<Discount[]>('/discounts?limit=1000&page=1') });
}

function useDiscountMutation<Variables, Answer>(call: (variables: Variables) => Promise<{ data: Answer }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountKeys.all }),
  });
}

export function useCreateDiscount() {
  return useDiscountMutation((body: DiscountCreateInput) => request<Discount>('/discounts', { method: 'POST', body }));
}

export function useUpdateDiscount() {
  return useDiscountMutation(({ id, ...body }: DiscountUpdateInput & { id: string }) =>
    request<Discount>(`/discounts/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  );
}

export function useDeleteDiscount() {
  return useDiscountMutation((id: string) =>
    request<unknown>(`/discounts/${encodeURIComponent(id)}`, { method: 'DELETE' }).then(() => ({ data: id })),
  );
}
