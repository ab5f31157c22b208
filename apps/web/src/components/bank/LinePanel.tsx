import { Badge, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDay } from '../../lib/format.ts';
import { MoneyText } from '../MoneyText.tsx';
import classes from './LinePanel.module.css';

/** One side of the workspace: a titled card of lines, or what to do when it is empty. */
export function LinePanel(props: {
  title: string;
  count: string;
  empty: ReactNode;
  /** Actions on the whole list, under the title (accept all proposals). */
  toolbar?: ReactNode;
  children: ReactNode[];
}) {
  return (
    <Card p={0} component="section" aria-label={props.title}>
      <Group justify="space-between" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Title order={2} fz="md">
          {props.title}
        </Title>
        <Badge variant="light" color="gray" radius="sm" tt="none">
          {props.count}
        </Badge>
      </Group>
      {props.toolbar}
      {props.children.length > 0 ? (
        <Stack gap={0} role="list" className={classes.list}>
          {props.children}
        </Stack>
      ) : (
        <Text c="dimmed" fz="sm" p="md" ta="center">
          {props.empty}
        </Text>
      )}
    </Card>
  );
}

interface LineRowProps {
  /** Which side, for the tick box's name: the same narration can be on both. */
  side: 'statement' | 'ledger';
  label: string;
  date: string;
  detail?: string;
  amount: number;
  checked: boolean;
  onCheck: () => void;
  selectable: boolean;
  /** Matched, cleared, a suggestion... and the actions that go with it. */
  children?: ReactNode;
  settled: boolean;
}

/** A statement or ledger line: tick box, what and when, the signed amount, and its state below. */
export function LineRow({
  side,
  label,
  date,
  detail,
  amount,
  checked,
  onCheck,
  selectable,
  children,
  settled,
}: LineRowProps) {
  const name = `${label}, ${formatDay(date)}`;
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      px="md"
      py="sm"
      bg={checked ? 'var(--mantine-color-owo-0)' : settled ? 'var(--mantine-color-gray-0)' : undefined}
      className={classes.row}
      role="listitem"
      aria-label={name}
    >
      <Checkbox
        mt={2}
        aria-label={`Select ${side} line ${name}`}
        checked={checked}
        onChange={onCheck}
        disabled={!selectable}
      />
      <Stack gap={4} miw={0} flex={1}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={0} miw={0}>
            <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }} c={settled ? 'dimmed' : undefined}>
              {label}
            </Text>
            <Text fz="xs" c="dimmed">
              {formatDay(date)}
              {detail ? ` · ${detail}` : ''}
            </Text>
          </Stack>
          <MoneyText amount={amount} fz="sm" fw={600} />
        </Group>
        {children}
      </Stack>
    </Group>
  );
}

interface LineStatusProps {
  /** Matched, Cleared, Excluded. */
  status: string;
  color: string;
  /** The button that undoes it, where it can be undone: Unmatch, Unclear, Include. */
  undo?: { text: string; name: string; onClick: () => void; disabled: boolean; danger?: boolean };
}

/** A settled line's state, and the button that undoes it. */
export function LineStatus({ status, color, undo }: LineStatusProps) {
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Badge color={color} variant="light" radius="sm" tt="none">
        {status}
      </Badge>
      {undo ? (
        <Button
          size="compact-xs"
          variant="subtle"
          color={undo.danger ? 'red' : undefined}
          onClick={undo.onClick}
          disabled={undo.disabled}
          aria-label={undo.name}
        >
          {undo.text}
        </Button>
      ) : null}
    </Group>
  );
}
