import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { branchBodySchema } from '@owo/core';
import { useForm } from 'react-hook-form';
import { type Branch, useCreateBranch, useUpdateBranch } from '../../api/branches.ts';
import { changedFields } from '../../lib/changed-fields.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { toast } from '../toast.tsx';

/** Adds a branch (a shop, an office, a warehouse) or changes one: name and address required, website optional. */
export function BranchForm({ branch, onDone }: { branch?: Branch; onDone: () => void }) {
  const create = useCreateBranch();
  const update = useUpdateBranch();
  const form = useForm({
    resolver: zodResolver(branchBodySchema),
    defaultValues: { name: branch?.name ?? '', address: branch?.address ?? '', website: branch?.website ?? '' },
  });
  const { register, formState } = form;
  // Read while rendering: react-hook-form only tracks the form state a render asks for.
  const { dirtyFields } = formState;
  const saving = create.isPending || update.isPending;
  const onSubmit = form.handleSubmit((values) => {
    const done = {
      onSuccess: () => {
        toast({ type: 'success', msg: branch ? 'Branch updated' : 'Branch created' });
        onDone();
      },
      onError: (error: unknown) =>
        showServerFieldErrors(error, form.getValues(), form.setError, 'Could not save the branch'),
    };
    const body = { ...values, website: values.website ?? null };
    if (!branch) create.mutate(body, done);
    else {
      // An edit sends only what changed; nothing changed, nothing to send.
      const changed = changedFields(body, dirtyFields);
      if (Object.keys(changed).length === 0) onDone();
      else update.mutate({ id: branch._id, ...changed }, done);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          placeholder="e.g. Ikeja Shop"
          required
          data-autofocus
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <Textarea
          label="Address"
          placeholder="Street, area, city"
          required
          autosize
          minRows={2}
          error={formState.errors.address?.message}
          {...register('address')}
        />
        <TextInput
          label="Website"
          placeholder="www.example.ng"
          description="Optional"
          inputMode="url"
          error={formState.errors.website?.message}
          {...register('website')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {branch ? 'Save' : 'Add branch'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
