import { Button, Group, Paper, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import {
  type ConnectionState,
  checkConnectionNow,
  connectionState,
  subscribeToConnection,
} from '../../api/connection.ts';
import {
  applyUpdate,
  isUpdateReady,
  registerServiceWorker,
  reloadIfUpdateActivated,
  subscribeToUpdate,
} from '../../lib/service-worker.ts';
import { readSession } from '../../session/storage.ts';

const offlineWords: Record<Exclude<ConnectionState, 'online'>, string> = {
  offline: 'You are offline. What you typed stays here; Owo will send it when you are back.',
  unreachable:
    'Owo cannot be reached right now. What you typed stays here; Owo will send it when the connection is back.',
};

/** Fixed to the bottom of the screen, clear of the header, the toasts and the page's own buttons. */
function Banner({ children, tone }: { children: ReactNode; tone: 'offline' | 'update' }) {
  return (
    <Paper
      role="status"
      aria-live="polite"
      shadow="md"
      radius="md"
      withBorder
      px="md"
      py="sm"
      bg={tone === 'offline' ? 'yellow.0' : 'white'}
      style={{
        position: 'fixed',
        insetInline: 12,
        bottom: 12,
        marginInline: 'auto',
        maxWidth: 620,
        zIndex: 350,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        {children}
      </Group>
    </Paper>
  );
}

function OfflineBanner({ state }: { state: Exclude<ConnectionState, 'online'> }) {
  const [checking, setChecking] = useState(false);
  const tryAgain = async () => {
    setChecking(true);
    await checkConnectionNow();
    setChecking(false);
  };
  return (
    <Banner tone="offline">
      <Text fz="sm">{offlineWords[state]}</Text>
      <Button size="xs" variant="default" loading={checking} onClick={() => void tryAgain()}>
        Try again
      </Button>
    </Banner>
  );
}

/**
 * The app and the sign-in pages keep their code on the device; the public site does not, so a
 * visitor who only reads about Owo never downloads the whole app.
 */
function useServiceWorker() {
  const { pathname } = useLocation();
  const wanted = pathname.startsWith('/auth/') || readSession().token !== null;
  useEffect(() => {
    if (wanted) registerServiceWorker();
  }, [wanted]);
  useEffect(() => {
    if (pathname) reloadIfUpdateActivated();
  }, [pathname]);
}

/** Says when Owo cannot reach its server, and when a new version is ready to load. */
export function NetworkBanner() {
  useServiceWorker();
  const connection = useSyncExternalStore(subscribeToConnection, connectionState, () => 'online' as const);
  const updateReady = useSyncExternalStore(subscribeToUpdate, isUpdateReady, () => false);
  if (connection !== 'online') return <OfflineBanner state={connection} />;
  if (!updateReady) return null;
  return (
    <Banner tone="update">
      <Text fz="sm">A new version of Owo is ready.</Text>
      <Button size="xs" onClick={applyUpdate}>
        Reload
      </Button>
    </Banner>
  );
}
