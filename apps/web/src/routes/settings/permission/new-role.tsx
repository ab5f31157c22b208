import { Stack } from '@mantine/core';
import { BackLink } from '../../../components/BackLink.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RoleForm } from '../../../components/team/RoleForm.tsx';

export function meta() {
  return [{ title: 'New role | Owo' }];
}

/** Settings > Roles and permissions > New role. */
export default function NewRolePage() {
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        back={<BackLink to="/settings/permission" label="Roles and permissions" />}
        title="New role"
        description="Name the role, say what it is for, and choose what its members may do."
      />
      <RoleForm />
    </Stack>
  );
}
