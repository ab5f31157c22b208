import { NewEmployeePage } from '../../../components/people/EmployeePages.tsx';

export function meta() {
  return [{ title: 'New employee | Owo' }];
}

export default function CreateEmployee() {
  return <NewEmployeePage />;
}
