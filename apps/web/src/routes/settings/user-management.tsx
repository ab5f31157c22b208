import { ActionIcon, Badge, Button, Group, Menu, Stack, Text, TextInput } from '@mantine/core';
import { IconDots, IconMail, IconPencil, IconPlus, IconSearch, IconShieldLock, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { type TeamUser, useDeleteUser, useResendInvitation, useUsers } from '../../api/team.ts';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { openConfirmDialog } from '../../components/dialogs.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { openAddUserDialog, openEditUserDialog } from '../../components/team/UserForms.tsx';
import { toast } from '../../components/toast.tsx';
import { formatDate } from '../../lib/format.ts';
import { useListParams } from '../../lib/list-params.ts';
import { useMay } from '../../session/permissions.ts';

export function meta() {
  return [{ title: 'User management | Owo' }];
}

function StatusBadge({ status }: { status: TeamUser['status'] }) {
  return status === 'invited' ? (
    <Badge color="yellow" variant="light">
      Invited
    </Badge>
  ) : (
    <Badge color="green" variant="light">
      Active
    </Badge>
  );
}

function UserActions({ user }: { user: TeamUser }) {
  const mayEdit = useMay('users.edit');
  const mayDelete = useMay('users.delete');
  const mayInvite = useMay('users.create');
  const remove = useDeleteUser();
  const resend = useResendInvitation();
  const name = `${user.firstName} ${user.lastName}`;
  if (!mayEdit && !mayDelete && !(mayInvite && user.status === 'invited')) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {mayEdit ? (
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => openEditUserDialog(user)}>
            Edit
          </Menu.Item>
        ) : null}
        {mayInvite && user.status === 'invited' ? (
          <Menu.Item
            leftSection={<IconMail size={16} />}
            onClick={() =>
              resend.mutate(user._id, {
                onSuccess: () => toast({ type: 'success', msg: `A new invitation is on its way to ${user.email}` }),
              })
            }
          >
            Resend invitation
          </Menu.Item>
        ) : null}
        {mayDelete ? (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() =>
              openConfirmDialog({
                title: 'Delete user',
                message: 'Are you sure you want to delete this user',
                danger: true,
                onConfirm: () =>
                  remove.mutateAsync(user._id).then(() => toast({ type: 'success', msg: `${name} was removed` })),
              })
            }
          >
            Delete
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

const columns: DataTableColumn<TeamUser>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (user) => (
      <Stack gap={0} miw={0}>
        <Text fw={500} fz="sm">
          {user.firstName} {user.lastName}
        </Text>
        <Text c="dimmed" fz="xs" style={{ overflowWrap: 'anywhere' }} hiddenFrom="sm">
          {user.email}
        </Text>
      </Stack>
    ),
  },
  { key: 'email', header: 'Email', cell: (user) => user.email, hiddenOnPhone: true },
  { key: 'role', header: 'Role', cell: (user) => user.role.name },
  { key: 'branch', header: 'Branch', cell: (user) => user.branch.name, hiddenOnPhone: true },
  { key: 'status', header: 'Status', cell: (user) => <StatusBadge status={user.status} />, nowrap: true },
  {
    key: 'lastSignIn',
    header: 'Last sign-in',
    cell: (user) => (user.lastSignInAt ? formatDate(user.lastSignInAt) : 'Never'),
    hiddenOnPhone: true,
    nowrap: true,
  },
  { key: 'actions', header: '', cell: (user) => <UserActions user={user} />, align: 'right', width: 48 },
];

/** Settings > User management: who works in the company, with what role, at which branch. */
export default function UserManagementPage() {
  const list = useListParams();
  const search = list.get('name');
  const [typed, setTyped] = useState(search);
  const users = useUsers(list.page, list.limit, search);
  const mayAdd = useMay('users.create');

  // The list follows the search box a moment after typing stops.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() !== search) list.update({ name: typed.trim() });
    }, 300);
    return () => clearTimeout(timer);
  }, [typed, search, list]);

  const addUser = mayAdd ? (
    <Button leftSection={<IconPlus size={18} />} onClick={openAddUserDialog}>
      Add user
    </Button>
  ) : null;

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="User management"
        description="The people who work in this company, their role and their branch."
        actions={
          <>
            <Button
              component={Link}
              to="/settings/permission"
              variant="default"
              leftSection={<IconShieldLock size={18} />}
            >
              Roles and permissions
            </Button>
            {addUser}
          </>
        }
      />
      <Group>
        <TextInput
          aria-label="Search users"
          placeholder="Search by name or email"
          leftSection={<IconSearch size={16} />}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      <DataTable
        label="Users"
        columns={columns}
        rows={users.data?.data}
        rowKey={(user) => user._id}
        loading={users.isPending}
        fetching={users.isFetching}
        pageInfo={users.data?.pageInfo}
        onPageChange={list.setPage}
        onRowsPerPageChange={list.setLimit}
        empty={{
          title: search ? 'No user matches this search' : 'No users yet',
          message: search ? 'Try another name or email.' : 'Add the people who work with you.',
          action: search ? undefined : (addUser ?? undefined),
        }}
      />
    </Stack>
  );
}
