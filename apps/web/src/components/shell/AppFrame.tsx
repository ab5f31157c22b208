import { ActionIcon, AppShell, Box, Burger, Group, Indicator, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useNotifications } from '../../api/notifications.ts';
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
            <NotificationBell />
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

/** The bell, with how many notices are unread: the feed is checked every minute. */
function NotificationBell() {
  const unread = useNotifications({ limit: 1 }).data?.unread ?? 0;
  return (
    <Tooltip label="Notifications">
      <Indicator label={unread > 99 ? '99+' : unread} size={16} disabled={unread === 0} offset={6} color="red">
        <ActionIcon
          component={Link}
          to="/notification"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        >
          <IconBell size={20} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
