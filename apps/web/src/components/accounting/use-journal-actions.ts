import { type JournalDecision, type JournalSummary, useDecideJournal, useDeleteJournal } from '../../api/journals.ts';
import { openConfirmDialog } from '../dialogs.ts';
import { toast } from '../toast.tsx';

/**
 * Approving or rejecting a draft journal, from the list or the journal itself: approval goes at
 * once (the toast says it posted), rejection asks first. decidingId is the journal on its way.
 */
export function useJournalDecision() {
  const decision = useDecideJournal();
  const decide = (journal: Pick<JournalSummary, '_id' | 'number'>, action: JournalDecision) => {
    const run = async () => {
      const response = await decision.mutateAsync({ id: journal._id, action });
      toast({ type: 'success', msg: response.message });
    };
    if (action === 'approve') void run().catch(() => undefined);
    else
      openConfirmDialog({
        title: 'Reject journal',
        message: `Are you sure you want to reject ${journal.number}? It can be edited and sent again.`,
        onConfirm: run,
      });
  };
  const decidingId = decision.isPending ? (decision.variables?.id ?? null) : null;
  return { decide, decidingId };
}

/**
 * Deleting a journal after the spec's confirmation; a posted one is reversed, and the question
 * says so. The server's message is shown; onDeleted runs after (the edit page goes to the list).
 */
export function useJournalRemoval(onDeleted?: () => void) {
  const remove = useDeleteJournal();
  return (journal: Pick<JournalSummary, '_id' | 'number' | 'status'>) =>
    openConfirmDialog({
      title: 'Delete journal',
      message:
        journal.status === 'posted'
          ? `Are you sure you want to delete ${journal.number}? Its entry will be reversed.`
          : `Are you sure you want to delete ${journal.number}?`,
      danger: true,
      // Awaited rather than an onSuccess option: the edit page's buttons are gone once the journal
      // reads as deleted, and a gone observer's callbacks are skipped.
      onConfirm: async () => {
        const response = await remove.mutateAsync(journal._id);
        toast({ type: 'success', msg: response.message });
        onDeleted?.();
      },
    });
}
