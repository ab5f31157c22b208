import { Box, Flex, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconFileInvoice, IconReceiptTax, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../Logo.tsx';

const strengths = [
  { icon: IconFileInvoice, text: 'Invoices, receipts and estimates in naira or any currency' },
  { icon: IconReceiptTax, text: 'VAT, withholding tax and PAYE worked out as you go' },
  { icon: IconBuildingBank, text: 'A double-entry ledger your accountant will trust' },
  { icon: IconUsers, text: 'Payroll, branches and team roles in one place' },
];

/** Sign-in, sign-up and company screens: a brand panel on wide screens, the page beside it. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <Flex mih="100dvh" bg="white">
      <Box
        visibleFrom="md"
        w="42%"
        maw={620}
        p={48}
        style={{
          background:
            'radial-gradient(circle at 20% 10%, var(--mantine-color-owo-5), transparent 55%), linear-gradient(160deg, var(--mantine-color-owo-7), var(--mantine-color-owo-9))',
          color: 'white',
        }}
      >
        <Stack justify="space-between" h="100%">
          <Link to="/" aria-label="Owo home" style={{ textDecoration: 'none', width: 'fit-content' }}>
            <Logo inverted />
          </Link>
          <Stack gap="xl">
            <Title order={2} fz={34} lh={1.2} c="white">
              Books that balance, for businesses that grow.
            </Title>
            <List spacing="md" center listStyleType="none" pl={0}>
              {strengths.map(({ icon: Icon, text }) => (
                <List.Item
                  key={text}
                  icon={
                    <ThemeIcon size={34} radius="xl" color="white" c="owo.8" variant="filled">
                      <Icon size={18} />
                    </ThemeIcon>
                  }
                >
                  <Text c="white" fz="md">
                    {text}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
          <Text fz="sm" c="owo.1">
            Made for Nigerian small and medium businesses.
          </Text>
        </Stack>
      </Box>
      <Flex flex={1} justify="center" align="flex-start" px={{ base: 'md', sm: 'xl' }} py={{ base: 'xl', sm: 64 }}>
        {children}
      </Flex>
    </Flex>
  );
}
