import { Button, Card, EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useRole } from '../../../api/team.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ApprovalLimits } from '../../../components/team/ApprovalLimits.tsx';
import { RoleForm } from '../../../components/team/RoleForm.tsx';

export function meta() {
  return [{ title: 'Edit role | Owo' }];
}

/** Settings > Roles and permissions > Edit role (?id=). The Owner role always has everything. */
export default function EditRolePage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const role = useRole(id);
  const found = role.data?.data;
  const back = <BackLink to="/settings/permission" label="Roles and permissions" />;

  if (id && role.isPending) {
    return (
      <Stack gap="lg" maw={1200}>
        <PageHeader back={back} title="Edit role" />
        <Skeleton height={400} radius="md" aria-label="Loading the role" />
      </Stack>
    );
  }
  if (!found?.editable) {
    return (
      <Stack gap="lg" maw={1200}>
        <PageHeader back={back} title="Edit role" />
        <Card p="xl">
          <EmptyState
            variant="light"
            icon={<IconShieldLock size={28} />}
            title={found ? 'The Owner role cannot be changed' : 'This role was not found'}
            description={
              found
                ? 'Owners always have every permission, including ones added later.'
                : 'It may have been deleted. Choose a role from the list.'
            }
          >
            <EmptyState.Actions>
              <Button component={Link} to="/settings/permission" variant="default">
                Back to roles
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Card>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader back={back} title={`Edit role: ${found.name}`} description={found.description} />
      <RoleForm key={found._id} role={found} />
      <ApprovalLimits roleId={found._id} />
    </Stack>
  );
}
