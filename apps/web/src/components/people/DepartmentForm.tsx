import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { departmentBodySchema } from '@owo/core';
import { useForm } from 'react-hook-form';
import { type Department, useCreateDepartment, useUpdateDepartment } from '../../api/people.ts';
import { changedFields } from '../../lib/changed-fields.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { toast } from '../toast.tsx';

const blank = { name: '', description: '' };

/**
 * Adds a department or changes one (spec sections 4 and 5): name and description required and
 * trimmed; a save says so in a toast, closes the dialog and clears the form; the list reloads.
 */
export function DepartmentForm({ department, onDone }: { department?: Department; onDone: () => void }) {
  const create = useCreateDepartment();
  const update = useUpdateDepartment();
  const form = useForm({
    resolver: zodResolver(departmentBodySchema),
    defaultValues: department ? { name: department.name, description: department.description } : blank,
  });
  const { register, formState } = form;
  // Read while rendering: react-hook-form only tracks the form state a render asks for.
  const { dirtyFields } = formState;
  const saving = create.isPending || update.isPending;
  const onSubmit = form.handleSubmit((values) => {
    const done = {
      onSuccess: (response: { message: string }) => {
        toast({ type: 'success', msg: response.message });
        form.reset(blank);
        onDone();
      },
      onError: (error: unknown) =>
        showServerFieldErrors(error, form.getValues(), form.setError, 'Could not save the department'),
    };
    if (!department) create.mutate(values, done);
    else {
      // An edit sends only what changed; nothing changed, nothing to send.
      const changed = changedFields(values, dirtyFields);
      if (Object.keys(changed).length === 0) onDone();
      else update.mutate({ id: department._id, body: changed }, done);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          placeholder="e.g. Sales"
          required
          data-autofocus
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <Textarea
          label="Description"
          placeholder="What the department does"
          required
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
            {department ? 'Edit' : 'Create'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
