import { z } from 'zod';
import { isCalendarDate } from '../dates.ts';
import {
  boolean,
  choice,
  fieldsObject,
  list,
  missingOrNotValid,
  notValid,
  requiredString,
  wholeNumber,
} from '../schemas/fields.ts';

/*
 * The rules a payroll month is computed by (issue 28). Every rate, band, cap and threshold is data
 * with the date it took effect (rule-sets.ts), never a constant in the calculation: the Nigeria Tax
 * Act 2025 replaced PITA on 1 January 2026, and the two printings of the Act and the practitioners'
 * summaries disagree in places (docs: /work/shared/reference/nigeria-payroll-2026.md). Where a
 * figure is unverified or disputed it is a field here with a documented default, listed in the
 * rule set's `notes`, so a company or a later correction changes data, not code.
 *
 * Money is integer kobo; rates are basis points (800 = 8%). The zod schema lets the server store
 * and validate a rule set as JSON.
 */

/** Kobo, up to ₦1 trillion; a rule set is typed by people (later, in settings), so each field says its name. */
const kobo = (label: string) => wholeNumber(label, { min: 0, max: 100_000_000_000_000 });
const basisPoints = (label: string) => wholeNumber(label, { min: 0, max: 10_000 });

/**
 * One band of an annual tax table: income from the previous band's `upTo` to this one's is taxed
 * at `rateBasisPoints`. `upTo` is the band's top edge in kobo of annual chargeable income (not its
 * width); null for the last band, which takes the rest.
 */
export const taxBandSchema = fieldsObject(
  { upTo: kobo('Band top').nullable(), rateBasisPoints: basisPoints('Band rate') },
  'Tax band',
);
export type TaxBand = z.infer<typeof taxBandSchema>;

const bandsSchema = list('Tax bands', taxBandSchema, { min: 1, max: 20 })
  .refine((bands) => bands.at(-1)?.upTo === null, 'The last tax band takes the rest of the income')
  .refine(
    (bands) =>
      bands.slice(0, -1).every((band, index) => {
        const previous = index === 0 ? 0 : (bands[index - 1]?.upTo ?? 0);
        return band.upTo !== null && band.upTo > previous;
      }),
    'Tax band tops must rise, and only the last band may be open',
  );

/** Nigeria Tax Act 2025: bands on chargeable income after the Act's deductions and rent relief. */
export const ntaIncomeTaxSchema = fieldsObject(
  {
    regime: choice('Tax regime', ['nta2025']),
    bands: bandsSchema,
    /** Rent relief = min(rate × annual rent paid, cap) (NTA s.30). */
    rentRelief: fieldsObject(
      { rateBasisPoints: basisPoints('Rent relief rate'), cap: kobo('Rent relief cap') },
      'Rent relief',
    ),
  },
  'Income tax',
);

/** Personal Income Tax Act (as amended 2011), for payroll of months before 2026. */
export const pitaIncomeTaxSchema = fieldsObject(
  {
    regime: choice('Tax regime', ['pita']),
    bands: bandsSchema,
    /** CRA = max(minimum, grossRate × gross) + additionalRate × gross. */
    consolidatedRelief: fieldsObject(
      {
        minimum: kobo('Consolidated relief minimum'),
        grossRateBasisPoints: basisPoints('Consolidated relief rate'),
        additionalRateBasisPoints: basisPoints('Consolidated relief added rate'),
      },
      'Consolidated relief',
    ),
    /** Minimum tax: rate × gross income, when the band tax is lower. */
    minimumTaxRateBasisPoints: basisPoints('Minimum tax rate'),
  },
  'Income tax',
);

export const payrollRulesSchema = fieldsObject({
  /** A short name for lists and audit: 'NTA 2025', 'PITA, minimum wage ₦70,000'. */
  name: requiredString('Rules name'),
  /** The first day (YYYY-MM-DD) these rules apply; they last until the next set's effectiveFrom. */
  effectiveFrom: requiredString('Effective from', { max: 10 }).refine(isCalendarDate, notValid('Effective from')),
  incomeTax: z.discriminatedUnion('regime', [ntaIncomeTaxSchema, pitaIncomeTaxSchema], {
    error: missingOrNotValid('Income tax'),
  }),
  minimumWage: fieldsObject(
    {
      /** The national minimum wage a month. */
      monthly: kobo('Minimum wage'),
      /** Whether pay at or under it is free of PAYE. */
      exemption: boolean('Tax-free at the minimum wage'),
    },
    'Minimum wage',
  ),
  /** Defaults; each employment may set its own rates (the law sets only the floors, 8% and 10%). */
  pension: fieldsObject(
    {
      employeeRateBasisPoints: basisPoints('Employee contribution rate'),
      employerRateBasisPoints: basisPoints('Employer contribution rate'),
    },
    'Pension',
  ),
  /** Of basic pay, for employees who contribute. */
  nhf: fieldsObject({ rateBasisPoints: basisPoints('NHF rate') }, 'NHF'),
  /** Of basic pay, for employees enrolled. */
  nhia: fieldsObject(
    {
      employeeRateBasisPoints: basisPoints('Employee NHIA rate'),
      employerRateBasisPoints: basisPoints('Employer NHIA rate'),
    },
    'NHIA',
  ),
  nsitf: fieldsObject(
    {
      rateBasisPoints: basisPoints('NSITF rate'),
      /** 'gross': all regular pay; 'basicHousingTransport': basic + housing + transport. */
      base: choice('NSITF pay basis', ['gross', 'basicHousingTransport']),
      /** Whether the month's one-off earnings (bonus, overtime, arrears...) are in the base. */
      includeOneOffs: boolean('NSITF on one-off pay'),
    },
    'NSITF',
  ),
  /** Of the month's gross pay, accrued only where the company qualifies (a flag of the run). */
  itf: fieldsObject({ rateBasisPoints: basisPoints('ITF rate') }, 'ITF'),
  /** When what a month deducts and owes is due to whom receives it (the tax calendar). */
  remittance: fieldsObject(
    {
      /** PAYE to each State IRS by this day of the month after the pay month. */
      payeDayOfNextMonth: wholeNumber('PAYE due day', { min: 1, max: 28 }),
      /** Pension to each PFA within this many working days of paying salaries. */
      pensionWorkingDaysAfterPayment: wholeNumber('Pension due working days', { min: 0, max: 60 }),
      /** NHF to the FMBN within this many days of the pay month's end. */
      nhfDaysAfterMonthEnd: wholeNumber('NHF due days', { min: 0, max: 90 }),
    },
    'Remittance',
  ),
  /** Which fields are unverified or disputed, and why their default is what it is. */
  notes: list('Notes', requiredString('Note', { max: 2000 }), { max: 50 }),
});

export type PayrollRules = z.infer<typeof payrollRulesSchema>;
export type NtaIncomeTax = z.infer<typeof ntaIncomeTaxSchema>;
export type PitaIncomeTax = z.infer<typeof pitaIncomeTaxSchema>;

/**
 * The rule set in force on a date (YYYY-MM-DD): the one with the latest effectiveFrom on or before
 * it. A payroll month is computed by the rules in force on its last day (the usual pay date).
 * Throws when no set is in force yet: guessing rules for a date they do not cover would be wrong.
 */
export function payrollRulesInForceOn(sets: readonly PayrollRules[], date: string): PayrollRules {
  if (!isCalendarDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  let found: PayrollRules | undefined;
  for (const set of sets) {
    if (set.effectiveFrom <= date && (!found || set.effectiveFrom > found.effectiveFrom)) found = set;
  }
  if (!found) throw new RangeError(`No payroll rules are in force on ${date}`);
  return found;
}
