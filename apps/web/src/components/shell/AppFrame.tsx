import { ActionIcon, AppShell, Box, Burger, Group, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { closeAllDialogs } from '../dialogs.ts';
import { Logo } from '../Logo.tsx';
import { CompanySwitcher } from './CompanySwitcher.tsx';
import { NewMenu } from './NewMenu.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import { SearchButton, SearchSpotlight } from './SearchSpotlight.tsx';
import { Sidebar } from './Sidebar.tsx';

/** The signed-in frame: sidebar of every area, top bar with company, notifications, profile. */
export function AppFrame({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  // A dialog belongs to the page that opened it.
  useEffect(() => {
    if (pathname) closeAllDialogs();
  }, [pathname]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <AppShell.Header px={{ base: 'sm', sm: 'md' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <Box visibleFrom="sm" w={232}>
              <Link
                to="/dashboard"
                aria-label="Owo dashboard"
                style={{ textDecoration: 'none', display: 'inline-block' }}
              >
                <Logo size={30} />
              </Link>
            </Box>
            <CompanySwitcher />
          </Group>
          <Group gap={6} wrap="nowrap">
            <SearchButton />
            <NewMenu />
            <Tooltip label="Notifications">
              <ActionIcon
                component={Link}
                to="/notification"
                variant="subtle"
                color="gray"
                size="lg"
                aria-label="Notifications"
              >
                <IconBell size={20} />
              </ActionIcon>
            </Tooltip>
            <ProfileMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar onNavigate={close} />
      </AppShell.Navbar>
      <SearchSpotlight />
      <AppShell.Main bg="var(--mantine-color-gray-0)">{children}</AppShell.Main>
    </AppShell>
  );
}
