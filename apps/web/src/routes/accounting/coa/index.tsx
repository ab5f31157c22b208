import { Button, Card, Group, Menu, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { accountTypes } from '@owo/core';
import { IconChevronDown, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type Account, useAccounts, useDeleteAccounts } from '../../../api/accounts.ts';
import { accountColumns } from '../../../components/accounting/account-columns.tsx';
import {
  openAccountDialog,
  openBulkEditAccountsDialog,
  openMergeAccountsDialog,
  openOpeningBalancesDialog,
} from '../../../components/accounting/account-dialogs.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { openConfirmDialog } from '../../../components/dialogs.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { toast } from '../../../components/toast.tsx';
import { useListParams } from '../../../lib/list-params.ts';

export function meta() {
  return [{ title: 'Chart of accounts | Owo' }];
}

const allTypes = 'all';
const typeOptions = [
  { value: allTypes, label: 'All types' },
  ...accountTypes.map((type) => ({ value: type, label: type })),
];
const bulkLimit = 100;

export default function ChartOfAccounts() {
  const list = useListParams();
  const type = list.get('type');
  const [search, setSearch] = useState(list.get('name'));
  const applySearch = useDebouncedCallback((value: string) => list.update({ name: value.trim() }), 350);
  const accounts = useAccounts({ page: list.page, limit: list.limit, type, name: list.get('name') });
  const remove = useDeleteAccounts();
  const [selected, setSelected] = useState<string[]>([]);

  const confirmDelete = (ids: string[]) =>
    openConfirmDialog({
      title: 'Delete accounts',
      message: 'Are you sure you want to delete the selected accounts?',
      danger: true,
      onConfirm: async () => {
        const { deleted } = await remove.mutateAsync(ids);
        setSelected((current) => current.filter((id) => !ids.includes(id)));
        if (deleted > 0)
          toast({ type: 'success', msg: deleted === 1 ? 'Account deleted' : `${deleted} accounts deleted` });
      },
    });
  const columns = accountColumns((account: Account) => confirmDelete([account._id]));
  const filtered = Boolean(type || list.get('name'));

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Chart of accounts"
        description="Every account your books post to, with its balance today."
        actions={
          <>
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="default" rightSection={<IconChevronDown size={16} />}>
                  More
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={openOpeningBalancesDialog}>Opening balances</Menu.Item>
                <Menu.Item onClick={() => openMergeAccountsDialog()}>Merge accounts</Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <Button leftSection={<IconPlus size={18} />} onClick={() => openAccountDialog()}>
              Add account
            </Button>
          </>
        }
      />
      <Card p="md">
        <Group gap="md" align="flex-end" wrap="wrap">
          <TextInput
            label="Search accounts"
            placeholder="Name or code"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              applySearch(event.currentTarget.value);
            }}
            flex="1 1 240px"
          />
          <Select
            label="Account type"
            data={typeOptions}
            value={type || allTypes}
            allowDeselect={false}
            onChange={(value) => list.update({ type: value === allTypes ? null : value })}
            w={{ base: '100%', xs: 180 }}
          />
        </Group>
      </Card>
      {selected.length > 0 ? (
        <Card p="sm" bg="var(--mantine-color-owo-0)">
          <Group justify="space-between" gap="sm">
            <Text fw={600} fz="sm">
              {selected.length} selected
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPencil size={14} />}
                onClick={() =>
                  selected.length > bulkLimit
                    ? toast({ type: 'warn', msg: `You can edit at most ${bulkLimit} accounts at once` })
                    : openBulkEditAccountsDialog(selected, () => setSelected([]))
                }
              >
                Edit selected
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconTrash size={14} />}
                onClick={() => confirmDelete(selected)}
              >
                Delete selected
              </Button>
            </Group>
          </Group>
        </Card>
      ) : null}
      <DataTable
        label="Chart of accounts"
        columns={columns}
        rows={accounts.data?.data}
        rowKey={(account) => account._id}
        loading={accounts.isPending}
        fetching={accounts.isFetching}
        pageInfo={accounts.data?.pageInfo}
        onPageChange={list.setPage}
        onRowsPerPageChange={list.setLimit}
        minWidth={860}
        selection={{
          selected,
          onChange: setSelected,
          rowLabel: (account) => `Select ${account.account_name}`,
        }}
        empty={
          filtered
            ? {
                title: 'No accounts match',
                message: 'Try another name, code or account type.',
                action: (
                  <Button
                    variant="default"
                    onClick={() => {
                      setSearch('');
                      list.update({ type: null, name: null });
                    }}
                  >
                    Clear filters
                  </Button>
                ),
              }
            : {
                title: 'No accounts yet',
                message: 'Add the accounts your business posts to.',
                action: <Button onClick={() => openAccountDialog()}>Add account</Button>,
              }
        }
      />
    </Stack>
  );
}
