import { EditEmploymentPage } from '../../../components/people/EmploymentPage.tsx';
import { employeesPath, selectEmployeeMessage } from '../../../components/people/people-paths.ts';
import { requireSelectedRecord } from '../../../components/RecordPage.tsx';
import type { Route } from './+types/edit-employment';

export function meta() {
  return [{ title: 'Edit employment | Owo' }];
}

/** Opened from a row of an employee's employment history; without ?id= the list, saying to pick an employee. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return requireSelectedRecord(request, employeesPath, selectEmployeeMessage);
}

export default function EditEmployment() {
  return <EditEmploymentPage />;
}
