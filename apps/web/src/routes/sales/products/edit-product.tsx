import { Alert, Anchor, Button, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link, redirect, useNavigate, useSearchParams } from 'react-router';
import { type Product, useDeleteProduct, useProduct, useUpdateProduct } from '../../../api/products.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { openConfirmDialog, openSuccessDialog } from '../../../components/dialogs.ts';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ProductFields, productValues, useProductForm } from '../../../components/products/ProductForm.tsx';
import { productsPath } from '../../../components/products/product-columns.tsx';
import { toast } from '../../../components/toast.tsx';
import { changedFields } from '../../../lib/changed-fields.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useSaveShortcut } from '../../../lib/use-save-shortcut.ts';
import { useMay } from '../../../session/permissions.ts';
import type { Route } from './+types/edit-product';

export function meta() {
  return [{ title: 'Edit product | Owo' }];
}

/** Spec section 8: the edit screen opened without a selected product goes back to the list. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (!new URL(request.url).searchParams.get('id')) {
    toast({ type: 'info', msg: 'Please select a product', duration: 6000 });
    throw redirect(productsPath);
  }
  return null;
}

export default function EditProduct() {
  const [searchParams] = useSearchParams();
  const product = useProduct(searchParams.get('id') ?? '');
  if (!product.data) {
    return (
      <Stack gap="lg" maw={960}>
        <BackLink to={productsPath} label="Products and services" />
        {product.isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading the product" />
          </Center>
        ) : (
          <Alert color="red" title="The product could not be loaded">
            It may have been deleted, or the link is wrong.
          </Alert>
        )}
      </Stack>
    );
  }
  return <EditProductForm key={product.data.data._id} product={product.data.data} />;
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
  const navigate = useNavigate();
  const update = useUpdateProduct();
  const remove = useDeleteProduct();
  const mayDelete = useMay('sales.delete');
  const saved = productValues(product);
  const form = useProductForm(saved);
  const [saving, setSaving] = useState(false);
  const { dirtyFields, isDirty } = form.formState;
  const formElement = useRef<HTMLFormElement>(null);
  useSaveShortcut(formElement, !update.isPending);

  const onSubmit = form.handleSubmit(async (values) => {
    const body = changedFields(values, dirtyFields);
    if (Object.keys(body).length === 0) {
      toast({ type: 'info', msg: 'Nothing has changed' });
      return;
    }
    setSaving(true);
    try {
      const response = await update.mutateAsync({ id: product._id, body });
      form.reset(productValues(response.data));
      openSuccessDialog({ name: 'item', message: response.message, onContinue: () => void navigate(productsPath) });
    } catch (error) {
      showServerFieldErrors(error, form.getValues(), form.setError, 'Could not save the product');
    } finally {
      setSaving(false);
    }
  });

  const confirmDelete = () =>
    openConfirmDialog({
      title: 'Delete product',
      message: 'Are you sure you want to delete the selected product(s)?',
      danger: true,
      onConfirm: async () => {
        const response = await remove.mutateAsync(product._id);
        form.reset(form.getValues());
        toast({ type: 'success', msg: response.message });
        await navigate(productsPath);
      },
    });

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={`Edit ${product.name}`}
        back={<BackLink to={productsPath} label="Products and services" />}
        actions={
          mayDelete ? (
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
              Delete
            </Button>
          ) : null
        }
      />
      <StockSummary product={product} />
      <form ref={formElement} onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <ProductFields form={form} editing />
          <Group justify="flex-end" gap="sm">
            <Button type="submit" loading={saving}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
      <LeaveGuard when={isDirty && !saving} />
    </Stack>
  );
}
