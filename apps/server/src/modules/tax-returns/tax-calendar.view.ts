import {
  addDays,
  addMonths,
  calendarRuleOn,
  incomeTaxDueDate,
  type Kobo,
  lastFinishedFinancialYear,
  type ObligationKind,
  obligationStatus,
  returnDueDate,
  shiftPeriod,
  shownOnCalendar,
  type TaxCalendar,
  type TaxObligation,
  type TaxReturnType,
  taxReturnTypes,
  todayInLagos,
  toNaira,
} from '@owo/core';
import { companies, type Executor, journalEntries, taxReturns } from '@owo/db';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { inCancelledPair } from '../../ledger/balances.ts';
import { queryRows } from '../../ledger/database.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { deadlineTitle, payrollDeadlines } from '../payroll/index.ts';
import { amountToPay } from './tax-returns.prepare.ts';
import { paidOn } from './tax-returns.view.ts';

/*
 * The tax calendar (GET /tax/calendar, issue 29): what the company owes the tax authorities and by
 * when. VAT and WHT returns of the last twelve months and the current one (filed: what the return
 * asked less what was paid; not filed: what it would ask if prepared now), the remittances payroll
 * deducted (payroll.deadlines.ts), and company income tax for the last financial year ended, whose
 * amount Owo does not work out. Statuses and windows are core's dated rules (calendar.ts).
 * docs/tax-returns.md, "Calendar".
 */

interface Obligation {
  kind: ObligationKind;
  title: string;
  period: string;
  dueDate: string;
  amountDue: Kobo | null;
  amountPaid: Kobo;
  filed: boolean;
  remittance?: boolean;
  returnId: string | null;
  path: string;
  note: string | null;
}

const monthFormat = new Intl.DateTimeFormat('en-NG', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
export const monthInWords = (period: string) => monthFormat.format(new Date(`${period}-01T00:00:00Z`));
export const dayInWords = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

const returnNames: Record<TaxReturnType, string> = { vat: 'VAT', wht: 'WHT' };
const kindOrder: readonly ObligationKind[] = ['vat', 'wht', 'paye', 'pension', 'nhf', 'cit'];

/**
 * The months (as 'vat:2026-10', 'wht:2026-10') with postings a return would count: lines on the
 * VAT or WHT payable accounts, or carrying a VAT or withholding tax, less the returns' own entries
 * and same-day reversal pairs. A month without any is not listed unless filed: it has nothing to
 * file for, and skipping it spares preparing it.
 */
async function monthsWithPostings(executor: Executor, companyId: string, range: { from: string; to: string }) {
  const [output, input, payable] = await Promise.all([
    systemAccount(executor, companyId, 'vat-output'),
    systemAccount(executor, companyId, 'vat-input'),
    systemAccount(executor, companyId, 'wht-payable'),
  ]);
  const rows = await queryRows<{ type: TaxReturnType; period: string }>(
    executor,
    sql`select distinct to_char(line.date, 'YYYY-MM') as period,
        case when line.account_id = ${payable.id} or tax.kind = 'withholding' then 'wht' else 'vat' end as type
      from journal_lines line
      join journal_entries entry on entry.company_id = line.company_id and entry.id = line.entry_id
      left join taxes tax on tax.company_id = line.company_id and tax.id = line.tax_id
      where line.company_id = ${companyId} and line.date between ${range.from}::date and ${range.to}::date
        and (line.account_id in (${output.id}, ${input.id}, ${payable.id}) or tax.kind in ('vat', 'withholding'))
        and entry.source_type not in ('tax-return', 'tax-payment')
        and not ${inCancelledPair(sql`entry`)}`,
  );
  return new Set(rows.map((row) => `${row.type}:${row.period}`));
}

/** VAT and WHT returns from `monthsBack` months ago to the current month, filed or with postings. */
async function returnObligations(executor: Executor, companyId: string, today: string): Promise<Obligation[]> {
  const current = today.slice(0, 7);
  const first = shiftPeriod(current, -calendarRuleOn(today).monthsBack);
  const [filed, active] = await Promise.all([
    executor
      .select()
      .from(taxReturns)
      .where(and(eq(taxReturns.companyId, companyId), gte(taxReturns.period, first))),
    monthsWithPostings(executor, companyId, { from: `${first}-01`, to: today }),
  ]);
  const paid = await paidOn(
    executor,
    companyId,
    filed.map((row) => row.id),
  );
  const obligations: Obligation[] = [];
  for (let period = first; period <= current; period = shiftPeriod(period, 1)) {
    for (const type of taxReturnTypes) {
      const title = `${returnNames[type]} return for ${monthInWords(period)}`;
      const row = filed.find((each) => each.type === type && each.period === period);
      const common = { kind: type, title, period, remittance: false };
      if (row) {
        obligations.push({
          ...common,
          dueDate: row.dueDate,
          amountDue: row.amountDue,
          amountPaid: paid.get(row.id) ?? 0,
          filed: true,
          returnId: row.id,
          path: `/tax/returns/${row.id}`,
          note: null,
        });
      } else if (active.has(`${type}:${period}`)) {
        obligations.push({
          ...common,
          dueDate: returnDueDate(type, period),
          amountDue: await amountToPay(executor, companyId, type, period),
          amountPaid: 0,
          filed: false,
          returnId: null,
          path: `/tax/prepare-return?type=${type}&period=${period}`,
          note: period === current ? 'The month is not over: this is what the books show so far.' : null,
        });
      }
    }
  }
  return obligations;
}

/** PAYE, pension and NHF that approved payroll runs deducted and the company has not remitted yet. */
async function remittanceObligations(executor: Executor, companyId: string, today: string): Promise<Obligation[]> {
  const deadlines = await payrollDeadlines(executor, { companyId, branchScope: null }, today);
  return deadlines.map((deadline) => ({
    kind: deadline.kind,
    title: deadlineTitle(deadline),
    period: deadline.period,
    dueDate: deadline.dueDate,
    amountDue: deadline.amount,
    amountPaid: 0,
    filed: false,
    remittance: true,
    returnId: null,
    path: `/hrm/payroll/${deadline.runId}`,
    note: null,
  }));
}

/**
 * Company income tax for the last financial year ended: when it is due, not how much. Only for a
 * company whose books have entries in that year (a business started since has nothing to file
 * for it), and, as Owo does not record the filing, only until a month after it fell due: past
 * that, an "overdue" it cannot clear would stay red for the rest of the year.
 */
async function incomeTaxObligation(executor: Executor, companyId: string, today: string): Promise<Obligation[]> {
  const [company] = await executor
    .select({ startMonth: companies.fiscalYearStartMonth })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return [];
  const year = lastFinishedFinancialYear(company.startMonth, today);
  const dueDate = incomeTaxDueDate(year.to);
  if (addDays(dueDate, INCOME_TAX_SHOWN_OVERDUE_DAYS) < today) return [];
  const [traded] = await executor
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.companyId, companyId),
        gte(journalEntries.date, year.from),
        lte(journalEntries.date, year.to),
      ),
    )
    .limit(1);
  if (!traded) return [];
  return [
    {
      kind: 'cit',
      title: `Company income tax for the year ended ${dayInWords(year.to)}`,
      period: year.to.slice(0, 7),
      dueDate,
      amountDue: null,
      amountPaid: 0,
      filed: false,
      returnId: null,
      path: `/reports/financial-statement/profit-and-loss?period=custom&from=${year.from}&to=${year.to}`,
      note:
        'Owo does not work out company income tax or record its filing: the profit and loss for the year is ' +
        'where its computation starts.',
    },
  ];
}

/** How long company income tax stays on the calendar past its due date (see incomeTaxObligation). */
const INCOME_TAX_SHOWN_OVERDUE_DAYS = 31;

function view(obligation: Obligation, today: string): TaxObligation {
  const { amountDue, amountPaid } = obligation;
  return {
    kind: obligation.kind,
    title: obligation.title,
    period: obligation.period,
    dueDate: obligation.dueDate,
    status: obligationStatus({ ...obligation, today }),
    amountOwed: amountDue === null ? null : toNaira(Math.max(0, amountDue - amountPaid)),
    returnId: obligation.returnId,
    path: obligation.path,
    note: obligation.note,
  };
}

/**
 * The company's obligations on `today`, soonest due first: anything not settled, what was paid
 * lately, and what falls due within the rule's months ahead. `remittances` leaves out payroll's
 * (for someone who may not see payroll, and for the reminders, as payroll raises its own).
 */
export async function taxCalendar(
  executor: Executor,
  companyId: string,
  options: { today?: string; remittances: boolean },
): Promise<TaxCalendar> {
  const today = options.today ?? todayInLagos();
  const horizon = addMonths(today, calendarRuleOn(today).monthsAhead);
  const all = [
    ...(await returnObligations(executor, companyId, today)),
    ...(options.remittances ? await remittanceObligations(executor, companyId, today) : []),
    ...(await incomeTaxObligation(executor, companyId, today)),
  ];
  const obligations = all
    .map((obligation) => view(obligation, today))
    .filter((item) => item.dueDate <= horizon && shownOnCalendar(item.status, item.dueDate, today))
    .sort(
      (one, other) =>
        one.dueDate.localeCompare(other.dueDate) || kindOrder.indexOf(one.kind) - kindOrder.indexOf(other.kind),
    );
  return { today, obligations };
}
