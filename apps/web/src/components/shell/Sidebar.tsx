import { NavLink, ScrollArea, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { isWithin, navigation } from './navigation.ts';

interface SidebarProps {
  /** Called after a link is followed, so the mobile drawer can close. */
  onNavigate: () => void;
}

export function Sidebar({ onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  return (
    <ScrollArea type="scroll" px="sm" py="md" h="100%">
      <nav aria-label="Main">
        <Text tt="uppercase" fz={11} fw={700} c="dimmed" px="sm" mb={6} style={{ letterSpacing: '0.06em' }}>
          Menu
        </Text>
        {navigation.map((area) => {
          const Icon = area.icon;
          const icon = <Icon size={19} stroke={1.7} />;
          if (area.to) {
            return (
              <NavLink
                key={area.label}
                component={Link}
                to={area.to}
                label={area.label}
                leftSection={icon}
                active={isWithin(pathname, area.to)}
                onClick={onNavigate}
                fw={500}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            );
          }
          const links = area.links ?? [];
          const open = links.some((link) => isWithin(pathname, link.to));
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
                  key={link.to}
                  component={Link}
                  to={link.to}
                  label={link.label}
                  active={isWithin(pathname, link.to)}
                  onClick={onNavigate}
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              ))}
            </NavLink>
          );
        })}
      </nav>
    </ScrollArea>
  );
}
