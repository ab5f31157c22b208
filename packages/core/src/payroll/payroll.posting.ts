import type { Kobo } from '../money.ts';
import type { PayLine } from './monthly-pay.ts';

/*
 * The journal entries of a payroll run (issue 28, "Posting"; reference nigeria-payroll-2026.md
 * section 8), pure: the run's lines in, ledger lines out. Lines name an account ROLE, not an
 * account: the server maps each role (and remittee) to the company's account, as it maps system
 * keys with systemAccount(); the roles that are system keys already use the same words.
 *
 * Approved (accrual):
 *   Dr salaries and wages          gross
 *   Dr employer pension expense    employer pension
 *   Dr NHIA expense                employer NHIA
 *   Dr NSITF expense, ITF expense  the employer's levies
 *   Cr PAYE payable                PAYE, one line per tax authority (each State IRS)
 *   Cr pension payable             employee + employer pension, one line per PFA
 *   Cr NHF payable, NHIA payable (employee + employer), NSITF payable, ITF payable
 *   Cr salary advances / staff loans   what the employee repays, against that employee
 *   Cr other deductions payable    other deductions (union dues, cooperative), per deduction name
 *   Cr net salaries payable        net pay
 * Paid: Dr net salaries payable, Cr bank. Void: the same lines reversed (reversedPayrollLines).
 * Both sides add up because each pay line's net is its gross less its deductions, exactly.
 */

export const payrollAccountRoles = [
  'salaries',
  'employer-pension-expense',
  'nhia-expense',
  'nsitf-expense',
  'itf-expense',
  'paye-payable',
  'pension-payable',
  'nhf-payable',
  'nhia-payable',
  'nsitf-payable',
  'itf-payable',
  'salary-advances',
  'staff-loans',
  'other-deductions-payable',
  'salaries-payable',
  'bank',
] as const;
export type PayrollAccountRole = (typeof payrollAccountRoles)[number];

export interface PayrollPostingLine {
  role: PayrollAccountRole;
  debit: Kobo;
  credit: Kobo;
  /** Whom a liability is owed to, where it is kept apart: the State IRS, the PFA, the deduction. */
  remittee?: string;
  /** The employee a receivable (advance, loan) is against. */
  employeeId?: string;
  description: string;
}

export type PostedPayLine = Pick<
  PayLine,
  | 'gross'
  | 'pensionEmployee'
  | 'pensionEmployer'
  | 'nhf'
  | 'nhiaEmployee'
  | 'nhiaEmployer'
  | 'paye'
  | 'net'
  | 'nsitf'
  | 'itf'
  | 'deductions'
>;

export interface PayrollRunLine {
  employeeId: string;
  pay: PostedPayLine;
  /** The State IRS the employee's PAYE goes to (their state of residence). */
  payeAuthority?: string;
  /** The employee's pension fund administrator. */
  pensionAdministrator?: string;
}

export interface PayrollRun {
  lines: readonly PayrollRunLine[];
}

const descriptions: Record<PayrollAccountRole, string> = {
  salaries: 'Salaries and wages',
  'employer-pension-expense': 'Employer pension contribution',
  'nhia-expense': 'Employer NHIA contribution',
  'nsitf-expense': 'NSITF contribution',
  'itf-expense': 'ITF levy',
  'paye-payable': 'PAYE deducted',
  'pension-payable': 'Pension contributions',
  'nhf-payable': 'NHF deducted',
  'nhia-payable': 'NHIA contributions',
  'nsitf-payable': 'NSITF contribution',
  'itf-payable': 'ITF levy',
  'salary-advances': 'Salary advance recovered',
  'staff-loans': 'Loan repayment',
  'other-deductions-payable': 'Deducted from pay',
  'salaries-payable': 'Net salaries',
  bank: 'Salaries paid',
};

/** The approved run's accrual entry: expenses debited, what is owed credited. */
export function payrollEntryLines(run: PayrollRun): PayrollPostingLine[] {
  const entry: Posting[] = [];
  for (const { employeeId, pay, payeAuthority, pensionAdministrator } of run.lines) {
    entry.push({ role: 'salaries', debit: pay.gross });
    entry.push({ role: 'employer-pension-expense', debit: pay.pensionEmployer });
    entry.push({ role: 'nhia-expense', debit: pay.nhiaEmployer });
    entry.push({ role: 'nsitf-expense', debit: pay.nsitf });
    entry.push({ role: 'itf-expense', debit: pay.itf });
    entry.push({ role: 'paye-payable', credit: pay.paye, remittee: payeAuthority });
    entry.push({
      role: 'pension-payable',
      credit: pay.pensionEmployee + pay.pensionEmployer,
      remittee: pensionAdministrator,
    });
    entry.push({ role: 'nhf-payable', credit: pay.nhf });
    entry.push({ role: 'nhia-payable', credit: pay.nhiaEmployee + pay.nhiaEmployer });
    entry.push({ role: 'nsitf-payable', credit: pay.nsitf });
    entry.push({ role: 'itf-payable', credit: pay.itf });
    for (const deduction of pay.deductions) {
      if (deduction.kind === 'salaryAdvance') {
        entry.push({ role: 'salary-advances', credit: deduction.amount, employeeId });
      } else if (deduction.kind === 'loanRepayment') {
        entry.push({ role: 'staff-loans', credit: deduction.amount, employeeId });
      } else if (deduction.kind === 'other') {
        entry.push({ role: 'other-deductions-payable', credit: deduction.amount, remittee: deduction.name });
      }
    }
    entry.push({ role: 'salaries-payable', credit: pay.net });
  }
  return combined(entry);
}

/** Paying the run's net salaries: Dr net salaries payable, Cr bank. */
export function payrollPaymentLines(run: PayrollRun): PayrollPostingLine[] {
  const net = run.lines.reduce((total, line) => total + line.pay.net, 0);
  return combined([
    { role: 'salaries-payable', debit: net },
    { role: 'bank', credit: net },
  ]);
}

/** A voided run's entry: every line on the other side. */
export function reversedPayrollLines(lines: readonly PayrollPostingLine[]): PayrollPostingLine[] {
  return lines.map((line) => ({ ...line, debit: line.credit, credit: line.debit }));
}

interface Posting {
  role: PayrollAccountRole;
  debit?: Kobo;
  credit?: Kobo;
  remittee?: string | undefined;
  employeeId?: string;
}

/**
 * One line per role, remittee and employee, amounts added; zero lines left out; debits first,
 * then credits, each in the order of payrollAccountRoles.
 */
function combined(postings: readonly Posting[]): PayrollPostingLine[] {
  const byKey = new Map<string, PayrollPostingLine>();
  for (const posting of postings) {
    const debit = posting.debit ?? 0;
    const credit = posting.credit ?? 0;
    if (!Number.isSafeInteger(debit) || !Number.isSafeInteger(credit) || debit < 0 || credit < 0) {
      throw new RangeError(`A payroll amount is not kobo ≥ 0 (${posting.role})`);
    }
    if (debit === 0 && credit === 0) continue;
    const key = JSON.stringify([posting.role, posting.remittee ?? null, posting.employeeId ?? null]);
    const line = byKey.get(key) ?? {
      role: posting.role,
      debit: 0,
      credit: 0,
      ...(posting.remittee === undefined ? {} : { remittee: posting.remittee }),
      ...(posting.employeeId === undefined ? {} : { employeeId: posting.employeeId }),
      description: descriptions[posting.role],
    };
    line.debit += debit;
    line.credit += credit;
    byKey.set(key, line);
  }
  const order = (line: PayrollPostingLine) =>
    (line.debit > 0 ? 0 : payrollAccountRoles.length) + payrollAccountRoles.indexOf(line.role);
  return [...byKey.values()].sort((a, b) => order(a) - order(b));
}
