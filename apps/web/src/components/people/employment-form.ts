import { zodResolver } from '@hookform/resolvers/zod';
import { type EmploymentCreate, type EmploymentView, employmentCreateSchema, required } from '@owo/core';
import { type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';

/*
 * The values of the create- and edit-employment forms (issue 28): text and numbers as typed, checked by core's
 * employmentCreateSchema, so the words under each field are the API's. A salary account left empty
 * is none: payroll then pays them some other way.
 */

type Amount = number | string;

export interface AllowanceFormValues {
  name: string;
  amount: Amount;
  pensionable: boolean;
  taxable: boolean;
}

export interface EmploymentFormValues {
  employee: string;
  jobTitle: string;
  startDate: string;
  endDate: string;
  basic: Amount;
  housing: Amount;
  transport: Amount;
  otherAllowances: AllowanceFormValues[];
  annualRent: Amount;
  nhf: boolean;
  pension: { pfa: string; rsaPin: string; employeeRate: Amount; employerRate: Amount };
  nhia: boolean;
  salaryAccount: { bankName: string; accountNo: string };
}

export type EmploymentForm = UseFormReturn<EmploymentFormValues, unknown, EmploymentCreate>;

/** A new employment: the legal minimum pension rates (8% and 10%), nothing else assumed. */
export function employmentValues(employee: string): EmploymentFormValues {
  return {
    employee,
    jobTitle: '',
    startDate: '',
    endDate: '',
    basic: '',
    housing: '',
    transport: '',
    otherAllowances: [],
    annualRent: '',
    nhf: false,
    pension: { pfa: '', rsaPin: '', employeeRate: 8, employerRate: 10 },
    nhia: false,
    salaryAccount: { bankName: '', accountNo: '' },
  };
}

/**
 * A saved employment as the form shows it, to correct it: what the API leaves empty (no end date, no
 * PFA, no salary account) is an empty field, as on a new employment.
 */
export function employmentValuesOf(employment: EmploymentView): EmploymentFormValues {
  const { pension, salaryAccount } = employment;
  return {
    employee: employment.employee,
    jobTitle: employment.jobTitle,
    startDate: employment.startDate,
    endDate: employment.endDate ?? '',
    basic: employment.basic,
    housing: employment.housing,
    transport: employment.transport,
    otherAllowances: employment.otherAllowances.map((allowance) => ({ ...allowance })),
    annualRent: employment.annualRent,
    nhf: employment.nhf,
    pension: {
      pfa: pension.pfa ?? '',
      rsaPin: pension.rsaPin ?? '',
      employeeRate: pension.employeeRate,
      employerRate: pension.employerRate,
    },
    nhia: employment.nhia,
    salaryAccount: { bankName: salaryAccount?.bankName ?? '', accountNo: salaryAccount?.accountNo ?? '' },
  };
}

export const blankAllowance: AllowanceFormValues = { name: '', amount: '', pensionable: false, taxable: true };

/** What the schema reads of the form: no salary account when both its fields are empty. */
const formSchema = z.preprocess((values) => {
  const form = values as EmploymentFormValues;
  const account = form.salaryAccount;
  const noAccount = account.bankName === '' && account.accountNo.trim() === '';
  return { ...form, salaryAccount: noAccount ? null : account };
}, employmentCreateSchema);

const schemaResolver = zodResolver(formSchema as never) as unknown as Resolver<
  EmploymentFormValues,
  unknown,
  EmploymentCreate
>;

/**
 * Basic is required, but the amount field reads an empty amount as ₦0 (and the resolver words a
 * missing one as zod's union does, not as the API): an empty Basic is refused here, beside the rest.
 */
export const employmentResolver: Resolver<EmploymentFormValues, unknown, EmploymentCreate> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  if (values.basic !== '') return result;
  return { values: {}, errors: { ...result.errors, basic: { type: 'required', message: required('Basic') } } };
};

/** The form, starting from a new employment's values or a saved one's. */
export function useEmploymentForm(defaultValues: EmploymentFormValues): EmploymentForm {
  return useForm<EmploymentFormValues, unknown, EmploymentCreate>({ resolver: employmentResolver, defaultValues });
}
