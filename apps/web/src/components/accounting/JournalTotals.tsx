import { Alert, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { ledgerMessages } from '@owo/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { entryTotals } from '../../lib/amounts.ts';
import { MoneyText } from '../MoneyText.tsx';
import type { JournalFormValues } from './journal-form.ts';

function Total({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{children}</Text>
    </Group>
  );
}

/** Live totals in kobo; an unbalanced entry says by how much before anyone presses save. */
export function JournalTotals({ control }: { control: Control<JournalFormValues> }) {
  const lines = useWatch({ control, name: 'lines' });
  const totals = entryTotals(lines ?? []);
  const unbalanced = totals.difference !== 0;
  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-gray-0)" aria-live="polite">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Total label="Total debits">
          <MoneyText kobo={totals.debit} />
        </Total>
        <Total label="Total credits">
          <MoneyText kobo={totals.credit} />
        </Total>
        <Total label="Difference">
          <MoneyText kobo={Math.abs(totals.difference)} c={unbalanced ? 'red' : 'owo'} />
        </Total>
      </SimpleGrid>
      {unbalanced ? (
        <Alert mt="sm" variant="light" color="orange" icon={<IconAlertTriangle size={18} />} p="xs">
          {ledgerMessages.balanced}. {totals.difference > 0 ? 'Credits' : 'Debits'} are short by{' '}
          <MoneyText kobo={Math.abs(totals.difference)} fw={600} />.
        </Alert>
      ) : null}
    </Paper>
  );
}
