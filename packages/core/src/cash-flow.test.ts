import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CashFlowAccount, type CashFlowRole, cashFlowRole, cashFlowRows } from './cash-flow.ts';
import type { AccountType } from './ledger.ts';
import { profitAndLossRows } from './statements.ts';

/** Places in the seeded chart (type, parent, sub category), one or more for every role. */
const places: Array<{ type: AccountType; parent: string; subCategory: string; canBeBank?: boolean }> = [
  { type: 'Asset', parent: 'Current Assets', subCategory: 'Cash and Cash Equivalents', canBeBank: true },
  { type: 'Asset', parent: 'Current Assets', subCategory: 'Bank', canBeBank: true },
  { type: 'Asset', parent: 'Current Assets', subCategory: 'Accounts Receivable' },
  { type: 'Asset', parent: 'Current Assets', subCategory: 'Inventory' },
  { type: 'Asset', parent: 'Current Assets', subCategory: 'Tax Receivable' },
  { type: 'Asset', parent: 'Non-current Assets', subCategory: 'Property, Plant and Equipment' },
  { type: 'Asset', parent: 'Non-current Assets', subCategory: 'Accumulated Depreciation' },
  { type: 'Asset', parent: 'Non-current Assets', subCategory: 'Intangible Assets' },
  { type: 'Liability', parent: 'Current Liabilities', subCategory: 'Accounts Payable' },
  { type: 'Liability', parent: 'Current Liabilities', subCategory: 'Tax Payable' },
  { type: 'Liability', parent: 'Current Liabilities', subCategory: 'Short-term Borrowings' },
  { type: 'Liability', parent: 'Current Liabilities', subCategory: 'Credit Cards', canBeBank: true },
  { type: 'Liability', parent: 'Non-current Liabilities', subCategory: 'Long-term Borrowings' },
  { type: 'Equity', parent: 'Equity', subCategory: 'Share Capital' },
  { type: 'Equity', parent: 'Equity', subCategory: 'Other Equity' },
  { type: 'Income', parent: 'Revenue', subCategory: 'Sales Revenue' },
  { type: 'Income', parent: 'Other Income', subCategory: 'Interest Income' },
  { type: 'Expense', parent: 'Cost of Sales', subCategory: 'Cost of Goods Sold' },
  { type: 'Expense', parent: 'Operating Expenses', subCategory: 'Depreciation and Amortisation' },
  { type: 'Expense', parent: 'Other Expenses', subCategory: 'Finance Costs' },
];
const maxAccounts = 30;
const parentOrder = [...new Set(places.map((place) => place.parent))];

/** A chart of random accounts in random places, banks flagged at random where a chart allows it. */
const chart = fc
  .array(fc.record({ place: fc.nat(places.length - 1), isBank: fc.boolean() }), {
    minLength: 2,
    maxLength: maxAccounts,
  })
  .map((specs) =>
    specs.map(({ place: placeIndex, isBank }, index): CashFlowAccount => {
      const place = places[placeIndex] ?? places[0];
      if (!place) throw new Error('no places');
      const base = {
        id: `account-${index}`,
        code: String(1000 + index),
        name: `Account ${index}`,
        type: place.type,
        parent: { name: place.parent, sortOrder: parentOrder.indexOf(place.parent) },
        subCategory: { name: place.subCategory, sortOrder: placeIndex },
      };
      return { ...base, role: cashFlowRole({ ...base, isBank: Boolean(place.canBeBank) && isBank }) };
    }),
  );

const amount = fc.integer({ min: -50_000_000_00, max: 50_000_000_00 });

/**
 * Random debit-minus-credit amounts for as many accounts as a chart can have, one per column.
 * Drawn apart from the chart (no chain()), so that a failure shrinks in a moment.
 */
const amountRows = (columnCount: number) =>
  fc.array(fc.array(amount, { minLength: columnCount, maxLength: columnCount }), {
    minLength: maxAccounts,
    maxLength: maxAccounts,
  });

/** The first `count` rows, the last of them what makes every column add up to zero. */
function balanced(rows: number[][], count: number): number[][] {
  const kept = rows.slice(0, count);
  const columnCount = rows[0]?.length ?? 0;
  kept[count - 1] = Array.from(
    { length: columnCount },
    (_, column) => -kept.slice(0, -1).reduce((total, row) => total + (row[column] ?? 0), 0),
  );
  return kept;
}

/**
 * A ledger over some columns: balanced opening balances (the day before each column) and
 * balanced movements over each column; closing balances are their sum.
 */
function balancedLedger(columnCount: number) {
  return fc
    .tuple(chart, amountRows(columnCount), amountRows(columnCount))
    .map(([accounts, opening, movement]) =>
      ledgerOf(accounts, balanced(opening, accounts.length), balanced(movement, accounts.length)),
    );
}

function ledgerOf(accounts: CashFlowAccount[], opening: number[][], movement: number[][]) {
  const closing = opening.map((row, index) => row.map((value, column) => value + (movement[index]?.[column] ?? 0)));
  const byAccount = (values: number[][]) =>
    new Map(accounts.map((account, index) => [account.id, values[index] ?? []]));
  return {
    accounts,
    columns: [...Array(opening[0]?.length ?? 0).keys()],
    balances: { opening: byAccount(opening), closing: byAccount(closing) },
    movements: byAccount(movement),
  };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The cash accounts' balances added up, in one column. */
function cashIn(ledger: ReturnType<typeof ledgerOf>, side: 'opening' | 'closing', column: number) {
  return sum(
    ledger.accounts
      .filter((account) => account.role === 'cash')
      .map((account) => ledger.balances[side].get(account.id)?.[column] ?? 0),
  );
}

describe('the cash flow statement on any balanced ledger', () => {
  it('ties: opening cash + net change = closing cash, and the sections add up to the net change', () => {
    fc.assert(
      fc.property(balancedLedger(3), fc.boolean(), (ledger, showZero) => {
        const flow = cashFlowRows(ledger.accounts, ledger.balances, 3, { showZero });
        for (const column of ledger.columns) {
          expect(flow.openingCash[column]).toBe(cashIn(ledger, 'opening', column));
          expect(flow.closingCash[column]).toBe(cashIn(ledger, 'closing', column));
          expect((flow.openingCash[column] ?? 0) + (flow.netChange[column] ?? 0)).toBe(flow.closingCash[column]);
          expect((flow.operating[column] ?? 0) + (flow.investing[column] ?? 0) + (flow.financing[column] ?? 0)).toBe(
            flow.netChange[column],
          );
          expect(flow.difference[column]).toBe(0);
        }
        expect(flow.rows.map((row) => row.label)).not.toContain('Unreconciled difference');
      }),
    );
  });

  it("prints each section's subtotal as the sum of its rows, and every account once when asked", () => {
    fc.assert(
      fc.property(balancedLedger(2), fc.boolean(), (ledger, showZero) => {
        const flow = cashFlowRows(ledger.accounts, ledger.balances, 2, { showZero });
        // The rows between a section's heading and its subtotal add up to the subtotal.
        let sectionRows: number[][] = [];
        for (const row of flow.rows) {
          if (row.kind === 'heading' && row.level === 0) sectionRows = [];
          else if (row.kind === 'account') sectionRows.push(row.amounts);
          else if (row.kind === 'subtotal') {
            expect(row.amounts).toEqual(
              [0, 1].map((column) => sum(sectionRows.map((amounts) => amounts[column] ?? 0))),
            );
          }
        }
        const shown = flow.rows.flatMap((row) => (row.account ? [row.account.id] : []));
        const outsideProfit = ledger.accounts.filter((account) => account.role !== 'cash' && account.role !== 'profit');
        if (showZero) expect(shown.sort()).toEqual(outsideProfit.map((account) => account.id).sort());
        else expect(new Set(shown).size).toBe(shown.length);
        const subtotals = flow.rows.filter((row) => row.kind === 'subtotal').map((row) => row.amounts);
        expect(subtotals).toEqual([flow.operating, flow.investing, flow.financing]);
      }),
    );
  });

  it('starts from the net profit of the profit and loss for the same movements', () => {
    fc.assert(
      fc.property(balancedLedger(2), (ledger) => {
        const flow = cashFlowRows(ledger.accounts, ledger.balances, 2);
        const profitAndLoss = profitAndLossRows(ledger.accounts, ledger.movements, 2);
        expect(flow.netProfit.map((value) => value || 0)).toEqual(profitAndLoss.netProfit.map((value) => value || 0));
      }),
    );
  });

  it('adds up over back-to-back periods: two halves make the whole', () => {
    fc.assert(
      fc.property(
        fc.tuple(chart, amountRows(1), amountRows(1), amountRows(1)).map(([accounts, start, first, second]) => {
          const count = accounts.length;
          return [accounts, balanced(start, count), balanced(first, count), balanced(second, count)] as const;
        }),
        ([accounts, start, firstHalf, secondHalf]) => {
          const middle = start.map((row, index) => [(row[0] ?? 0) + (firstHalf[index]?.[0] ?? 0)]);
          const halves = ledgerOf(
            accounts,
            start.map((row, index) => [row[0] ?? 0, middle[index]?.[0] ?? 0]),
            firstHalf.map((row, index) => [row[0] ?? 0, secondHalf[index]?.[0] ?? 0]),
          );
          const whole = ledgerOf(
            accounts,
            start,
            firstHalf.map((row, index) => [(row[0] ?? 0) + (secondHalf[index]?.[0] ?? 0)]),
          );
          const split = cashFlowRows(accounts, halves.balances, 2);
          const once = cashFlowRows(accounts, whole.balances, 1);
          for (const part of ['netProfit', 'operating', 'investing', 'financing', 'netChange'] as const) {
            expect(sum(split[part])).toBe(once[part][0]);
          }
          expect(split.openingCash[0]).toBe(once.openingCash[0]);
          expect(split.closingCash[1]).toBe(once.closingCash[0]);
          expect(split.closingCash[0]).toBe(split.openingCash[1]);
        },
      ),
    );
  });

  it('shows, rather than hides, a difference when the lines read do not balance', () => {
    fc.assert(
      fc.property(balancedLedger(1), fc.integer({ min: 1, max: 1_000_000_00 }), (ledger, imbalance) => {
        // One more debit on the first account, with no credit beside it.
        const [first] = ledger.accounts;
        if (!first) return;
        const closing = new Map(ledger.balances.closing);
        closing.set(first.id, [(closing.get(first.id)?.[0] ?? 0) + imbalance]);
        const flow = cashFlowRows(ledger.accounts, { opening: ledger.balances.opening, closing }, 1);
        expect(flow.difference).toEqual([imbalance]);
        expect((flow.openingCash[0] ?? 0) + (flow.netChange[0] ?? 0) + imbalance).toBe(flow.closingCash[0]);
        const row = flow.rows.find((each) => each.label === 'Unreconciled difference');
        expect(row?.amounts).toEqual([imbalance]);
        expect(flow.rows.at(-1)?.label).toBe('Cash at the end of the period');
      }),
    );
  });
});

describe('cash flow roles', () => {
  it.each<[AccountType, string, string, boolean, CashFlowRole]>([
    ['Asset', 'Current Assets', 'Cash and Cash Equivalents', false, 'cash'],
    ['Asset', 'Current Assets', 'Bank', false, 'cash'],
    ['Asset', 'Current Assets', 'Accounts Receivable', false, 'working-capital'],
    ['Asset', 'Current Assets', 'Inventory', false, 'working-capital'],
    ['Asset', 'Current Assets', 'Prepayments and Advances', false, 'working-capital'],
    ['Asset', 'Non-current Assets', 'Property, Plant and Equipment', false, 'investing'],
    ['Asset', 'Non-current Assets', 'Accumulated Depreciation', false, 'depreciation'],
    ['Asset', 'Non-current Assets', 'Long-term Investments', false, 'investing'],
    ['Liability', 'Current Liabilities', 'Accounts Payable', false, 'working-capital'],
    ['Liability', 'Current Liabilities', 'Customer Deposits', false, 'working-capital'],
    ['Liability', 'Current Liabilities', 'Short-term Borrowings', false, 'financing'],
    ['Liability', 'Current Liabilities', 'Credit Cards', false, 'financing'],
    ['Liability', 'Current Liabilities', 'Credit Cards', true, 'financing'],
    ['Liability', 'Non-current Liabilities', 'Long-term Borrowings', false, 'financing'],
    ['Equity', 'Equity', 'Share Capital', false, 'financing'],
    ['Equity', 'Equity', 'Other Equity', false, 'financing'],
    ['Income', 'Revenue', 'Sales Revenue', false, 'profit'],
    ['Expense', 'Operating Expenses', 'Depreciation and Amortisation', false, 'profit'],
  ])('%s / %s / %s (bank: %s) is %s', (type, parent, subCategory, isBank, role) => {
    expect(cashFlowRole({ type, parent: { name: parent }, subCategory: { name: subCategory }, isBank })).toBe(role);
  });
});

describe('a worked example', () => {
  const account = (id: string, code: string, name: string, type: AccountType, parent: string, subCategory: string) => {
    const place = { parent: { name: parent, sortOrder: parentOrder.indexOf(parent) } };
    const base = { id, code, name, type, ...place, subCategory: { name: subCategory, sortOrder: 0 } };
    return { ...base, role: cashFlowRole({ ...base, isBank: false }) };
  };
  const accounts: CashFlowAccount[] = [
    account('cash', '1000', 'Cash on Hand', 'Asset', 'Current Assets', 'Cash and Cash Equivalents'),
    account('bank', '1050', 'Bank Account', 'Asset', 'Current Assets', 'Bank'),
    account('receivables', '1100', 'Accounts Receivable', 'Asset', 'Current Assets', 'Accounts Receivable'),
    account('inventory', '1200', 'Inventory', 'Asset', 'Current Assets', 'Inventory'),
    account('prepaid', '1300', 'Prepaid Expenses', 'Asset', 'Current Assets', 'Prepayments and Advances'),
    account('equipment', '1530', 'Office Equipment', 'Asset', 'Non-current Assets', 'Property, Plant and Equipment'),
    account(
      'depreciated',
      '1630',
      'Accumulated Depreciation',
      'Asset',
      'Non-current Assets',
      'Accumulated Depreciation',
    ),
    account('payables', '2000', 'Accounts Payable', 'Liability', 'Current Liabilities', 'Accounts Payable'),
    account('loan', '2500', 'Long-term Loans', 'Liability', 'Non-current Liabilities', 'Long-term Borrowings'),
    account('capital', '3000', 'Share Capital', 'Equity', 'Equity', 'Share Capital'),
    account('sales', '4000', 'Sales', 'Income', 'Revenue', 'Sales Revenue'),
    account('cost', '5000', 'Cost of Sales', 'Expense', 'Cost of Sales', 'Cost of Goods Sold'),
    account('depreciation', '6400', 'Depreciation', 'Expense', 'Operating Expenses', 'Depreciation and Amortisation'),
  ];
  // ₦50,000 of capital in the till before the period. In it: ₦1,000,000 more capital into the
  // bank; ₦400,000 of stock on credit; a ₦600,000 sale (₦350,000 paid, ₦250,000 owed) of stock that
  // cost ₦300,000; ₦500,000 of equipment paid from the bank; ₦50,000 of depreciation; ₦100,000 paid
  // to suppliers; a ₦200,000 long-term loan into the bank.
  const naira = (value: number) => value * 100;
  const opening = new Map([
    ['cash', [naira(50_000)]],
    ['capital', [naira(-50_000)]],
  ]);
  const closing = new Map([
    ['cash', [naira(50_000)]],
    ['bank', [naira(1_000_000 + 350_000 - 500_000 - 100_000 + 200_000)]],
    ['receivables', [naira(250_000)]],
    ['inventory', [naira(400_000 - 300_000)]],
    ['equipment', [naira(500_000)]],
    ['depreciated', [naira(-50_000)]],
    ['payables', [naira(-400_000 + 100_000)]],
    ['loan', [naira(-200_000)]],
    ['capital', [naira(-1_050_000)]],
    ['sales', [naira(-600_000)]],
    ['cost', [naira(300_000)]],
    ['depreciation', [naira(50_000)]],
  ]);

  it('reads profit, depreciation, working capital, investing and financing, line by line', () => {
    const flow = cashFlowRows(accounts, { opening, closing }, 1);
    expect(flow.rows.map((row) => [row.kind, row.level, row.label, row.amounts[0] ?? null])).toEqual([
      ['heading', 0, 'Operating activities', null],
      ['account', 1, 'Net profit', naira(250_000)],
      ['heading', 1, 'Depreciation and amortisation', null],
      ['account', 2, '1630 Accumulated Depreciation', naira(50_000)],
      ['heading', 1, 'Changes in working capital', null],
      ['account', 2, '1100 Accounts Receivable', naira(-250_000)],
      ['account', 2, '1200 Inventory', naira(-100_000)],
      ['account', 2, '2000 Accounts Payable', naira(300_000)],
      ['subtotal', 0, 'Net cash from operating activities', naira(250_000)],
      ['heading', 0, 'Investing activities', null],
      ['account', 1, '1530 Office Equipment', naira(-500_000)],
      ['subtotal', 0, 'Net cash from investing activities', naira(-500_000)],
      ['heading', 0, 'Financing activities', null],
      ['account', 1, '2500 Long-term Loans', naira(200_000)],
      ['account', 1, '3000 Share Capital', naira(1_000_000)],
      ['subtotal', 0, 'Net cash from financing activities', naira(1_200_000)],
      ['total', 0, 'Net change in cash', naira(950_000)],
      ['total', 0, 'Cash at the beginning of the period', naira(50_000)],
      ['total', 0, 'Cash at the end of the period', naira(1_000_000)],
    ]);
    expect(flow.rows.find((row) => row.label === '1100 Accounts Receivable')?.account).toEqual({
      id: 'receivables',
      code: '1100',
    });
    expect(flow.difference).toEqual([0]);
  });

  it('shows the accounts that did not move when asked, with zero', () => {
    const flow = cashFlowRows(accounts, { opening, closing }, 1, { showZero: true });
    expect(flow.rows.find((row) => row.label === '1300 Prepaid Expenses')?.amounts).toEqual([0]);
    expect(flow.netChange).toEqual([naira(950_000)]);
  });
});
