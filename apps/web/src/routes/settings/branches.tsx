import { ActionIcon, Anchor, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { type Branch, useBranches, useDeleteBranch } from '../../api/branches.ts';
import { openBranchDialog } from '../../components/branches/BranchForm.tsx';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { openConfirmDialog } from '../../components/dialogs.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { toast } from '../../components/toast.tsx';
import { useMay } from '../../session/permissions.ts';

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
  const mayCreate = useMay('settings.create');
  const mayEdit = useMay('settings.edit');
  const mayDelete = useMay('settings.delete');
  const count = branches.data?.data.length ?? 0;

  const askDelete = (branch: Branch) =>
    openConfirmDialog({
      title: `Delete ${branch.name}`,
      message: 'Are you sure you want to delete the selected branch',
      danger: true,
      onConfirm: () =>
        remove.mutateAsync(branch._id).then(() => toast({ type: 'success', msg: `${branch.name} deleted` })),
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
    {
      key: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      align: 'right',
      width: 90,
      cell: (branch) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {mayEdit ? (
            <ActionIcon variant="subtle" aria-label={`Edit ${branch.name}`} onClick={() => openBranchDialog(branch)}>
              <IconEdit size={18} />
            </ActionIcon>
          ) : null}
          {mayDelete && count > 1 ? (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${branch.name}`}
              onClick={() => askDelete(branch)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          ) : null}
        </Group>
      ),
    },
  ];

  const addBranch = mayCreate ? (
    <Button leftSection={<IconPlus size={18} />} onClick={() => openBranchDialog()}>
      Add branch
    </Button>
  ) : null;

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        title="Branches"
        description="Your shops, offices and warehouses. Each user works in one, and documents and reports can be kept by branch."
        actions={addBranch}
      />
      <DataTable
        label="Branches"
        columns={columns}
        rows={branches.data?.data}
        rowKey={(branch) => branch._id}
        loading={branches.isPending}
        minWidth={0}
        empty={{
          title: branches.isError ? 'The branches could not be loaded' : 'No Branch added',
          message: branches.isError ? 'Please try again.' : 'Add the places your business works from.',
          action: addBranch ?? undefined,
        }}
      />
    </Stack>
  );
}
