import { Box, Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook2, IconFileInvoice, IconReceiptTax, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Logo } from '../components/Logo.tsx';

export function meta() {
  return [{ title: 'Owo | Accounting for Nigerian businesses' }];
}

const features = [
  {
    icon: IconFileInvoice,
    title: 'Sales and invoicing',
    text: 'Invoices, estimates, receipts and customer payments, with stock kept in step.',
  },
  {
    icon: IconBook2,
    title: 'Real double-entry books',
    text: 'Every sale, bill and payment posts to a balanced ledger you can report on.',
  },
  {
    icon: IconReceiptTax,
    title: 'Nigerian tax built in',
    text: 'VAT, withholding tax and PAYE calculated as you record, ready for filing.',
  },
  {
    icon: IconUsersGroup,
    title: 'Payroll and teams',
    text: 'Employees, payroll, branches and roles for everyone who keeps the books.',
  },
];

/** The public home page (also served at /new-page). */
export default function Home() {
  return (
    <Box bg="white" mih="100dvh">
      <Container size="lg" py="md">
        <Group justify="space-between" wrap="nowrap">
          <Logo size={30} />
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to="/auth/signin" variant="subtle" color="dark">
              Sign in
            </Button>
            <Button component={Link} to="/auth/signup" visibleFrom="xs">
              Create account
            </Button>
          </Group>
        </Group>
      </Container>
      <Container size="lg" py={{ base: 48, sm: 96 }}>
        <Stack gap="lg" maw={720}>
          <Text c="owo.7" fw={700} tt="uppercase" fz="sm" style={{ letterSpacing: '0.08em' }}>
            Accounting for Nigerian businesses
          </Text>
          <Title order={1} fz={{ base: 36, sm: 54 }} lh={1.1}>
            Owo keeps your books balanced, so you can run the business.
          </Title>
          <Text fz={{ base: 'md', sm: 'xl' }} c="dimmed">
            Owo is accounting software for small and medium businesses in Nigeria. Send invoices, record expenses and
            purchases, run payroll, and work out VAT and PAYE, all on a proper double-entry ledger that turns into the
            reports your accountant and FIRS expect.
          </Text>
          <Group gap="sm">
            <Button component={Link} to="/auth/signup" size="lg">
              Create account
            </Button>
            <Button component={Link} to="/auth/signin" size="lg" variant="default">
              Sign in
            </Button>
          </Group>
        </Stack>
      </Container>
      <Box bg="var(--mantine-color-gray-0)" py={{ base: 48, sm: 72 }}>
        <Container size="lg">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
            {features.map(({ icon: Icon, title, text }) => (
              <Stack key={title} gap="xs">
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
                  <Icon size={22} />
                </ThemeIcon>
                <Text fw={700}>{title}</Text>
                <Text c="dimmed" fz="sm">
                  {text}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Text fz="sm" c="dimmed">
          © {new Date().getFullYear()} Owo. Made for Nigerian small and medium businesses.
        </Text>
      </Container>
    </Box>
  );
}
