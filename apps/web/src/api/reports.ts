import type {
  BalanceSheetView,
  CashFlowView,
  StatementComparison as CoreStatementComparison,
  EveryAccountLedgerView,
  GeneralLedgerLine,
  GeneralLedgerView,
  LedgerSection,
  PeriodStatementView,
  ProfitAndLossView,
  StatementRowView,
  TrialBalanceView,
} from '@owo/core';
import { useQuery } from '@tanstack/react-query';
import { request } from './client.ts';
import { listQuery } from './list-query.ts';

/** The reports' shapes are core's (schemas/reports.ts), by the names the screens use. */
export type LedgerLine = GeneralLedgerLine;
export type GeneralLedger = GeneralLedgerView;
export type EveryAccountLedger = EveryAccountLedgerView;
export type { LedgerSection };
export type StatementRow = StatementRowView;
export type StatementComparison = CoreStatementComparison;
export type PeriodStatement = PeriodStatementView;
export type ProfitAndLoss = ProfitAndLossView;
export type BalanceSheet = BalanceSheetView;
export type TrialBalance = TrialBalanceView;
export type CashFlow = CashFlowView;

export interface GeneralLedgerFilters {
  account: string;
  page: number;
  limit: number;
  from?: string;
  to?: string;
}

export const reportKeys = {
  all: ['reports'] as const,
  generalLedger: (filters: GeneralLedgerFilters) => ['reports', 'general-ledger', filters] as const,
};

/** One account's postings with a running balance. */
export function useGeneralLedger(filters: GeneralLedgerFilters) {
  return useQuery({
    queryKey: reportKeys.generalLedger(filters),
    queryFn: () => request<GeneralLedger>(`/reports/general-ledger${listQuery({ params: { ...filters } })}`),
    enabled: Boolean(filters.account),
    // Another page or period of the same account keeps its rows on screen; another account does not.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].account === filters.account ? previous : undefined,
  });
}

/** Every account's postings over a period, paged by rows across accounts; off once an account is chosen. */
export function useEveryAccountLedger(filters: Omit<GeneralLedgerFilters, 'account'> & { enabled: boolean }) {
  const { enabled, ...params } = filters;
  return useQuery({
    queryKey: ['reports', 'general-ledger', 'every-account', params] as const,
    queryFn: () => request<EveryAccountLedger>(`/reports/general-ledger${listQuery({ params: { ...params } })}`),
    enabled,
    // Another page or period keeps the rows on screen until the next arrive.
    placeholderData: (previous) => previous,
  });
}

export interface StatementFilters {
  compare: StatementComparison;
  branch?: string | undefined;
  showZero: boolean;
}

function statementParams(filters: StatementFilters) {
  return {
    compare: filters.compare === 'none' ? undefined : filters.compare,
    branch: filters.branch || undefined,
    showZero: filters.showZero ? 'true' : undefined,
  };
}

/** A report's JSON, kept on screen while another period or filter loads (no empty flash). */
function useReport<T>(name: string, params: Record<string, string | undefined>) {
  return useQuery({
    queryKey: ['reports', name, params] as const,
    queryFn: () => request<T>(`/reports/${name}${listQuery({ params })}`),
    placeholderData: (previous) => previous,
  });
}

export function useProfitAndLoss(filters: StatementFilters & { from?: string | undefined; to: string }) {
  return useReport<ProfitAndLoss>('profit-and-loss', {
    from: filters.from,
    to: filters.to,
    ...statementParams(filters),
  });
}

export function useCashFlow(filters: StatementFilters & { from?: string | undefined; to: string }) {
  return useReport<CashFlow>('cash-flow', { from: filters.from, to: filters.to, ...statementParams(filters) });
}

export function useBalanceSheet(filters: StatementFilters & { asOf: string }) {
  return useReport<BalanceSheet>('balance-sheet', { asOf: filters.asOf, ...statementParams(filters) });
}

export function useTrialBalance(asOf: string) {
  return useReport<TrialBalance>('trial-balance', { asOf });
}
