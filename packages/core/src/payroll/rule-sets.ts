import type { PayrollRules, TaxBand } from './rules.ts';

/*
 * The payroll rules Owo knows, each from the date it took effect (DATA: a correction or a new
 * Finance Act adds or edits a set here, not code). Sources: /work/shared/reference/
 * nigeria-payroll-2026.md (sections 1, 3, 9) and nigeria-tax-2026.md ("Personal income tax / PAYE",
 * "Payroll contributions"). Fields either reference marks unverified or disputed are named in each
 * set's `notes`.
 *
 * Amounts in kobo: ₦800,000 = 80_000_000.
 */

const naira = (amount: number) => amount * 100;

/** NTA 2025 s.58, Fourth Schedule: 0% to ₦800k, 15% to ₦3m, 18% to ₦12m, 21% to ₦25m, 23% to ₦50m, 25% above. */
const ntaBands: TaxBand[] = [
  { upTo: naira(800_000), rateBasisPoints: 0 },
  { upTo: naira(3_000_000), rateBasisPoints: 1500 },
  { upTo: naira(12_000_000), rateBasisPoints: 1800 },
  { upTo: naira(25_000_000), rateBasisPoints: 2100 },
  { upTo: naira(50_000_000), rateBasisPoints: 2300 },
  { upTo: null, rateBasisPoints: 2500 },
];

/** PITA (as amended 2011), Sixth Schedule: 300k@7%, 300k@11%, 500k@15%, 500k@19%, 1.6m@21%, rest@24%. */
const pitaBands: TaxBand[] = [
  { upTo: naira(300_000), rateBasisPoints: 700 },
  { upTo: naira(600_000), rateBasisPoints: 1100 },
  { upTo: naira(1_100_000), rateBasisPoints: 1500 },
  { upTo: naira(1_600_000), rateBasisPoints: 1900 },
  { upTo: naira(3_200_000), rateBasisPoints: 2100 },
  { upTo: null, rateBasisPoints: 2400 },
];

/** What is the same in every set: the contributions did not change with the NTA. */
const contributions = {
  pension: { employeeRateBasisPoints: 800, employerRateBasisPoints: 1000 },
  nhf: { rateBasisPoints: 250 },
  nhia: { employeeRateBasisPoints: 500, employerRateBasisPoints: 1000 },
  nsitf: { rateBasisPoints: 100, base: 'gross', includeOneOffs: false },
  itf: { rateBasisPoints: 100 },
  remittance: { payeDayOfNextMonth: 10, pensionWorkingDaysAfterPayment: 7, nhfDaysAfterMonthEnd: 30 },
} satisfies Pick<PayrollRules, 'pension' | 'nhf' | 'nhia' | 'nsitf' | 'itf' | 'remittance'>;

const contributionNotes = [
  'NHIA rates unverified: the old formal-sector NHIS split 5% employee + 10% employer of basic is the default; some payroll modules use 1.75% + 3.25%, and many employers use a private HMO instead. Set per company.',
  'NSITF base disputed: the default (regular gross pay without one-off earnings) follows the NSITF-NECA agreement effective 1 January 2017 (total remuneration excluding pension contributions, bonuses, overtime and irregular one-offs); NECA 2011 guidance used basic + housing + transport (base basicHousingTransport).',
  'NHF is voluntary for private-sector employees since the Business Facilitation Act 2022: a per-employee choice, 2.5% of basic.',
  'NHF remittance "within a month of deduction" is unverified: the default is 30 days after the pay month ends (remittance.nhfDaysAfterMonthEnd).',
];

const pitaIncomeTax = {
  regime: 'pita',
  bands: pitaBands,
  consolidatedRelief: { minimum: naira(200_000), grossRateBasisPoints: 100, additionalRateBasisPoints: 2000 },
  minimumTaxRateBasisPoints: 100,
} satisfies PayrollRules['incomeTax'];

const pitaNotes = [
  'Only the PITA of the 2011 amendment (CRA, these bands, 1% minimum tax) is modelled; earlier tables are not, so payroll before mid-2011 is outside these rules.',
  'The minimum-wage exemption under PITA is applied like the NTA one (PAYE 0 when the month’s gross is at or under the minimum wage); its PITA source is unverified.',
  'The federal PIT calculator shows an "old" 0.5% effective rate for case G2, which is the band tax before the 1% minimum tax; these rules apply the minimum tax (1% of gross), as PITA s.37 and the tax reference state.',
];

export const payrollRuleSets: readonly PayrollRules[] = [
  {
    name: 'PITA, minimum wage ₦18,000',
    effectiveFrom: '2000-01-01',
    incomeTax: pitaIncomeTax,
    minimumWage: { monthly: naira(18_000), exemption: true },
    ...contributions,
    notes: [
      ...pitaNotes,
      'Minimum wage ₦18,000 (National Minimum Wage (Amendment) Act 2011) is not in the references: unverified.',
      ...contributionNotes,
    ],
  },
  {
    name: 'PITA, minimum wage ₦30,000',
    effectiveFrom: '2019-04-18',
    incomeTax: pitaIncomeTax,
    minimumWage: { monthly: naira(30_000), exemption: true },
    ...contributions,
    notes: [
      ...pitaNotes,
      'Minimum wage ₦30,000 from 18 April 2019 (National Minimum Wage Act 2019) is not in the references: unverified.',
      ...contributionNotes,
    ],
  },
  {
    name: 'PITA, minimum wage ₦70,000',
    effectiveFrom: '2024-05-01',
    incomeTax: pitaIncomeTax,
    minimumWage: { monthly: naira(70_000), exemption: true },
    ...contributions,
    notes: [...pitaNotes, 'Minimum wage ₦70,000 a month since 1 May 2024 (tax reference).', ...contributionNotes],
  },
  {
    name: 'NTA 2025',
    effectiveFrom: '2026-01-01',
    incomeTax: {
      regime: 'nta2025',
      bands: ntaBands,
      rentRelief: { rateBasisPoints: 2000, cap: naira(500_000) },
    },
    minimumWage: { monthly: naira(70_000), exemption: true },
    ...contributions,
    notes: [
      'Bands apply to chargeable income (after pension, NHF, NHIA, life assurance, house-loan interest and rent relief), as the statute and the reform committee say; TaxHQ applies ₦800k to gross and prints a draft-bill band table: not used.',
      'Minimum-wage exemption (PAYE 0 when the month’s gross is at or under the minimum wage): the NTA section is unverified; the reform committee states it and says it tracks future minimum-wage changes, so a new minimum wage is a new rule set.',
      ...contributionNotes,
    ],
  },
];
