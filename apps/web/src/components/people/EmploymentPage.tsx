import { useSearchParams } from 'react-router';
import {
  type Employee,
  type Employment,
  useCreateEmployment,
  useEmployee,
  useEmployment,
  useUpdateEmployment,
} from '../../api/people.ts';
import { EditRecordPage, NewRecordPage, RecordLoader } from '../RecordPage.tsx';
import { warnRequiredFields } from './EmployeeForm.tsx';
import { EmploymentFields } from './EmploymentFields.tsx';
import { employmentValues, employmentValuesOf, useEmploymentForm } from './employment-form.ts';
import { employeePath, employeesLink } from './people-paths.ts';

/*
 * /hrm/employee/create-employment?id={employee}: a new employment, or a pay change from its start
 * date (issue 28), opened from the employee's page; Continue after saving goes back to that page.
 * /hrm/employee/edit-employment?id={employment}: corrects one (PATCH, only what changed). The
 * server keeps pay history as employments by start date, so the pages say which one to use.
 */

const newDescription =
  'A change of pay is a new employment from the date it starts: the months already paid keep the pay they were paid on.';
const editDescription =
  'Edit corrects a mistake in this employment. For a change of pay, add a new employment from the date it starts instead.';

const backToEmployee = (employee: Employee) => ({ path: employeePath(employee._id), label: employee.displayName });

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
  const form = useEmploymentForm(employmentValues(employee._id));
  return (
    <NewRecordPage
      title={`New employment for ${employee.displayName}`}
      description={newDescription}
      back={backToEmployee(employee)}
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

/** The employment, then its employee (for the title and the way back). */
export function EditEmploymentPage() {
  const [searchParams] = useSearchParams();
  const employment = useEmployment(searchParams.get('id') ?? '');
  return (
    <RecordLoader query={employment} noun="employment" back={employeesLink}>
      {(loaded) => <EmploymentEmployee employment={loaded} />}
    </RecordLoader>
  );
}

function EmploymentEmployee({ employment }: { employment: Employment }) {
  const employee = useEmployee(employment.employee);
  return (
    <RecordLoader query={employee} noun="employee" back={employeesLink}>
      {(loaded) => <EditEmploymentForm employment={employment} employee={loaded} />}
    </RecordLoader>
  );
}

function EditEmploymentForm({ employment, employee }: { employment: Employment; employee: Employee }) {
  const update = useUpdateEmployment();
  const form = useEmploymentForm(employmentValuesOf(employment));
  return (
    <EditRecordPage
      title={`Edit employment for ${employee.displayName}`}
      description={editDescription}
      back={backToEmployee(employee)}
      form={form}
      update={(body) => update.mutateAsync({ id: employment._id, body })}
      valuesOf={employmentValuesOf}
      pending={update.isPending}
      successName="employment"
      failure="Could not save the employment"
      onInvalid={warnRequiredFields}
    >
      <EmploymentFields form={form} />
    </EditRecordPage>
  );
}
