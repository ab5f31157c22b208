import { Button, Group, Stack, Text } from '@mantine/core';
import type { Bank } from '../../api/bank.ts';

const shown = 6;

/** With no bank chosen yet: the banks the typed number is a valid NUBAN at, one click to choose. */
export function BankSuggestions({ banks, onPick }: { banks: readonly Bank[]; onPick: (code: string) => void }) {
  if (banks.length === 0) return null;
  return (
    <Stack gap={4} aria-live="polite">
      <Text fz="xs" c="dimmed">
        This number fits {banks.length === 1 ? 'this bank' : `${banks.length} banks`}. Is it one of these?
      </Text>
      <Group gap={6}>
        {banks.slice(0, shown).map((bank) => (
          <Button key={bank.code} size="compact-xs" variant="light" onClick={() => onPick(bank.code)}>
            {bank.name}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
