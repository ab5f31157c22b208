import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { paymentMethodBodySchema } from '@owo/core';
import { useForm } from 'react-hook-form';
import { type PaymentMethod, useCreatePaymentMethod, useUpdatePaymentMethod } from '../../api/payment-methods.ts';
import { changedFields } from '../../lib/changed-fields.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { toast } from '../toast.tsx';

/** Adds a payment method (Opay, Cheque...) or renames one. */
export function PaymentMethodForm({ method, onDone }: { method?: PaymentMethod; onDone: () => void }) {
  const create = useCreatePaymentMethod();
  const update = useUpdatePaymentMethod();
  const form = useForm({
    resolver: zodResolver(paymentMethodBodySchema),
    defaultValues: { name: method?.name ?? '', description: method?.description ?? '' },
  });
  const { register, formState } = form;
  // Read while rendering: react-hook-form only tracks the form state a render asks for.
  const { dirtyFields } = formState;
  const saving = create.isPending || update.isPending;
  const onSubmit = form.handleSubmit((values) => {
    const done = {
      onSuccess: () => {
        toast({ type: 'success', msg: method ? 'Payment method updated' : 'Payment method added' });
        onDone();
      },
      onError: (error: unknown) =>
        showServerFieldErrors(error, form.getValues(), form.setError, 'Could not save the payment method'),
    };
    const body = { ...values, description: values.description ?? '' };
    if (!method) create.mutate(body, done);
    else {
      // An edit sends only what changed; nothing changed, nothing to send.
      const changed = changedFields(body, dirtyFields);
      if (Object.keys(changed).length === 0) onDone();
      else update.mutate({ id: method._id, ...changed }, done);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput label="Name" required error={formState.errors.name?.message} {...register('name')} />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          error={formState.errors.description?.message}
          {...register('description')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {method ? 'Save' : 'Add payment method'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
