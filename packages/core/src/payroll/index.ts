// The payroll calculation's public face (issue 28); helpers the files share stay inside the folder.
export { type AnnualIncome, type AnnualIncomeTax, annualIncomeTax } from './income-tax.ts';
export {
  type DeductionKind,
  emptyYearToDate,
  type MonthlyPayInput,
  monthlyPay,
  type PayLine,
  PayrollRefused,
  type PayYearToDate,
} from './monthly-pay.ts';
export {
  type EarningKind,
  type EmploymentPay,
  type OneOffEarning,
  type OneOffEarningKind,
  type OtherAllowance,
  type OtherDeduction,
  type OtherDeductionKind,
  oneOffEarningKinds,
  otherDeductionKinds,
  type PayslipItem,
} from './pay-components.ts';
export type { IncomeParts } from './paye.ts';
export {
  type PayrollAccountRole,
  type PayrollPostingLine,
  type PayrollRun,
  type PayrollRunLine,
  type PostedPayLine,
  payrollAccountRoles,
  payrollEntryLines,
  payrollPaymentLines,
  reversedPayrollLines,
} from './payroll.posting.ts';
export {
  type EmployedDaysInput,
  employedDays,
  monthsLeftInYear,
  type Proration,
  type ProrationBasis,
  periodDates,
  prorationBases,
} from './proration.ts';
export { addWorkingDays, type RemittanceDueDates, remittanceDueDates } from './remittance.ts';
export { payrollRuleSets } from './rule-sets.ts';
export {
  type NtaIncomeTax,
  type PayrollRules,
  type PitaIncomeTax,
  payrollRulesInForceOn,
  payrollRulesSchema,
  type TaxBand,
  taxBandSchema,
} from './rules.ts';
