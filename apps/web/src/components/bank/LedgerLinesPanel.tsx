import { Button, Group } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPaperclip } from '@tabler/icons-react';
import type { LedgerLine } from '../../api/reconciliations.ts';
import { useMay } from '../../session/permissions.ts';
import { AttachmentsPanel } from '../attachments/AttachmentsPanel.tsx';
import { LinePanel, LineRow, LineStatus } from './LinePanel.tsx';
import { entryLabel, isSettledLedgerLine } from './reconcile-selection.ts';

interface LedgerLinesPanelProps {
  lines: readonly LedgerLine[];
  selected: readonly string[];
  onToggle: (id: string) => void;
  onUnclear: (line: LedgerLine) => void;
  hideMatched: boolean;
  busy: boolean;
}

export const ledgerLineLabel = (line: LedgerLine) => line.description || line.memo || entryLabel(line);

/** The entry's identifier and its memo, each once: a journal's memo already starts with its number. */
function ledgerLineDetail(line: LedgerLine, label: string): string {
  const identifier = entryLabel(line);
  const memo = line.memo && line.memo !== label ? line.memo : '';
  if (!memo) return identifier;
  return memo.startsWith(identifier) ? memo : `${identifier} · ${memo}`;
}

/** The books' side: postings to this bank account up to the statement date, matched, cleared or open. */
export function LedgerLinesPanel(props: LedgerLinesPanelProps) {
  const { lines, selected, busy } = props;
  const open = lines.filter((line) => !isSettledLedgerLine(line)).length;
  const shown = props.hideMatched ? lines.filter((line) => !isSettledLedgerLine(line)) : lines;
  return (
    <LinePanel
      title="In your books"
      count={`${open} of ${lines.length} open`}
      empty={
        lines.length === 0
          ? 'Nothing posted to this account up to the statement date.'
          : 'Every line in your books is matched or cleared.'
      }
    >
      {shown.map((line) => {
        const matched = line.matchedStatementLines.length > 0;
        const label = ledgerLineLabel(line);
        return (
          <LineRow
            key={line._id}
            side="ledger"
            label={label}
            date={line.date}
            detail={ledgerLineDetail(line, label)}
            amount={line.amount}
            checked={selected.includes(line._id)}
            onCheck={() => props.onToggle(line._id)}
            selectable={!isSettledLedgerLine(line) && !busy}
            settled={isSettledLedgerLine(line)}
          >
            {line.entry.fromStatement ? <ReceiptsButton line={line} label={label} /> : null}
            {matched ? (
              <LineStatus status="Matched" color="owo" />
            ) : line.cleared ? (
              <LineStatus
                status="Cleared"
                color="teal"
                undo={{
                  text: 'Unclear',
                  name: `Unclear ${label}`,
                  onClick: () => props.onUnclear(line),
                  disabled: busy,
                  danger: true,
                }}
              />
            ) : null}
          </LineRow>
        );
      })}
    </LinePanel>
  );
}

/**
 * A bank entry (posted from a statement line) has no page of its own: its receipts (the bank's
 * debit advice, the charge's invoice) open over the workspace. A journal's receipts are on its page.
 */
function ReceiptsButton({ line, label }: { line: LedgerLine; label: string }) {
  const mayChange = useMay('accounting.edit');
  const open = () =>
    modals.open({
      title: `Receipts for ${entryLabel(line)}`,
      size: 'lg',
      children: <AttachmentsPanel ownerKind="bank-entry" ownerId={line.entry._id} readOnly={!mayChange} />,
    });
  return (
    <Group justify="flex-end">
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconPaperclip size={14} />}
        onClick={open}
        aria-label={`Receipts for ${label}`}
      >
        Receipts
      </Button>
    </Group>
  );
}
