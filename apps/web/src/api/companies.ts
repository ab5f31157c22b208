import type { CompanySetupInput, UserCompany } from '@owo/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from './client.ts';

/** A company as GET /companies lists it: the server's shape (packages/core schemas/sessions.ts). */
export type CompanySummary = UserCompany;

export interface Company extends Pick<CompanySummary, '_id' | 'name' | 'currency' | 'activeSubscriptionId'> {
  businessType?: string;
  industry?: string;
  country?: string;
  state?: string;
  address?: string;
  phoneNumber?: string;
  email?: string;
  tin?: string | null;
  rcNumber?: string | null;
  fiscalYearStart?: number;
}

export const companyKeys = {
  all: ['companies'] as const,
  one: (id: string) => ['companies', id] as const,
};

export function useCompanies() {
  return useQuery({ queryKey: companyKeys.all, queryFn: () => request<CompanySummary[]>('/companies') });
}

export function useCompany(id: string | null) {
  return useQuery({
    queryKey: companyKeys.one(id ?? ''),
    queryFn: () => request<Company>(`/companies/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
  });
}

export function useCreateCompany() {
  return useMutation({
    // A brand-new company has no id yet, so the header must not name the previous one.
    mutationFn: (body: CompanySetupInput) => request<Company>('/companies', { method: 'POST', body, companyId: null }),
  });
}
