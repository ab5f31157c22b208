import { ActionIcon, Box, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { addKobo, formatMoney } from '@owo/core';
import { IconCheck, IconLink, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
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

/**
 * Always in view at the bottom: what is ticked on each side, and Match once the two sums agree.
 * On a phone it is one line (the sums side by side, cut short if need be, and icon buttons), so it
 * hides as little of the lists as it can; from the small breakpoint up it says everything in words.
 */
export function MatchBar({ selection, sums, onMatch, onClear, onReset, matching, clearing, busy }: MatchBarProps) {
  const picked = selection.statement.length + selection.ledger.length;
  const gap = addKobo(sums.statement, -sums.ledger);
  const differs = selection.statement.length > 0 && selection.ledger.length > 0 && gap !== 0;
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
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Box style={{ flex: 1, minWidth: 0 }} aria-live="polite">
          <PhoneSummary selection={selection} sums={sums} picked={picked} gap={gap} differs={differs} />
          <Stack gap={0} visibleFrom="sm">
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
            ) : differs ? (
              <Text fz="xs" c="red">
                The sums differ by <MoneyText kobo={Math.abs(gap)} />
              </Text>
            ) : null}
          </Stack>
        </Box>
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          {picked > 0 ? (
            <BarAction label="Clear selection" icon={<IconX size={16} />} onClick={onReset} disabled={busy} subtle />
          ) : null}
          {sums.canClear ? (
            <BarAction
              label="Mark cleared"
              icon={<IconCheck size={16} />}
              onClick={onClear}
              loading={clearing}
              disabled={busy}
            />
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

/** The phone's one line: both sums, or how far apart they are, cut with an ellipsis when too long. */
function PhoneSummary({
  selection,
  sums,
  picked,
  gap,
  differs,
}: {
  selection: Selection;
  sums: SelectionSums;
  picked: number;
  gap: number;
  differs: boolean;
}) {
  const words = `Statement (${selection.statement.length}): ${formatMoney(sums.statement)}; Books (${selection.ledger.length}): ${formatMoney(sums.ledger)}`;
  if (picked === 0) {
    return (
      <Text fz="sm" c="dimmed" truncate="end" hiddenFrom="sm">
        Tick lines, then Match
      </Text>
    );
  }
  return (
    <Text fz="sm" truncate="end" hiddenFrom="sm" c={differs ? 'red' : undefined} title={words} aria-label={words}>
      {differs ? (
        `Off by ${formatMoney(Math.abs(gap))}`
      ) : (
        <>
          <b>{formatMoney(sums.statement)}</b> ⇄ <b>{formatMoney(sums.ledger)}</b>
        </>
      )}
    </Text>
  );
}

/** A button with words from the small breakpoint up, an icon with the same name as its label on a phone. */
function BarAction({
  label,
  icon,
  onClick,
  disabled,
  loading,
  subtle,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled: boolean;
  loading?: boolean;
  subtle?: boolean;
}) {
  const variant = subtle ? 'subtle' : 'default';
  const color = subtle ? 'gray' : undefined;
  return (
    <>
      <Tooltip label={label}>
        <ActionIcon
          hiddenFrom="sm"
          size="lg"
          variant={variant}
          color={color}
          onClick={onClick}
          disabled={disabled}
          loading={loading}
          aria-label={label}
        >
          {icon}
        </ActionIcon>
      </Tooltip>
      <Button
        visibleFrom="sm"
        variant={variant}
        color={color}
        leftSection={icon}
        onClick={onClick}
        disabled={disabled}
        loading={loading}
      >
        {label}
      </Button>
    </>
  );
}
