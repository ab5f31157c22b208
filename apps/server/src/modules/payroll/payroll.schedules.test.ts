import type { PayrollLineView, PayrollRunView } from '@owo/core';
import { describe, expect, it } from 'vitest';
import {
  bankSchedule,
  monthText,
  nhfSchedule,
  noPfaGroup,
  noSalaryAccountNote,
  noStateGroup,
  payeSchedule,
  pensionSchedule,
} from './payroll.schedules.ts';

/*
 * The remittance schedules from a run as the API answers it: who is on each, grouped by State IRS
 * and PFA, and the subtotals and totals to the kobo (amounts in the rows are kobo).
 */

interface Person {
  name: string;
  state: string | null;
  pfa: string | null;
  account: boolean;
  gross: number;
  paye: number;
  pension: [number, number];
  nhf: number;
  net: number;
}

function lineOf(person: Person, index: number): PayrollLineView {
  const zero = { nhiaEmployee: 0, nhiaEmployer: 0, otherDeductions: 0, nsitf: 0, itf: 0, employerCost: 0 };
  return {
    _id: `line-${index}`,
    employee: { _id: `employee-${index}`, displayName: person.name, staffNumber: `S${index}` },
    jobTitle: 'Sales',
    tin: person.state ? `1000000${index}-0001` : null,
    days: 31,
    daysInPeriod: 31,
    ...zero,
    gross: person.gross,
    pensionEmployee: person.pension[0],
    pensionEmployer: person.pension[1],
    nhf: person.nhf,
    taxable: (Math.round(person.gross * 100) - Math.round(person.pension[0] * 100)) / 100,
    paye: person.paye,
    net: person.net,
    exempt: false,
    earnings: [
      { kind: 'basic', name: 'Basic', amount: person.gross / 2 },
      { kind: 'housing', name: 'Housing', amount: person.gross / 2 },
    ],
    deductions: [],
    oneOffs: [],
    otherDeductionItems: [],
    yearToDate: { gross: 0, taxable: 0, paye: 0, pensionEmployee: 0, nhf: 0, net: 0 },
    payeAuthority: person.state,
    pension: { pfa: person.pfa, rsaPin: person.pfa ? `PEN10001234567${index}` : null },
    salaryAccount: person.account ? { bankName: 'GTBank', bankCode: '058', accountNo: `012345678${index}` } : null,
  };
}

const people: Person[] = [
  {
    name: 'Tunde Bello',
    state: 'Ogun',
    pfa: 'ARM Pension',
    account: true,
    gross: 200000.5,
    paye: 20000.25,
    pension: [16000.04, 20000.05],
    nhf: 2500,
    net: 161500.21,
  },
  {
    name: 'Ada Obi',
    state: 'Lagos',
    pfa: 'Stanbic IBTC Pension Managers',
    account: true,
    gross: 100000,
    paye: 3980,
    pension: [6800, 8500],
    nhf: 0,
    net: 89220,
  },
  {
    name: 'Chidi Eze',
    state: null,
    pfa: null,
    account: false,
    gross: 50000,
    paye: 0,
    pension: [0, 0],
    nhf: 0,
    net: 50000,
  },
  {
    name: 'Bola Ade',
    state: 'Lagos',
    pfa: 'ARM Pension',
    account: true,
    gross: 150000.1,
    paye: 9000.1,
    pension: [10000.01, 12500.02],
    nhf: 1875,
    net: 129125,
  },
];

const run = {
  period: '2026-01',
  number: 'PAY-00001',
  lines: people.map(lineOf),
} as PayrollRunView;

const cellsOf = (rows: ReturnType<typeof bankSchedule>['rows']) => rows.map((row) => [row.kind, ...row.cells]);

describe('the remittance schedules of a run', () => {
  it('names the month in words', () => {
    expect(monthText('2026-01')).toBe('January 2026');
    expect(monthText('2025-12')).toBe('December 2025');
  });

  it('bank: every employee with a salary account, the narration, the total; the rest listed to pay by hand', () => {
    const schedule = bankSchedule(run);
    expect(schedule.columns.map((column) => column.heading)).toEqual([
      'Name',
      'Bank',
      'Bank code',
      'Account number',
      'Amount',
      'Narration',
    ]);
    expect(cellsOf(schedule.rows)).toEqual([
      ['line', 'Tunde Bello', 'GTBank', '058', '0123456780', 16150021, 'Salary January 2026'],
      ['line', 'Ada Obi', 'GTBank', '058', '0123456781', 8922000, 'Salary January 2026'],
      ['line', 'Bola Ade', 'GTBank', '058', '0123456783', 12912500, 'Salary January 2026'],
      ['total', 'Total to transfer', null, null, null, 16150021 + 8922000 + 12912500, null],
      ['heading', 'Not in the transfer', null, null, null, null, null],
      ['line', 'Chidi Eze', null, null, null, 5000000, noSalaryAccountNote],
      ['total', 'Left to pay by hand', null, null, null, 5000000, null],
    ]);
  });

  it('PAYE: by state in alphabetical order, the employees without a state last, subtotals and a grand total', () => {
    const schedule = payeSchedule(run);
    expect(cellsOf(schedule.rows)).toEqual([
      ['heading', 'Lagos', null, null, null, null, null],
      ['line', 'Ada Obi', 'S1', '10000001-0001', 10000000, 9320000, 398000],
      ['line', 'Bola Ade', 'S3', '10000003-0001', 15000010, 14000009, 900010],
      ['subtotal', 'Total Lagos', null, null, 25000010, 23320009, 1298010],
      ['heading', 'Ogun', null, null, null, null, null],
      ['line', 'Tunde Bello', 'S0', '10000000-0001', 20000050, 18400046, 2000025],
      ['subtotal', 'Total Ogun', null, null, 20000050, 18400046, 2000025],
      ['heading', noStateGroup, null, null, null, null, null],
      ['line', 'Chidi Eze', 'S2', null, 5000000, 5000000, 0],
      ['subtotal', `Total ${noStateGroup}`, null, null, 5000000, 5000000, 0],
      ['total', 'Total PAYE', null, null, 50000060, 46720055, 3298035],
    ]);
  });

  it('pension: by PFA, only those who contribute, both shares and their sum', () => {
    const schedule = pensionSchedule(run);
    expect(cellsOf(schedule.rows)).toEqual([
      ['heading', 'ARM Pension', null, null, null, null],
      ['line', 'Tunde Bello', 'PEN100012345670', 1600004, 2000005, 3600009],
      ['line', 'Bola Ade', 'PEN100012345673', 1000001, 1250002, 2250003],
      ['subtotal', 'Total ARM Pension', null, 2600005, 3250007, 5850012],
      ['heading', 'Stanbic IBTC Pension Managers', null, null, null, null],
      ['line', 'Ada Obi', 'PEN100012345671', 680000, 850000, 1530000],
      ['subtotal', 'Total Stanbic IBTC Pension Managers', null, 680000, 850000, 1530000],
      ['total', 'Total pension', null, 3280005, 4100007, 7380012],
    ]);
    expect(schedule.rows.some((row) => row.cells[0] === noPfaGroup)).toBe(false);
  });

  it('NHF: only the employees who contribute, with their basic pay', () => {
    const schedule = nhfSchedule(run);
    expect(cellsOf(schedule.rows)).toEqual([
      ['line', 'Tunde Bello', 'S0', 10000025, 250000],
      ['line', 'Bola Ade', 'S3', 7500005, 187500],
      ['total', 'Total NHF', null, 17500030, 437500],
    ]);
  });

  it('gives an empty run its totals of nothing', () => {
    const empty = { ...run, lines: [] } as PayrollRunView;
    expect(cellsOf(bankSchedule(empty).rows)).toEqual([['total', 'Total to transfer', null, null, null, 0, null]]);
    expect(cellsOf(payeSchedule(empty).rows)).toEqual([['total', 'Total PAYE', null, null, 0, 0, 0]]);
  });
});
