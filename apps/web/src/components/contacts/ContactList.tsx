import { ActionIcon, Anchor, Badge, Button, Group, Menu, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ContactView } from '@owo/core';
import { IconChevronDown, IconDots, IconEye, IconPencil, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { listQuery } from '../../api/list-query.ts';
import { useListParams } from '../../lib/list-params.ts';
import { useMay } from '../../session/permissions.ts';
import { BranchSelect } from '../BranchSelect.tsx';
import { DataTable, type DataTableColumn } from '../DataTable.tsx';
import { DownloadMenu } from '../DownloadMenu.tsx';
import { openConfirmDialog } from '../dialogs.ts';
import {
  allOption,
  FilterSelect,
  FiltersCard,
  noMatches,
  SearchInput,
  SelectionBar,
  useListSearch,
} from '../ListFilters.tsx';
import { MoneyText } from '../MoneyText.tsx';
import { PageHeader } from '../PageHeader.tsx';
import { toast } from '../toast.tsx';
import { openContactCsvUpload, openContactDetailsDialog } from './contact-dialogs.tsx';
import { type ContactKind, contactPath, editContactPath, newContactPath } from './contact-kind.ts';

/*
 * The list of a kind of contact (spec section 2: /sales/customers, /expense/vendors): search and
 * filters in the address, a page at a time, details, edit and delete from each row's menu, several
 * deleted at once after the spec's question, CSV upload and export.
 */

const typeOptions = [
  { value: allOption, label: 'All types' },
  { value: 'business', label: 'Business' },
  { value: 'individual', label: 'Individual' },
];
const activeOptions = [
  { value: allOption, label: 'All statuses' },
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

function columns<View extends ContactView>(
  kind: ContactKind<View>,
  onDelete: (contact: View) => void,
  mayDelete: boolean,
): DataTableColumn<View>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      cell: (contact) => (
        <Stack gap={0}>
          <Group gap={6} wrap="nowrap">
            <Anchor component={Link} to={contactPath(kind, contact._id)} fz="sm" fw={600}>
              {contact.displayName}
            </Anchor>
            {contact.active ? null : (
              <Badge color="gray" variant="light" radius="sm" size="xs">
                Inactive
              </Badge>
            )}
          </Group>
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {contact.email[0] ?? contact.phoneNumber ?? contact.type}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'contact',
      header: 'Contact',
      hiddenOnPhone: true,
      cell: (contact) => (
        <Stack gap={0}>
          <Text fz="sm">{contact.fullName}</Text>
          <Text fz="xs" c="dimmed">
            {contact.phoneNumber}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'type',
      header: 'Type',
      hiddenOnPhone: true,
      nowrap: true,
      cell: (contact) => (
        <Badge variant="light" radius="sm" color={contact.type === 'business' ? 'blue' : 'grape'}>
          {contact.type}
        </Badge>
      ),
    },
    {
      key: 'branch',
      header: 'Branch',
      hiddenOnPhone: true,
      cell: (contact) => <Text fz="sm">{contact.branch?.name}</Text>,
    },
    {
      key: 'balance',
      header: 'Balance',
      align: 'right',
      nowrap: true,
      cell: (contact) => <MoneyText amount={contact.balance} fz="sm" />,
    },
    {
      key: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      align: 'right',
      width: 48,
      cell: (contact) => (
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${contact.displayName}`}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconEye size={16} />} onClick={() => openContactDetailsDialog(kind, contact)}>
              Details
            </Menu.Item>
            <Menu.Item component={Link} to={editContactPath(kind, contact._id)} leftSection={<IconPencil size={16} />}>
              Edit
            </Menu.Item>
            {mayDelete ? (
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(contact)}>
                Delete
              </Menu.Item>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];
}

interface ContactListProps<View extends ContactView> {
  kind: ContactKind<View>;
  /** More items of the More menu beside Upload CSV (customers' Quick add). */
  moreItems?: ReactNode;
}

export function ContactList<View extends ContactView>({ kind, moreItems }: ContactListProps<View>) {
  const { nouns, calls } = kind;
  const list = useListParams();
  const queryClient = useQueryClient();
  const search = useListSearch(list, 'search');
  const filters = {
    search: list.get('search'),
    type: list.get('type'),
    branch: list.get('branch'),
    active: list.get('active'),
  };
  const contacts = calls.useContacts({ page: list.page, limit: list.limit, ...filters });
  const remove = calls.useDeleteContacts();
  const [selected, setSelected] = useState<string[]>([]);
  const mayCreate = useMay(kind.permissions.create);
  const mayDelete = useMay(kind.permissions.delete);

  const confirmDelete = (ids: string[]) =>
    openConfirmDialog({
      title: `Delete ${nouns.many}`,
      message: kind.messages.deleteSelected,
      danger: true,
      onConfirm: async () => {
        const response = await remove.mutateAsync(ids);
        setSelected((current) => current.filter((id) => !ids.includes(id)));
        toast({ type: 'success', msg: response.message });
      },
    });
  const uploadCsv = () =>
    openContactCsvUpload(kind, () => void queryClient.invalidateQueries({ queryKey: calls.keys.all }));
  const filtered = Object.values(filters).some(Boolean);
  const exportPath = (format: string) =>
    `${calls.path}/export${listQuery({
      where: { type: filters.type, branch: filters.branch, active: filters.active },
      params: { search: filters.search, format },
    })}`;

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={nouns.Many}
        description={kind.description}
        actions={
          <>
            <DownloadMenu
              formats={['xlsx', 'csv']}
              pathOf={exportPath}
              fallbackName={(format) => `${nouns.Many}.${format}`}
            />
            {mayCreate ? (
              <>
                <Menu position="bottom-end">
                  <Menu.Target>
                    <Button variant="default" rightSection={<IconChevronDown size={16} />}>
                      More
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item leftSection={<IconUpload size={16} />} onClick={uploadCsv}>
                      Upload CSV
                    </Menu.Item>
                    {moreItems}
                  </Menu.Dropdown>
                </Menu>
                <Button component={Link} to={newContactPath(kind)} leftSection={<IconPlus size={18} />}>
                  New {nouns.one}
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <FiltersCard>
        <SearchInput search={search} label={`Search ${nouns.many}`} placeholder="Name, email or phone" />
        <FilterSelect list={list} param="type" label="Type" options={typeOptions} width={160} />
        <FilterSelect list={list} param="active" label="Status" options={activeOptions} width={190} />
        <BranchSelect
          label="Branch"
          placeholder="All branches"
          value={filters.branch || null}
          onChange={(value) => list.update({ branch: value })}
          w={{ base: '100%', xs: 190 }}
        />
      </FiltersCard>
      <SelectionBar count={selected.length}>
        {mayDelete ? (
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconTrash size={14} />}
            onClick={() => confirmDelete(selected)}
          >
            Delete
          </Button>
        ) : null}
      </SelectionBar>
      <DataTable
        label={nouns.Many}
        columns={columns(kind, (contact) => confirmDelete([contact._id]), mayDelete)}
        rows={contacts.data?.data}
        rowKey={(contact) => contact._id}
        loading={contacts.isPending}
        fetching={contacts.isFetching}
        pageInfo={contacts.data?.pageInfo}
        onPageChange={list.setPage}
        onRowsPerPageChange={list.setLimit}
        minWidth={760}
        selection={{ selected, onChange: setSelected, rowLabel: (contact) => `Select ${contact.displayName}` }}
        empty={
          filtered
            ? noMatches(`No ${nouns.many} match`, 'Try another name, email or phone, or clear the filters.', () => {
                search.clear();
                list.update({ search: null, type: null, branch: null, active: null });
              })
            : {
                title: `No ${nouns.many} yet`,
                message: kind.emptyList,
                action: mayCreate ? (
                  <Group gap="sm" justify="center">
                    <Button variant="default" onClick={uploadCsv}>
                      Upload CSV
                    </Button>
                    <Button component={Link} to={newContactPath(kind)}>
                      New {nouns.one}
                    </Button>
                  </Group>
                ) : undefined,
              }
        }
      />
    </Stack>
  );
}
