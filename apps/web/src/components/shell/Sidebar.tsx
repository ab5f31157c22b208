import { Box, NavLink, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { pathOf } from '../../areas.ts';
import { usePermissions } from '../../session/permissions.ts';
import { isWithin, navigation, navigationFor } from './navigation.ts';

interface SidebarProps {
  /** Called after a link is followed, so the mobile drawer can close. */
  onNavigate: () => void;
}

export function Sidebar({ onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const { permissions, known } = usePermissions();
  // Not known yet (offline, /auth/me waits for the network): the whole menu, as the server still decides.
  const areas = known ? navigationFor(permissions) : navigation;
  return (
    // The browser's own scrolling: Mantine's ScrollArea measured the menu (a forced layout) on every render.
    <Box px="sm" py="md" h="100%" style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}>
      <nav aria-label="Main">
        <Text fz={11} fw={700} c="dimmed" px="sm" mb={6}>
          Menu
        </Text>
        {areas.map((area) => {
          const Icon = area.icon;
          const icon = <Icon size={19} stroke={1.7} />;
          if (area.page) {
            const to = pathOf(area.page);
            return (
              <NavLink
                key={area.label}
                component={Link}
                to={to}
                label={area.label}
                leftSection={icon}
                active={isWithin(pathname, to)}
                onClick={onNavigate}
                fw={500}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            );
          }
          const links = area.links ?? [];
          const open = links.some((link) => isWithin(pathname, pathOf(link.page)));
          return (
            <NavLink
              key={area.label}
              // A group only opens and closes, so it is a button, not a link.
              component="button"
              type="button"
              label={area.label}
              leftSection={icon}
              defaultOpened={open}
              childrenOffset={34}
              fw={500}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            >
              {links.map((link) => (
                <NavLink
                  key={link.page}
                  component={Link}
                  to={pathOf(link.page)}
                  label={link.label}
                  active={isWithin(pathname, pathOf(link.page))}
                  onClick={onNavigate}
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              ))}
            </NavLink>
          );
        })}
      </nav>
    </Box>
  );
}
