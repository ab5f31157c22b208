import { Badge, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import type { Subscription } from '../api/auth.ts';
import { formatDate } from '../lib/format.ts';

const dayMs = 24 * 60 * 60 * 1000;

function titleCase(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1).replace(/[_-]/g, ' ');
}

function isTrial(subscription: Subscription): boolean {
  return /trial/i.test(subscription.plan) || /trial/i.test(subscription.status);
}

interface PlanSummaryProps {
  subscription: Subscription | null | undefined;
  loading: boolean;
}

/** The company's plan, its status and when the current period (or trial) ends. */
export function PlanSummary({ subscription, loading }: PlanSummaryProps) {
  if (loading) return <Loader size="sm" aria-label="Loading plan" />;
  if (!subscription) {
    return <Text c="dimmed">This business has no active subscription.</Text>;
  }
  const end = new Date(subscription.currentPeriodEnd);
  const daysLeft = Math.max(0, Math.ceil((end.getTime() - Date.now()) / dayMs));
  const trial = isTrial(subscription);
  const active = /active|trial/i.test(subscription.status);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700} fz="lg">
          {titleCase(subscription.plan)} plan
        </Text>
        <Badge color={active ? 'owo' : 'orange'} variant="light">
          {titleCase(subscription.status)}
        </Badge>
      </Group>
      <Text fz="sm" c="dimmed">
        {trial ? 'Trial ends' : 'Current period ends'} on{' '}
        <Text span fw={600} c="dark">
          {formatDate(end)}
        </Text>
        {` (${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left)`}
      </Text>
      {trial ? <Progress value={Math.min(100, (daysLeft / 30) * 100)} size="sm" aria-label="Trial days left" /> : null}
    </Stack>
  );
}
