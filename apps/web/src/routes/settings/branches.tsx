import { Anchor, Stack, Text } from '@mantine/core';
import { type Branch, useBranches, useDeleteBranch } from '../../api/branches.ts';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { openConfirmDialog } from '../../components/dialogs.ts';
import { openBranchDialog } from '../../components/settings-lists/dialogs.tsx';
import { SettingsListPage, useEditDeleteColumn } from '../../components/settings-lists/SettingsListPage.tsx';
import { toast } from '../../components/toast.tsx';

export function meta() {
  return [{ title: 'Branches | Owo' }];
}

/** A website as typed ('www.adaeze.ng') opened as a link. */
const linkTo = (website: string) => (/^https?:\/\//i.test(website) ? website : `https://${website}`);

const usersText = (count: number | undefined) => (count === 1 ? '1 user' : `${count ?? 0} users`);

/**
 * The company's branches (shops, offices, warehouses): each document and each user belongs to one.
 * A branch that users or records belong to cannot be deleted; the server says why, as a warning.
 */
export default function BranchesPage() {
  const branches = useBranches();
  const remove = useDeleteBranch();

  const actions = useEditDeleteColumn<Branch>({
    name: (branch) => branch.name,
    onEdit: openBranchDialog,
    onDelete: (branch) =>
      openConfirmDialog({
        title: `Delete ${branch.name}`,
        message: 'Are you sure you want to delete the selected branch',
        danger: true,
        onConfirm: () =>
          remove.mutateAsync(branch._id).then(() => toast({ type: 'success', msg: `${branch.name} deleted` })),
      }),
    // A company keeps at least one branch.
    deletable: (branches.data?.data.length ?? 0) > 1,
  });

  const columns: DataTableColumn<Branch>[] = [
    {
      key: 'name',
      header: 'Branch',
      cell: (branch) => (
        <Stack gap={2}>
          <Text fw={600} fz="sm">
            {branch.name}
          </Text>
          <Text fz="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {branch.address}
          </Text>
          {branch.website ? (
            <Anchor href={linkTo(branch.website)} target="_blank" rel="noreferrer" fz="xs">
              {branch.website}
            </Anchor>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'users',
      header: 'Users',
      align: 'right',
      width: 90,
      nowrap: true,
      cell: (branch) => <Text fz="sm">{usersText(branch.users)}</Text>,
    },
    actions,
  ];

  return (
    <SettingsListPage
      title="Branches"
      description="Your shops, offices and warehouses. Each user works in one, and documents and reports can be kept by branch."
      maxWidth={900}
      list={branches}
      columns={columns}
      minWidth={0}
      add={{ label: 'Add branch', permission: 'settings.create', onClick: () => openBranchDialog() }}
      empty={{ title: 'No Branch added', message: 'Add the places your business works from.' }}
    />
  );
}
