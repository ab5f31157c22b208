import type { ListLink } from '../FormPage.tsx';

/* Where the payroll pages are (spec section 2: /hrm/payroll and /hrm/payroll/create-payroll). */

export const payrollsPath = '/hrm/payroll';
export const payrollsLink: ListLink = { path: payrollsPath, label: 'Payroll' };
export const newPayrollPath = `${payrollsPath}/create-payroll`;
/** The run is the page's ?id=, as the other edit pages take their record. */
export const editPayrollPath = (id: string) => `${payrollsPath}/edit-payroll?id=${encodeURIComponent(id)}`;
export const payrollPath = (id: string) => `${payrollsPath}/${encodeURIComponent(id)}`;

/** Spec section 8: an edit page opened without a selected run goes back to the list, saying so. */
export const selectPayrollMessage = 'Please select a payroll';
