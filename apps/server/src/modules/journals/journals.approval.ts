import { type JournalView, journalViewSchema } from '@owo/core';
import { companyRead } from '../../http/work.ts';
import type { ApprovalHandler } from '../approvals/index.ts';
import { decideJournal } from './journals.service.ts';
import { getJournalView, withEntryNumbers } from './journals.view.ts';

/** A draft journal, approved (posted) or rejected through the shared approval call. */
export const journalApproval: ApprovalHandler = {
  state: 'journal',
  noun: 'Journal',
  permission: 'accounting.approve',
  decide: decideJournal,
  read: (request, id) => companyRead(request, (tx, context) => getJournalView(tx, context, id)),
  decideAndRead: async (tx, context, input) => {
    await decideJournal(tx, context, input);
    return getJournalView(tx, context, input.id);
  },
  numbered: (answer, numberOf) => withEntryNumbers(answer as JournalView, numberOf),
  messages: { approve: 'Journal approved and posted', reject: 'Journal rejected' },
  schema: journalViewSchema,
};
