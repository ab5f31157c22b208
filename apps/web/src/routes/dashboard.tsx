import { Anchor, Card, Grid, Group, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import {
  IconArrowRight,
  IconBook2,
  IconFileInvoice,
  IconPackage,
  IconReceipt2,
  IconReceiptTax,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMe } from '../api/auth.ts';
import { PlanSummary } from '../components/PlanSummary.tsx';
import { formatDate } from '../lib/format.ts';
import { useActiveCompanyId, useStoredUser } from '../session/storage.ts';

export function meta() {
  return [{ title: 'Dashboard | Owo' }];
}

const steps = [
  {
    icon: IconUsers,
    title: 'Add your customers',
    text: 'Keep contacts and billing addresses in one place.',
    to: '/sales/customers',
  },
  {
    icon: IconPackage,
    title: 'List products and services',
    text: 'Set prices, taxes and stock tracking once.',
    to: '/sales/products',
  },
  {
    icon: IconFileInvoice,
    title: 'Send your first invoice',
    text: 'Get paid faster with clear naira invoices.',
    to: '/sales/invoice',
  },
  {
    icon: IconReceipt2,
    title: 'Record an expense',
    text: 'Capture what the business spends as it happens.',
    to: '/expense/expenses',
  },
  {
    icon: IconBook2,
    title: 'Review your chart of accounts',
    text: 'Start from a Nigerian chart and adjust it.',
    to: '/accounting/coa',
  },
  { icon: IconReceiptTax, title: 'Set up your taxes', text: 'VAT, withholding tax and their accounts.', to: '/tax' },
  {
    icon: IconUserPlus,
    title: 'Invite your team',
    text: 'Give staff their own sign-in and role.',
    to: '/settings/user-management',
  },
];

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

export default function Dashboard() {
  const user = useStoredUser();
  const me = useMe(useActiveCompanyId());
  const now = new Date();

  return (
    <Stack gap="xl" maw={1200}>
      <div>
        <Text c="dimmed" fz="sm" fw={500}>
          {formatDate(now)}
        </Text>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {greeting(now.getHours())}, {user?.firstName ?? 'there'}
        </Title>
        <Text c="dimmed">Here is where {user?.companyName ?? 'your business'} stands today.</Text>
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card p={{ base: 'md', sm: 'xl' }}>
            <Title order={2} fz="lg">
              Getting started
            </Title>
            <Text c="dimmed" fz="sm" mb="md">
              A few steps to get your books running.
            </Text>
            <Stack gap={4}>
              {steps.map(({ icon: Icon, title, text, to }) => (
                <UnstyledButton key={to} component={Link} to={to} className="owo-step" p="sm">
                  <Group wrap="nowrap" gap="md">
                    <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
                      <Icon size={20} />
                    </ThemeIcon>
                    <Stack gap={0} flex={1} miw={0}>
                      <Text fw={600}>{title}</Text>
                      <Text fz="sm" c="dimmed">
                        {text}
                      </Text>
                    </Stack>
                    <IconArrowRight size={18} color="var(--mantine-color-gray-5)" aria-hidden="true" />
                  </Group>
                </UnstyledButton>
              ))}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Card p="xl">
              <Text fz="sm" c="dimmed" fw={500} mb="xs">
                Your plan
              </Text>
              <PlanSummary subscription={me.data?.data.subscription} loading={me.isPending} />
              <Anchor component={Link} to="/settings/subscription" fz="sm" fw={600} mt="md" display="block">
                Manage subscription
              </Anchor>
            </Card>
            <Card p="xl">
              <Text fz="sm" c="dimmed" fw={500} mb="xs">
                Business
              </Text>
              <Text fw={700} fz="lg">
                {user?.companyName ?? 'Your business'}
              </Text>
              <Text fz="sm" c="dimmed">
                Home currency: {user?.currency ?? 'NGN'}
              </Text>
              <Anchor component={Link} to="/settings/company-information" fz="sm" fw={600} mt="md" display="block">
                Company information
              </Anchor>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
