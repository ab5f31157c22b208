import { Badge, Button, Card, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { Fragment } from 'react';
import { type SignedInDevice, useSessions, useSignOutOtherSessions, useSignOutSession } from '../../api/security.ts';
import { openConfirmDialog, openSignOutDialog } from '../dialogs.ts';
import { toast } from '../toast.tsx';

const when = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Just now', '5 minutes ago', else the date and time. */
function lastUsed(at: string): string {
  const minutes = Math.floor((Date.now() - Date.parse(at)) / 60_000);
  if (minutes < 2) return 'Active now';
  if (minutes < 60) return `Last used ${minutes} minutes ago`;
  return `Last used ${when.format(new Date(at))}`;
}

const isPhone = (device: string) => /iPhone|Android|iPad/.test(device);

/** The devices signed in to the account, with a way to sign any of them out. */
export function SessionsCard() {
  const sessions = useSessions();
  const signOutOne = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  const list = sessions.data?.data ?? [];
  const others = list.filter((session) => !session.current).length;

  const confirmOne = (session: SignedInDevice) =>
    openConfirmDialog({
      title: 'Sign out this device?',
      message: `${session.device}${session.ipAddress ? ` (${session.ipAddress})` : ''} will need the password to sign in again.`,
      danger: true,
      onConfirm: () =>
        signOutOne.mutateAsync(session._id).then((response) => toast({ type: 'success', msg: response.message })),
    });

  const confirmOthers = () =>
    openConfirmDialog({
      title: 'Sign out all other devices?',
      message: 'Every device but this one will need the password to sign in again.',
      danger: true,
      onConfirm: () =>
        signOutOthers.mutateAsync().then((response) => toast({ type: 'success', msg: response.message })),
    });

  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" align="flex-start" mb={4} gap="sm">
        <Title order={2} fz="lg">
          Where you are signed in
        </Title>
        {others > 0 ? (
          <Button variant="default" size="xs" onClick={confirmOthers}>
            Sign out all other devices
          </Button>
        ) : null}
      </Group>
      <Text c="dimmed" fz="sm" mb="md">
        If you do not recognise a device, sign it out and change your password.
      </Text>
      {sessions.isPending ? <Loader size="sm" /> : null}
      <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Signed-in devices">
        {list.map((session, index) => (
          <Fragment key={session._id}>
            {index > 0 ? <Divider my="sm" component="li" aria-hidden="true" /> : null}
            <Group component="li" justify="space-between" wrap="nowrap" gap="sm" align="center">
              <Group wrap="nowrap" gap="sm" miw={0} align="flex-start">
                {isPhone(session.device) ? (
                  <IconDeviceMobile size={22} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden="true" />
                ) : (
                  <IconDeviceDesktop size={22} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden="true" />
                )}
                <Stack gap={0} miw={0}>
                  <Group gap={6}>
                    <Text fw={600} fz="sm">
                      {session.device}
                    </Text>
                    {session.current ? (
                      <Badge size="sm" variant="light" color="green">
                        This device
                      </Badge>
                    ) : null}
                  </Group>
                  <Text fz="xs" c="dimmed">
                    {session.ipAddress ? `IP address ${session.ipAddress} · ` : ''}
                    {session.current ? 'Active now' : lastUsed(session.lastUsedAt)}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    Signed in {when.format(new Date(session.createdAt))}
                  </Text>
                </Stack>
              </Group>
              <Button
                variant="subtle"
                color={session.current ? undefined : 'red'}
                size="xs"
                style={{ flexShrink: 0 }}
                aria-label={session.current ? 'Sign out of this device' : `Sign out ${session.device}`}
                onClick={() => (session.current ? openSignOutDialog() : confirmOne(session))}
              >
                Sign out
              </Button>
            </Group>
          </Fragment>
        ))}
      </Stack>
    </Card>
  );
}
