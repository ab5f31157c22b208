import type { AccountType } from './ledger.ts';
import type { Kobo } from './money.ts';
import type { ColumnBalances, StatementAccount, StatementRow } from './statements.ts';

/*
 * The cash flow statement by the indirect method (issue 11): the period's net profit, turned into
 * cash by the movements of every other account. Decisions the issue left open:
 *
 * - Cash and cash equivalents are the asset accounts in the sub categories 'Cash and Cash
 *   Equivalents' and 'Bank', or flagged as a bank: money held, as the dashboard counts it. A
 *   credit card is flagged as a bank too (the seeded 2450 is, so its statements reconcile), but it
 *   is money owed: a borrowing, in financing below.
 * - Operating activities: net profit (income less expenses moved in the period), plus the
 *   movement of 'Accumulated Depreciation' (the non-cash charge; a disposal's write-back shows
 *   there too, net), plus the changes in working capital: every other current asset and current
 *   liability.
 * - Investing: every other asset (non-current assets other than accumulated depreciation).
 * - Financing: 'Short-term Borrowings', 'Credit Cards', non-current
 *   liabilities, and all of equity (capital paid in, drawings, dividends, opening balances).
 * - Every line outside the profit is the cash effect of one account: minus its movement in
 *   debit-minus-credit terms, so a rise in an asset uses cash and a rise in a liability brings it.
 *   Account rows carry the account, for the drill-down to its postings.
 * - The server decides each account's role (cashFlowRole) from its chart place and the bank
 *   flag; cashFlowRows takes the roles as data, so it is tested on any chart.
 * - It ties by construction: debits equal credits, so the movements of all accounts add up to
 *   zero, and the sections (minus the movement of every non-cash account) equal the movement of
 *   the cash accounts. Nothing is forced to tie, though: closing cash is read from the cash
 *   accounts, not derived, and when opening cash + net change is not closing cash (only possible
 *   when the lines read do not balance, e.g. an entry split between branches and read for one)
 *   an 'Unreconciled difference' row says by how much, and `difference` carries it.
 */

export const cashFlowRoles = ['cash', 'profit', 'depreciation', 'working-capital', 'investing', 'financing'] as const;
export type CashFlowRole = (typeof cashFlowRoles)[number];

const cashSubCategories = new Set(['Cash and Cash Equivalents', 'Bank']);
const borrowingSubCategories = new Set(['Short-term Borrowings', 'Credit Cards']);

/** Where an account's movement goes on the cash flow statement, from its place in the chart. */
export function cashFlowRole(account: {
  type: AccountType;
  parent: { name: string };
  subCategory: { name: string };
  isBank: boolean;
}): CashFlowRole {
  if (account.type === 'Income' || account.type === 'Expense') return 'profit';
  if (account.type === 'Asset' && (account.isBank || cashSubCategories.has(account.subCategory.name))) return 'cash';
  if (account.type === 'Equity') return 'financing';
  if (account.type === 'Asset') {
    if (account.subCategory.name === 'Accumulated Depreciation') return 'depreciation';
    return account.parent.name === 'Current Assets' ? 'working-capital' : 'investing';
  }
  if (borrowingSubCategories.has(account.subCategory.name)) return 'financing';
  return account.parent.name === 'Current Liabilities' ? 'working-capital' : 'financing';
}

export interface CashFlowAccount extends StatementAccount {
  role: CashFlowRole;
}

/** Debit-minus-credit kobo per account and column, at both ends of each column's period. */
export interface CashFlowBalances {
  /** At the end of the day before the column's first day. */
  opening: ColumnBalances;
  /** At the end of the column's last day. */
  closing: ColumnBalances;
}

export interface CashFlow {
  rows: StatementRow[];
  netProfit: Kobo[];
  operating: Kobo[];
  investing: Kobo[];
  financing: Kobo[];
  /** Operating + investing + financing. */
  netChange: Kobo[];
  /** The cash accounts' balance at the start and at the end of each column. */
  openingCash: Kobo[];
  closingCash: Kobo[];
  /** Closing cash less opening cash less net change: zero whenever the lines read balance. */
  difference: Kobo[];
}

const zeroes = (count: number): Kobo[] => Array.from({ length: count }, () => 0);
const isZero = (amounts: readonly Kobo[]) => amounts.every((amount) => amount === 0);

function sumOf(rows: ReadonlyArray<readonly Kobo[]>, columnCount: number): Kobo[] {
  return zeroes(columnCount).map((_, column) => rows.reduce((total, amounts) => total + (amounts[column] ?? 0), 0));
}

function sortAccounts(accounts: readonly CashFlowAccount[]): CashFlowAccount[] {
  return [...accounts].sort(
    (a, b) =>
      a.parent.sortOrder - b.parent.sortOrder ||
      a.subCategory.sortOrder - b.subCategory.sortOrder ||
      a.code.localeCompare(b.code, 'en'),
  );
}

interface Lines {
  rows: StatementRow[];
  total: Kobo[];
}

/** Each account's cash effect over each column (minus its movement), one row per account. */
function accountLines(
  accounts: readonly CashFlowAccount[],
  balances: CashFlowBalances,
  columnCount: number,
  { level, showZero }: { level: number; showZero: boolean },
): Lines {
  const rows: StatementRow[] = [];
  for (const account of sortAccounts(accounts)) {
    const opening = balances.opening.get(account.id);
    const closing = balances.closing.get(account.id);
    const amounts = zeroes(columnCount).map((_, column) => (opening?.[column] ?? 0) - (closing?.[column] ?? 0));
    if (!showZero && isZero(amounts)) continue;
    const label = `${account.code} ${account.name}`;
    rows.push({ kind: 'account', label, level, amounts, account: { id: account.id, code: account.code } });
  }
  return {
    rows,
    total: sumOf(
      rows.map((row) => row.amounts),
      columnCount,
    ),
  };
}

/** The balances of some accounts added up, per column. */
function balanceOf(accounts: readonly CashFlowAccount[], balances: ColumnBalances, columnCount: number): Kobo[] {
  return sumOf(
    accounts.map((account) => balances.get(account.id) ?? []),
    columnCount,
  );
}

const heading = (label: string, level: number): StatementRow => ({ kind: 'heading', label, level, amounts: [] });

/**
 * The cash flow statement's rows for each column: operating activities (net profit, depreciation,
 * changes in working capital), investing, financing, each with its net cash; then the net change,
 * cash at the beginning and at the end. Account rows whose every column is zero are left out
 * unless `showZero`.
 */
export function cashFlowRows(
  accounts: readonly CashFlowAccount[],
  balances: CashFlowBalances,
  columnCount: number,
  { showZero = false } = {},
): CashFlow {
  const withRole = (role: CashFlowRole) => accounts.filter((account) => account.role === role);
  const lines = (role: CashFlowRole, level: number) =>
    accountLines(withRole(role), balances, columnCount, { level, showZero });
  // Income less expenses moved is minus their debit-minus-credit movement: their cash effect.
  const netProfit = lines('profit', 1).total;

  const rows: StatementRow[] = [heading('Operating activities', 0)];
  rows.push({ kind: 'account', label: 'Net profit', level: 1, amounts: netProfit });
  const operatingParts = [netProfit];
  for (const [label, role] of [
    ['Depreciation and amortisation', 'depreciation'],
    ['Changes in working capital', 'working-capital'],
  ] as const) {
    const group = lines(role, 2);
    if (group.rows.length > 0) rows.push(heading(label, 1), ...group.rows);
    operatingParts.push(group.total);
  }
  const operating = sumOf(operatingParts, columnCount);
  rows.push({ kind: 'subtotal', label: 'Net cash from operating activities', level: 0, amounts: operating });

  const section = (label: string, role: CashFlowRole) => {
    const group = lines(role, 1);
    rows.push(heading(`${label} activities`, 0), ...group.rows);
    rows.push({
      kind: 'subtotal',
      label: `Net cash from ${label.toLowerCase()} activities`,
      level: 0,
      amounts: group.total,
    });
    return group.total;
  };
  const investing = section('Investing', 'investing');
  const financing = section('Financing', 'financing');

  const netChange = sumOf([operating, investing, financing], columnCount);
  const openingCash = balanceOf(withRole('cash'), balances.opening, columnCount);
  const closingCash = balanceOf(withRole('cash'), balances.closing, columnCount);
  const difference = closingCash.map(
    (closing, column) => closing - (openingCash[column] ?? 0) - (netChange[column] ?? 0),
  );
  rows.push({ kind: 'total', label: 'Net change in cash', level: 0, amounts: netChange });
  rows.push({ kind: 'total', label: 'Cash at the beginning of the period', level: 0, amounts: openingCash });
  if (!isZero(difference))
    rows.push({ kind: 'total', label: 'Unreconciled difference', level: 0, amounts: difference });
  rows.push({ kind: 'total', label: 'Cash at the end of the period', level: 0, amounts: closingCash });
  return { rows, netProfit, operating, investing, financing, netChange, openingCash, closingCash, difference };
}
