import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateJournal } from '../../../api/journals.ts';
import { JournalForm } from '../../../components/accounting/JournalForm.tsx';
import { newJournalValues, useJournalForm } from '../../../components/accounting/journal-form.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { openSuccessDialog } from '../../../components/dialogs.ts';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';

export function meta() {
  return [{ title: 'New journal | Owo' }];
}

type Intent = 'close' | 'new';

/** Writes a journal; it is saved as a draft and posts when approved. */
export default function NewJournal() {
  const navigate = useNavigate();
  const create = useCreateJournal();
  const form = useJournalForm(newJournalValues());
  const [intent, setIntent] = useState<Intent>('close');

  const save = (next: Intent) =>
    form.handleSubmit((values) => {
      setIntent(next);
      create.mutate(values, {
        onSuccess: (response) => {
          const journal = response.data;
          // Saved: nothing is left to lose, so leaving no longer asks.
          form.reset(next === 'new' ? newJournalValues() : form.getValues());
          openSuccessDialog({
            name: 'journal',
            message: `Journal ${journal.number} saved as a draft. It posts to the ledger when approved.`,
            onContinue: next === 'close' ? () => void navigate('/accounting/journal') : undefined,
          });
        },
        onError: (error) => showServerFieldErrors(error, form.getValues(), form.setError),
      });
    });

  const pending = create.isPending;
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        back={<BackLink to="/accounting/journal" label="Journals" />}
        title="New journal"
        description="Debits must equal credits."
      />
      <JournalForm
        form={form}
        onSubmit={save('close')}
        actions={
          <>
            <Button
              variant="default"
              onClick={save('new')}
              loading={pending && intent === 'new'}
              disabled={pending && intent !== 'new'}
            >
              Save and new
            </Button>
            <Button type="submit" loading={pending && intent === 'close'} disabled={pending && intent !== 'close'}>
              Save draft
            </Button>
          </>
        }
      />
      <LeaveGuard when={form.formState.isDirty && !pending} />
    </Stack>
  );
}
