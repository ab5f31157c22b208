import type { DateRange } from './dates.ts';
import { addDays } from './dates.ts';
import { type AccountType, signedForType } from './ledger.ts';
import type { Kobo } from './money.ts';

/*
 * Financial statements (issue 11) as rows a table, a spreadsheet and a PDF all print the same way:
 * headings, accounts and totals, each with one amount per column. Everything here is arithmetic
 * on account balances; reading them from the ledger is the server's.
 */

export const statementComparisons = ['none', 'previous-period', 'last-year', 'monthly'] as const;
export type StatementComparison = (typeof statementComparisons)[number];

export const comparisonLabels: Record<StatementComparison, string> = {
  none: 'No comparison',
  'previous-period': 'Previous period',
  'last-year': 'Same period last year',
  monthly: 'Last 12 months by month',
};

/** A column of a period statement (profit and loss, cash flow): its dates, inclusive. */
export interface PeriodColumn extends DateRange {
  label: string;
}

/** A column of the balance sheet: balances at the end of a day. */
export interface AsOfColumn {
  asOf: string;
  label: string;
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parts(day: string): { year: number; month: number; date: number } {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), date: Number(day.slice(8, 10)) };
}

function iso(year: number, month: number, date: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The same day `months` months away; the 31st becomes the month's last day (29 Feb -> 28 Feb). */
export function addMonths(day: string, months: number): string {
  const { year, month, date } = parts(day);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return iso(targetYear, targetMonth, Math.min(date, daysInMonth(targetYear, targetMonth)));
}

function firstOfMonth(day: string): string {
  return `${day.slice(0, 8)}01`;
}

function lastOfMonth(day: string): string {
  const { year, month } = parts(day);
  return iso(year, month, daysInMonth(year, month));
}

/** 1 Jan 2026 - 31 Dec 2026, as a column heading. */
export function periodLabel({ from, to }: DateRange): string {
  return `${shortDay(from)} - ${shortDay(to)}`;
}

/** 14 Mar 2026. */
export function shortDay(day: string): string {
  const { year, month, date } = parts(day);
  return `${date} ${monthNames[month - 1]} ${year}`;
}

/** Mar 2026, for the month of `day`. */
export function monthLabel(day: string): string {
  const { year, month } = parts(day);
  return `${monthNames[month - 1]} ${year}`;
}

/**
 * The columns of a period statement, the chosen period first:
 * - previous period: the same number of days just before it;
 * - same period last year: its dates a year earlier;
 * - last 12 months by month: the twelve calendar months ending with the one `to` falls in,
 *   oldest first, the last one cut at `to` (the chosen period is not repeated).
 */
export function periodColumns(range: DateRange, comparison: StatementComparison): PeriodColumn[] {
  if (comparison === 'monthly') {
    return Array.from({ length: 12 }, (_, index) => {
      const month = addMonths(firstOfMonth(range.to), index - 11);
      const to = index === 11 ? range.to : lastOfMonth(month);
      return { from: month, to, label: monthLabel(month) };
    });
  }
  const chosen = { ...range, label: periodLabel(range) };
  if (comparison === 'previous-period') {
    const length = daysBetween(range.from, range.to) + 1;
    const previous = { from: addDays(range.from, -length), to: addDays(range.from, -1) };
    return [chosen, { ...previous, label: periodLabel(previous) }];
  }
  if (comparison === 'last-year') {
    const lastYear = { from: addMonths(range.from, -12), to: addMonths(range.to, -12) };
    return [chosen, { ...lastYear, label: periodLabel(lastYear) }];
  }
  return [chosen];
}

/**
 * The columns of a balance sheet, the chosen date first: previous period is a month earlier, last
 * year a year earlier, monthly the ends of the twelve months up to the chosen date's (oldest first,
 * the last one the chosen date itself).
 */
export function asOfColumns(asOf: string, comparison: StatementComparison): AsOfColumn[] {
  const column = (day: string) => ({ asOf: day, label: `As of ${shortDay(day)}` });
  if (comparison === 'monthly') {
    return Array.from({ length: 12 }, (_, index) =>
      index === 11 ? column(asOf) : column(lastOfMonth(addMonths(firstOfMonth(asOf), index - 11))),
    );
  }
  if (comparison === 'previous-period') return [column(asOf), column(addMonths(asOf, -1))];
  if (comparison === 'last-year') return [column(asOf), column(addMonths(asOf, -12))];
  return [column(asOf)];
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The first day of the financial year `day` falls in, for a year starting in `startMonth` (1-12). */
export function financialYearStart(day: string, startMonth: number): string {
  const { year, month } = parts(day);
  return iso(month >= startMonth ? year : year - 1, startMonth, 1);
}

/** An account as a statement groups it: type -> parent account -> sub category -> account. */
export interface StatementAccount {
  id: string;
  code: string;
  name: string;
  type: AccountType;
  parent: { name: string; sortOrder: number };
  subCategory: { name: string; sortOrder: number };
}

export type StatementRowKind = 'heading' | 'account' | 'subtotal' | 'total';

/** One printed row. Amounts are kobo, one per column, positive in the section's normal direction. */
export interface StatementRow {
  kind: StatementRowKind;
  label: string;
  /** Indent: 0 section, 1 sub category, 2 account. */
  level: number;
  amounts: Kobo[];
  /** Account rows: which account, for the drill-down to its postings. */
  account?: { id: string; code: string };
}

/** Debit-minus-credit kobo per account, one value per column. */
export type ColumnBalances = ReadonlyMap<string, readonly Kobo[]>;

const zeroes = (count: number): Kobo[] => Array.from({ length: count }, () => 0);

function add(into: Kobo[], amounts: readonly Kobo[], sign = 1): void {
  amounts.forEach((amount, index) => {
    into[index] = (into[index] ?? 0) + sign * amount;
  });
}

const isZero = (amounts: readonly Kobo[]) => amounts.every((amount) => amount === 0);

interface SectionRows {
  rows: StatementRow[];
  total: Kobo[];
}

/**
 * One parent account's rows: its sub categories, each with its accounts and a subtotal, and the
 * parent's total. Accounts whose every column is zero are left out unless `showZero`.
 */
function parentSection(
  parent: string,
  accounts: readonly StatementAccount[],
  balances: ColumnBalances,
  columnCount: number,
  showZero: boolean,
): SectionRows {
  const total = zeroes(columnCount);
  const rows: StatementRow[] = [{ kind: 'heading', label: parent, level: 0, amounts: [] }];
  const subCategories = [...new Set(sortAccounts(accounts).map((account) => account.subCategory.name))];
  for (const subCategory of subCategories) {
    const subtotal = zeroes(columnCount);
    const accountRows: StatementRow[] = [];
    for (const account of sortAccounts(accounts).filter((each) => each.subCategory.name === subCategory)) {
      const amounts = (balances.get(account.id) ?? zeroes(columnCount)).map((amount) =>
        signedForType(amount, account.type),
      );
      if (!showZero && isZero(amounts)) continue;
      add(subtotal, amounts);
      accountRows.push({
        kind: 'account',
        label: `${account.code} ${account.name}`,
        level: 2,
        amounts,
        account: { id: account.id, code: account.code },
      });
    }
    if (accountRows.length === 0) continue;
    rows.push({ kind: 'heading', label: subCategory, level: 1, amounts: [] });
    rows.push(...accountRows);
    rows.push({ kind: 'subtotal', label: `Total ${subCategory}`, level: 1, amounts: subtotal });
    add(total, subtotal);
  }
  rows.push({ kind: 'total', label: `Total ${parent}`, level: 0, amounts: total });
  return { rows, total };
}

function sortAccounts(accounts: readonly StatementAccount[]): StatementAccount[] {
  return [...accounts].sort(
    (a, b) => a.subCategory.sortOrder - b.subCategory.sortOrder || a.code.localeCompare(b.code, 'en'),
  );
}

function byParent(accounts: readonly StatementAccount[], types: readonly AccountType[]) {
  const parents = new Map<string, { sortOrder: number; type: AccountType; accounts: StatementAccount[] }>();
  for (const account of accounts) {
    if (!types.includes(account.type)) continue;
    const entry = parents.get(account.parent.name) ?? {
      sortOrder: account.parent.sortOrder,
      type: account.type,
      accounts: [],
    };
    entry.accounts.push(account);
    parents.set(account.parent.name, entry);
  }
  return [...parents.entries()].sort((a, b) => a[1].sortOrder - b[1].sortOrder);
}

/**
 * The order a profit and loss reads in, and the profit line after each step: revenue less cost of
 * sales is gross profit; less operating expenses, operating profit; other income and expenses
 * give net profit. A parent not named here goes before net profit, by its chart order.
 */
const profitSteps: Record<string, string> = {
  'Cost of Sales': 'Gross profit',
  'Operating Expenses': 'Operating profit',
};
const profitOrder = ['Revenue', 'Cost of Sales', 'Operating Expenses', 'Other Income', 'Other Expenses'];

export interface ProfitAndLoss {
  rows: StatementRow[];
  /** Income less expenses, per column. */
  netProfit: Kobo[];
}

/** Income and expense accounts' movements over each column's period, as a profit and loss. */
export function profitAndLossRows(
  accounts: readonly StatementAccount[],
  movements: ColumnBalances,
  columnCount: number,
  { showZero = false } = {},
): ProfitAndLoss {
  const parents = byParent(accounts, ['Income', 'Expense']).sort(
    (a, b) => rank(a[0]) - rank(b[0]) || a[1].sortOrder - b[1].sortOrder,
  );
  const rows: StatementRow[] = [];
  const profit = zeroes(columnCount);
  for (const [parent, { type, accounts: members }] of parents) {
    const section = parentSection(parent, members, movements, columnCount, showZero);
    rows.push(...section.rows);
    add(profit, section.total, type === 'Income' ? 1 : -1);
    const step = profitSteps[parent];
    if (step) rows.push({ kind: 'total', label: step, level: 0, amounts: [...profit] });
  }
  rows.push({ kind: 'total', label: 'Net profit', level: 0, amounts: [...profit] });
  return { rows, netProfit: profit };
}

function rank(parent: string): number {
  const index = profitOrder.indexOf(parent);
  return index === -1 ? profitOrder.length - 1 : index;
}

export interface BalanceSheet {
  rows: StatementRow[];
  totalAssets: Kobo[];
  totalLiabilities: Kobo[];
  totalEquity: Kobo[];
}

/**
 * Assets, liabilities and equity as of each column's date. Income and expenses are not closed
 * into equity by an entry: the profit of earlier financial years and the profit of the year so
 * far are equity lines of their own, so assets always equal liabilities plus equity.
 */
export function balanceSheetRows(
  accounts: readonly StatementAccount[],
  balances: ColumnBalances,
  profit: { earlierYears: readonly Kobo[]; thisYear: readonly Kobo[] },
  columnCount: number,
  { showZero = false } = {},
): BalanceSheet {
  const rows: StatementRow[] = [];
  const sectionTotal = (types: AccountType[]) => {
    const total = zeroes(columnCount);
    for (const [parent, { accounts: members }] of byParent(accounts, types)) {
      const section = parentSection(parent, members, balances, columnCount, showZero);
      rows.push(...section.rows);
      add(total, section.total);
    }
    return total;
  };
  const totalAssets = sectionTotal(['Asset']);
  rows.push({ kind: 'total', label: 'Total assets', level: 0, amounts: totalAssets });
  const totalLiabilities = sectionTotal(['Liability']);
  rows.push({ kind: 'total', label: 'Total liabilities', level: 0, amounts: totalLiabilities });
  // Equity ends with the profit not closed into it, then one total for the whole of equity.
  const totalEquity = zeroes(columnCount);
  const equityParents = byParent(accounts, ['Equity']);
  if (equityParents.length === 0) rows.push({ kind: 'heading', label: 'Equity', level: 0, amounts: [] });
  for (const [parent, { accounts: members }] of equityParents) {
    const section = parentSection(parent, members, balances, columnCount, showZero);
    rows.push(...section.rows.slice(0, -1));
    add(totalEquity, section.total);
  }
  rows.push({ kind: 'account', label: 'Profit of earlier years', level: 1, amounts: [...profit.earlierYears] });
  rows.push({ kind: 'account', label: 'Profit for the year', level: 1, amounts: [...profit.thisYear] });
  add(totalEquity, profit.earlierYears);
  add(totalEquity, profit.thisYear);
  rows.push({ kind: 'total', label: 'Total equity', level: 0, amounts: totalEquity });
  const liabilitiesAndEquity = zeroes(columnCount);
  add(liabilitiesAndEquity, totalLiabilities);
  add(liabilitiesAndEquity, totalEquity);
  rows.push({ kind: 'total', label: 'Total liabilities and equity', level: 0, amounts: liabilitiesAndEquity });
  return { rows, totalAssets, totalLiabilities, totalEquity };
}
