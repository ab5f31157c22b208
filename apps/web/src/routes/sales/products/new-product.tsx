import { Button, Group, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateProduct } from '../../../api/products.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { openSuccessDialog } from '../../../components/dialogs.ts';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ProductFields, productValues, useProductForm } from '../../../components/products/ProductForm.tsx';
import { productsPath } from '../../../components/products/product-columns.tsx';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useSaveShortcut } from '../../../lib/use-save-shortcut.ts';

export function meta() {
  return [{ title: 'New product | Owo' }];
}

type Intent = 'close' | 'new';

export default function NewProduct() {
  const navigate = useNavigate();
  const create = useCreateProduct();
  const form = useProductForm(productValues());
  const [saving, setSaving] = useState<Intent | null>(null);
  const { isDirty } = form.formState;
  const formElement = useRef<HTMLFormElement>(null);
  useSaveShortcut(formElement, !create.isPending);

  const save = (intent: Intent) =>
    form.handleSubmit(async (values) => {
      setSaving(intent);
      try {
        const response = await create.mutateAsync(values);
        form.reset(productValues());
        openSuccessDialog({
          name: 'item',
          message: response.message,
          onContinue: intent === 'close' ? () => void navigate(productsPath) : undefined,
        });
      } catch (error) {
        showServerFieldErrors(error, form.getValues(), form.setError, 'Could not save the product');
      } finally {
        setSaving(null);
      }
    });

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title="New product" back={<BackLink to={productsPath} label="Products and services" />} />
      <form ref={formElement} onSubmit={save('close')} noValidate>
        <Stack gap="lg">
          <ProductFields form={form} editing={false} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={save('new')} loading={saving === 'new'} disabled={saving === 'close'}>
              Save and new
            </Button>
            <Button type="submit" loading={saving === 'close'} disabled={saving === 'new'}>
              Save and close
            </Button>
          </Group>
        </Stack>
      </form>
      <LeaveGuard when={isDirty && saving === null} />
    </Stack>
  );
}
