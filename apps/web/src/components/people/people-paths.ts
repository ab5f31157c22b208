import type { ListLink } from '../FormPage.tsx';

/* Where the People pages are (spec section 2: /hrm/employee and the pages under it). */

export const employeesPath = '/hrm/employee';
export const employeesLink: ListLink = { path: employeesPath, label: 'Employees' };
export const newEmployeePath = `${employeesPath}/create-employee`;
export const editEmployeePath = (id: string) => `${employeesPath}/edit-employee?id=${encodeURIComponent(id)}`;
export const employeePath = (id: string) => `${employeesPath}/${encodeURIComponent(id)}`;
/** The employee is the page's ?id=, as the edit pages take their record. */
export const newEmploymentPath = (employeeId: string) =>
  `${employeesPath}/create-employment?id=${encodeURIComponent(employeeId)}`;
/** The employment is the page's ?id=; its page goes back to its employee. */
export const editEmploymentPath = (employmentId: string) =>
  `${employeesPath}/edit-employment?id=${encodeURIComponent(employmentId)}`;

/** Spec section 8: an edit page opened without a selected employee goes back to the list, saying so. */
export const selectEmployeeMessage = 'Please select an employee';
