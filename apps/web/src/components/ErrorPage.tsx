import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LedgerIllustration } from './LedgerIllustration.tsx';

interface ErrorPageProps {
  title: string;
  /** Technical detail, shown small for whoever reports the problem. */
  detail?: string;
}

/** The one error page: 404s and unexpected failures alike. */
export function ErrorPage({ title, detail }: ErrorPageProps) {
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack align="center" gap="md" maw={520} ta="center">
        <LedgerIllustration width={280} />
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          Our numbers did not add up this time. The debits and credits are arguing it out, and nothing you entered has
          been lost.
        </Text>
        {detail ? (
          <Code block maw="100%" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {detail}
          </Code>
        ) : null}
        <Button component={Link} to="/" size="md">
          Take me home
        </Button>
      </Stack>
    </Center>
  );
}
