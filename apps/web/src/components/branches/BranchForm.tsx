import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type BranchBody, branchBodySchema } from '@owo/core';
import { type Resolver, useForm } from 'react-hook-form';
import { type Branch, useCreateBranch, useUpdateBranch } from '../../api/branches.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { toast } from '../toast.tsx';

interface BranchFormValues {
  name: string;
  address: string;
  website: string;
}

/** Adds a branch (a shop, an office, a warehouse) or changes one: name and address required, website optional. */
export function BranchForm({ branch, onDone }: { branch?: Branch; onDone: () => void }) {
  const create = useCreateBranch();
  const update = useUpdateBranch();
  const form = useForm<BranchFormValues, unknown, BranchBody>({
    resolver: zodResolver(branchBodySchema) as unknown as Resolver<BranchFormValues, unknown, BranchBody>,
    defaultValues: { name: branch?.name ?? '', address: branch?.address ?? '', website: branch?.website ?? '' },
  });
  const { register, formState } = form;
  const saving = create.isPending || update.isPending;
  const onSubmit = form.handleSubmit((values) => {
    const done = {
      onSuccess: (answer: { message?: string }) => {
        toast({ type: 'success', msg: answer.message ?? (branch ? 'Branch updated' : 'Branch created') });
        onDone();
      },
      onError: (error: unknown) =>
        showServerFieldErrors(error, form.getValues(), form.setError, 'Could not save the branch'),
    };
    const body = { name: values.name, address: values.address, website: values.website ?? null };
    if (branch) update.mutate({ id: branch._id, ...body }, done);
    else create.mutate(body, done);
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

/** Phones get the whole screen for the form. */
const onPhone = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 36em)').matches;

export function openBranchDialog(branch?: Branch): void {
  const modalId = 'branch';
  modals.open({
    modalId,
    title: branch ? `Edit ${branch.name}` : 'Add branch',
    fullScreen: onPhone(),
    children: <BranchForm branch={branch} onDone={() => modals.close(modalId)} />,
  });
}
