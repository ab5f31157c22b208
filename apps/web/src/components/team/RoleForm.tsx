import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Card,
  Checkbox,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type RoleCreate, type RoleCreateInput, roleCreateSchema } from '@owo/core';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type PermissionArea, type Role, useCreateRole, usePermissionValues, useUpdateRole } from '../../api/team.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { openSuccessDialog } from '../dialogs.ts';
import { LeaveGuard } from '../LeaveGuard.tsx';

type RoleValues = Required<Omit<RoleCreateInput, 'permissions'>> & { permissions: string[] };

const actionNames: Record<string, string> = {
  view: 'View',
  create: 'Create',
  edit: 'Edit',
  delete: 'Delete',
  approve: 'Approve',
  export: 'Export',
};

/** One area's permissions with a box that selects or clears them all. */
function AreaPermissions({
  area,
  selected,
  onChange,
}: {
  area: PermissionArea;
  selected: string[];
  onChange: (next: string[]) => void;
}) {
  const values = area.permissions.map((permission) => permission.value);
  const chosen = values.filter((value) => selected.includes(value));
  const all = chosen.length === values.length;
  const toggleAll = () =>
    onChange(all ? selected.filter((value) => !values.includes(value)) : [...new Set([...selected, ...values])]);
  const toggle = (value: string) =>
    onChange(selected.includes(value) ? selected.filter((one) => one !== value) : [...selected, value]);
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Checkbox
          label={
            <Text fw={600} span>
              {area.label}
            </Text>
          }
          description={`Select all: ${area.covers}`}
          checked={all}
          indeterminate={chosen.length > 0 && !all}
          onChange={toggleAll}
          aria-label={`All ${area.label} permissions`}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" pl={{ base: 0, xs: 'lg' }}>
          {area.permissions.map((permission) => (
            <Checkbox
              key={permission.value}
              label={actionNames[permission.action] ?? permission.action}
              aria-label={`${actionNames[permission.action] ?? permission.action} (${area.label})`}
              title={permission.label}
              checked={selected.includes(permission.value)}
              onChange={() => toggle(permission.value)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/**
 * The role form of new-role and edit-role: name, description, whether its members see only their
 * own branch, and its permissions, a group of checkboxes per area.
 */
export function RoleForm({ role }: { role?: Role }) {
  const navigate = useNavigate();
  const areas = usePermissionValues();
  const create = useCreateRole();
  const update = useUpdateRole();
  const [saved, setSaved] = useState(false);
  const form = useForm<RoleValues, unknown, RoleCreate>({
    resolver: zodResolver(roleCreateSchema) as unknown as Resolver<RoleValues, unknown, RoleCreate>,
    defaultValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      ownBranchOnly: role?.ownBranchOnly ?? false,
      permissions: role?.permissions ?? [],
    },
  });
  const { control, register, formState } = form;
  const saving = create.isPending || update.isPending;

  const done = (message: string) => {
    setSaved(true);
    openSuccessDialog({ name: 'role', message, onContinue: () => void navigate('/settings/permission') });
  };
  const onSubmit = form.handleSubmit((values) => {
    const failed = (error: unknown) =>
      showServerFieldErrors(error, form.getValues(), form.setError, 'Could not save the role');
    if (!role) {
      create.mutate(values, { onSuccess: () => done('Role created'), onError: failed });
      return;
    }
    // An edit sends only what changed: usually, as the spec's role edit does, the permissions.
    const dirty = form.formState.dirtyFields;
    const changed = Object.fromEntries(Object.entries(values).filter(([key]) => key in dirty));
    update.mutate({ roleId: role._id, ...changed }, { onSuccess: () => done('Role updated'), onError: failed });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <LeaveGuard when={formState.isDirty && !saved} />
      <Stack gap="lg">
        <Card padding="lg">
          <Stack gap="md">
            <TextInput label="Role name" required error={formState.errors.name?.message} {...register('name')} />
            <Textarea
              label="Role description"
              required
              autosize
              minRows={2}
              error={formState.errors.description?.message}
              {...register('description')}
            />
            <Controller
              control={control}
              name="ownBranchOnly"
              render={({ field }) => (
                <Switch
                  label="Limit to the member's own branch"
                  description="Members with this role see and change only the data of their own branch."
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
          </Stack>
        </Card>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Permissions
          </Title>
          {formState.errors.permissions?.message ? (
            <Text c="red" fz="sm" role="alert">
              {formState.errors.permissions.message}
            </Text>
          ) : null}
          {areas.isPending ? (
            <Skeleton height={320} radius="md" aria-label="Loading permissions" />
          ) : (
            <Controller
              control={control}
              name="permissions"
              render={({ field }) => (
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                  {(areas.data?.data ?? []).map((area) => (
                    <AreaPermissions key={area.area} area={area} selected={field.value} onChange={field.onChange} />
                  ))}
                </SimpleGrid>
              )}
            />
          )}
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => void navigate('/settings/permission')} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {role ? 'Save role' : 'Create role'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
