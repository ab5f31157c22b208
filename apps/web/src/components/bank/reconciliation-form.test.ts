import { describe, expect, it } from 'vitest';
import { reconcileNowPath, reconciliationFormSchema, startFormDefaults } from './reconciliation-form.ts';

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
      'Closing balance is a required field',
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

describe("'Reconcile now' after a statement import", () => {
  it("carries the statement's end date and closing balance to the start form", () => {
    const path = reconcileNowPath('0192-abc', { date: '2026-03-31', balance: -1250.5 });
    expect(path).toBe('/accounting/reconcile/0192-abc?statementDate=2026-03-31&statementBalance=-1250.5');
    const search = new URL(path, 'http://owo.test').searchParams;
    expect(startFormDefaults(search, '2026-04-02')).toEqual({ statementDate: '2026-03-31', statementBalance: -1250.5 });
  });

  it('starts from today and no balance without them, or when the file showed no balance', () => {
    expect(startFormDefaults(new URLSearchParams(), '2026-04-02')).toEqual({
      statementDate: '2026-04-02',
      statementBalance: '',
    });
    const path = reconcileNowPath('a', { date: '2026-03-31', balance: null });
    expect(startFormDefaults(new URL(path, 'http://owo.test').searchParams, '2026-04-02')).toEqual({
      statementDate: '2026-03-31',
      statementBalance: '',
    });
  });
});
