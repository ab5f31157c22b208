/** Plans and prices in naira. Shown on the home page and the legacy home page. */
export interface Plan {
  name: string;
  /** Naira a month; 0 for the free plan. */
  monthly: number;
  /** Naira a year: ten months' price, two months free. */
  yearly: number;
  forWhom: string;
  includes: string[];
  featured?: boolean;
}

export const plans: Plan[] = [
  {
    name: 'Free',
    monthly: 0,
    yearly: 0,
    forWhom: 'For a new business finding its feet',
    includes: [
      '1 user and 1 branch',
      '20 invoices, estimates and receipts a month',
      'Unlimited customers, vendors and products',
      'VAT at 7.5% on invoices',
      'Profit and loss report',
    ],
  },
  {
    name: 'Starter',
    monthly: 9_500,
    yearly: 95_000,
    forWhom: 'For a growing shop or practice',
    includes: [
      '3 users and 1 branch',
      'Unlimited invoices, estimates and receipts',
      'Expenses, bills and vendor payments',
      'Bank reconciliation with statement import',
      'VAT and withholding tax summaries',
      'Every report, including balance sheet and cash flow',
    ],
    featured: true,
  },
  {
    name: 'Business',
    monthly: 24_500,
    yearly: 245_000,
    forWhom: 'For businesses with staff and branches',
    includes: [
      'Everything in Starter',
      '10 users and up to 5 branches',
      'Payroll for up to 50 employees: PAYE, pension and NHF',
      'Stock by branch, with transfers between branches',
      'Roles and permissions, and the audit log',
      'Priority support from our accountants',
    ],
  },
];

export const pricingNotes = [
  'Every paid plan starts with a 30-day free trial. No card needed to start.',
  'Prices are in naira and include VAT. Pay yearly and get two months free.',
  'Need more people? Add users to a paid plan for ₦20,000 per user a year.',
];

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });

/** ₦9,500 */
export function formatNaira(amount: number): string {
  return naira.format(amount);
}
