import { ActionIcon, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type Role, useDeleteRole, useRoles } from '../../../api/team.ts';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { openConfirmDialog } from '../../../components/dialogs.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { toast } from '../../../components/toast.tsx';
import { useMay } from '../../../session/permissions.ts';

export function meta() {
  return [{ title: 'Roles and permissions | Owo' }];
}

function RoleActions({ role }: { role: Role }) {
  const mayEdit = useMay('users.edit');
  const mayDelete = useMay('users.delete');
  const remove = useDeleteRole();
  if (!role.editable) return null;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {mayEdit ? (
        <ActionIcon
          component={Link}
          to={`/settings/permission/edit-role?id=${role._id}`}
          variant="subtle"
          aria-label={`Edit ${role.name}`}
        >
          <IconPencil size={18} />
        </ActionIcon>
      ) : null}
      {mayDelete ? (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${role.name}`}
          onClick={() =>
            openConfirmDialog({
              title: 'Delete role',
              message: 'Are you sure you want to delete this role',
              danger: true,
              onConfirm: () =>
                remove.mutateAsync(role._id).then(() => toast({ type: 'success', msg: `${role.name} was deleted` })),
            })
          }
        >
          <IconTrash size={18} />
        </ActionIcon>
      ) : null}
    </Group>
  );
}

const columns: DataTableColumn<Role>[] = [
  {
    key: 'name',
    header: 'Role',
    cell: (role) => (
      <Stack gap={2}>
        <Group gap={6}>
          <Text fw={500} fz="sm">
            {role.name}
          </Text>
          {role.ownBranchOnly ? (
            <Badge size="xs" variant="light">
              Own branch
            </Badge>
          ) : null}
        </Group>
        <Text c="dimmed" fz="xs" hiddenFrom="sm" lineClamp={2}>
          {role.description}
        </Text>
      </Stack>
    ),
  },
  { key: 'description', header: 'Description', cell: (role) => role.description, hiddenOnPhone: true },
  {
    key: 'permissions',
    header: 'Permissions',
    cell: (role) => (role.allPermissions ? 'All' : role.permissions.length),
    hiddenOnPhone: true,
    nowrap: true,
  },
  {
    key: 'users',
    header: 'Users',
    cell: (role) => (
      <Group gap={4} wrap="nowrap">
        <IconUsers size={14} aria-hidden="true" />
        <span>{String(role.userCount)}</span>
      </Group>
    ),
    nowrap: true,
  },
  { key: 'actions', header: '', cell: (role) => <RoleActions role={role} />, align: 'right', width: 96 },
];

/** Settings > Roles and permissions: what each role may do, and how many users hold it. */
export default function RolesPage() {
  const roles = useRoles();
  const mayCreate = useMay('users.create');
  const newRole = mayCreate ? (
    <Button component={Link} to="/settings/permission/new-role" leftSection={<IconPlus size={18} />}>
      New role
    </Button>
  ) : null;
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Roles and permissions"
        description="A role says what its users may see and do. A role given to users cannot be deleted until they have another."
        actions={
          <>
            <Button component={Link} to="/settings/user-management" variant="default">
              Users
            </Button>
            {newRole}
          </>
        }
      />
      <DataTable
        label="Roles"
        columns={columns}
        rows={roles.data?.data}
        rowKey={(role) => role._id}
        loading={roles.isPending}
        fetching={roles.isFetching}
        empty={{ title: 'No roles yet', message: 'Create a role for each kind of work.', action: newRole ?? undefined }}
      />
    </Stack>
  );
}
