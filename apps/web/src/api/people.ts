import type {
  DepartmentBody,
  DepartmentUpdate,
  DepartmentView,
  EmployeeCreate,
  EmployeeView,
  EmploymentCreate,
  EmploymentView,
  PayslipListItem,
  StaffName,
} from '@owo/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { listQuery } from './list-query.ts';

/*
 * People (/hrm/employee): server modules/people. Employees, their departments and employments; the
 * answers' types are core's zod schemas (employeeViewSchema, departmentViewSchema, employmentViewSchema).
 */

export type Employee = EmployeeView;
export type Department = DepartmentView;
export type Employment = EmploymentView;
export type Payslip = PayslipListItem;

export interface EmployeeFilters {
  page: number;
  limit: number;
  name?: string;
  department?: string;
  status?: string;
}

export const peopleKeys = {
  all: ['people'] as const,
  employees: (filters: EmployeeFilters) => ['people', 'employees', filters] as const,
  employee: (id: string) => ['people', 'employee', id] as const,
  employments: (id: string) => ['people', 'employments', id] as const,
  employment: (id: string) => ['people', 'employment', id] as const,
  payslips: (id: string) => ['people', 'payslips', id] as const,
  departments: (page: number, limit: number) => ['people', 'departments', page, limit] as const,
};

export function useEmployees(filters: EmployeeFilters) {
  return useQuery({
    queryKey: peopleKeys.employees(filters),
    queryFn: () =>
      request<Employee[]>(
        `/employees${listQuery({
          limit: filters.limit,
          page: filters.page,
          where: { firstName: filters.name, department: filters.department, status: filters.status },
        })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useEmployee(id: string) {
  return useQuery({
    queryKey: peopleKeys.employee(id),
    queryFn: () => request<Employee>(`/employees/${encodeURIComponent(id)}`),
    enabled: id !== '',
  });
}

/** The employee's employment history, newest first as the server gives it. */
export function useEmployments(employeeId: string) {
  return useQuery({
    queryKey: peopleKeys.employments(employeeId),
    queryFn: () => request<Employment[]>(`/employees/${encodeURIComponent(employeeId)}/employment`),
    enabled: employeeId !== '',
  });
}

/** One employment, for its edit page. */
export function useEmployment(id: string) {
  return useQuery({
    queryKey: peopleKeys.employment(id),
    queryFn: () => request<Employment>(`/employees/employment/${encodeURIComponent(id)}`),
    enabled: id !== '',
  });
}

/** The employee's payslips of approved and paid payroll runs, newest month first. */
export function useEmployeePayslips(employeeId: string, enabled: boolean) {
  return useQuery({
    queryKey: peopleKeys.payslips(employeeId),
    queryFn: () => request<Payslip[]>(`/employees/${encodeURIComponent(employeeId)}/payslips`),
    enabled: enabled && employeeId !== '',
  });
}

/**
 * Staff names matching the words typed, for a document's employee (salesperson, who took a bill in):
 * GET /employees/names, open to whoever may write a sale or a bill. Only active staff: a new sale or
 * bill is someone working here now; a document that already names someone who has left keeps
 * showing them (useStaffName). `enabled` is false for a member who may not read them.
 */
export function useStaffOptions(search: string, enabled = true) {
  return useQuery({
    queryKey: [...peopleKeys.all, 'staff-names', search] as const,
    queryFn: () => request<StaffName[]>(`/employees/names${listQuery({ params: { search } })}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One staff member's name by id, whatever their status ('' asks nothing). */
export function useStaffName(id: string, enabled = true) {
  return useQuery({
    queryKey: [...peopleKeys.all, 'staff-name', id] as const,
    queryFn: () => request<StaffName[]>(`/employees/names${listQuery({ params: { id } })}`),
    enabled: enabled && id !== '',
  });
}

/** A page of departments; the pickers ask for the first hundred, which is every department of an SME. */
export function useDepartments(page = 1, limit = 100) {
  return useQuery({
    queryKey: peopleKeys.departments(page, limit),
    queryFn: () => request<Department[]>(`/employees/department${listQuery({ page, limit })}`),
    placeholderData: keepPreviousData,
  });
}

/** A change to people: every list and record of them is read again (a department's count moves too). */
function usePeopleMutation<Variables, Answer>(
  call: (variables: Variables) => Promise<{ message: string; data: Answer }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  });
}

export const useCreateEmployee = () =>
  usePeopleMutation((body: EmployeeCreate) => request<Employee>('/employees', { method: 'POST', body }));

export const useUpdateEmployee = () =>
  usePeopleMutation(({ id, body }: { id: string; body: Record<string, unknown> }) =>
    request<Employee>(`/employees/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  );

/** Answers the employee when it was kept and marked as left (it has employment records), null when deleted. */
export const useDeleteEmployee = () =>
  usePeopleMutation((id: string) =>
    request<Employee | null>(`/employees/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );

export const useCreateEmployment = () =>
  usePeopleMutation((body: EmploymentCreate) => request<Employment>('/employees/employment', { method: 'POST', body }));

/** Corrects an employment: only the fields that changed (a pay change is a new employment instead). */
export const useUpdateEmployment = () =>
  usePeopleMutation(({ id, body }: { id: string; body: Partial<EmploymentCreate> }) =>
    request<Employment>(`/employees/employment/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  );

export const useCreateDepartment = () =>
  usePeopleMutation((body: DepartmentBody) => request<Department>('/employees/department', { method: 'POST', body }));

export const useUpdateDepartment = () =>
  usePeopleMutation(({ id, body }: { id: string; body: DepartmentUpdate }) =>
    request<Department>(`/employees/department/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  );

export const useDeleteDepartment = () =>
  usePeopleMutation((id: string) =>
    request<unknown>(`/employees/department/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
