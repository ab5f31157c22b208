import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { type CustomerQuickAdd, type CustomerQuickAddInput, customerQuickAddSchema } from '@owo/core';
import { useForm } from 'react-hook-form';
import { useQuickAddCustomer } from '../../api/customers.ts';
import { QuickAddForm } from '../QuickAddForm.tsx';

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

  return (
    <QuickAddForm
      form={form}
      create={(body) => create.mutateAsync(body)}
      pending={create.isPending}
      failure="Could not save the customer"
      onDone={onDone}
      fixed={[
        ['Type', 'Individual'],
        ['Currency', 'NGN - Nigerian Naira'],
      ]}
      fullForm="/sales/customers/new-customer"
    >
      <TextInput
        label="Display name"
        withAsterisk
        data-autofocus
        error={errors.displayName?.message}
        {...form.register('displayName')}
      />
      <TextInput label="Contact name" error={errors.contactName?.message} {...form.register('contactName')} />
    </QuickAddForm>
  );
}
