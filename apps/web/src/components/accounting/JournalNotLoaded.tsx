import { Alert, Center, Loader, Stack } from '@mantine/core';
import { BackLink } from '../BackLink.tsx';

/** A journal's page while its journal loads, or when it cannot be: a way back to the list either way. */
export function JournalNotLoaded({ pending }: { pending: boolean }) {
  return (
    <Stack gap="lg" maw={1200}>
      <BackLink to="/accounting/journal" label="Journals" />
      {pending ? (
        <Center py="xl">
          <Loader aria-label="Loading journal" />
        </Center>
      ) : (
        <Alert color="red" title="The journal could not be loaded">
          It may have been removed, or the link is wrong.
        </Alert>
      )}
    </Stack>
  );
}
