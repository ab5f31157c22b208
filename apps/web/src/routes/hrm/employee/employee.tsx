import { EmployeeRecordPage } from '../../../components/people/EmployeeRecord.tsx';

export function meta() {
  return [{ title: 'Employee | Owo' }];
}

/** An employee's details and employment history. */
export default function EmployeePage() {
  return <EmployeeRecordPage />;
}
