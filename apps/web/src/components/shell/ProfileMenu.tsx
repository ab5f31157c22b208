import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconCreditCard, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useImageUrl } from '../../api/images.ts';
import { useProfile } from '../../api/profile.ts';
import { pathOf } from '../../areas.ts';
import { useStoredUser } from '../../session/storage.ts';
import { openSignOutDialog } from '../dialogs.ts';

export function ProfileMenu() {
  const user = useStoredUser();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : 'Your account';
  const initials = user ? `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() : '';
  // The photo, when one is set (settings, profile); the initials meanwhile and otherwise.
  const photo = useProfile(user !== null).data?.data.photo;
  const photoUrl = useImageUrl('/profile/photo', photo);

  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        {/* Named by what it shows (the first name) and what it opens: 'Adunni Profile menu'. */}
        <UnstyledButton p={4} style={{ borderRadius: 'var(--mantine-radius-xl)' }}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={photoUrl} color="owo" radius="xl" size={34} aria-hidden="true">
              {initials}
            </Avatar>
            <Text fz="sm" fw={600} visibleFrom="sm" maw={140} truncate>
              {user?.firstName}
            </Text>
            <VisuallyHidden>Profile menu</VisuallyHidden>
            <IconChevronDown size={14} color="var(--mantine-color-gray-6)" aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fz="sm" fw={600} c="dark" truncate>
            {name}
          </Text>
          <Text fz="xs" c="dimmed" truncate>
            {user?.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {/* Profile and security settings join this menu with the settings issue that builds them. */}
        <Menu.Item component={Link} to={pathOf('profile')} leftSection={<IconUser size={16} />}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to={pathOf('subscription')} leftSection={<IconCreditCard size={16} />}>
          Subscription
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={openSignOutDialog}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
