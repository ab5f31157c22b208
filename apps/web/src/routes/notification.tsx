import { Card, EmptyState, Stack, Text, Title } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';

export function meta() {
  return [{ title: 'Notifications | Owo' }];
}

export default function Notifications() {
  return (
    <Stack maw={880} gap="lg">
      <div>
        <Title order={1} fz={26}>
          Notifications
        </Title>
        <Text c="dimmed">Reminders about due invoices, bills and approvals appear here.</Text>
      </div>
      <Card p="xl">
        <EmptyState
          py="xl"
          variant="light"
          icon={<IconBellOff size={28} />}
          title="You have no notifications yet"
          description="When something needs your attention, you will see it here."
        />
      </Card>
    </Stack>
  );
}
