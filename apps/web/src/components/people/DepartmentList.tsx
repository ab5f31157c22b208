import { ActionIcon, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { type Department, useDeleteDepartment, useDepartments } from '../../api/people.ts';
import type { ListParams } from '../../lib/list-params.ts';
import { isPhone } from '../../lib/use-phone.ts';
import { useMay } from '../../session/permissions.ts';
import { DataTable, type DataTableColumn } from '../DataTable.tsx';
import { openConfirmDialog } from '../dialogs.ts';
import { toast } from '../toast.tsx';
import { DepartmentForm } from './DepartmentForm.tsx';

/*
 * The departments employees work in (spec section 4: department create, edit and delete in
 * dialogs). A department with employees cannot be deleted: the server says why, as a warning.
 */

/** Phones get the whole screen for the form, as the settings lists' dialogs do. */
export function openDepartmentDialog(department?: Department): void {
  const modalId = 'department';
  const close = () => modals.close(modalId);
  modals.open({
    modalId,
    title: department ? `Edit ${department.name}` : 'New department',
    fullScreen: isPhone(),
    children: <DepartmentForm department={department} onDone={close} />,
  });
}

function actionsColumn(may: { edit: boolean; remove: boolean }, onDelete: (department: Department) => void) {
  const column: DataTableColumn<Department> = {
    key: 'actions',
    header: <VisuallyHidden>Actions</VisuallyHidden>,
    align: 'right',
    width: 90,
    cell: (department) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {may.edit ? (
          <ActionIcon
            variant="subtle"
            aria-label={`Edit ${department.name}`}
            onClick={() => openDepartmentDialog(department)}
          >
            <IconEdit size={18} />
          </ActionIcon>
        ) : null}
        {may.remove ? (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${department.name}`}
            onClick={() => onDelete(department)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        ) : null}
      </Group>
    ),
  };
  return column;
}

const columns: DataTableColumn<Department>[] = [
  {
    key: 'name',
    header: 'Department',
    cell: (department) => (
      <Stack gap={2}>
        <Text fw={600} fz="sm">
          {department.name}
        </Text>
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {department.description}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'employees',
    header: 'Employees',
    align: 'right',
    nowrap: true,
    cell: (department) => <Text fz="sm">{department.employees}</Text>,
  },
];

export function DepartmentList({ list }: { list: ListParams }) {
  const departments = useDepartments(list.page, list.limit);
  const remove = useDeleteDepartment();
  const may = { create: useMay('hrm.create'), edit: useMay('hrm.edit'), remove: useMay('hrm.delete') };
  const confirmDelete = (department: Department) =>
    openConfirmDialog({
      title: `Delete ${department.name}`,
      message: 'Are you sure you want to delete this department?',
      danger: true,
      onConfirm: () =>
        remove.mutateAsync(department._id).then((response) => toast({ type: 'success', msg: response.message })),
    });

  return (
    <DataTable
      label="Departments"
      columns={[...columns, actionsColumn(may, confirmDelete)]}
      rows={departments.data?.data}
      rowKey={(department) => department._id}
      loading={departments.isPending}
      fetching={departments.isFetching}
      pageInfo={departments.data?.pageInfo}
      onPageChange={list.setPage}
      onRowsPerPageChange={list.setLimit}
      empty={{
        title: 'No departments yet',
        message: 'Group your employees by the work they do: Sales, Operations, Finance.',
        action: may.create ? (
          <Button onClick={() => openDepartmentDialog()} leftSection={<IconPlus size={18} />}>
            New department
          </Button>
        ) : undefined,
      }}
    />
  );
}
