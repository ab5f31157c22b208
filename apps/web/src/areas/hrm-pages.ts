import type { AppPage } from '../areas.ts';

/** People and payroll pages (issue 28), spread into appPages. */
export const hrmPages = {
  employees: { path: 'hrm/employee', file: 'routes/hrm/employee/index.tsx', permission: 'hrm.view' },
  newEmployee: {
    path: 'hrm/employee/create-employee',
    file: 'routes/hrm/employee/create-employee.tsx',
    permission: 'hrm.create',
  },
  editEmployee: {
    path: 'hrm/employee/edit-employee',
    file: 'routes/hrm/employee/edit-employee.tsx',
    permission: 'hrm.edit',
  },
  newEmployment: {
    path: 'hrm/employee/create-employment',
    file: 'routes/hrm/employee/create-employment.tsx',
    permission: 'hrm.create',
  },
  editEmployment: {
    path: 'hrm/employee/edit-employment',
    file: 'routes/hrm/employee/edit-employment.tsx',
    permission: 'hrm.edit',
  },
  employee: { path: 'hrm/employee/:id', file: 'routes/hrm/employee/employee.tsx', permission: 'hrm.view' },
  payrolls: { path: 'hrm/payroll', file: 'routes/hrm/payroll/index.tsx', permission: 'payroll.view' },
  newPayroll: {
    path: 'hrm/payroll/create-payroll',
    file: 'routes/hrm/payroll/create-payroll.tsx',
    permission: 'payroll.create',
  },
  editPayroll: {
    path: 'hrm/payroll/edit-payroll',
    file: 'routes/hrm/payroll/edit-payroll.tsx',
    permission: 'payroll.edit',
  },
  payroll: { path: 'hrm/payroll/:id', file: 'routes/hrm/payroll/payroll.tsx', permission: 'payroll.view' },
} as const satisfies Record<string, AppPage>;
