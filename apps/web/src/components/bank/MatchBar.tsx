import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { addKobo } from '@owo/core';
import { IconCheck, IconLink, IconX } from '@tabler/icons-react';
import { MoneyText } from '../MoneyText.tsx';
import type { Selection, SelectionSums } from './reconcile-selection.ts';

interface MatchBarProps {
  selection: Selection;
  sums: SelectionSums;
  onMatch: () => void;
  onClear: () => void;
  onReset: () => void;
  matching: boolean;
  clearing: boolean;
  busy: boolean;
}

/** Always in view at the bottom: what is ticked on each side, and Match once the two sums agree. */
export function MatchBar({ selection, sums, onMatch, onClear, onReset, matching, clearing, busy }: MatchBarProps) {
  const picked = selection.statement.length + selection.ledger.length;
  const gap = addKobo(sums.statement, -sums.ledger);
  return (
    <Card
      p="sm"
      pos="sticky"
      bottom={0}
      shadow="md"
      withBorder
      style={{ zIndex: 5 }}
      aria-label="Selected lines"
      component="section"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={0} aria-live="polite">
          <Text fz="sm">
            Statement ({selection.statement.length}): <MoneyText kobo={sums.statement} fw={700} />
          </Text>
          <Text fz="sm">
            Books ({selection.ledger.length}): <MoneyText kobo={sums.ledger} fw={700} />
          </Text>
          {picked === 0 ? (
            <Text fz="xs" c="dimmed">
              Tick lines on both sides that are the same money, then Match.
            </Text>
          ) : selection.statement.length > 0 && selection.ledger.length > 0 && gap !== 0 ? (
            <Text fz="xs" c="red">
              The sums differ by <MoneyText kobo={Math.abs(gap)} />
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          {picked > 0 ? (
            <Button variant="subtle" color="gray" leftSection={<IconX size={14} />} onClick={onReset} disabled={busy}>
              Clear selection
            </Button>
          ) : null}
          {sums.canClear ? (
            <Button
              variant="default"
              leftSection={<IconCheck size={14} />}
              onClick={onClear}
              loading={clearing}
              disabled={busy}
            >
              Mark cleared
            </Button>
          ) : null}
          <Button
            leftSection={<IconLink size={14} />}
            onClick={onMatch}
            loading={matching}
            disabled={!sums.canMatch || busy}
          >
            Match
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
