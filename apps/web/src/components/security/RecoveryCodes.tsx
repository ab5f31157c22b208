import { Alert, Button, CopyButton, Group, SimpleGrid, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';

/**
 * The recovery codes, shown once: the server keeps only their hashes. Copy or download them, then
 * say they are saved.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = [
    'Owo recovery codes',
    'Each code signs you in once if you cannot use your authenticator app.',
    '',
    ...codes,
  ].join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'owo-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Alert color="orange" variant="light" title="Save your recovery codes now" radius="md">
      <Text fz="sm" mb="sm">
        If you lose your phone, each of these codes signs you in once. This is the only time they are shown: copy them
        or download them and keep them somewhere safe.
      </Text>
      <SimpleGrid
        cols={{ base: 2, xs: 2 }}
        spacing={4}
        mb="md"
        ff="monospace"
        fz="md"
        aria-label="Recovery codes"
        component="ul"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" leftSection={<IconCopy size={16} />} onClick={copy}>
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" leftSection={<IconDownload size={16} />} onClick={download}>
          Download
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </Group>
    </Alert>
  );
}
