import { Button, Stack, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { DepartmentList, openDepartmentDialog } from '../../../components/people/DepartmentList.tsx';
import { EmployeeList } from '../../../components/people/EmployeeList.tsx';
import { newEmployeePath } from '../../../components/people/people-paths.ts';
import { useListParams } from '../../../lib/list-params.ts';
import { useMay } from '../../../session/permissions.ts';

export function meta() {
  return [{ title: 'Employees | Owo' }];
}

const tabs = [
  { value: 'employees', label: 'Employees' },
  { value: 'departments', label: 'Departments' },
] as const;
type PeopleTab = (typeof tabs)[number]['value'];

/** /hrm/employee: the employees, and the departments they work in (?tab=departments), one tab each. */
export default function Employees() {
  const list = useListParams();
  const mayCreate = useMay('hrm.create');
  const tab: PeopleTab = list.get('tab') === 'departments' ? 'departments' : 'employees';
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="People"
        description="Your employees, their departments, employment and pay."
        actions={
          !mayCreate ? null : tab === 'departments' ? (
            <Button onClick={() => openDepartmentDialog()} leftSection={<IconPlus size={18} />}>
              New department
            </Button>
          ) : (
            <Button component={Link} to={newEmployeePath} leftSection={<IconPlus size={18} />}>
              New employee
            </Button>
          )
        }
      />
      <Tabs
        value={tab}
        onChange={(value) =>
          list.update({ tab: value === 'employees' ? null : value, search: null, department: null, status: null })
        }
      >
        <Tabs.List>
          {tabs.map((one) => (
            <Tabs.Tab key={one.value} value={one.value}>
              {one.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {tab === 'employees' ? <EmployeeList list={list} /> : <DepartmentList list={list} />}
    </Stack>
  );
}
