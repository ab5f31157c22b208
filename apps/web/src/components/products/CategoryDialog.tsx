import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type ProductCategory as CategoryBody, type ProductCategoryInput, productCategorySchema } from '@owo/core';
import { useForm } from 'react-hook-form';
import { type ProductCategory, useSaveCategory } from '../../api/products.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { toast } from '../toast.tsx';

interface CategoryDialogProps {
  category?: ProductCategory;
  onDone: (saved?: ProductCategory) => void;
}

/** New/Edit Category (spec section 4): name and description, both required; Cancel and Create or Edit. */
export function CategoryDialog({ category, onDone }: CategoryDialogProps) {
  const save = useSaveCategory();
  const form = useForm<ProductCategoryInput, unknown, CategoryBody>({
    resolver: zodResolver(productCategorySchema),
    defaultValues: { name: category?.name ?? '', description: category?.description ?? '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    save.mutate(
      { id: category?._id, body },
      {
        onSuccess: (response) => {
          toast({ type: 'success', msg: response.message });
          onDone(response.data);
        },
        onError: (error) =>
          showServerFieldErrors(error, form.getValues(), form.setError, 'Could not save the category'),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput label="Name" withAsterisk data-autofocus error={errors.name?.message} {...form.register('name')} />
        <Textarea
          label="Description"
          withAsterisk
          autosize
          minRows={2}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onDone()} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {category ? 'Edit' : 'Create'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
