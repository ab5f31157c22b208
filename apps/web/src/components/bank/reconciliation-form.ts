import { reconciliationStartSchema } from '@owo/core';
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
      .union([z.number(), z.string()])
      .pipe(z.preprocess((value) => (value === '' ? undefined : value), statementBalance)),
  });
}

export type ReconciliationFormValues = z.input<ReturnType<typeof reconciliationFormSchema>>;
export type ReconciliationFormOutput = z.output<ReturnType<typeof reconciliationFormSchema>>;
