import { v5 as uuidv5 } from 'uuid';

/**
 * Reference data every company shares. Ids are name-based UUIDs so that they are the same in
 * every database: a business type or industry id saved by a client stays valid everywhere.
 */
const NAMESPACE = '3f6b0c56-9a3e-4d57-8d0b-5a0c1c2e0f11';
export const referenceId = (kind: string, name: string) => uuidv5(`${kind}:${name}`, NAMESPACE);

export const businessTypeNames = [
  'Business Name',
  'C Corporation',
  'Cooperative',
  'Franchising',
  'General Partnership',
  'Incorporated Trustees',
  'Limited Liability Company (LLC)',
  'Limited Liability Partnership (LLP)',
  'Limited Partnership',
  'Not Registered',
  'Private Limited Company (Ltd)',
  'Public Limited Company (PLC)',
  'S Corporation',
  'Small Company',
  'Sole Proprietorship',
];

export const industryNames = [
  'Accounting and Tax Services',
  'Advertising and Marketing',
  'Agriculture and Farming',
  'Architecture and Engineering',
  'Arts, Crafts and Entertainment',
  'Automotive Sales and Repair',
  'Banking and Microfinance',
  'Beauty, Hair and Cosmetics',
  'Catering and Events',
  'Cleaning and Facility Management',
  'Construction',
  'Consulting',
  'Courier and Logistics',
  'Creative Agency and Design',
  'Education and Training',
  'Electronics and Phone Accessories',
  'Energy, Oil and Gas',
  'Fashion and Tailoring',
  'Fast-Moving Consumer Goods (FMCG)',
  'Film, Music and Media',
  'Fitness and Recreation',
  'Food Processing',
  'Furniture and Interior Design',
  'Healthcare and Clinics',
  'Hospitality and Hotels',
  'Import and Export',
  'Information Technology and Software',
  'Insurance',
  'Laundry and Dry Cleaning',
  'Legal Services',
  'Manufacturing',
  'Mining and Quarrying',
  'Non-Profit and Religious Organisations',
  'Pharmacy and Medical Supplies',
  'Photography and Video',
  'Printing and Publishing',
  'Real Estate and Property Management',
  'Renewable Energy and Solar',
  'Restaurants and Food Service',
  'Retail and Supermarkets',
  'Security Services',
  'Telecommunications',
  'Transport and Haulage',
  'Travel and Tourism',
  'Wholesale and Distribution',
  'Other',
];

export const currencyRows = [
  { code: 'NGN', name: 'Nigerian Naira', symbol: '₦' },
  { code: 'USD', name: 'US Dollar', symbol: '$' },
  { code: 'GBP', name: 'British Pound', symbol: '£' },
  { code: 'EUR', name: 'Euro', symbol: '€' },
  { code: 'CNY', name: 'Chinese Yuan', symbol: '¥' },
  { code: 'GHS', name: 'Ghanaian Cedi', symbol: 'GH₵' },
  { code: 'KES', name: 'Kenyan Shilling', symbol: 'KSh' },
  { code: 'ZAR', name: 'South African Rand', symbol: 'R' },
  { code: 'XOF', name: 'West African CFA Franc', symbol: 'CFA', minorUnits: 0 },
  { code: 'AED', name: 'UAE Dirham', symbol: 'AED' },
  { code: 'CAD', name: 'Canadian Dollar', symbol: 'CA$' },
  { code: 'INR', name: 'Indian Rupee', symbol: '₹' },
];

export const countryRows = [
  { code: 'NG', name: 'Nigeria', dialCode: '+234' },
  { code: 'GH', name: 'Ghana', dialCode: '+233' },
  { code: 'KE', name: 'Kenya', dialCode: '+254' },
  { code: 'ZA', name: 'South Africa', dialCode: '+27' },
  { code: 'BJ', name: 'Benin', dialCode: '+229' },
  { code: 'CM', name: 'Cameroon', dialCode: '+237' },
  { code: 'CI', name: "Côte d'Ivoire", dialCode: '+225' },
  { code: 'SN', name: 'Senegal', dialCode: '+221' },
  { code: 'TG', name: 'Togo', dialCode: '+228' },
  { code: 'GB', name: 'United Kingdom', dialCode: '+44' },
  { code: 'US', name: 'United States', dialCode: '+1' },
  { code: 'AE', name: 'United Arab Emirates', dialCode: '+971' },
];

/** The 36 states of Nigeria and the Federal Capital Territory, with their ISO 3166-2 codes. */
export const nigerianStates: Array<{ code: string; name: string }> = [
  ['AB', 'Abia'],
  ['AD', 'Adamawa'],
  ['AK', 'Akwa Ibom'],
  ['AN', 'Anambra'],
  ['BA', 'Bauchi'],
  ['BY', 'Bayelsa'],
  ['BE', 'Benue'],
  ['BO', 'Borno'],
  ['CR', 'Cross River'],
  ['DE', 'Delta'],
  ['EB', 'Ebonyi'],
  ['ED', 'Edo'],
  ['EK', 'Ekiti'],
  ['EN', 'Enugu'],
  ['FC', 'Federal Capital Territory'],
  ['GO', 'Gombe'],
  ['IM', 'Imo'],
  ['JI', 'Jigawa'],
  ['KD', 'Kaduna'],
  ['KN', 'Kano'],
  ['KT', 'Katsina'],
  ['KE', 'Kebbi'],
  ['KO', 'Kogi'],
  ['KW', 'Kwara'],
  ['LA', 'Lagos'],
  ['NA', 'Nasarawa'],
  ['NI', 'Niger'],
  ['OG', 'Ogun'],
  ['ON', 'Ondo'],
  ['OS', 'Osun'],
  ['OY', 'Oyo'],
  ['PL', 'Plateau'],
  ['RI', 'Rivers'],
  ['SO', 'Sokoto'],
  ['TA', 'Taraba'],
  ['YO', 'Yobe'],
  ['ZA', 'Zamfara'],
].map(([code, name]) => ({ code: code as string, name: name as string }));

/** What a new business gets, in setup. */
export const defaultPaymentMethodNames = ['Cash', 'Bank Transfer', 'POS', 'Cheque', 'Card'];
export const headOfficeBranchName = 'Head Office';

/**
 * The standard VAT rate, dated: 7.5% from 1 February 2020 (Finance Act 2019), kept by the Nigeria
 * Tax Act 2025 s.148. Rates are data with the day they took effect, never constants in code: a new
 * rate is a new row here, and a company's VAT tax is seeded at the rate in force.
 */
export const vatRates: ReadonlyArray<{ effectiveFrom: string; rateBasisPoints: number }> = [
  { effectiveFrom: '2007-01-01', rateBasisPoints: 500 },
  { effectiveFrom: '2020-02-01', rateBasisPoints: 750 },
];

/** The VAT rate in force on a day (YYYY-MM-DD). */
export function vatRateOn(date: string): number {
  const inForce = vatRates.filter((rate) => rate.effectiveFrom <= date).at(-1) ?? vatRates[0];
  if (!inForce) throw new Error('no VAT rate in the reference data');
  return inForce.rateBasisPoints;
}

/** A rate with the day it took effect, in basis points (750 = 7.5%). */
export interface DatedRate {
  effectiveFrom: string;
  rateBasisPoints: number;
}

/**
 * The taxes every Nigerian company starts with (../shared/reference/nigeria-tax-2026.md): VAT and
 * the withholding tax rates of the 2024 Regulations (from 1 January 2025) for resident companies.
 * Rates are data with their effective dates: a new rate is a new row here, never a constant in code.
 * `salesAccount` is where the tax on sales posts (VAT output, WHT a customer withheld from us),
 * `purchasesAccount` where the tax on purchases posts (VAT input, WHT we withheld from a vendor);
 * both are system account keys (accounts.ts, systemAccountKeys).
 */
export interface TaxSeed {
  /** Stable within this list; the VAT seed is found by kind, withholding taxes by name. */
  name: string;
  kind: 'vat' | 'withholding';
  description: string;
  agency: string;
  salesAccount: 'vat-output' | 'wht-receivable';
  purchasesAccount: 'vat-input' | 'wht-payable';
  rates: readonly DatedRate[];
}

const FIRS = 'Nigeria Revenue Service (formerly FIRS)';
const WHT_2025 = '2025-01-01';

const withholding = (name: string, description: string, rateBasisPoints: number): TaxSeed => ({
  name,
  kind: 'withholding',
  description,
  agency: FIRS,
  salesAccount: 'wht-receivable',
  purchasesAccount: 'wht-payable',
  rates: [{ effectiveFrom: WHT_2025, rateBasisPoints }],
});

export const taxSeeds: readonly TaxSeed[] = [
  {
    name: 'VAT',
    kind: 'vat',
    description: 'Value added tax on taxable goods and services (Nigeria Tax Act 2025, s.148)',
    agency: FIRS,
    salesAccount: 'vat-output',
    purchasesAccount: 'vat-input',
    rates: vatRates,
  },
  withholding('WHT - Supply of goods', 'Withholding tax on the supply of goods (not by the manufacturer)', 200),
  withholding('WHT - Services', 'Withholding tax on other services', 200),
  withholding('WHT - Rent', 'Withholding tax on rent', 1000),
  withholding(
    'WHT - Professional and consultancy fees',
    'Withholding tax on commission, consultancy, technical, management and professional fees',
    500,
  ),
  withholding('WHT - Dividends', 'Withholding tax on dividends', 1000),
  withholding('WHT - Interest', 'Withholding tax on interest', 1000),
];

/** The rate of a dated list in force on a day; a day before the first rate takes the first. */
export function rateOn(rates: readonly DatedRate[], date: string): number {
  const inForce = rates.filter((rate) => rate.effectiveFrom <= date).at(-1) ?? rates[0];
  if (!inForce) throw new Error('no rate in the reference data');
  return inForce.rateBasisPoints;
}
