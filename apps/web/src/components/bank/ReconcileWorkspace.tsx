import { Button, Progress, SimpleGrid, Stack, Switch } from '@mantine/core';
import { toKobo } from '@owo/core';
import { IconPencil, IconSparkles } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { BankAccount } from '../../api/bank.ts';
import {
  isDetail,
  type ReconciliationDetail,
  useAutoMatch,
  useClearLedgerLines,
  useExcludeStatementLine,
  useFinishReconciliation,
  useMatchLines,
  useUnmatchLine,
} from '../../api/reconciliations.ts';
import { formatDay } from '../../lib/format.ts';
import { openSuccessDialog } from '../dialogs.ts';
import { LeaveGuard } from '../LeaveGuard.tsx';
import { PageHeader } from '../PageHeader.tsx';
import { toast } from '../toast.tsx';
import { openCreateEntryDialog } from './bank-dialogs.tsx';
import { LedgerLinesPanel } from './LedgerLinesPanel.tsx';
import { MatchBar } from './MatchBar.tsx';
import { backToReconcile } from './ReconcilePageState.tsx';
import { ReconcileSummary } from './ReconcileSummary.tsx';
import {
  emptySelection,
  isMatchedStatementLine,
  pruneSelection,
  type Selection,
  selectionSums,
  toggle,
} from './reconcile-selection.ts';
import { StatementLinesPanel } from './StatementLinesPanel.tsx';

/** The open reconciliation of one account: match, create entries, clear, then finish at ₦0.00. */
export function ReconcileWorkspace({ account, detail }: { account: BankAccount; detail: ReconciliationDetail }) {
  const navigate = useNavigate();
  const id = detail._id;
  const autoMatch = useAutoMatch(id);
  const match = useMatchLines(id);
  const unmatch = useUnmatchLine(id);
  const clear = useClearLedgerLines(id);
  const exclude = useExcludeStatementLine(id);
  const finish = useFinishReconciliation(id);
  const [picked, setSelection] = useState<Selection>(emptySelection);
  const [hideMatched, setHideMatched] = useState(false);
  const [finished, setFinished] = useState(false);

  const { statementLines, ledgerLines } = detail;
  // Lines matched or cleared meanwhile (by auto-match, in another tab) drop out of the selection.
  const selection = pruneSelection(picked, statementLines, ledgerLines);
  const sums = selectionSums(selection, statementLines, ledgerLines);
  const ledgerById = useMemo(() => new Map(ledgerLines.map((line) => [line._id, line])), [ledgerLines]);
  const busy = [autoMatch, match, unmatch, clear, exclude, finish].some((mutation) => mutation.isPending);
  const balanced = toKobo(detail.difference) === 0;
  const reset = () => setSelection(emptySelection);

  const runAutoMatch = () => {
    const before = statementLines.filter(isMatchedStatementLine).length;
    autoMatch.mutate(undefined, {
      onSuccess: (response) => {
        const after = isDetail(response.data)
          ? response.data.statementLines.filter(isMatchedStatementLine).length
          : before;
        const found = after - before;
        toast({
          type: found > 0 ? 'success' : 'info',
          msg: found > 0 ? `${found} ${found === 1 ? 'line' : 'lines'} matched` : 'No new matches found',
        });
      },
    });
  };

  const finishNow = () =>
    finish.mutate(undefined, {
      onSuccess: () => {
        reset();
        setFinished(true);
        openSuccessDialog({
          name: 'reconcile',
          message: `${account.account_name} is reconciled to ${formatDay(detail.statementDate)}`,
          onContinue: () => void navigate('/accounting/reconcile'),
        });
      },
    });

  return (
    <Stack gap="lg" maw={1400}>
      <PageHeader
        back={backToReconcile}
        title={`Reconcile ${account.account_name}`}
        description="Match each statement line to your books. Create entries for what is not in them yet."
        actions={
          <>
            <Button
              component={Link}
              to={`/accounting/reconcile/${account._id}/edit-reconciliation`}
              variant="default"
              leftSection={<IconPencil size={16} />}
            >
              Edit
            </Button>
            <Button
              variant="light"
              leftSection={<IconSparkles size={16} />}
              onClick={runAutoMatch}
              loading={autoMatch.isPending}
              disabled={busy || finished}
            >
              Auto-match
            </Button>
            <Button onClick={finishNow} loading={finish.isPending} disabled={!balanced || busy || finished}>
              Finish
            </Button>
          </>
        }
      />
      <ReconcileSummary detail={detail} />
      {busy ? <Progress value={100} animated size="xs" aria-label="Saving" /> : null}
      <Switch
        label="Hide matched, cleared and excluded lines"
        checked={hideMatched}
        onChange={(event) => setHideMatched(event.currentTarget.checked)}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <StatementLinesPanel
          lines={statementLines}
          ledgerById={ledgerById}
          selected={selection.statement}
          onToggle={(lineId) => setSelection({ ...selection, statement: toggle(selection.statement, lineId) })}
          onUnmatch={(line) => unmatch.mutate(line._id)}
          onAccept={(line) =>
            line.suggestion && match.mutate({ statementLines: [line._id], ledgerLines: line.suggestion.ledgerLines })
          }
          onCreateEntry={(line) => openCreateEntryDialog({ reconciliationId: id, bankAccountId: account._id, line })}
          onExclude={(line, excluded) => exclude.mutate({ statementLineId: line._id, excluded })}
          hideMatched={hideMatched}
          busy={busy || finished}
          reconciliationId={id}
          bankAccountId={account._id}
        />
        <LedgerLinesPanel
          lines={ledgerLines}
          selected={selection.ledger}
          onToggle={(lineId) => setSelection({ ...selection, ledger: toggle(selection.ledger, lineId) })}
          onUnclear={(line) => clear.mutate({ ids: [line._id], cleared: false })}
          hideMatched={hideMatched}
          busy={busy || finished}
        />
      </SimpleGrid>
      <MatchBar
        selection={selection}
        sums={sums}
        onMatch={() =>
          match.mutate({ statementLines: selection.statement, ledgerLines: selection.ledger }, { onSuccess: reset })
        }
        onClear={() => clear.mutate({ ids: selection.ledger, cleared: true }, { onSuccess: reset })}
        onReset={reset}
        matching={match.isPending}
        clearing={clear.isPending}
        busy={busy || finished}
      />
      <LeaveGuard when={!finished && selection.statement.length + selection.ledger.length > 0} />
    </Stack>
  );
}
