import { describe, expect, it } from 'vitest';
import { reconciliationFormSchema } from './reconciliation-form.ts';

const schema = reconciliationFormSchema({ after: '2026-01-31', today: '2026-03-10' });
const messages = (input: Record<string, unknown>) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the reconciliation form', () => {
  it('takes a statement date and a signed closing balance', () => {
    expect(schema.parse({ statementDate: '2026-02-28', statementBalance: -1250.5 })).toEqual({
      statementDate: '2026-02-28',
      statementBalance: -1250.5,
    });
  });

  it('wants the closing balance', () => {
    expect(messages({ statementDate: '2026-02-28', statementBalance: '' })).toEqual([
      'statementBalance is a required field',
    ]);
  });

  it('refuses a date in the future or not after the last reconciliation', () => {
    expect(messages({ statementDate: '2026-03-11', statementBalance: 1 })).toEqual([
      'The statement end date cannot be in the future',
    ]);
    expect(messages({ statementDate: '2026-01-31', statementBalance: 1 })).toEqual([
      'The statement must end after the last reconciled date',
    ]);
  });
});
