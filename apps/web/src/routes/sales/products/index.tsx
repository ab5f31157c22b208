import { Button, Group, Menu, SegmentedControl, Stack } from '@mantine/core';
import { productBatchLimit } from '@owo/core';
import { IconArchive, IconArchiveOff, IconChevronDown, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { listQuery } from '../../../api/list-query.ts';
import { type Product, productKeys, useDeleteProduct, useProductBatch, useProducts } from '../../../api/products.ts';
import { DataTable } from '../../../components/DataTable.tsx';
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

const typeOptions = [
  { value: allOption, label: 'All types' },
  { value: 'Goods', label: 'Goods' },
  { value: 'Service', label: 'Service' },
];

const deleteQuestion = 'Are you sure you want to delete the selected product(s)?';

export default function Products() {
  const list = useListParams();
  const status = list.get('status') === 'Archived' ? 'Archived' : 'Active';
  const type = list.get('type');
  const search = useListSearch(list, 'name');
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
          <>
            <DownloadMenu
              formats={['xlsx', 'csv']}
              pathOf={(format) =>
                `/products/export${listQuery({ where: { status, type }, params: { name: list.get('name'), format } })}`
              }
              fallbackName={(format) => `Products.${format}`}
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
            ) : null}
          </>
        }
      />
      <FiltersCard>
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
        <SearchInput search={search} label="Search products" placeholder="Name" />
        <FilterSelect list={list} param="type" label="Type" options={typeOptions} width={160} />
      </FiltersCard>
      <SelectionBar count={selected.length}>
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
      </SelectionBar>
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
            ? noMatches('No products match', 'Try another name or type.', () => {
                search.clear();
                list.update({ type: null, name: null });
              })
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
