import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type UserCreate, type UserCreateInput, userCreateSchema, userUpdateSchema } from '@owo/core';
import { type Control, Controller, type Resolver, useForm } from 'react-hook-form';
import { type TeamUser, useAddUser, useRoles, useUpdateUser } from '../../api/team.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { optionList } from '../../lib/options.ts';
import { isPhone } from '../../lib/use-phone.ts';
import { BranchSelect } from '../BranchSelect.tsx';
import { openSuccessDialog } from '../dialogs.ts';
import { toast } from '../toast.tsx';

/** Phones get the whole screen for the form. */

function RoleSelect(props: { value: string; onChange: (value: string) => void; error?: string | undefined }) {
  const options = optionList(useRoles(), (role) => ({ value: role._id, label: role.name }), {
    empty: 'No Role added',
    choose: 'Select a role',
  });
  return (
    <Select
      label="Role"
      required
      {...options}
      value={props.value || null}
      onChange={(value) => props.onChange(value ?? '')}
      error={props.error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

type AddValues = Omit<UserCreateInput, 'password'> & { password: string };
const emptyUser: AddValues = { email: '', firstName: '', lastName: '', role: '', branch: '', password: '' };

/**
 * Adds a person: someone new to Owo gets an email to set a password (or the password typed here);
 * someone who already uses Owo keeps theirs and is told by email.
 */
function AddUserForm({ onDone }: { onDone: () => void }) {
  const add = useAddUser();
  const form = useForm<AddValues, unknown, UserCreate>({
    resolver: zodResolver(userCreateSchema) as unknown as Resolver<AddValues, unknown, UserCreate>,
    defaultValues: emptyUser,
  });
  const { control, register, formState } = form;

  const onSubmit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (response) => {
        onDone();
        const user = response.data;
        openSuccessDialog({
          name: 'user-added',
          message:
            user.status === 'invited'
              ? `User added. We have emailed ${user.email} a link to set a password.`
              : `User added. We have emailed ${user.email} to let them know.`,
        });
      },
      onError: (error) => showServerFieldErrors(error, form.getValues(), form.setError, 'Could not add the user'),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="off"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="First name"
            required
            error={formState.errors.firstName?.message}
            {...register('firstName')}
          />
          <TextInput label="Last name" required error={formState.errors.lastName?.message} {...register('lastName')} />
        </SimpleGrid>
        <RoleAndBranch control={control as unknown as Control<EditValues>} />
        <PasswordInput
          label="Password (optional)"
          autoComplete="new-password"
          description="Leave empty to email them a link to set their own password. Someone who already uses Owo keeps theirs."
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending}>
            Add user
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Both forms hold role and branch under these names; the other fields do not matter here. */
function RoleAndBranch({ control }: { control: Control<EditValues> }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Controller
        control={control}
        name="role"
        render={({ field, fieldState }) => (
          <RoleSelect value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <Controller
        control={control}
        name="branch"
        render={({ field, fieldState }) => (
          <BranchSelect
            label="Branch"
            required
            placeholder="Select a branch"
            clearable={false}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            error={fieldState.error?.message}
          />
        )}
      />
    </SimpleGrid>
  );
}

type EditValues = { role: string; branch: string };

/** A member's role and branch in this company; their name and email are theirs to change. */
function EditUserForm({ user, onDone }: { user: TeamUser; onDone: () => void }) {
  const update = useUpdateUser();
  const form = useForm<EditValues>({
    resolver: zodResolver(userUpdateSchema) as unknown as Resolver<EditValues>,
    defaultValues: { role: user.role._id, branch: user.branch._id },
  });

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { userId: user._id, ...values },
      {
        onSuccess: () => {
          toast({ type: 'success', msg: 'User updated' });
          onDone();
        },
        onError: (error) => showServerFieldErrors(error, form.getValues(), form.setError, 'Could not change the user'),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <div>
          <Text fw={600}>
            {user.firstName} {user.lastName}
          </Text>
          <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
        </div>
        <RoleAndBranch control={form.control} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function openAddUserDialog(): void {
  const modalId = 'add-user';
  modals.open({
    modalId,
    title: 'Add user',
    size: 'lg',
    fullScreen: isPhone(),
    children: <AddUserForm onDone={() => modals.close(modalId)} />,
  });
}

export function openEditUserDialog(user: TeamUser): void {
  const modalId = 'edit-user';
  modals.open({
    modalId,
    title: 'Edit user',
    fullScreen: isPhone(),
    children: <EditUserForm user={user} onDone={() => modals.close(modalId)} />,
  });
}
