import { Alert, Button, Center, Group, Loader, Stack, Switch } from '@mantine/core';
import { customerMessages } from '@owo/core';
import { IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { redirect, useNavigate, useSearchParams } from 'react-router';
import { type Customer, useCustomer, useDeleteCustomers, useUpdateCustomer } from '../../../api/customers.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import {
  CustomerFields,
  customersPath,
  customerValues,
  useCustomerForm,
  warnRequiredFields,
} from '../../../components/customers/CustomerForm.tsx';
import { openConfirmDialog, openSuccessDialog } from '../../../components/dialogs.ts';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { toast } from '../../../components/toast.tsx';
import { changedFields } from '../../../lib/changed-fields.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useSaveShortcut } from '../../../lib/use-save-shortcut.ts';
import { useMay } from '../../../session/permissions.ts';
import type { Route } from './+types/edit-customer';

export function meta() {
  return [{ title: 'Edit customer | Owo' }];
}

/** Spec section 8: the edit screen opened without a selected customer goes back to the list. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (!new URL(request.url).searchParams.get('id')) {
    toast({ type: 'info', msg: customerMessages.selectCustomer, duration: 6000 });
    throw redirect(customersPath);
  }
  return null;
}

export default function EditCustomer() {
  const [searchParams] = useSearchParams();
  const customer = useCustomer(searchParams.get('id') ?? '');
  if (!customer.data) {
    return (
      <Stack gap="lg" maw={960}>
        <BackLink to={customersPath} label="Customers" />
        {customer.isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading the customer" />
          </Center>
        ) : (
          <Alert color="red" title="The customer could not be loaded">
            It may have been deleted, or the link is wrong.
          </Alert>
        )}
      </Stack>
    );
  }
  return <EditCustomerForm key={customer.data.data._id} customer={customer.data.data} />;
}

function EditCustomerForm({ customer }: { customer: Customer }) {
  const navigate = useNavigate();
  const update = useUpdateCustomer();
  const remove = useDeleteCustomers();
  const mayDelete = useMay('sales.delete');
  const form = useCustomerForm(customerValues(customer));
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
      const response = await update.mutateAsync({ id: customer._id, body });
      form.reset(customerValues(response.data));
      openSuccessDialog({
        name: 'customer',
        message: response.message,
        onContinue: () => void navigate(customersPath),
      });
    } catch (error) {
      showServerFieldErrors(error, form.getValues(), form.setError, 'Could not save the customer');
    } finally {
      setSaving(false);
    }
  }, warnRequiredFields);

  const setActive = async (active: boolean) => {
    const response = await update.mutateAsync({ id: customer._id, body: { active } });
    toast({ type: 'success', msg: active ? 'The customer is active again' : 'The customer is now inactive' });
    form.reset(customerValues(response.data));
  };

  const confirmDelete = () =>
    openConfirmDialog({
      title: 'Delete customer',
      message: customerMessages.deleteSelected,
      danger: true,
      onConfirm: async () => {
        const response = await remove.mutateAsync([customer._id]);
        form.reset(form.getValues());
        toast({ type: 'success', msg: response.message });
        await navigate(customersPath);
      },
    });

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={`Edit ${customer.displayName}`}
        back={<BackLink to={customersPath} label="Customers" />}
        actions={
          mayDelete ? (
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
              Delete
            </Button>
          ) : null
        }
      />
      <Switch
        label="Active: offered on new documents"
        checked={customer.active}
        disabled={update.isPending}
        onChange={(event) => void setActive(event.currentTarget.checked)}
      />
      <form ref={formElement} onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <CustomerFields form={form} />
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
