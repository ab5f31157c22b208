import type { CompanyUpdateInput } from '@owo/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readCompanies, readSession, readUser, storageKeys, writeItems } from '../session/storage.ts';
import { request } from './client.ts';
import { companyKeys } from './companies.ts';
import { type StoredImage, useImageActions } from './images.ts';

/** The active company as its settings show it (GET /companies/current). */
export interface CompanySettings {
  _id: string;
  name: string;
  businessType: string;
  industry: string;
  country: string;
  state: string | null;
  stateName: string | null;
  address: string;
  phoneNumber: string;
  email: string;
  tin: string | null;
  rcNumber: string | null;
  vatNumber: string | null;
  website: string | null;
  currency: string;
  /** Once anything has posted, the home currency cannot change. */
  currencyFixed: boolean;
  fiscalYearStart: number;
  lockDate: string | null;
  /** Stock may be sold or moved below zero. */
  allowNegativeStock: boolean;
  logo: StoredImage | null;
  updatedAt: string;
}

export const companySettingsKeys = { current: ['company-settings'] as const };

export function useCompanySettings() {
  return useQuery({
    queryKey: companySettingsKeys.current,
    queryFn: () => request<CompanySettings>('/companies/current'),
  });
}

/** After a change: the settings, the company lists (name, currency) and whatever shows the lock date. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: companySettingsKeys.current }),
      queryClient.invalidateQueries({ queryKey: companyKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['auth', 'me'] }),
      queryClient.invalidateQueries({ queryKey: ['lock-date'] }),
    ]);
}

/** The company switcher and the stored user (spec: the company's currency) read the name and currency from storage. */
function storeCompany({ _id, name, currency }: CompanySettings) {
  const companies = readCompanies().map((company) => (company._id === _id ? { ...company, name } : company));
  const user = readUser();
  const active = readSession().activeCompanyId === _id;
  writeItems({
    [storageKeys.userCompanies]: JSON.stringify(companies),
    ...(user && active ? { [storageKeys.user]: JSON.stringify({ ...user, companyName: name, currency }) } : {}),
  });
}

export function useUpdateCompany() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (body: Partial<CompanyUpdateInput>) =>
      request<CompanySettings>('/companies/current', { method: 'PATCH', body }),
    onSuccess: (response) => {
      storeCompany(response.data);
      return afterChange();
    },
  });
}

/** The logo on the company's documents: upload and remove. */
export function useLogoActions() {
  return useImageActions('/companies/logo', useAfterChange());
}
