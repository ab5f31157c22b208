import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import type { StatementImportResult } from '../../api/bank.ts';
import { RowErrors } from './StatementPreviewTable.tsx';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0} role="group" aria-label={label}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={24} fw={700}>
        {value}
      </Text>
    </Stack>
  );
}

/** What the import did: new lines, lines already there, and rows the server could not read. */
export function ImportResultDialog({ result, onDone }: { result: StatementImportResult; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Text>
        {result.import.fileName}: {result.import.lineCount} {result.import.lineCount === 1 ? 'line' : 'lines'} read.
      </Text>
      <SimpleGrid cols={2}>
        <Count label="Imported" value={result.imported} />
        <Count label="Already imported" value={result.duplicates} />
      </SimpleGrid>
      {result.errors.length > 0 ? <RowErrors errors={result.errors} /> : null}
      <Button fullWidth onClick={onDone} data-autofocus>
        Continue
      </Button>
    </Stack>
  );
}
