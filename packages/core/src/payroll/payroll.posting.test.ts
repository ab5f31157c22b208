import { describe, expect, it } from 'vitest';
import { totalOf } from '../ledger.ts';
import { payrollEntryLines, payrollPaymentLines, reversedPayrollLines } from './payroll.posting.ts';
import { naira, payMonths, structuredPay } from './payroll-fixtures.ts';

/* The reference's section 8 postings, on case P1. */

const [p1] = payMonths(structuredPay(100_000), ['2026-01'], { itfApplies: true });
if (!p1) throw new Error('P1 was not paid');

describe('payrollEntryLines', () => {
  it('posts P1 as the reference does: 110,500 on both sides', () => {
    const lines = payrollEntryLines({ lines: [{ employeeId: 'e1', pay: p1 }] });
    expect(lines.map(({ role, debit, credit }) => ({ role, debit, credit }))).toEqual([
      { role: 'salaries', debit: naira(100_000), credit: 0 },
      { role: 'employer-pension-expense', debit: naira(8_500), credit: 0 },
      { role: 'nsitf-expense', debit: naira(1_000), credit: 0 },
      { role: 'itf-expense', debit: naira(1_000), credit: 0 },
      { role: 'paye-payable', debit: 0, credit: naira(3_980) },
      { role: 'pension-payable', debit: 0, credit: naira(15_300) },
      { role: 'nsitf-payable', debit: 0, credit: naira(1_000) },
      { role: 'itf-payable', debit: 0, credit: naira(1_000) },
      { role: 'salaries-payable', debit: 0, credit: naira(89_220) },
    ]);
    expect(totalOf(lines, 'debit')).toBe(naira(110_500));
    expect(totalOf(lines, 'credit')).toBe(naira(110_500));
  });

  it('keeps PAYE per State IRS and pension per PFA, recovers advances and loans per employee', () => {
    const deductions = [
      { kind: 'salaryAdvance' as const, name: 'Advance', amount: naira(10_000) },
      { kind: 'loanRepayment' as const, name: 'Loan', amount: naira(5_000) },
      { kind: 'other' as const, name: 'Union dues', amount: naira(1_000) },
    ];
    const [withDeductions] = payMonths(structuredPay(100_000, { nhf: true, nhia: true }), ['2026-01'], { deductions });
    if (!withDeductions) throw new Error('not paid');
    const lines = payrollEntryLines({
      lines: [
        { employeeId: 'e1', pay: p1, payeAuthority: 'Lagos IRS', pensionAdministrator: 'PFA X' },
        { employeeId: 'e2', pay: withDeductions, payeAuthority: 'Ogun IRS', pensionAdministrator: 'PFA X' },
        { employeeId: 'e3', pay: p1, payeAuthority: 'Lagos IRS', pensionAdministrator: 'PFA Y' },
      ],
    });
    const credit = (role: string, match: { remittee?: string; employeeId?: string } = {}) =>
      lines.find(
        (line) =>
          line.role === role &&
          (match.remittee === undefined || line.remittee === match.remittee) &&
          (match.employeeId === undefined || line.employeeId === match.employeeId),
      )?.credit;
    expect(credit('paye-payable', { remittee: 'Lagos IRS' })).toBe(naira(3_980 * 2));
    expect(credit('paye-payable', { remittee: 'Ogun IRS' })).toBe(withDeductions.paye);
    expect(credit('pension-payable', { remittee: 'PFA X' })).toBe(naira(15_300 * 2));
    expect(credit('pension-payable', { remittee: 'PFA Y' })).toBe(naira(15_300));
    expect(credit('nhf-payable')).toBe(naira(1_250));
    expect(credit('nhia-payable')).toBe(naira(2_500 + 5_000));
    expect(lines.find((line) => line.role === 'nhia-expense')?.debit).toBe(naira(5_000));
    expect(credit('salary-advances', { employeeId: 'e2' })).toBe(naira(10_000));
    expect(credit('staff-loans', { employeeId: 'e2' })).toBe(naira(5_000));
    expect(credit('other-deductions-payable', { remittee: 'Union dues' })).toBe(naira(1_000));
    expect(credit('salaries-payable')).toBe(naira(89_220 * 2) + withDeductions.net);
    expect(totalOf(lines, 'debit')).toBe(totalOf(lines, 'credit'));
  });

  it('pays net salaries from the bank, and a void reverses every line', () => {
    const run = { lines: [{ employeeId: 'e1', pay: p1 }] };
    expect(payrollPaymentLines(run).map(({ role, debit, credit }) => ({ role, debit, credit }))).toEqual([
      { role: 'salaries-payable', debit: naira(89_220), credit: 0 },
      { role: 'bank', debit: 0, credit: naira(89_220) },
    ]);
    const accrual = payrollEntryLines(run);
    const reversal = reversedPayrollLines(accrual);
    expect(reversal[0]).toMatchObject({ role: 'salaries', debit: 0, credit: naira(100_000) });
    expect(totalOf(reversal, 'debit')).toBe(naira(110_500));
  });
});
