import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { OpeningBalancesInput } from '@owo/core';
import { type Control, useWatch } from 'react-hook-form';
import { entryTotals } from '../../lib/amounts.ts';
import { MoneyText } from '../MoneyText.tsx';

interface OpeningBalanceTotalsProps {
  control: Control<OpeningBalancesInput>;
}

/** Live totals; the difference is what Opening Balance Equity receives, and on which side. */
export function OpeningBalanceTotals({ control }: OpeningBalanceTotalsProps) {
  const lines = useWatch({ control, name: 'lines' });
  const totals = entryTotals(lines ?? []);
  // More debits than credits: the equity account is credited with the difference, and back.
  const side = totals.difference > 0 ? 'credit' : 'debit';
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <Group gap={6} justify="space-between">
          <Text fz="sm" c="dimmed">
            Total debits
          </Text>
          <MoneyText kobo={totals.debit} fw={600} />
        </Group>
        <Group gap={6} justify="space-between">
          <Text fz="sm" c="dimmed">
            Total credits
          </Text>
          <MoneyText kobo={totals.credit} fw={600} />
        </Group>
        <Group gap={6} justify="space-between" aria-live="polite">
          <Text fz="sm" c="dimmed">
            Opening Balance Equity
          </Text>
          <Text fz="sm" fw={600}>
            <MoneyText kobo={Math.abs(totals.difference)} />
            {totals.difference === 0 ? '' : ` ${side}`}
          </Text>
        </Group>
      </SimpleGrid>
    </Paper>
  );
}
