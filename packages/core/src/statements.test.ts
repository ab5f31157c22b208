import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { type AccountType, accountTypes } from './ledger.ts';
import {
  addMonths,
  asOfColumns,
  balanceSheetRows,
  financialYearStart,
  periodColumns,
  profitAndLossRows,
  type StatementAccount,
} from './statements.ts';

const parents: Record<AccountType, Array<{ name: string; sortOrder: number }>> = {
  Asset: [
    { name: 'Current Assets', sortOrder: 1 },
    { name: 'Non-current Assets', sortOrder: 2 },
  ],
  Liability: [{ name: 'Current Liabilities', sortOrder: 3 }],
  Equity: [{ name: 'Equity', sortOrder: 5 }],
  Income: [
    { name: 'Revenue', sortOrder: 6 },
    { name: 'Other Income', sortOrder: 7 },
  ],
  Expense: [
    { name: 'Cost of Sales', sortOrder: 8 },
    { name: 'Operating Expenses', sortOrder: 9 },
    { name: 'Other Expenses', sortOrder: 10 },
  ],
};

/** A chart of random accounts across every type, parent and two sub categories each. */
const chart = fc
  .array(
    fc.record({
      type: fc.constantFrom(...accountTypes),
      parentIndex: fc.nat(2),
      subCategory: fc.constantFrom('First', 'Second'),
    }),
    { minLength: 1, maxLength: 25 },
  )
  .map((specs) =>
    specs.map(({ type, parentIndex, subCategory }, index): StatementAccount => {
      const typeParents = parents[type];
      const parent = typeParents[parentIndex % typeParents.length] ?? typeParents[0];
      return {
        id: `account-${index}`,
        code: String(1000 + index),
        name: `Account ${index}`,
        type,
        parent: parent ?? { name: type, sortOrder: 0 },
        subCategory: { name: `${parent?.name} ${subCategory}`, sortOrder: subCategory === 'First' ? 1 : 2 },
      };
    }),
  );

const amount = fc.integer({ min: -50_000_000_00, max: 50_000_000_00 });

/**
 * A ledger's balances per account and column: random debit-minus-credit on every account but the
 * last, which takes what balances the books (debits equal credits in every column).
 */
function balancedLedger(columnCount: number) {
  return chart.chain((accounts) =>
    fc
      .array(fc.array(amount, { minLength: columnCount, maxLength: columnCount }), {
        minLength: accounts.length,
        maxLength: accounts.length,
      })
      .map((values) => {
        const balancing = Array.from(
          { length: columnCount },
          (_, column) => -values.slice(0, -1).reduce((sum, row) => sum + (row[column] ?? 0), 0),
        );
        values[values.length - 1] = balancing;
        return { accounts, balances: new Map(accounts.map((account, index) => [account.id, values[index] ?? []])) };
      }),
  );
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('balance sheet', () => {
  it('assets equal liabilities plus equity with the unclosed profit, for any balanced ledger', () => {
    fc.assert(
      fc.property(balancedLedger(2), fc.array(amount, { minLength: 2, maxLength: 2 }), (ledger, earlierShare) => {
        // Income and expense balances are the profit not closed into equity; split it between
        // earlier years and this year as a year end would.
        const profitOfAll = [0, 1].map(
          (column) =>
            -sum(
              ledger.accounts
                .filter((account) => account.type === 'Income' || account.type === 'Expense')
                .map((account) => ledger.balances.get(account.id)?.[column] ?? 0),
            ),
        );
        const earlierYears = earlierShare;
        const thisYear = profitOfAll.map((profit, column) => profit - (earlierShare[column] ?? 0));
        const sheet = balanceSheetRows(ledger.accounts, ledger.balances, { earlierYears, thisYear }, 2, {
          showZero: true,
        });
        for (const column of [0, 1]) {
          expect(sheet.totalAssets[column]).toBe(
            (sheet.totalLiabilities[column] ?? 0) + (sheet.totalEquity[column] ?? 0),
          );
        }
      }),
    );
  });

  it("shows each account on its section's side, hides zero rows, and totals every sub category", () => {
    const accounts: StatementAccount[] = [
      account('cash', '1000', 'Cash', 'Asset', 'Current Assets', 'Cash and Cash Equivalents'),
      account('bank', '1050', 'Bank Account', 'Asset', 'Current Assets', 'Bank'),
      account('empty', '1100', 'Accounts Receivable', 'Asset', 'Current Assets', 'Accounts Receivable'),
      account('payable', '2000', 'Accounts Payable', 'Liability', 'Current Liabilities', 'Accounts Payable'),
      account('capital', '3000', 'Share Capital', 'Equity', 'Equity', 'Share Capital'),
    ];
    const balances = new Map([
      ['cash', [40_000_00]],
      ['bank', [160_000_00]],
      ['payable', [-30_000_00]],
      ['capital', [-150_000_00]],
    ]);
    const sheet = balanceSheetRows(accounts, balances, { earlierYears: [5_000_00], thisYear: [15_000_00] }, 1);
    expect(sheet.rows.map((row) => [row.label, row.amounts[0] ?? null])).toEqual([
      ['Current Assets', null],
      ['Cash and Cash Equivalents', null],
      ['1000 Cash', 40_000_00],
      ['Total Cash and Cash Equivalents', 40_000_00],
      ['Bank', null],
      ['1050 Bank Account', 160_000_00],
      ['Total Bank', 160_000_00],
      ['Total Current Assets', 200_000_00],
      ['Total assets', 200_000_00],
      ['Current Liabilities', null],
      ['Accounts Payable', null],
      ['2000 Accounts Payable', 30_000_00],
      ['Total Accounts Payable', 30_000_00],
      ['Total Current Liabilities', 30_000_00],
      ['Total liabilities', 30_000_00],
      ['Equity', null],
      ['Share Capital', null],
      ['3000 Share Capital', 150_000_00],
      ['Total Share Capital', 150_000_00],
      ['Profit of earlier years', 5_000_00],
      ['Profit for the year', 15_000_00],
      ['Total equity', 170_000_00],
      ['Total liabilities and equity', 200_000_00],
    ]);
  });
});

function account(
  id: string,
  code: string,
  name: string,
  type: AccountType,
  parent: string,
  subCategory: string,
): StatementAccount {
  return {
    id,
    code,
    name,
    type,
    parent: { name: parent, sortOrder: 0 },
    subCategory: { name: subCategory, sortOrder: 0 },
  };
}

describe('profit and loss', () => {
  it('net profit is income less expenses, and each total is the sum of its accounts, for any ledger', () => {
    fc.assert(
      fc.property(balancedLedger(3), (ledger) => {
        const statement = profitAndLossRows(ledger.accounts, ledger.balances, 3, { showZero: true });
        for (const column of [0, 1, 2]) {
          const incomeAndExpenses = ledger.accounts.filter(
            (account) => account.type === 'Income' || account.type === 'Expense',
          );
          expect(statement.netProfit[column]).toBe(
            -sum(incomeAndExpenses.map((account) => ledger.balances.get(account.id)?.[column] ?? 0)) || 0,
          );
          const accountRows = statement.rows.filter((row) => row.kind === 'account');
          expect(accountRows).toHaveLength(incomeAndExpenses.length);
        }
      }),
    );
  });

  it('reads revenue, cost of sales, gross profit, operating expenses, operating profit, then net profit', () => {
    const accounts: StatementAccount[] = [
      account('other', '7000', 'Bank Charges', 'Expense', 'Other Expenses', 'Finance Costs'),
      account('rent', '6100', 'Rent', 'Expense', 'Operating Expenses', 'Premises and Utilities'),
      account('interest', '4510', 'Interest Income', 'Income', 'Other Income', 'Interest Income'),
      account('cost', '5000', 'Cost of Goods Sold', 'Expense', 'Cost of Sales', 'Cost of Goods Sold'),
      account('sales', '4000', 'Sales', 'Income', 'Revenue', 'Sales Revenue'),
    ];
    const movements = new Map([
      ['sales', [-1_000_000_00]],
      ['cost', [600_000_00]],
      ['rent', [150_000_00]],
      ['interest', [-2_500_00]],
      ['other', [6_450_00]],
    ]);
    const statement = profitAndLossRows(accounts, movements, 1);
    const totals = statement.rows.filter((row) => row.kind === 'total').map((row) => [row.label, row.amounts[0]]);
    expect(totals).toEqual([
      ['Total Revenue', 1_000_000_00],
      ['Total Cost of Sales', 600_000_00],
      ['Gross profit', 400_000_00],
      ['Total Operating Expenses', 150_000_00],
      ['Operating profit', 250_000_00],
      ['Total Other Income', 2_500_00],
      ['Total Other Expenses', 6_450_00],
      ['Net profit', 246_050_00],
    ]);
  });
});

describe('statement columns', () => {
  const day = fc
    .date({ min: new Date('2001-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));

  it('compares with the period of the same length just before, and the same dates a year earlier', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 800 }), (from, length) => {
        const range = { from, to: addDays(from, length) };
        const [chosen, previous] = periodColumns(range, 'previous-period');
        expect(chosen).toMatchObject(range);
        expect(previous?.to).toBe(addDays(range.from, -1));
        expect(previous && addDays(previous.from, length)).toBe(previous?.to);
        const [, lastYear] = periodColumns(range, 'last-year');
        expect(Number(lastYear?.from.slice(0, 4))).toBe(Number(from.slice(0, 4)) - 1);
      }),
    );
  });

  it('splits twelve whole months ending with the chosen end, back to back', () => {
    fc.assert(
      fc.property(day, (to) => {
        const columns = periodColumns({ from: addMonths(to, -3), to }, 'monthly');
        expect(columns).toHaveLength(12);
        expect(columns.at(-1)?.to).toBe(to);
        columns.slice(1).forEach((column, index) => {
          expect(addDays(columns[index]?.to ?? '', 1)).toBe(column.from);
        });
        expect(columns[0]?.from).toBe(`${addMonths(to, -11).slice(0, 8)}01`);
      }),
    );
  });

  it('dates balance sheet columns a month and a year back, the 31st kept to the month', () => {
    expect(asOfColumns('2026-03-31', 'previous-period').map((column) => column.asOf)).toEqual([
      '2026-03-31',
      '2026-02-28',
    ]);
    expect(asOfColumns('2024-02-29', 'last-year').map((column) => column.asOf)).toEqual(['2024-02-29', '2023-02-28']);
    expect(
      asOfColumns('2026-11-23', 'monthly')
        .map((column) => column.asOf)
        .slice(-3),
    ).toEqual(['2026-09-30', '2026-10-31', '2026-11-23']);
  });

  it('finds the financial year a day falls in', () => {
    expect(financialYearStart('2026-11-23', 1)).toBe('2026-01-01');
    expect(financialYearStart('2026-03-31', 4)).toBe('2025-04-01');
    expect(financialYearStart('2026-04-01', 4)).toBe('2026-04-01');
  });
});
