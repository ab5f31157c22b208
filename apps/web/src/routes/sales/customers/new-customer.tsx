import { Button, Group, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateCustomer } from '../../../api/customers.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import {
  CustomerFields,
  customersPath,
  customerValues,
  useCustomerForm,
  warnRequiredFields,
} from '../../../components/customers/CustomerForm.tsx';
import { openSuccessDialog } from '../../../components/dialogs.ts';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useSaveShortcut } from '../../../lib/use-save-shortcut.ts';

export function meta() {
  return [{ title: 'New customer | Owo' }];
}

type Intent = 'close' | 'new';

export default function NewCustomer() {
  const navigate = useNavigate();
  const create = useCreateCustomer();
  const form = useCustomerForm(customerValues());
  const [saving, setSaving] = useState<Intent | null>(null);
  const { isDirty } = form.formState;
  const formElement = useRef<HTMLFormElement>(null);
  useSaveShortcut(formElement, !create.isPending);

  const save = (intent: Intent) =>
    form.handleSubmit(async (values) => {
      setSaving(intent);
      try {
        const response = await create.mutateAsync(values);
        form.reset(customerValues());
        // Spec section 2: Continue after save-and-close goes to the list; after save-and-new it just closes.
        openSuccessDialog({
          name: 'customer',
          message: response.message,
          onContinue: intent === 'close' ? () => void navigate(customersPath) : undefined,
        });
      } catch (error) {
        showServerFieldErrors(error, form.getValues(), form.setError, 'Could not save the customer');
      } finally {
        setSaving(null);
      }
    }, warnRequiredFields);

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title="New customer" back={<BackLink to={customersPath} label="Customers" />} />
      <form ref={formElement} onSubmit={save('close')} noValidate>
        <Stack gap="lg">
          <CustomerFields form={form} />
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
