import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { readSession } from '../session/storage.ts';
import { LedgerIllustration } from './LedgerIllustration.tsx';

interface ErrorPageProps {
  title: string;
  /** What happened, in plain words; a calm default when not given. */
  message?: ReactNode;
  /** Technical detail, shown small for whoever reports the problem. */
  detail?: string;
  /** Inside the app's frame: no full-screen background, the sidebar stays usable. */
  framed?: boolean;
}

/** Home for whoever is looking: the dashboard when signed in to a company, the public site otherwise. */
export function homePath(): string {
  const session = readSession();
  return session.token && session.activeCompanyId ? '/dashboard' : '/';
}

/** The one error page: 404s and unexpected failures alike, inside the app's frame or on its own. */
export function ErrorPage({ title, message, detail, framed = false }: ErrorPageProps) {
  const home = homePath();
  return (
    <Center mih={framed ? '60dvh' : '100dvh'} p="md" bg={framed ? undefined : 'var(--mantine-color-gray-0)'}>
      <Stack align="center" gap="md" maw={520} ta="center">
        <LedgerIllustration width={framed ? 200 : 280} />
        {/* A long address in the title breaks anywhere rather than widening a phone's page. */}
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {message ??
            'Our numbers did not add up this time. The debits and credits are arguing it out, and nothing you entered has been lost.'}
        </Text>
        {detail ? (
          <Code block maw="100%" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {detail}
          </Code>
        ) : null}
        <Button component={Link} to={home} size="md">
          {home === '/dashboard' ? 'Go to the dashboard' : 'Take me home'}
        </Button>
      </Stack>
    </Center>
  );
}

/** The words for a path with no page behind it: the spec's 'Page Not Found: {path}' (section 8). */
export function NotFoundPage({ pathname, framed }: { pathname: string; framed?: boolean }) {
  return (
    <ErrorPage
      title={`Page Not Found: ${pathname}`}
      framed={framed}
      message="There is no page at this address. The link may be mistyped, or the page may have moved."
    />
  );
}
