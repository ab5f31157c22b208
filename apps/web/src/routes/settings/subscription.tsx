import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useMe } from '../../api/auth.ts';
import { PlanSummary } from '../../components/PlanSummary.tsx';
import { storageKeys, useActiveCompanyId, writeItems } from '../../session/storage.ts';

export function meta() {
  return [{ title: 'Subscription | Owo' }];
}

export default function SubscriptionPage() {
  const companyId = useActiveCompanyId();
  const me = useMe(companyId);
  const subscriptionId = me.data?.data.activeSubscriptionId;

  // The route guard reads the stored id; keep it in step with what the server says now.
  useEffect(() => {
    if (subscriptionId !== undefined) writeItems({ [storageKeys.activeSubscriptionId]: subscriptionId });
  }, [subscriptionId]);

  return (
    <Stack maw={720} gap="lg">
      <div>
        <Title order={1} fz={26}>
          Subscription
        </Title>
        <Text c="dimmed">The plan this business is on.</Text>
      </div>
      <Card p="xl">
        <PlanSummary subscription={me.data?.data.subscription} loading={me.isPending} />
      </Card>
      {me.data && !subscriptionId ? (
        <Card p="xl">
          <Stack gap="sm" align="flex-start">
            <Text fw={600}>Working on another business?</Text>
            <Text c="dimmed" fz="sm">
              Each business has its own subscription. Switch to a business with an active plan to keep working.
            </Text>
            <Button component={Link} to="/auth/select-company" variant="light">
              Choose a business
            </Button>
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
