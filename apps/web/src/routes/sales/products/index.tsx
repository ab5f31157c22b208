import { Button, Card, Group, Menu, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { productBatchLimit } from '@owo/core';
import {
  IconArchive,
  IconArchiveOff,
  IconChevronDown,
  IconPencil,
  IconPlus,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Product, productKeys, useDeleteProduct, useProductBatch, useProducts } from '../../../api/products.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import { openConfirmDialog } from '../../../components/dialogs.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { productColumns } from '../../../components/products/product-columns.tsx';
import {
  openBulkEditProductsDialog,
  openCategoryDialog,
  openNewProductDialog,
  openProductCsvUpload,
} from '../../../components/products/product-dialogs.tsx';
import { toast } from '../../../components/toast.tsx';
import { useListParams } from '../../../lib/list-params.ts';
import { useMay } from '../../../session/permissions.ts';

export function meta() {
  return [{ title: 'Products and services | Owo' }];
}

const allTypes = 'all';
const typeOptions = [
  { value: allTypes, label: 'All types' },
  { value: 'Goods', label: 'Goods' },
  { value: 'Service', label: 'Service' },
];

const deleteQuestion = 'Are you sure you want to delete the selected product(s)?';

export default function Products() {
  const list = useListParams();
  const status = list.get('status') === 'Archived' ? 'Archived' : 'Active';
  const type = list.get('type');
  const [search, setSearch] = useState(list.get('name'));
  const applySearch = useDebouncedCallback((value: string) => list.update({ name: value.trim() }), 350);
  const products = useProducts({ page: list.page, limit: list.limit, status, type, name: list.get('name') });
  const batch = useProductBatch();
  const removeOne = useDeleteProduct();
  const [selected, setSelected] = useState<string[]>([]);
  const mayCreate = useMay('sales.create');
  const queryClient = useQueryClient();

  const run = async (action: 'archive' | 'unarchive' | 'delete', ids: string[]) => {
    const response = await batch.mutateAsync({ action, data: { ids } });
    setSelected((current) => current.filter((id) => !ids.includes(id)));
    toast({ type: 'success', msg: response.message });
  };
  const tooMany = (ids: string[]) => {
    if (ids.length <= productBatchLimit) return false;
    toast({ type: 'warn', msg: `You can change at most ${productBatchLimit} products at a time` });
    return true;
  };
  const confirmDelete = (ids: string[]) =>
    !tooMany(ids) &&
    openConfirmDialog({
      title: 'Delete products',
      message: deleteQuestion,
      danger: true,
      onConfirm: async () => {
        if (ids.length === 1 && ids[0]) {
          const response = await removeOne.mutateAsync(ids[0]);
          setSelected((current) => current.filter((id) => !ids.includes(id)));
          toast({ type: 'success', msg: response.message });
        } else await run('delete', ids);
      },
    });
  const archiveAction = status === 'Active' ? 'archive' : 'unarchive';
  const columns = productColumns({
    onArchive: (product: Product) => void run(product.status === 'Active' ? 'archive' : 'unarchive', [product._id]),
    onDelete: (product: Product) => confirmDelete([product._id]),
  });
  const filtered = Boolean(type || list.get('name'));

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Products and services"
        description="What you sell and buy, with the stock on hand of the goods you track."
        actions={
          mayCreate ? (
            <>
              <Menu position="bottom-end">
                <Menu.Target>
                  <Button variant="default" rightSection={<IconChevronDown size={16} />}>
                    More
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => openNewProductDialog()}>Quick add</Menu.Item>
                  <Menu.Item onClick={() => openCategoryDialog()}>New category</Menu.Item>
                  <Menu.Item
                    onClick={() =>
                      openProductCsvUpload(() => void queryClient.invalidateQueries({ queryKey: productKeys.all }))
                    }
                  >
                    Upload CSV
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
              <Button component={Link} to="/sales/products/new-product" leftSection={<IconPlus size={18} />}>
                New product
              </Button>
            </>
          ) : null
        }
      />
      <Card p="md">
        <Group gap="md" align="flex-end" wrap="wrap">
          <SegmentedControl
            data={[
              { value: 'Active', label: 'Active' },
              { value: 'Archived', label: 'Archived' },
            ]}
            value={status}
            onChange={(value) => {
              setSelected([]);
              list.update({ status: value === 'Archived' ? 'Archived' : null });
            }}
            aria-label="Status"
          />
          <TextInput
            label="Search products"
            placeholder="Name"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              applySearch(event.currentTarget.value);
            }}
            flex="1 1 220px"
          />
          <Select
            label="Type"
            data={typeOptions}
            value={type || allTypes}
            allowDeselect={false}
            onChange={(value) => list.update({ type: value === allTypes ? null : value })}
            w={{ base: '100%', xs: 160 }}
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
                leftSection={archiveAction === 'archive' ? <IconArchive size={14} /> : <IconArchiveOff size={14} />}
                loading={batch.isPending}
                onClick={() => !tooMany(selected) && void run(archiveAction, selected)}
              >
                {archiveAction === 'archive' ? 'Archive' : 'Unarchive'}
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPencil size={14} />}
                onClick={() => !tooMany(selected) && openBulkEditProductsDialog(selected, () => setSelected([]))}
              >
                Edit
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconTrash size={14} />}
                onClick={() => confirmDelete(selected)}
              >
                Delete
              </Button>
            </Group>
          </Group>
        </Card>
      ) : null}
      <DataTable
        label="Products and services"
        columns={columns}
        rows={products.data?.data}
        rowKey={(product) => product._id}
        loading={products.isPending}
        fetching={products.isFetching}
        pageInfo={products.data?.pageInfo}
        onPageChange={list.setPage}
        onRowsPerPageChange={list.setLimit}
        minWidth={760}
        selection={{ selected, onChange: setSelected, rowLabel: (product) => `Select ${product.name}` }}
        empty={
          filtered
            ? {
                title: 'No products match',
                message: 'Try another name or type.',
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
            : status === 'Archived'
              ? { title: 'No archived products', message: 'Products you archive are kept here.' }
              : {
                  title: 'No products yet',
                  message: 'Add the goods and services you sell.',
                  action: mayCreate ? (
                    <Button component={Link} to="/sales/products/new-product">
                      New product
                    </Button>
                  ) : undefined,
                }
        }
      />
    </Stack>
  );
}
