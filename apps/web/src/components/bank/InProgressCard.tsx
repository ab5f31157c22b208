import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Reconciliation } from '../../api/reconciliations.ts';
import { formatDay } from '../../lib/format.ts';
import { MoneyText } from '../MoneyText.tsx';

/** The account's open reconciliation: where it stands, and the way back into it. */
export function InProgressCard({ reconciliation, accountId }: { reconciliation: Reconciliation; accountId: string }) {
  const base = `/accounting/reconcile/${accountId}`;
  return (
    <Card p={{ base: 'md', sm: 'lg' }} bg="var(--mantine-color-orange-0)">
      <Group justify="space-between" gap="md" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            Reconciliation in progress
          </Title>
          <Text fz="sm">
            Statement to {formatDay(reconciliation.statementDate)}, closing balance{' '}
            <MoneyText amount={reconciliation.statementBalance} fw={600} />
          </Text>
        </Stack>
        <Group gap="sm">
          <Button
            component={Link}
            to={`${base}/edit-reconciliation`}
            variant="default"
            leftSection={<IconPencil size={16} />}
          >
            Edit
          </Button>
          <Button component={Link} to={`${base}/account-reconciliation`}>
            Continue reconciliation
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
