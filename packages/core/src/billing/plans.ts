/*
 * Owo's own plans (issue 30): the one copy of what each plan costs and allows. The public site
 * prints its pricing from here and the server will enforce the limits from here, so the price on
 * the page and the limit that bites cannot drift apart. Prices are dated data: a change of price is
 * a new row from the day it applies, never an edit of the old one (subscriptions keep the price
 * they were sold at). Naira, VAT included.
 */

export const planCodes = ['free', 'starter', 'business'] as const;
export type PlanCode = (typeof planCodes)[number];

export interface PlanLimits {
  users: number;
  branches: number;
  /** Invoices, estimates and receipts a month; null for no limit. */
  documentsPerMonth: number | null;
  /** Employees on the payroll; 0 when the plan has no payroll. */
  payrollEmployees: number;
}

export interface Plan {
  code: PlanCode;
  name: string;
  /** Naira a month, VAT included; 0 for the free plan. */
  monthly: number;
  /** Naira a year, VAT included: ten months' price, two months free. */
  yearly: number;
  forWhom: string;
  limits: PlanLimits;
  /** What the plan brings beyond its limits, in words. */
  features: string[];
  featured?: boolean;
}

export interface Pricing {
  /** The first day these prices apply. */
  from: string;
  plans: Plan[];
  /** Days of a paid plan free before the first charge. */
  trialDays: number;
  /** Naira a year for each user beyond a paid plan's limit. */
  extraUserYearly: number;
}

export const pricingHistory: readonly Pricing[] = [
  {
    from: '2026-01-01',
    trialDays: 30,
    extraUserYearly: 20_000,
    plans: [
      {
        code: 'free',
        name: 'Free',
        monthly: 0,
        yearly: 0,
        forWhom: 'For a new business finding its feet',
        limits: { users: 1, branches: 1, documentsPerMonth: 20, payrollEmployees: 0 },
        features: ['Unlimited customers, vendors and products', 'VAT at 7.5% on invoices', 'Profit and loss report'],
      },
      {
        code: 'starter',
        name: 'Starter',
        monthly: 9_500,
        yearly: 95_000,
        forWhom: 'For a growing shop or practice',
        limits: { users: 3, branches: 1, documentsPerMonth: null, payrollEmployees: 0 },
        features: [
          'Expenses, bills and vendor payments',
          'Bank reconciliation with statement import',
          'VAT and withholding tax summaries',
          'Every report, including balance sheet and cash flow',
        ],
        featured: true,
      },
      {
        code: 'business',
        name: 'Business',
        monthly: 24_500,
        yearly: 245_000,
        forWhom: 'For businesses with staff and branches',
        limits: { users: 10, branches: 5, documentsPerMonth: null, payrollEmployees: 50 },
        features: [
          'Everything in Starter',
          'Stock by branch, with transfers between branches',
          'Roles and permissions, and the audit log',
          'Priority support from our accountants',
        ],
      },
    ],
  },
];

/** The prices in force on `day` (YYYY-MM-DD). */
export function pricingOn(day: string): Pricing {
  const pricing = pricingHistory.filter((row) => row.from <= day).at(-1);
  if (!pricing) throw new RangeError(`No Owo prices on ${day}`);
  return pricing;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** A plan's limits as its card says them: '3 users and 1 branch', '20 invoices, estimates and receipts a month'. */
export function limitsInWords(limits: PlanLimits): string[] {
  const upTo = limits.branches > 1 ? 'up to ' : '';
  return [
    `${plural(limits.users, 'user')} and ${upTo}${plural(limits.branches, 'branch', 'branches')}`,
    limits.documentsPerMonth === null
      ? 'Unlimited invoices, estimates and receipts'
      : `${limits.documentsPerMonth} invoices, estimates and receipts a month`,
    ...(limits.payrollEmployees > 0
      ? [`Payroll for up to ${limits.payrollEmployees} employees: PAYE, pension and NHF`]
      : []),
  ];
}

/** The notes under the plans, from the same figures. */
export function pricingNotes(pricing: Pricing, formatNaira: (amount: number) => string): string[] {
  return [
    `Every paid plan starts with a ${pricing.trialDays}-day free trial. No card needed to start.`,
    'Prices are in naira and include VAT. Pay yearly and get two months free.',
    `Need more people? Add users to a paid plan for ${formatNaira(pricing.extraUserYearly)} per user a year.`,
  ];
}
