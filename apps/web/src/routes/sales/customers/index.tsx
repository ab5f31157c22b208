import { ActionIcon, Anchor, Badge, Button, Group, Menu, Stack, Text, VisuallyHidden } from '@mantine/core';
import { customerMessages } from '@owo/core';
import { IconChevronDown, IconDots, IconEye, IconPencil, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Customer, customerKeys, useCustomers, useDeleteCustomers } from '../../../api/customers.ts';
import { listQuery } from '../../../api/list-query.ts';
import { BranchSelect } from '../../../components/BranchSelect.tsx';
import { customerPath, customersPath, editCustomerPath } from '../../../components/customers/CustomerForm.tsx';
import {
  openCustomerCsvUpload,
  openCustomerDetailsDialog,
  openNewCustomerDialog,
} from '../../../components/customers/customer-dialogs.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { DownloadMenu } from '../../../components/DownloadMenu.tsx';
import { openConfirmDialog } from '../../../components/dialogs.ts';
import {
  allOption,
  FilterSelect,
  FiltersCard,
  noMatches,
  SearchInput,
  SelectionBar,
  useListSearch,
} from '../../../components/ListFilters.tsx';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { toast } from '../../../components/toast.tsx';
import { useListParams } from '../../../lib/list-params.ts';
import { useMay } from '../../../session/permissions.ts';

export function meta() {
  return [{ title: 'Customers | Owo' }];
}

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

function columns(onDelete: (customer: Customer) => void, mayDelete: boolean): DataTableColumn<Customer>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      cell: (customer) => (
        <Stack gap={0}>
          <Group gap={6} wrap="nowrap">
            <Anchor component={Link} to={customerPath(customer._id)} fz="sm" fw={600}>
              {customer.displayName}
            </Anchor>
            {customer.active ? null : (
              <Badge color="gray" variant="light" radius="sm" size="xs">
                Inactive
              </Badge>
            )}
          </Group>
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {customer.email[0] ?? customer.phoneNumber ?? customer.type}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'contact',
      header: 'Contact',
      hiddenOnPhone: true,
      cell: (customer) => (
        <Stack gap={0}>
          <Text fz="sm">{customer.fullName}</Text>
          <Text fz="xs" c="dimmed">
            {customer.phoneNumber}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'type',
      header: 'Type',
      hiddenOnPhone: true,
      nowrap: true,
      cell: (customer) => (
        <Badge variant="light" radius="sm" color={customer.type === 'business' ? 'blue' : 'grape'}>
          {customer.type}
        </Badge>
      ),
    },
    {
      key: 'branch',
      header: 'Branch',
      hiddenOnPhone: true,
      cell: (customer) => <Text fz="sm">{customer.branch?.name}</Text>,
    },
    {
      key: 'balance',
      header: 'Balance',
      align: 'right',
      nowrap: true,
      cell: (customer) => <MoneyText amount={customer.balance} fz="sm" />,
    },
    {
      key: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      align: 'right',
      width: 48,
      cell: (customer) => (
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${customer.displayName}`}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconEye size={16} />} onClick={() => openCustomerDetailsDialog(customer)}>
              Details
            </Menu.Item>
            <Menu.Item component={Link} to={editCustomerPath(customer._id)} leftSection={<IconPencil size={16} />}>
              Edit
            </Menu.Item>
            {mayDelete ? (
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(customer)}>
                Delete
              </Menu.Item>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];
}

export default function Customers() {
  const list = useListParams();
  const queryClient = useQueryClient();
  const search = useListSearch(list, 'search');
  const filters = {
    search: list.get('search'),
    type: list.get('type'),
    branch: list.get('branch'),
    active: list.get('active'),
  };
  const customers = useCustomers({ page: list.page, limit: list.limit, ...filters });
  const remove = useDeleteCustomers();
  const [selected, setSelected] = useState<string[]>([]);
  const mayCreate = useMay('sales.create');
  const mayDelete = useMay('sales.delete');

  const confirmDelete = (ids: string[]) =>
    openConfirmDialog({
      title: 'Delete customers',
      message: customerMessages.deleteSelected,
      danger: true,
      onConfirm: async () => {
        const response = await remove.mutateAsync(ids);
        setSelected((current) => current.filter((id) => !ids.includes(id)));
        toast({ type: 'success', msg: response.message });
      },
    });
  const uploadCsv = () =>
    openCustomerCsvUpload(() => void queryClient.invalidateQueries({ queryKey: customerKeys.all }));
  const filtered = Object.values(filters).some(Boolean);
  const exportPath = (format: string) =>
    `/customer/export${listQuery({
      where: { type: filters.type, branch: filters.branch, active: filters.active },
      params: { search: filters.search, format },
    })}`;

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Customers"
        description="The people and businesses you sell to."
        actions={
          <>
            <DownloadMenu
              formats={['xlsx', 'csv']}
              pathOf={exportPath}
              fallbackName={(format) => `Customers.${format}`}
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
                    <Menu.Item leftSection={<IconPlus size={16} />} onClick={() => openNewCustomerDialog()}>
                      Quick add
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
                <Button component={Link} to={`${customersPath}/new-customer`} leftSection={<IconPlus size={18} />}>
                  New customer
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <FiltersCard>
        <SearchInput search={search} label="Search customers" placeholder="Name, email or phone" />
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
        label="Customers"
        columns={columns((customer) => confirmDelete([customer._id]), mayDelete)}
        rows={customers.data?.data}
        rowKey={(customer) => customer._id}
        loading={customers.isPending}
        fetching={customers.isFetching}
        pageInfo={customers.data?.pageInfo}
        onPageChange={list.setPage}
        onRowsPerPageChange={list.setLimit}
        minWidth={760}
        selection={{ selected, onChange: setSelected, rowLabel: (customer) => `Select ${customer.displayName}` }}
        empty={
          filtered
            ? noMatches('No customers match', 'Try another name, email or phone, or clear the filters.', () => {
                search.clear();
                list.update({ search: null, type: null, branch: null, active: null });
              })
            : {
                title: 'No customers yet',
                message: 'Add the people and businesses you sell to, or upload them from a CSV file.',
                action: mayCreate ? (
                  <Group gap="sm" justify="center">
                    <Button variant="default" onClick={uploadCsv}>
                      Upload CSV
                    </Button>
                    <Button component={Link} to={`${customersPath}/new-customer`}>
                      New customer
                    </Button>
                  </Group>
                ) : undefined,
              }
        }
      />
    </Stack>
  );
}
