import { type PayrollLineView, type PayrollRunView, toKobo } from '@owo/core';
import type { ReportColumn, ReportRow } from '../../exports/report-table.ts';

/*
 * The remittance schedules of a payroll run (issue 28): what the bank, each State IRS, each PFA and
 * the FMBN need to be paid and told. Pure: a run as GET /payroll/{id} answers it in, a title and the
 * rows of a report table (exports/report-table.ts) out, so the CSV, XLSX and PDF writers print them
 * as they print every other report. Amounts are kobo, read back from the view's naira exactly.
 */

export const scheduleKinds = ['bank', 'paye', 'pension', 'nhf'] as const;
export type ScheduleKind = (typeof scheduleKinds)[number];

export interface Schedule {
  title: string;
  /** What the schedule leaves out or asks of the reader, one a line, printed under its title. */
  details: string[];
  columns: ReportColumn[];
  rows: ReportRow[];
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2026-01' -> 'January 2026'. */
export function monthText(period: string): string {
  const [year, month] = period.split('-');
  return `${monthNames[Number(month) - 1]} ${year}`;
}

const line = (cells: ReportRow['cells']): ReportRow => ({ kind: 'line', level: 0, cells });
const sum = (lines: readonly PayrollLineView[], figure: (line: PayrollLineView) => number) =>
  lines.reduce((total, each) => total + toKobo(figure(each)), 0);

/** Lines grouped by a name, groups in alphabetical order and the nameless group last. */
function groupedBy(lines: readonly PayrollLineView[], name: (line: PayrollLineView) => string | null, none: string) {
  const groups = new Map<string | null, PayrollLineView[]>();
  for (const each of lines) {
    const key = name(each);
    groups.set(key, [...(groups.get(key) ?? []), each]);
  }
  const named = [...groups.keys()].filter((key): key is string => key !== null).sort((a, b) => a.localeCompare(b));
  const ordered = [...named.map((key) => [key, groups.get(key) ?? []] as const)];
  const nameless = groups.get(null);
  return nameless ? [...ordered, [none, nameless] as const] : ordered;
}

export const noSalaryAccountNote = 'No salary account: pay by hand';

/**
 * Net pay for a bulk transfer from internet banking, one row per employee paid into their salary
 * account, and its total. Employees without a salary account are not in the transfer: they follow
 * it under their own heading with their net pay and what is left to pay by hand, so the schedule
 * still accounts for the whole run. Nobody is paid nothing, so a net of 0 is left out.
 */
export function bankSchedule(run: PayrollRunView): Schedule {
  const narration = `Salary ${monthText(run.period)}`;
  const paid = run.lines.filter((each) => each.net > 0);
  const transfer = paid.filter((each) => each.salaryAccount);
  const byHand = paid.filter((each) => !each.salaryAccount);
  const rows: ReportRow[] = transfer.map((each) =>
    line([
      each.employee.displayName,
      each.salaryAccount?.bankName ?? null,
      each.salaryAccount?.bankCode ?? null,
      each.salaryAccount?.accountNo ?? null,
      toKobo(each.net),
      narration,
    ]),
  );
  rows.push({
    kind: 'total',
    level: 0,
    cells: ['Total to transfer', null, null, null, sum(transfer, (each) => each.net), null],
  });
  if (byHand.length > 0) {
    rows.push({ kind: 'heading', level: 0, cells: ['Not in the transfer', null, null, null, null, null] });
    for (const each of byHand)
      rows.push(line([each.employee.displayName, null, null, null, toKobo(each.net), noSalaryAccountNote]));
    rows.push({
      kind: 'total',
      level: 0,
      cells: ['Left to pay by hand', null, null, null, sum(byHand, (each) => each.net), null],
    });
  }
  return {
    title: `Salary bank schedule ${monthText(run.period)}`,
    details: byHand.length > 0 ? [`${byHand.length} without a salary account are listed last, to pay by hand`] : [],
    columns: [
      { heading: 'Name', kind: 'text', width: 26 },
      { heading: 'Bank', kind: 'text', width: 22 },
      { heading: 'Bank code', kind: 'text', width: 10 },
      { heading: 'Account number', kind: 'text', width: 14 },
      { heading: 'Amount', kind: 'amount', width: 14 },
      { heading: 'Narration', kind: 'text', width: 22 },
    ],
    rows,
  };
}

export const noStateGroup = 'No state of residence';

/** PAYE per State IRS (the employee's state of residence): each state's employees, its subtotal, and the grand total. */
export function payeSchedule(run: PayrollRunView): Schedule {
  const rows: ReportRow[] = [];
  const totals = (lines: readonly PayrollLineView[]) => [
    sum(lines, (each) => each.gross),
    sum(lines, (each) => each.taxable),
    sum(lines, (each) => each.paye),
  ];
  for (const [state, lines] of groupedBy(run.lines, (each) => each.payeAuthority, noStateGroup)) {
    rows.push({ kind: 'heading', level: 0, cells: [state, null, null, null, null, null] });
    for (const each of lines) {
      rows.push({
        kind: 'line',
        level: 1,
        cells: [
          each.employee.displayName,
          each.employee.staffNumber,
          each.tin,
          toKobo(each.gross),
          toKobo(each.taxable),
          toKobo(each.paye),
        ],
      });
    }
    rows.push({ kind: 'subtotal', level: 0, cells: [`Total ${state}`, null, null, ...totals(lines)] });
  }
  rows.push({ kind: 'total', level: 0, cells: ['Total PAYE', null, null, ...totals(run.lines)] });
  return {
    title: `PAYE schedule ${monthText(run.period)}`,
    details: ['By State Internal Revenue Service: the state each employee lives in'],
    columns: [
      { heading: 'Employee', kind: 'text', width: 26 },
      { heading: 'Staff number', kind: 'text', width: 12 },
      { heading: 'TIN', kind: 'text', width: 14 },
      { heading: 'Gross pay', kind: 'amount', width: 14 },
      { heading: 'Taxable pay', kind: 'amount', width: 14 },
      { heading: 'PAYE', kind: 'amount', width: 14 },
    ],
    rows,
  };
}

export const noPfaGroup = 'No PFA';

/** Pension per PFA: each employee with a contribution, their RSA PIN and both shares, a subtotal per PFA. */
export function pensionSchedule(run: PayrollRunView): Schedule {
  const pensioned = run.lines.filter((each) => each.pensionEmployee > 0 || each.pensionEmployer > 0);
  const totals = (lines: readonly PayrollLineView[]) => {
    const employee = sum(lines, (each) => each.pensionEmployee);
    const employer = sum(lines, (each) => each.pensionEmployer);
    return [employee, employer, employee + employer];
  };
  const rows: ReportRow[] = [];
  for (const [pfa, lines] of groupedBy(pensioned, (each) => each.pension.pfa, noPfaGroup)) {
    rows.push({ kind: 'heading', level: 0, cells: [pfa, null, null, null, null] });
    for (const each of lines) {
      rows.push({
        kind: 'line',
        level: 1,
        cells: [each.employee.displayName, each.pension.rsaPin, ...totals([each])],
      });
    }
    rows.push({ kind: 'subtotal', level: 0, cells: [`Total ${pfa}`, null, ...totals(lines)] });
  }
  rows.push({ kind: 'total', level: 0, cells: ['Total pension', null, ...totals(pensioned)] });
  return {
    title: `Pension schedule ${monthText(run.period)}`,
    details: ['By Pension Fund Administrator'],
    columns: [
      { heading: 'Employee', kind: 'text', width: 26 },
      { heading: 'RSA PIN', kind: 'text', width: 18 },
      { heading: 'Employee contribution', kind: 'amount', width: 14 },
      { heading: 'Employer contribution', kind: 'amount', width: 14 },
      { heading: 'Total', kind: 'amount', width: 14 },
    ],
    rows,
  };
}

/** The month's basic pay on the payslip (prorated, as NHF is worked out on it). */
const basicOf = (each: PayrollLineView) =>
  each.earnings
    .filter((earning) => earning.kind === 'basic')
    .reduce((total, earning) => total + toKobo(earning.amount), 0);

/** National Housing Fund: the employees who contribute, their basic pay and NHF, and the total. */
export function nhfSchedule(run: PayrollRunView): Schedule {
  const contributing = run.lines.filter((each) => each.nhf > 0);
  const rows: ReportRow[] = contributing.map((each) =>
    line([each.employee.displayName, each.employee.staffNumber, basicOf(each), toKobo(each.nhf)]),
  );
  const basic = contributing.reduce((total, each) => total + basicOf(each), 0);
  rows.push({ kind: 'total', level: 0, cells: ['Total NHF', null, basic, sum(contributing, (each) => each.nhf)] });
  return {
    title: `NHF schedule ${monthText(run.period)}`,
    details: ['Contributions to the National Housing Fund, on basic pay'],
    columns: [
      { heading: 'Employee', kind: 'text', width: 26 },
      { heading: 'Staff number', kind: 'text', width: 12 },
      { heading: 'Basic pay', kind: 'amount', width: 14 },
      { heading: 'NHF', kind: 'amount', width: 14 },
    ],
    rows,
  };
}

export const schedules: Record<ScheduleKind, (run: PayrollRunView) => Schedule> = {
  bank: bankSchedule,
  paye: payeSchedule,
  pension: pensionSchedule,
  nhf: nhfSchedule,
};
