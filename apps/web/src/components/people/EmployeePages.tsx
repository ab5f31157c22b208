import { useSearchParams } from 'react-router';
import type { Employee } from '../../api/people.ts';
import { useCreateEmployee, useDeleteEmployee, useEmployee, useUpdateEmployee } from '../../api/people.ts';
import { EditRecordPage, NewRecordPage, RecordLoader } from '../RecordPage.tsx';
import { EmployeeFields, employeeValues, useEmployeeForm, warnRequiredFields } from './EmployeeForm.tsx';
import { employeesLink } from './people-paths.ts';

/*
 * The New and Edit pages of an employee (spec sections 2 and 4): saving opens the success dialog
 * with Continue, leaving with changes asks first, and the edit page without ?id= goes back to the list.
 */

export function NewEmployeePage() {
  const create = useCreateEmployee();
  const form = useEmployeeForm(employeeValues());
  return (
    <NewRecordPage
      title="New employee"
      back={employeesLink}
      form={form}
      blank={() => employeeValues()}
      create={(values) => create.mutateAsync(values)}
      pending={create.isPending}
      successName="employee"
      failure="Could not save the employee"
      onInvalid={warnRequiredFields}
    >
      <EmployeeFields form={form} />
    </NewRecordPage>
  );
}

export function EditEmployeePage() {
  const [searchParams] = useSearchParams();
  const employee = useEmployee(searchParams.get('id') ?? '');
  return (
    <RecordLoader query={employee} noun="employee" back={employeesLink}>
      {(loaded) => <EditEmployeeForm employee={loaded} />}
    </RecordLoader>
  );
}

function EditEmployeeForm({ employee }: { employee: Employee }) {
  const update = useUpdateEmployee();
  const remove = useDeleteEmployee();
  const form = useEmployeeForm(employeeValues(employee));
  return (
    <EditRecordPage
      title={`Edit ${employee.displayName}`}
      back={employeesLink}
      form={form}
      update={(body) => update.mutateAsync({ id: employee._id, body })}
      valuesOf={(saved: Employee) => employeeValues(saved)}
      pending={update.isPending}
      successName="employee"
      failure="Could not save the employee"
      onInvalid={warnRequiredFields}
      deletion={{
        permission: 'hrm.delete',
        title: 'Delete employee',
        question: 'Are you sure you want to delete this employee?',
        remove: async () => {
          const answer = await remove.mutateAsync(employee._id);
          // An employee with employment records is marked as left, not deleted.
          return { message: answer.message, kept: answer.data !== null };
        },
      }}
    >
      <EmployeeFields form={form} />
    </EditRecordPage>
  );
}
