import { Alert, Button, Stack } from '@mantine/core';
import { IconCheck, IconInfoCircle, IconTrash, IconX } from '@tabler/icons-react';
import { redirect, useNavigate, useSearchParams } from 'react-router';
import { type JournalDetail, useDecideJournal, useJournal, useUpdateJournal } from '../../../api/journals.ts';
import { JournalApprovals } from '../../../components/accounting/JournalApprovals.tsx';
import { JournalForm } from '../../../components/accounting/JournalForm.tsx';
import { JournalNotLoaded } from '../../../components/accounting/JournalNotLoaded.tsx';
import { JournalStatusBadge } from '../../../components/accounting/JournalStatusBadge.tsx';
import { journalPath } from '../../../components/accounting/journal-columns.tsx';
import { journalChanges, journalValues, useJournalForm } from '../../../components/accounting/journal-form.ts';
import { useJournalDecision, useJournalRemoval } from '../../../components/accounting/use-journal-actions.ts';
import { AttachmentsPanel } from '../../../components/attachments/AttachmentsPanel.tsx';
import { BackLink } from '../../../components/BackLink.tsx';
import { openSuccessDialog } from '../../../components/dialogs.ts';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { toast } from '../../../components/toast.tsx';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useMay } from '../../../session/permissions.ts';
import type { Route } from './+types/edit-journal';

export function meta() {
  return [{ title: 'Edit journal | Owo' }];
}

const listPath = '/accounting/journal';

/** Spec section 4: an edit screen opened without a selected id goes back to its list. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (!new URL(request.url).searchParams.get('id')) {
    toast({ type: 'info', msg: 'Please select a journal', duration: 6000 });
    throw redirect(listPath);
  }
  return null;
}

export default function EditJournal() {
  const [searchParams] = useSearchParams();
  const journal = useJournal(searchParams.get('id') ?? '');
  if (!journal.data) return <JournalNotLoaded pending={journal.isPending} />;
  // Keyed by id only: a refetch after saving must not remount the form (and drop the save's own
  // callbacks); the saved journal becomes the baseline the next edit is compared with.
  return <EditJournalForm key={journal.data.data._id} journal={journal.data.data} />;
}

const statusNotes: Record<JournalDetail['status'], string | null> = {
  draft: null,
  posted:
    'This journal is posted. Saving changes reverses its entry and posts the changed journal as a new entry; the ledger keeps both. ' +
    'When its date is in a locked period, the reversal is dated on the first open day. Changing or deleting it needs the permission to approve journals.',
  rejected: 'This journal was rejected. Saving changes makes it a draft again, ready for approval.',
  deleted: 'This journal was deleted and can no longer be changed.',
};

function EditJournalForm({ journal }: { journal: JournalDetail }) {
  const navigate = useNavigate();
  const update = useUpdateJournal();
  const saved = journalValues(journal);
  const form = useJournalForm(saved);
  const readOnly = journal.status === 'deleted';
  const note = statusNotes[journal.status];
  // Read while rendering: react-hook-form only tracks the form state a render asks for.
  const { dirtyFields, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const body = journalChanges(saved, values, dirtyFields);
    if (Object.keys(body).length === 0) {
      toast({ type: 'info', msg: 'Nothing has changed' });
      return;
    }
    update.mutate(
      { id: journal._id, body },
      {
        onSuccess: (response) => {
          form.reset(form.getValues());
          openSuccessDialog({
            name: 'journal',
            message: `Journal ${response.data.number} updated`,
            onContinue: () => void navigate(listPath),
          });
        },
        onError: (error) => showServerFieldErrors(error, form.getValues(), form.setError, 'Could not save the journal'),
      },
    );
  });

  // An approver can save a draft's changes and post it in one go; a refused posting keeps the saved draft.
  const decision = useDecideJournal();
  const mayApprove = useMay('accounting.approve');
  const saveAndPost = form.handleSubmit(async (values) => {
    const body = journalChanges(saved, values, dirtyFields);
    try {
      if (Object.keys(body).length > 0) await update.mutateAsync({ id: journal._id, body });
    } catch (error) {
      showServerFieldErrors(error, form.getValues(), form.setError, 'Could not save the journal');
      return;
    }
    form.reset(form.getValues());
    try {
      await decision.mutateAsync({ id: journal._id, action: 'approve' });
    } catch {
      return;
    }
    openSuccessDialog({
      name: 'journal',
      message: `Journal ${journal.number} saved and posted to the ledger.`,
      onContinue: () => void navigate(journalPath(journal._id)),
    });
  });
  const pending = update.isPending || decision.isPending;

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        back={<BackLink to={listPath} label="Journals" />}
        title={`Edit journal ${journal.number}`}
        description={<JournalStatusBadge status={journal.status} />}
        actions={readOnly ? null : <JournalDecisionButtons journal={journal} unsaved={isDirty} />}
      />
      {note ? (
        <Alert
          variant="light"
          color={journal.status === 'posted' ? 'blue' : 'orange'}
          icon={<IconInfoCircle size={18} />}
        >
          {note}
        </Alert>
      ) : null}
      <JournalForm
        form={form}
        onSubmit={onSubmit}
        disabled={readOnly}
        actions={
          readOnly ? null : (
            <>
              {mayApprove && journal.status === 'draft' ? (
                <Button variant="default" onClick={saveAndPost} loading={decision.isPending} disabled={pending}>
                  Save and post
                </Button>
              ) : null}
              <Button type="submit" loading={update.isPending} disabled={decision.isPending}>
                {journal.status === 'posted' ? 'Save and repost' : 'Save changes'}
              </Button>
            </>
          )
        }
      />
      <JournalApprovals approvals={journal.approvals} />
      <AttachmentsPanel ownerKind="journal" ownerId={journal._id} readOnly={readOnly} />
      <LeaveGuard when={isDirty && !pending} />
    </Stack>
  );
}

/**
 * What can be done with the journal as saved: approve or reject a draft, delete any (spec section
 * 2: deleting from an edit page goes to the list). Unsaved changes must be saved or undone first,
 * so what is approved is what the approver sees.
 */
function JournalDecisionButtons({ journal, unsaved }: { journal: JournalDetail; unsaved: boolean }) {
  const navigate = useNavigate();
  const mayApprove = useMay('accounting.approve');
  const { decide, decidingId } = useJournalDecision();
  const remove = useJournalRemoval(() => void navigate(listPath));
  const deciding = decidingId === journal._id;
  const waitForSave = unsaved ? 'Save or undo your changes first' : undefined;
  return (
    <>
      {mayApprove && journal.status === 'draft' ? (
        <>
          <Button
            leftSection={<IconCheck size={16} />}
            loading={deciding}
            disabled={unsaved}
            title={waitForSave}
            onClick={() => decide(journal, 'approve')}
          >
            Approve
          </Button>
          <Button
            variant="default"
            leftSection={<IconX size={16} />}
            disabled={unsaved || deciding}
            title={waitForSave}
            onClick={() => decide(journal, 'reject')}
          >
            Reject
          </Button>
        </>
      ) : null}
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={16} />}
        disabled={unsaved || deciding}
        title={waitForSave}
        onClick={() => remove(journal)}
      >
        Delete
      </Button>
    </>
  );
}
