import { ActionIcon, Anchor, Badge, Group, Menu, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Product } from '../../api/products.ts';
import type { DataTableColumn } from '../DataTable.tsx';
import type { ListLink } from '../FormPage.tsx';
import { MoneyText } from '../MoneyText.tsx';

export const productsPath = '/sales/products';
/** The products list, as the product and stock pages' way back names it. */
export const productsList: ListLink = { path: productsPath, label: 'Products and services' };

export function editProductPath(id: string): string {
  return `${productsPath}/edit-product?id=${encodeURIComponent(id)}`;
}

export interface ProductActions {
  onArchive: (product: Product) => void;
  onDelete: (product: Product) => void;
}

function OnHand({ product }: { product: Product }) {
  if (product.quantityOnHand === null) {
    return (
      <Text fz="sm" c="dimmed">
        Not tracked
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Text fz="sm" ff="monospace">
        {product.quantityOnHand} {product.unitOfMeasurement.unit}
      </Text>
      {product.isLowStock ? (
        <Badge color="orange" variant="light" radius="sm" size="sm">
          Low stock
        </Badge>
      ) : null}
    </Group>
  );
}

/** The list's columns; on a phone: name with SKU and type beneath, price and on hand, actions. */
export function productColumns({ onArchive, onDelete }: ProductActions): DataTableColumn<Product>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      cell: (product) => (
        <Stack gap={0}>
          <Anchor component={Link} to={editProductPath(product._id)} fz="sm" fw={600}>
            {product.name}
          </Anchor>
          <Text fz="xs" c="dimmed">
            {[product.skuNumber, product.category?.name].filter(Boolean).join(' · ') || product.type}
          </Text>
          <MoneyText amount={product.price} fz="xs" hiddenFrom="sm" />
        </Stack>
      ),
    },
    {
      key: 'type',
      header: 'Type',
      nowrap: true,
      hiddenOnPhone: true,
      cell: (product) => (
        <Badge variant="light" color={product.type === 'Goods' ? 'blue' : 'grape'} radius="sm">
          {product.type}
        </Badge>
      ),
    },
    {
      key: 'price',
      header: 'Selling price',
      align: 'right',
      nowrap: true,
      hiddenOnPhone: true,
      cell: (product) => <MoneyText amount={product.price} fz="sm" />,
    },
    {
      key: 'onHand',
      header: 'On hand',
      align: 'right',
      nowrap: true,
      cell: (product) => <OnHand product={product} />,
    },
    {
      key: 'value',
      header: 'Value',
      align: 'right',
      nowrap: true,
      hiddenOnPhone: true,
      cell: (product) => (product.value === null ? null : <MoneyText amount={product.value} fz="sm" />),
    },
    {
      key: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      align: 'right',
      width: 48,
      cell: (product) => (
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${product.name}`}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={editProductPath(product._id)} leftSection={<IconPencil size={16} />}>
              Edit
            </Menu.Item>
            <Menu.Item
              leftSection={product.status === 'Active' ? <IconArchive size={16} /> : <IconArchiveOff size={16} />}
              onClick={() => onArchive(product)}
            >
              {product.status === 'Active' ? 'Archive' : 'Unarchive'}
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(product)}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];
}
