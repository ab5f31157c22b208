import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { toKobo } from '@owo/core';
import type { ReconciliationDetail } from '../../api/reconciliations.ts';
import { formatDay } from '../../lib/format.ts';
import { MoneyText } from '../MoneyText.tsx';
import { ReportDownloadButton } from './ReportDownloadButton.tsx';

function Figure({ label, children, color }: { label: string; children: React.ReactNode; color?: string }) {
  return (
    <Stack gap={0} role="group" aria-label={label}>
      <Text fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={{ base: 'md', sm: 'lg' }} fw={700} c={color} component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The statement against the books: the difference must come to ₦0.00 before finishing; once finished, its report. */
export function ReconcileSummary({ detail }: { detail: ReconciliationDetail }) {
  const balanced = toKobo(detail.difference) === 0;
  return (
    <Card p={{ base: 'md', sm: 'lg' }}>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="lg" verticalSpacing="md">
        <Figure label="Statement date">{formatDay(detail.statementDate)}</Figure>
        <Figure label="Statement balance">
          <MoneyText amount={detail.statementBalance} />
        </Figure>
        <Figure label="Opening balance">
          <MoneyText amount={detail.openingBalance} />
        </Figure>
        <Figure label="Cleared balance">
          <MoneyText amount={detail.clearedBalance} />
        </Figure>
        <Figure label="Difference" color={balanced ? 'owo' : 'red'}>
          {/* Red until it is zero, whichever way it is out. */}
          <MoneyText amount={detail.difference} c={balanced ? 'owo' : 'red'} aria-live="polite" />
        </Figure>
      </SimpleGrid>
      {detail.status === 'completed' ? (
        <Group justify="flex-end" mt="md">
          <ReportDownloadButton reconciliationId={detail._id} />
        </Group>
      ) : null}
    </Card>
  );
}
