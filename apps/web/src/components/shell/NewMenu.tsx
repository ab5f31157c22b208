import { ActionIcon, Box, Button, Menu } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { pathOf } from '../../areas.ts';
import { usePermissions } from '../../session/permissions.ts';
import { type NewMenuEntry, newMenu } from './new-menu.ts';

/** '+ New' in the header: the entries of new-menu.ts the member's role allows; an icon on a phone. */
export function NewMenu() {
  const { permissions } = usePermissions();
  const entries = newMenu.filter((entry) => permissions.includes(entry.permission));
  if (entries.length === 0) return null;
  return (
    <>
      <Box visibleFrom="sm">
        <NewMenuWith entries={entries} target={<Button leftSection={<IconPlus size={16} />}>New</Button>} />
      </Box>
      <Box hiddenFrom="sm">
        <NewMenuWith
          entries={entries}
          target={
            <ActionIcon size="lg" aria-label="New">
              <IconPlus size={20} />
            </ActionIcon>
          }
        />
      </Box>
    </>
  );
}

function NewMenuWith({ entries, target }: { entries: NewMenuEntry[]; target: ReactElement }) {
  return (
    <Menu position="bottom-end" width={240}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {entries.map((entry) => {
          const icon = <entry.icon key="icon" size={16} />;
          return 'page' in entry ? (
            <Menu.Item key={entry.label} component={Link} to={pathOf(entry.page)} leftSection={icon}>
              {entry.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={entry.label} onClick={entry.open} leftSection={icon}>
              {entry.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
