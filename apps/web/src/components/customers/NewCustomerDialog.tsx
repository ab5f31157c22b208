import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type CustomerQuickAdd, type CustomerQuickAddInput, customerQuickAddSchema } from '@owo/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useQuickAddCustomer } from '../../api/customers.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { toast } from '../toast.tsx';

/**
 * The quick-add New Customer dialog (spec section 2), for document forms: an individual with a
 * display name and a contact name, in NGN - Nigerian Naira. Show more opens the whole form.
 */
export function NewCustomerDialog({ onDone }: { onDone: (saved?: { _id: string; displayName: string }) => void }) {
  const create = useQuickAddCustomer();
  const form = useForm<CustomerQuickAddInput, unknown, CustomerQuickAdd>({
    resolver: zodResolver(customerQuickAddSchema),
    defaultValues: { displayName: '', contactName: '', currency: 'NGN' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (response) => {
        toast({ type: 'success', msg: response.message });
        onDone(response.data);
      },
      onError: (error) => showServerFieldErrors(error, form.getValues(), form.setError, 'Could not save the customer'),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Group gap="lg">
          <Text fz="sm">
            Type: <b>Individual</b>
          </Text>
          <Text fz="sm">
            Currency: <b>NGN - Nigerian Naira</b>
          </Text>
        </Group>
        <TextInput
          label="Display name"
          withAsterisk
          data-autofocus
          error={errors.displayName?.message}
          {...form.register('displayName')}
        />
        <TextInput label="Contact name" error={errors.contactName?.message} {...form.register('contactName')} />
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to="/sales/customers/new-customer" fz="sm" onClick={() => modals.closeAll()}>
            Show more
          </Anchor>
          <Group gap="sm">
            <Button variant="default" onClick={() => onDone()} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Save and close
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
