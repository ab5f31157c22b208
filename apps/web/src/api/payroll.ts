import type {
  PayrollCreateInput,
  PayrollListItem,
  PayrollPayInput,
  PayrollRunView,
  PayrollStatus,
  PayrollUpdateInput,
  PayslipsSent,
} from '@owo/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './accounts.ts';
import { bankKeys } from './bank.ts';
import { request } from './client.ts';
import { listQuery } from './list-query.ts';

/*
 * Payroll runs (/hrm/payroll, issue 28): server modules/payroll. The answers' types are core's zod
 * schemas (payrollListItemSchema, payrollRunViewSchema), which the server checks its answers against.
 */

export type PayrollRow = PayrollListItem;
export type PayrollRun = PayrollRunView;
export type PayrollLine = PayrollRunView['lines'][number];

export interface PayrollFilters {
  page: number;
  limit: number;
  status?: PayrollStatus | null;
  year?: string | null;
}

export const payrollKeys = {
  all: ['payroll'] as const,
  list: (filters: PayrollFilters) => ['payroll', 'list', filters] as const,
  one: (id: string) => ['payroll', 'one', id] as const,
};

const base = '/payroll';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export function usePayrolls(filters: PayrollFilters) {
  return useQuery({
    queryKey: payrollKeys.list(filters),
    queryFn: () =>
      request<PayrollRow[]>(
        `${base}${listQuery({
          limit: filters.limit,
          page: filters.page,
          where: { status: filters.status, year: filters.year },
        })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function usePayroll(id: string) {
  return useQuery({
    queryKey: payrollKeys.one(id),
    queryFn: () => request<PayrollRun>(one(id)),
    enabled: id !== '',
  });
}

/**
 * A payroll change: approving, paying and voiding post to the books, so balances (the bank's,
 * which the run's funding reads), the bank page and the reports are read again with the runs.
 */
function usePayrollMutation<Variables, Answer>(
  call: (variables: Variables) => Promise<{ message: string; data: Answer }>,
  /** A run that no longer exists after the call: its page is not read again (it would answer 404). */
  gone?: (variables: Variables) => string | null,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (_answer, variables) => {
      const goneKey = gone?.(variables);
      const stillThere = (query: { queryKey: readonly unknown[] }) =>
        goneKey == null || !(query.queryKey[1] === 'one' && query.queryKey[2] === goneKey);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: payrollKeys.all, predicate: stillThere }),
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: bankKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['reports'] }),
      ]);
    },
  });
}

export const useCreatePayroll = () =>
  usePayrollMutation((body: PayrollCreateInput) => request<PayrollRun>(base, { method: 'POST', body }));

/** PATCH with the changed fields only: bank, prorationBasis, lines, or status (draft or awaiting-approval). */
export const useUpdatePayroll = () =>
  usePayrollMutation(({ id, body }: { id: string; body: PayrollUpdateInput }) =>
    request<PayrollRun>(one(id), { method: 'PATCH', body }),
  );

/**
 * DELETE: a draft (or one awaiting approval) is deleted, and its page, still open while the call
 * ends, is not read again: it would answer 'Payroll not found'. An approved or paid run is voided,
 * its entries reversed, and read again (the message says which).
 */
export const useDeletePayroll = () =>
  usePayrollMutation(
    (run: Pick<PayrollRun, '_id' | 'status'>) => request<unknown>(one(run._id), { method: 'DELETE' }),
    (run) => (run.status === 'draft' || run.status === 'awaiting-approval' ? run._id : null),
  );

export type PayrollDecision = 'approve' | 'reject';

/** Spec section 4: approval goes through the shared approve call; approve answers 409 naming a bank shortfall. */
export const useDecidePayroll = () =>
  usePayrollMutation(({ id, action }: { id: string; action: PayrollDecision }) =>
    request<PayrollRun>(
      `/merchant/approve/${encodeURIComponent(id)}${listQuery({ params: { state: 'payroll', action } })}`,
      {
        method: 'PATCH',
      },
    ),
  );

export const usePayPayroll = () =>
  usePayrollMutation(({ id, body }: { id: string; body: PayrollPayInput }) =>
    request<PayrollRun>(`${one(id)}/pay`, { method: 'POST', body }),
  );

/** Emails each employee with an address their payslip (approved or paid runs); answers who has none. */
export function useSendPayslips() {
  return useMutation({
    mutationFn: (id: string) => request<PayslipsSent>(`${one(id)}/payslips/send`, { method: 'POST' }),
  });
}

/** The API paths of a run's files: every payslip in one PDF, and each remittance schedule in a format. */
export const payrollFiles = {
  payslips: (id: string) => `${one(id)}/payslips`,
  schedule: (id: string, kind: 'bank' | 'paye' | 'pension' | 'nhf', format: 'csv' | 'xlsx' | 'pdf') =>
    `${one(id)}/schedules/${kind}?format=${format}`,
};
