import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMoney, toKobo } from '@owo/core';
import { useNavigate } from 'react-router';
import type { StatementImportResult } from '../../api/bank.ts';
import { formatDay } from '../../lib/format.ts';
import { reconcileNowPath, type StatementEnd } from './reconciliation-form.ts';
import { RowErrors } from './StatementPreviewTable.tsx';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0} role="group" aria-label={label}>
      <Text fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={24} fw={700}>
        {value}
      </Text>
    </Stack>
  );
}

interface ImportResultDialogProps {
  /** The API's answer; `end` is the statement's last day and closing balance (docs/bank-api.md). */
  result: StatementImportResult & { end?: StatementEnd | null };
  /** The bank account imported into: 'Reconcile now' opens its reconciliation. */
  accountId?: string;
  onDone: () => void;
}

/**
 * What the import did: new lines, lines already there, and rows the server could not read. When the
 * file says where it ends, 'Reconcile now' opens the start form with that date and closing balance.
 */
export function ImportResultDialog({ result, accountId, onDone }: ImportResultDialogProps) {
  const navigate = useNavigate();
  const end = result.end ?? null;
  const reconcileNow = () => {
    if (!accountId || !end) return;
    onDone();
    void navigate(reconcileNowPath(accountId, end));
  };
  return (
    <Stack gap="md">
      <Text>
        {result.import.fileName}: {result.import.lineCount} {result.import.lineCount === 1 ? 'line' : 'lines'} read.
      </Text>
      <SimpleGrid cols={2}>
        <Count label="Imported" value={result.imported} />
        <Count label="Already imported" value={result.duplicates} />
      </SimpleGrid>
      {end ? (
        <Text fz="sm" c="dimmed">
          The statement ends on {formatDay(end.date)}
          {end.balance === null ? '.' : ` with a closing balance of ${formatMoney(toKobo(end.balance))}.`}
        </Text>
      ) : null}
      {result.errors.length > 0 ? <RowErrors errors={result.errors} /> : null}
      {accountId && end ? (
        <Stack gap="xs">
          <Button fullWidth onClick={reconcileNow} data-autofocus>
            Reconcile now
          </Button>
          <Button fullWidth variant="default" onClick={onDone}>
            Continue
          </Button>
        </Stack>
      ) : (
        <Button fullWidth onClick={onDone} data-autofocus>
          Continue
        </Button>
      )}
    </Stack>
  );
}
