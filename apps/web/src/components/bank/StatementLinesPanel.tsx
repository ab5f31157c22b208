import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  type LedgerLine,
  type ReconciliationStatementLine,
  type RuleProposal,
  useAcceptProposals,
} from '../../api/reconciliations.ts';
import { toast } from '../toast.tsx';
import { LinePanel, LineRow, LineStatus } from './LinePanel.tsx';
import { entryLabel, isMatchedStatementLine, isSettledStatementLine, matchReason } from './reconcile-selection.ts';
import { openBankRuleDialog } from './rules/rule-dialogs.tsx';
import { valuesFromLine } from './rules/rule-form.ts';

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
  /** For accepting bank rules' proposals and making rules from lines; without them neither shows. */
  reconciliationId?: string;
  bankAccountId?: string;
}

const matchedLines = (ids: readonly string[], ledgerById: ReadonlyMap<string, LedgerLine>) =>
  ids.map((id) => ledgerById.get(id)).filter((line): line is LedgerLine => line !== undefined);

const entryNames = (ids: readonly string[], ledgerById: ReadonlyMap<string, LedgerLine>) =>
  ids
    .map((id) => ledgerById.get(id))
    .map((line) => (line ? entryLabel(line) : null))
    .filter(Boolean)
    .join(', ');

/** 'Bank Charges · SMS alert charges rule · VAT 7.5%': what a rule proposes, in a line. */
export function proposalText(proposal: RuleProposal): string {
  return [proposal.account.account_name, `${proposal.ruleName} rule`, proposal.tax?.name, proposal.contact?.name]
    .filter(Boolean)
    .join(' · ');
}

/** Unmatched lines a bank rule proposes an entry for. */
const proposedLines = (lines: readonly ReconciliationStatementLine[]) =>
  lines.filter((line) => line.status === 'unmatched' && line.proposal);

/**
 * The bank's side: each line matched (with why), set aside, suggested, proposed an entry by a
 * bank rule, or waiting for a match or an entry.
 */
export function StatementLinesPanel(props: StatementLinesPanelProps) {
  const { lines, ledgerById, selected, reconciliationId, bankAccountId } = props;
  const accept = useAcceptProposals(reconciliationId ?? '');
  const busy = props.busy || accept.isPending;
  const open = lines.filter((line) => !isSettledStatementLine(line)).length;
  const shown = props.hideMatched ? lines.filter((line) => !isSettledStatementLine(line)) : lines;
  const proposed = reconciliationId ? proposedLines(lines) : [];
  const acceptProposals = (ids: string[]) =>
    accept.mutate(ids, {
      onSuccess: () =>
        toast({
          type: 'success',
          msg: ids.length === 1 ? 'Entry created and matched' : `${ids.length} entries created and matched`,
        }),
    });
  const toolbar =
    proposed.length > 0 ? (
      <Group justify="space-between" gap="xs" px="md" py="xs" bg="var(--mantine-color-blue-0)" wrap="wrap">
        <Text fz="xs" c="blue.9">
          {proposed.length === 1 ? '1 line matches' : `${proposed.length} lines match`} your{' '}
          <Anchor component={Link} to="/bank/rules" fz="xs">
            bank rules
          </Anchor>
        </Text>
        <Button
          size="compact-sm"
          leftSection={<IconChecks size={14} />}
          onClick={() => acceptProposals(proposed.map((line) => line._id))}
          loading={accept.isPending}
          disabled={busy}
        >
          Accept all {proposed.length} {proposed.length === 1 ? 'proposal' : 'proposals'}
        </Button>
      </Group>
    ) : null;
  return (
    <LinePanel
      title="Statement lines"
      count={`${open} of ${lines.length} to match`}
      toolbar={toolbar}
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
                ) : line.proposal && reconciliationId ? null : (
                  <Text fz="xs" c="dimmed">
                    Not in your books yet?
                  </Text>
                )}
                {line.proposal && reconciliationId ? (
                  <Group gap={6} wrap="nowrap" miw={0}>
                    <Text fz="xs" c="teal.9" miw={0} style={{ overflowWrap: 'anywhere' }}>
                      Proposed: {proposalText(line.proposal)}
                    </Text>
                    <Button
                      size="compact-xs"
                      color="teal"
                      onClick={() => acceptProposals([line._id])}
                      disabled={busy}
                      aria-label={`Accept the proposed entry for ${label}`}
                    >
                      Accept
                    </Button>
                  </Group>
                ) : null}
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
                  {reconciliationId && !line.proposal ? (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => openBankRuleDialog({ initial: valuesFromLine(line, bankAccountId ?? null) })}
                      disabled={busy}
                      aria-label={`Make a rule from ${label}`}
                    >
                      Make a rule
                    </Button>
                  ) : null}
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
