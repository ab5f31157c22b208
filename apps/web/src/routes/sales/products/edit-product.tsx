import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { type Product, useDeleteProduct, useProduct, useUpdateProduct } from '../../../api/products.ts';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { ProductFields, productValues, useProductForm } from '../../../components/products/ProductForm.tsx';
import { productsList, productsPath } from '../../../components/products/product-columns.tsx';
import { EditRecordPage, RecordLoader, requireSelectedRecord } from '../../../components/RecordPage.tsx';
import type { Route } from './+types/edit-product';

export function meta() {
  return [{ title: 'Edit product | Owo' }];
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return requireSelectedRecord(request, productsPath, 'Please select a product');
}

export default function EditProduct() {
  const [searchParams] = useSearchParams();
  const product = useProduct(searchParams.get('id') ?? '');
  return (
    <RecordLoader query={product} noun="product" back={productsList}>
      {(loaded) => <EditProductForm product={loaded} />}
    </RecordLoader>
  );
}

/** Where the stock is; the stock pages (add, adjust, transfer, history) hang off this product's own page. */
function StockSummary({ product }: { product: Product }) {
  if (!product.trackItem) return null;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>
          On hand: {product.quantityOnHand} {product.unitOfMeasurement.unit}
        </Text>
        <Anchor component={Link} to={`${productsPath}/${encodeURIComponent(product._id)}/stock`} fz="sm">
          Stock and history
        </Anchor>
      </Group>
      {product.branches?.length ? (
        <Table.ScrollContainer minWidth={0}>
          <Table fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Branch</Table.Th>
                <Table.Th ta="right">Quantity</Table.Th>
                <Table.Th ta="right">Value</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {product.branches.map((line) => (
                <Table.Tr key={line.branch._id}>
                  <Table.Td>{line.branch.name}</Table.Td>
                  <Table.Td ta="right" c={line.isLowStock ? 'orange' : undefined}>
                    {line.quantity}
                  </Table.Td>
                  <Table.Td ta="right">
                    <MoneyText amount={line.value} fz="sm" />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text fz="sm" c="dimmed">
          No stock yet.
        </Text>
      )}
    </Stack>
  );
}

function EditProductForm({ product }: { product: Product }) {
  const update = useUpdateProduct();
  const remove = useDeleteProduct();
  const form = useProductForm(productValues(product));
  return (
    <EditRecordPage
      title={`Edit ${product.name}`}
      back={productsList}
      form={form}
      update={(body) => update.mutateAsync({ id: product._id, body })}
      valuesOf={productValues}
      pending={update.isPending}
      successName="item"
      failure="Could not save the product"
      deletion={{
        permission: 'sales.delete',
        title: 'Delete product',
        question: 'Are you sure you want to delete the selected product(s)?',
        remove: () => remove.mutateAsync(product._id),
      }}
      above={<StockSummary product={product} />}
    >
      <ProductFields form={form} editing />
    </EditRecordPage>
  );
}
