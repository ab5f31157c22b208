import type { PaymentMethodInput } from '@owo/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';

/* Payment methods (Cash, Bank Transfer, POS...): server modules/payments. */

export interface PaymentMethod {
  _id: string;
  name: string;
  description: string;
}

export const paymentMethodKeys = { all: ['payment-methods'] as const };

/** Read with 1000, as the forms that pick one do. */
export function usePaymentMethods() {
  return useQuery({
    queryKey: paymentMethodKeys.all,
    queryFn: () => request<PaymentMethod[]>('/payments/method?limit=1000&page=1'),
  });
}

function useMethodMutation<Variables, Answer>(call: (variables: Variables) => Promise<{ data: Answer }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodKeys.all }),
  });
}

export function useCreatePaymentMethod() {
  return useMethodMutation((body: PaymentMethodInput) =>
    request<PaymentMethod>('/payments/method', { method: 'POST', body }),
  );
}

export function useUpdatePaymentMethod() {
  return useMethodMutation(({ id, ...body }: Partial<PaymentMethodInput> & { id: string }) =>
    request<PaymentMethod>(`/payments/method/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  );
}

export function useDeletePaymentMethod() {
  return useMethodMutation((id: string) =>
    request<unknown>(`/payments/method/${encodeURIComponent(id)}`, { method: 'DELETE' }).then(() => ({ data: id })),
  );
}
