import { addDays } from '../dates.ts';
import { periodDates, periodParts } from './proration.ts';
import type { PayrollRules } from './rules.ts';

/*
 * The tax calendar of a pay month (issue 28): when what it deducted and owes is due to whom receives
 * it, from the rules in force (rules.remittance, dated data). PAYE by the 10th of the next month;
 * pension within 7 working days of paying salaries (none until they are paid); NHF a month after the
 * month ends (unverified, see the rule set's notes). Working days are Monday to Friday less the
 * holidays given.
 */

export interface RemittanceDueDates {
  paye: string;
  /** Null until the salaries are paid: the clock starts then. */
  pension: string | null;
  nhf: string;
}

export function remittanceDueDates(
  rules: Pick<PayrollRules, 'remittance'>,
  period: string,
  paidOn: string | null,
  holidays: readonly string[] = [],
): RemittanceDueDates {
  const { year, month } = periodParts(period);
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  const { remittance } = rules;
  return {
    paye: `${next}-${String(remittance.payeDayOfNextMonth).padStart(2, '0')}`,
    pension: paidOn === null ? null : addWorkingDays(paidOn, remittance.pensionWorkingDaysAfterPayment, holidays),
    nhf: addDays(periodDates(period).last, remittance.nhfDaysAfterMonthEnd),
  };
}

/** The day `count` working days after `day`. */
export function addWorkingDays(day: string, count: number, holidays: readonly string[] = []): string {
  const skipped = new Set(holidays);
  let current = day;
  for (let left = count; left > 0; ) {
    current = addDays(current, 1);
    const weekday = new Date(`${current}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !skipped.has(current)) left -= 1;
  }
  return current;
}
