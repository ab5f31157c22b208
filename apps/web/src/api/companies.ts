import type { CompanySetupInput } from '@owo/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from './client.ts';

export interface CompanySummary {
  _id: string;
  name: string;
  currency: string;
  role?: string;
  activeSubscriptionId: string | null;
}

export interface Company extends CompanySummary {
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
