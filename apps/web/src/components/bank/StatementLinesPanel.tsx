import { Button, Group, Stack, Text } from '@mantine/core';
import type { LedgerLine, ReconciliationStatementLine } from '../../api/reconciliations.ts';
import { LinePanel, LineRow, LineStatus } from './LinePanel.tsx';
import { entryLabel, isMatchedStatementLine, isSettledStatementLine, matchReason } from './reconcile-selection.ts';

interface StatementLinesPanelProps {
  lines: readonly ReconciliationStatementLine[];
  ledgerById: ReadonlyMap<string, LedgerLine>;
  selected: readonly string[];
  onToggle: (id: string) => void;
  onUnmatch: (line: ReconciliationStatementLine) => void;
  onAccept: (line: ReconciliationStatementLine) => void;
  onCreateEntry: (line: ReconciliationStatementLine) => void;
  onExclude: (line: ReconciliationStatementLine, excluded: boolean) => void;
  hideMatched: boolean;
  busy: boolean;
}

const matchedLines = (ids: readonly string[], ledgerById: ReadonlyMap<string, LedgerLine>) =>
  ids.map((id) => ledgerById.get(id)).filter((line): line is LedgerLine => line !== undefined);

const entryNames = (ids: readonly string[], ledgerById: ReadonlyMap<string, LedgerLine>) =>
  ids
    .map((id) => ledgerById.get(id))
    .map((line) => (line ? entryLabel(line) : null))
    .filter(Boolean)
    .join(', ');

/**
 * The bank's side: each line matched (with why), set aside, suggested, or waiting for a match or
 * an entry.
 */
export function StatementLinesPanel(props: StatementLinesPanelProps) {
  const { lines, ledgerById, selected, busy } = props;
  const open = lines.filter((line) => !isSettledStatementLine(line)).length;
  const shown = props.hideMatched ? lines.filter((line) => !isSettledStatementLine(line)) : lines;
  return (
    <LinePanel
      title="Statement lines"
      count={`${open} of ${lines.length} to match`}
      empty={
        lines.length === 0
          ? 'No statement lines up to the statement date. Import the statement on the Bank page, or tick ledger lines cleared.'
          : 'Every statement line is matched or excluded.'
      }
    >
      {shown.map((line) => {
        const matched = isMatchedStatementLine(line);
        const excluded = line.status === 'excluded';
        const settled = isSettledStatementLine(line);
        const label = line.description || 'No description';
        return (
          <LineRow
            key={line._id}
            side="statement"
            label={label}
            date={line.date}
            detail={line.reference}
            amount={line.amount}
            checked={selected.includes(line._id)}
            onCheck={() => props.onToggle(line._id)}
            selectable={!settled && !busy}
            settled={settled}
          >
            {excluded ? (
              <LineStatus
                status="Excluded"
                color="gray"
                undo={{
                  text: 'Include',
                  name: `Include ${label}`,
                  onClick: () => props.onExclude(line, false),
                  disabled: busy,
                }}
              />
            ) : matched ? (
              <Stack gap={2}>
                <LineStatus
                  status="Matched"
                  color="owo"
                  undo={{
                    text: 'Unmatch',
                    name: `Unmatch ${label}`,
                    onClick: () => props.onUnmatch(line),
                    disabled: busy,
                    danger: true,
                  }}
                />
                <Text fz="xs" c="dimmed">
                  {[
                    matchReason(line, matchedLines(line.matchedLedgerLines, ledgerById)),
                    entryNames(line.matchedLedgerLines, ledgerById),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
            ) : (
              <Group gap="xs" justify="space-between" wrap="wrap">
                {line.suggestion ? (
                  <Text fz="xs" c="blue.8" miw={0}>
                    Suggested: {line.suggestion.reason} ({entryNames(line.suggestion.ledgerLines, ledgerById)})
                  </Text>
                ) : (
                  <Text fz="xs" c="dimmed">
                    Not in your books yet?
                  </Text>
                )}
                <Group gap={4}>
                  {line.suggestion ? (
                    <Button
                      size="compact-xs"
                      variant="light"
                      onClick={() => props.onAccept(line)}
                      disabled={busy}
                      aria-label={`Accept the suggested match for ${label}`}
                    >
                      Accept
                    </Button>
                  ) : null}
                  <Button
                    size="compact-xs"
                    variant="default"
                    onClick={() => props.onCreateEntry(line)}
                    disabled={busy}
                    aria-label={`Create entry for ${label}`}
                  >
                    Create entry
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="gray"
                    onClick={() => props.onExclude(line, true)}
                    disabled={busy}
                    aria-label={`Exclude ${label}`}
                  >
                    Exclude
                  </Button>
                </Group>
              </Group>
            )}
          </LineRow>
        );
      })}
    </LinePanel>
  );
}
