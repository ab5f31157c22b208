import type { BankAccountCreateInput, BankKind, StatementImportInput } from '@owo/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './accounts.ts';
import { request } from './client.ts';

/** A Nigerian bank as GET /bank/banks lists it (docs/bank-api.md). */
export interface Bank {
  code: string;
  name: string;
  kind: BankKind;
}

export type BankAccountType = 'business' | 'personal';

export interface BankDetails {
  type: BankAccountType;
  /** Null when the bank is no longer in the list (the server's view allows it; the doc does not say). */
  bankCode: string | null;
  bankName: string;
  accountNumber: string;
  accountName: string;
}

/** A chart account flagged isBank (cash and cards too), with its ledger balance in naira. */
export interface BankAccount {
  /** The chart account id. */
  _id: string;
  account_name: string;
  account_code: string;
  currency: string | null;
  balance: number;
  /** Null for cash and other accounts added in the chart of accounts without bank details. */
  bank: BankDetails | null;
  lastReconciledDate: string | null;
  lastReconciledBalance: number | null;
}

export type StatementFormat = StatementImportInput['format'];

export interface StatementImportResult {
  import: { _id: string; fileName: string; lineCount: number };
  imported: number;
  duplicates: number;
  errors: { row: number; message: string }[];
}

export const bankKeys = {
  all: ['bank'] as const,
  banks: ['bank', 'banks'] as const,
  accounts: ['bank', 'accounts'] as const,
  account: (id: string) => ['bank', 'accounts', id] as const,
};

export function useBanks() {
  return useQuery({
    queryKey: bankKeys.banks,
    queryFn: () => request<Bank[]>('/bank/banks'),
    // The list changes with a release, not during a session.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useBankAccounts() {
  return useQuery({ queryKey: bankKeys.accounts, queryFn: () => request<BankAccount[]>('/bank/accounts') });
}

export function useBankAccount(id: string) {
  return useQuery({
    queryKey: bankKeys.account(id),
    queryFn: () => request<BankAccount>(`/bank/accounts/${encodeURIComponent(id)}`),
    enabled: Boolean(id),
  });
}

export function useAddBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BankAccountCreateInput) => request<BankAccount>('/bank/accounts', { method: 'POST', body }),
    onSuccess: async () => {
      // A new chart account: pickers and the chart list change too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bankKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['reconciliations'] }),
      ]);
    },
  });
}

export function useImportStatement(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatementImportInput) =>
      request<StatementImportResult>(`/bank/accounts/${encodeURIComponent(accountId)}/statements`, {
        method: 'POST',
        body,
      }),
    onSuccess: async () => {
      // New statement lines show in an open reconciliation of the account.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bankKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['reconciliations'] }),
      ]);
    },
  });
}
