import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type PaymentMethodBody, paymentMethodBodySchema } from '@owo/core';
import { type Resolver, useForm } from 'react-hook-form';
import { type PaymentMethod, useCreatePaymentMethod, useUpdatePaymentMethod } from '../../api/payment-methods.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { toast } from '../toast.tsx';

interface PaymentMethodFormValues {
  name: string;
  description: string;
}

/** Adds a payment method (Opay, Cheque...) or renames one. */
export function PaymentMethodForm({ method, onDone }: { method?: PaymentMethod; onDone: () => void }) {
  const create = useCreatePaymentMethod();
  const update = useUpdatePaymentMethod();
  const form = useForm<PaymentMethodFormValues, unknown, PaymentMethodBody>({
    resolver: zodResolver(paymentMethodBodySchema) as unknown as Resolver<
      PaymentMethodFormValues,
      unknown,
      PaymentMethodBody
    >,
    defaultValues: { name: method?.name ?? '', description: method?.description ?? '' },
  });
  const { register, formState } = form;
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
    const body = { name: values.name, description: values.description ?? '' };
    if (method) update.mutate({ id: method._id, ...body }, done);
    else create.mutate(body, done);
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
