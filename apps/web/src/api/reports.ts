import type { AccountType } from '@owo/core';
import { useQuery } from '@tanstack/react-query';
import { request } from './client.ts';
import { listQuery } from './list-query.ts';

export interface LedgerLine {
  date: string;
  /** identifier: JV-000013 or JE-000016, the one people see; null until numbered. */
  entry: { _id: string; number: number | null; identifier: string | null };
  /** What posted it: a journal (with its id), opening balances... */
  source: { type: string; _id: string | null };
  memo: string;
  description: string;
  debit: number;
  credit: number;
  /** Running balance after this line, in the account's normal direction. */
  balance: number;
}

export interface GeneralLedger {
  account: { _id: string; account_code: string; account_name: string; account_type: AccountType };
  from: string | null;
  to: string | null;
  openingBalance: number;
  closingBalance: number;
  /** The balance brought forward to the first line of this page. */
  pageOpeningBalance: number;
  lines: LedgerLine[];
}

/** One account's part of the general ledger of every account, on one page. */
export interface LedgerSection extends Omit<GeneralLedger, 'from' | 'to'> {
  /** The period's debits and credits. */
  totalDebit: number;
  totalCredit: number;
  /** The account's lines in the period, on every page. */
  lineCount: number;
  continuedFromPreviousPage: boolean;
  continuesOnNextPage: boolean;
}

/** The general ledger without an account: every account with a balance or postings in the period. */
export interface EveryAccountLedger {
  from: string | null;
  to: string | null;
  accounts: LedgerSection[];
}

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

/** A row of a financial statement (packages/core statements.ts), amounts in naira per column. */
export interface StatementRow {
  kind: 'heading' | 'account' | 'subtotal' | 'total';
  label: string;
  /** Indent: 0 section, 1 sub category, 2 account. */
  level: number;
  /** One per column; none on headings. */
  amounts: number[];
  /** Account rows: the account whose postings make the amount. */
  account: { _id: string; account_code: string } | null;
}

export type StatementComparison = 'none' | 'previous-period' | 'last-year' | 'monthly';

export interface StatementFilters {
  compare: StatementComparison;
  branch?: string | undefined;
  showZero: boolean;
}

export interface PeriodStatement {
  from: string;
  to: string;
  comparison: StatementComparison;
  branch: string | null;
  columns: Array<{ label: string; from: string; to: string }>;
  rows: StatementRow[];
}

export interface ProfitAndLoss extends PeriodStatement {
  netProfit: number[];
}

export interface BalanceSheet {
  asOf: string;
  comparison: StatementComparison;
  branch: string | null;
  columns: Array<{ label: string; asOf: string }>;
  rows: StatementRow[];
  totalAssets: number[];
  totalLiabilities: number[];
  totalEquity: number[];
}

export interface TrialBalance {
  asOf: string;
  accounts: Array<{
    _id: string;
    account_code: string;
    account_name: string;
    account_type: AccountType;
    debit: number;
    credit: number;
  }>;
  totalDebit: number;
  totalCredit: number;
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

export interface CashFlow extends PeriodStatement {
  netChange: number[];
  openingCash: number[];
  closingCash: number[];
  /** Zero unless the lines read do not balance (one branch's share of a split entry). */
  difference: number[];
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
