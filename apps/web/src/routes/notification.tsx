import { Badge, Button, Card, EmptyState, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import {
  type Notification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../api/notifications.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { TablePagination } from '../components/TablePagination.tsx';
import { formatDate } from '../lib/format.ts';
import { useListParams } from '../lib/list-params.ts';
import classes from './notification.module.css';

export function meta() {
  return [{ title: 'Notifications | Owo' }];
}

/** The signed-in person's notices, newest first; opening one marks it read and goes where it points. */
export default function Notifications() {
  const list = useListParams();
  const feed = useNotifications({ page: list.page, limit: list.limit });
  const markAll = useMarkAllNotificationsRead();
  const items = feed.data?.data ?? [];
  const unread = feed.data?.unread ?? 0;
  return (
    <Stack maw={880} gap="lg">
      <PageHeader
        title="Notifications"
        description="Journals waiting for your approval, decisions on yours, imports finished."
        actions={
          <Button
            variant="default"
            leftSection={<IconChecks size={16} />}
            onClick={() => markAll.mutate()}
            loading={markAll.isPending}
            disabled={unread === 0}
          >
            Mark all read
          </Button>
        }
      />
      <Card p={0}>
        {feed.isPending ? (
          <Group justify="center" p="xl">
            <Loader aria-label="Loading notifications" />
          </Group>
        ) : items.length === 0 ? (
          <EmptyState
            py="xl"
            variant="light"
            icon={<IconBellOff size={28} />}
            title="You have no notifications yet"
            description="When something needs your attention, you will see it here."
          />
        ) : (
          <ul className={classes.list} aria-label="Notifications">
            {items.map((notification) => (
              <NotificationRow key={notification._id} notification={notification} />
            ))}
          </ul>
        )}
        {feed.data?.pageInfo && feed.data.pageInfo.total > list.limit ? (
          <TablePagination
            pageInfo={feed.data.pageInfo}
            onPageChange={list.setPage}
            onRowsPerPageChange={list.setLimit}
          />
        ) : null}
      </Card>
    </Stack>
  );
}

function NotificationRow({ notification }: { notification: Notification }) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const open = () => {
    if (!notification.read) markRead.mutate(notification._id);
    void navigate(notification.link);
  };
  return (
    <li>
      <UnstyledButton onClick={open} className={classes.row} data-unread={!notification.read || undefined}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <div>
            <Text fw={notification.read ? 500 : 700}>{notification.title}</Text>
            {notification.body ? (
              <Text fz="sm" c="dimmed">
                {notification.body}
              </Text>
            ) : null}
            <Text fz="xs" c="dimmed" mt={2}>
              {formatDate(notification.createdAt)}
            </Text>
          </div>
          {notification.read ? null : (
            <Badge size="sm" variant="light" radius="sm" tt="none">
              New
            </Badge>
          )}
        </Group>
      </UnstyledButton>
    </li>
  );
}
