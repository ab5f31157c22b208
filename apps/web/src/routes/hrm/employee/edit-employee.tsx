import { EditEmployeePage } from '../../../components/people/EmployeePages.tsx';
import { employeesPath, selectEmployeeMessage } from '../../../components/people/people-paths.ts';
import { requireSelectedRecord } from '../../../components/RecordPage.tsx';
import type { Route } from './+types/edit-employee';

export function meta() {
  return [{ title: 'Edit employee | Owo' }];
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return requireSelectedRecord(request, employeesPath, selectEmployeeMessage);
}

export default function EditEmployee() {
  return <EditEmployeePage />;
}
