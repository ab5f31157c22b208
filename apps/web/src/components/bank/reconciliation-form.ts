import { missingOrNotValid, reconciliationStartSchema } from '@owo/core';
import { z } from 'zod';

const { statementDate, statementBalance } = reconciliationStartSchema.shape;

/**
 * Start or edit a reconciliation: the statement's last date and closing balance, by the shared
 * schema, plus what the browser can tell before asking: not in the future, after the last one.
 */
export function reconciliationFormSchema({ after, today }: { after?: string | null; today: string }) {
  return z.object({
    statementDate: statementDate
      .refine((date) => date <= today, 'The statement end date cannot be in the future')
      .refine((date) => !after || date > after, 'The statement must end after the last reconciled date'),
    // An empty input holds ''; that is a missing balance, not an invalid one.
    statementBalance: z
      .union([z.number(), z.string()], { error: missingOrNotValid('Closing balance') })
      .pipe(z.preprocess((value) => (value === '' ? undefined : value), statementBalance)),
  });
}

export type ReconciliationFormValues = z.input<ReturnType<typeof reconciliationFormSchema>>;
export type ReconciliationFormOutput = z.output<ReturnType<typeof reconciliationFormSchema>>;

/** Where a statement ends, as an import answers it: its last day and closing balance in naira. */
export interface StatementEnd {
  date: string;
  balance: number | null;
}

/** The account's reconcile page with the start form filled from the statement just imported. */
export function reconcileNowPath(accountId: string, end: StatementEnd): string {
  const query = new URLSearchParams({ statementDate: end.date });
  if (end.balance !== null) query.set('statementBalance', String(end.balance));
  return `/accounting/reconcile/${encodeURIComponent(accountId)}?${query.toString()}`;
}

/** The start form's first values: today and no balance, or what 'Reconcile now' put in the address. */
export function startFormDefaults(search: URLSearchParams, today: string): ReconciliationFormValues {
  const date = search.get('statementDate');
  const balance = search.get('statementBalance');
  return {
    statementDate: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : today,
    statementBalance: balance !== null && balance !== '' && Number.isFinite(Number(balance)) ? Number(balance) : '',
  };
}
