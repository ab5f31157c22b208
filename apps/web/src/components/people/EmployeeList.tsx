import { Anchor, Badge, Button, Menu, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type Employee, useDeleteEmployee, useDepartments, useEmployees } from '../../api/people.ts';
import type { ListParams } from '../../lib/list-params.ts';
import { useMay } from '../../session/permissions.ts';
import { DataTable, type DataTableColumn } from '../DataTable.tsx';
import { openConfirmDialog } from '../dialogs.ts';
import { allOption, FilterSelect, FiltersCard, noMatches, SearchInput, useListSearch } from '../ListFilters.tsx';
import { DeleteItem, EditItem, menuColumn, ViewItem } from '../sales/sales-column-parts.tsx';
import { toast } from '../toast.tsx';
import { editEmployeePath, employeePath, newEmployeePath, newEmploymentPath } from './people-paths.ts';

/*
 * The employees (spec section 2, /hrm/employee): search by name (where[firstName] finds first, last
 * or display names), department and status filters in the address, a page at a time. Each row's
 * menu holds what the member may do with the employee: view, edit, add an employment, delete.
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

interface EmployeePermissions {
  edit: boolean;
  create: boolean;
  remove: boolean;
}

function actionsColumn(may: EmployeePermissions, onDelete: (employee: Employee) => void) {
  return menuColumn<Employee>(
    (employee) => employee.displayName,
    (employee) => (
      <>
        <ViewItem to={employeePath(employee._id)} />
        {may.edit ? <EditItem to={editEmployeePath(employee._id)} /> : null}
        {may.create ? (
          <Menu.Item component={Link} to={newEmploymentPath(employee._id)} leftSection={<IconBriefcase size={16} />}>
            Add employment
          </Menu.Item>
        ) : null}
        {may.remove ? <DeleteItem onClick={() => onDelete(employee)} /> : null}
      </>
    ),
  );
}

/**
 * Asks first, then deletes. The server keeps an employee with employment records (payroll and tax
 * returns need them) and marks them as left instead; its message says so, as a warning.
 */
function useConfirmDelete() {
  const remove = useDeleteEmployee();
  return (employee: Employee) =>
    openConfirmDialog({
      title: `Delete ${employee.displayName}`,
      message: 'Are you sure you want to delete this employee?',
      danger: true,
      onConfirm: async () => {
        const response = await remove.mutateAsync(employee._id);
        toast({ type: response.data ? 'warn' : 'success', msg: response.message });
      },
    });
}

export function EmployeeList({ list }: { list: ListParams }) {
  const search = useListSearch(list, 'search');
  const filters = { name: list.get('search'), department: list.get('department'), status: list.get('status') };
  const employees = useEmployees({ page: list.page, limit: list.limit, ...filters });
  const departments = useDepartments().data?.data ?? [];
  const may = { edit: useMay('hrm.edit'), create: useMay('hrm.create'), remove: useMay('hrm.delete') };
  const confirmDelete = useConfirmDelete();
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
        columns={[...columns, actionsColumn(may, confirmDelete)]}
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
                action: may.create ? (
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
