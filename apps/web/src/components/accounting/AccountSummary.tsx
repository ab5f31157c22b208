import { Badge, Box, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Account } from '../../api/accounts.ts';
import { MoneyText } from '../MoneyText.tsx';
import { accountTypeColors } from './account-columns.tsx';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz="sm">{value || '-'}</Text>
    </Stack>
  );
}

/** The account's details and its balance today. */
export function AccountSummary({ account }: { account: Account }) {
  return (
    <Card p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="flex-start" gap="lg" wrap="wrap">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="lg" verticalSpacing="md" flex="1 1 420px">
          <Detail label="Code" value={account.account_code} />
          <Detail label="Parent account" value={account.parent_account.name} />
          <Detail label="Sub category" value={account.sub_category_account.name} />
          <Detail label="Currency" value={account.currency ?? 'Home currency'} />
          <Detail label="Description" value={account.description} />
          <Stack gap={4}>
            <Text fz="xs" c="dimmed" fw={600}>
              Type
            </Text>
            <Group gap={4}>
              <Badge variant="light" color={accountTypeColors[account.account_type]} radius="sm">
                {account.account_type}
              </Badge>
              {account.isSystem ? (
                <Badge variant="outline" color="gray" radius="sm">
                  System
                </Badge>
              ) : null}
              {account.isBank ? (
                <Badge variant="outline" radius="sm">
                  Bank
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </SimpleGrid>
        <Box ta={{ base: 'left', sm: 'right' }} role="group" aria-label="Balance today">
          <Text fz="xs" c="dimmed" fw={600}>
            Balance today
          </Text>
          <MoneyText amount={account.balance} currency={account.currency} fz={26} fw={700} />
        </Box>
      </Group>
    </Card>
  );
}
