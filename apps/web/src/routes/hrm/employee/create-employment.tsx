import { NewEmploymentPage } from '../../../components/people/EmploymentPage.tsx';
import { employeesPath, selectEmployeeMessage } from '../../../components/people/people-paths.ts';
import { requireSelectedRecord } from '../../../components/RecordPage.tsx';
import type { Route } from './+types/create-employment';

export function meta() {
  return [{ title: 'New employment | Owo' }];
}

/** Opened from an employee's page; without ?id= the list, saying to pick an employee. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return requireSelectedRecord(request, employeesPath, selectEmployeeMessage);
}

export default function CreateEmployment() {
  return <NewEmploymentPage />;
}
