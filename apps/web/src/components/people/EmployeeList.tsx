import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type Employee, useDepartments, useEmployees } from '../../api/people.ts';
import type { ListParams } from '../../lib/list-params.ts';
import { useMay } from '../../session/permissions.ts';
import { DataTable, type DataTableColumn } from '../DataTable.tsx';
import { allOption, FilterSelect, FiltersCard, noMatches, SearchInput, useListSearch } from '../ListFilters.tsx';
import { employeePath, newEmployeePath } from './people-paths.ts';

/*
 * The employees (spec section 2, /hrm/employee): search by name (where[firstName] finds first, last
 * or display names), department and status filters in the address, a page at a time.
 */

const statusOptions = [
  { value: allOption, label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'left', label: 'Left' },
];

const columns: DataTableColumn<Employee>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (employee) => (
      <Stack gap={0}>
        <Anchor component={Link} to={employeePath(employee._id)} fz="sm" fw={600}>
          {employee.displayName}
        </Anchor>
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {employee.email ?? employee.phoneNumber}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'department',
    header: 'Department',
    hiddenOnPhone: true,
    cell: (employee) => <Text fz="sm">{employee.department?.name}</Text>,
  },
  {
    key: 'staffNumber',
    header: 'Staff number',
    hiddenOnPhone: true,
    cell: (employee) => <Text fz="sm">{employee.staffNumber}</Text>,
  },
  {
    key: 'branch',
    header: 'Branch',
    hiddenOnPhone: true,
    cell: (employee) => <Text fz="sm">{employee.branch?.name}</Text>,
  },
  {
    key: 'status',
    header: 'Status',
    nowrap: true,
    cell: (employee) => (
      <Badge variant="light" radius="sm" color={employee.status === 'active' ? 'green' : 'gray'}>
        {employee.status === 'active' ? 'Active' : 'Left'}
      </Badge>
    ),
  },
];

export function EmployeeList({ list }: { list: ListParams }) {
  const search = useListSearch(list, 'search');
  const filters = { name: list.get('search'), department: list.get('department'), status: list.get('status') };
  const employees = useEmployees({ page: list.page, limit: list.limit, ...filters });
  const departments = useDepartments().data?.data ?? [];
  const mayCreate = useMay('hrm.create');
  const departmentOptions = [
    { value: allOption, label: 'All departments' },
    ...departments.map((department) => ({ value: department._id, label: department.name })),
  ];
  const filtered = Object.values(filters).some(Boolean);

  return (
    <Stack gap="lg">
      <FiltersCard>
        <SearchInput search={search} label="Search employees" placeholder="First, last or display name" />
        <FilterSelect list={list} param="department" label="Department" options={departmentOptions} width={200} />
        <FilterSelect list={list} param="status" label="Status" options={statusOptions} width={170} />
      </FiltersCard>
      <DataTable
        label="Employees"
        columns={columns}
        rows={employees.data?.data}
        rowKey={(employee) => employee._id}
        loading={employees.isPending}
        fetching={employees.isFetching}
        pageInfo={employees.data?.pageInfo}
        onPageChange={list.setPage}
        onRowsPerPageChange={list.setLimit}
        minWidth={720}
        empty={
          filtered
            ? noMatches('No employees match', 'Try another name, or clear the filters.', () => {
                search.clear();
                list.update({ search: null, department: null, status: null });
              })
            : {
                title: 'No employees yet',
                message: 'Add the people you pay, then their employment and pay.',
                action: mayCreate ? (
                  <Button component={Link} to={newEmployeePath} leftSection={<IconPlus size={18} />}>
                    New employee
                  </Button>
                ) : undefined,
              }
        }
      />
    </Stack>
  );
}
