import { useSearchParams } from 'react-router';
import { type Employee, useCreateEmployment, useEmployee } from '../../api/people.ts';
import { NewRecordPage, RecordLoader } from '../RecordPage.tsx';
import { warnRequiredFields } from './EmployeeForm.tsx';
import { EmploymentFields } from './EmploymentFields.tsx';
import { employmentValues, useEmploymentForm } from './employment-form.ts';
import { employeePath, employeesLink } from './people-paths.ts';

/*
 * /hrm/employee/create-employment?id={employee}: a new employment, or a pay change from its start
 * date (issue 28), opened from the employee's page; Continue after saving goes back to that page.
 */

export function NewEmploymentPage() {
  const [searchParams] = useSearchParams();
  const employee = useEmployee(searchParams.get('id') ?? '');
  return (
    <RecordLoader query={employee} noun="employee" back={employeesLink}>
      {(loaded) => <NewEmploymentForm employee={loaded} />}
    </RecordLoader>
  );
}

function NewEmploymentForm({ employee }: { employee: Employee }) {
  const create = useCreateEmployment();
  const form = useEmploymentForm(employee._id);
  return (
    <NewRecordPage
      title={`New employment for ${employee.displayName}`}
      back={{ path: employeePath(employee._id), label: employee.displayName }}
      form={form}
      blank={() => employmentValues(employee._id)}
      create={(values) => create.mutateAsync(values)}
      pending={create.isPending}
      successName="employment"
      failure="Could not save the employment"
      onInvalid={warnRequiredFields}
    >
      <EmploymentFields form={form} />
    </NewRecordPage>
  );
}
