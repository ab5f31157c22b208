import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type JournalDetail, useCreateJournal, useDecideJournal, useJournal } from '../../../api/journals.ts';
import { JournalForm } from '../../../components/accounting/JournalForm.tsx';
import { journalPath } from '../../../components/accounting/journal-columns.tsx';
import {
  copiedJournalValues,
  type JournalFormValues,
  newJournalValues,
  useJournalForm,
} from '../../../components/accounting/journal-form.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { openSuccessDialog } from '../../../components/dialogs.ts';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { toast } from '../../../components/toast.tsx';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useMay } from '../../../session/permissions.ts';

export function meta() {
  return [{ title: 'New journal | Owo' }];
}

const listPath = '/accounting/journal';

/**
 * Writes a journal; it is saved as a draft and posts when approved. With ?copy=<id> the form starts
 * as a copy of that journal (its lines, dated today); the copy gets its own number when saved.
 */
export default function NewJournal() {
  const [searchParams] = useSearchParams();
  const copyId = searchParams.get('copy') ?? '';
  const source = useJournal(copyId);
  if (copyId && !source.data) {
    return (
      <Stack gap="lg" maw={1200}>
        <BackLink to={listPath} label="Journals" />
        {source.isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading the journal to copy" />
          </Center>
        ) : (
          <Alert color="red" title="The journal to copy could not be loaded">
            It may have been removed, or the link is wrong.
          </Alert>
        )}
      </Stack>
    );
  }
  const copied = source.data?.data;
  return (
    <NewJournalForm
      key={copied?._id ?? 'blank'}
      initial={copied ? copiedJournalValues(copied) : newJournalValues()}
      copiedFrom={copied}
    />
  );
}

type Intent = 'close' | 'new' | 'post';

function NewJournalForm({ initial, copiedFrom }: { initial: JournalFormValues; copiedFrom?: JournalDetail }) {
  const navigate = useNavigate();
  const create = useCreateJournal();
  const decision = useDecideJournal();
  const mayApprove = useMay('accounting.approve');
  const form = useJournalForm(initial);
  const [intent, setIntent] = useState<Intent>('close');

  const save = (next: Intent) =>
    form.handleSubmit(async (values) => {
      setIntent(next);
      let journal: JournalDetail;
      try {
        journal = (await create.mutateAsync(values)).data;
      } catch (error) {
        showServerFieldErrors(error, form.getValues(), form.setError, 'Could not save the journal');
        return;
      }
      // Saved: nothing is left to lose, so leaving no longer asks.
      form.reset(next === 'new' ? newJournalValues() : form.getValues());
      if (next === 'post') return post(journal);
      openSuccessDialog({
        name: 'journal',
        message: `Journal ${journal.number} saved as a draft. It posts to the ledger when approved.`,
        onContinue: next === 'close' ? () => void navigate(listPath) : undefined,
      });
    });

  /** The approval after the save: if it is refused (a locked date...), the draft is kept and says so. */
  const post = async (journal: JournalDetail) => {
    try {
      await decision.mutateAsync({ id: journal._id, action: 'approve' });
      openSuccessDialog({
        name: 'journal',
        message: `Journal ${journal.number} saved and posted to the ledger.`,
        onContinue: () => void navigate(journalPath(journal._id)),
      });
    } catch {
      toast({ type: 'warn', msg: `Journal ${journal.number} was saved as a draft but not posted.` });
      void navigate(journalPath(journal._id));
    }
  };

  const pending = create.isPending || decision.isPending;
  const button = (which: Intent) => ({
    loading: pending && intent === which,
    disabled: pending && intent !== which,
  });
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        back={<BackLink to={listPath} label="Journals" />}
        title="New journal"
        description={
          copiedFrom
            ? `A copy of ${copiedFrom.number}, dated today. It gets its own number when saved.`
            : 'Debits must equal credits.'
        }
      />
      <JournalForm
        form={form}
        onSubmit={save('close')}
        actions={
          <>
            <Button variant="default" onClick={save('new')} {...button('new')}>
              Save and new
            </Button>
            {mayApprove ? (
              <Button variant="default" onClick={save('post')} {...button('post')}>
                Save and post
              </Button>
            ) : null}
            <Button type="submit" {...button('close')}>
              Save draft
            </Button>
          </>
        }
      />
      <LeaveGuard when={form.formState.isDirty && !pending} />
    </Stack>
  );
}
