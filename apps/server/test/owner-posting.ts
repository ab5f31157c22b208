import type { EntrySourceType } from '@owo/db';
import type { FiledPeriodPolicy } from '../src/context.ts';
import { type Approval, approvalToReverse, authorityToPost } from '../src/ledger/approval.ts';
import { type EntryInput, type PostingTransaction, post } from '../src/ledger/post.ts';

/*
 * Entries posted and reversed straight through the ledger, as the company's owner would (every
 * permission): for tests of the ledger itself, which build entries no route would.
 */

/** The owner at the screen ('ask'), or confirming a posting into a filed month ('post'). */
const owner = (userId: string, filedPeriods: FiledPeriodPolicy = 'ask') => ({
  userId,
  permissions: { all: true as const },
  filedPeriods,
});

export function postAsOwner(tx: PostingTransaction, entry: EntryInput, filedPeriods: FiledPeriodPolicy = 'ask') {
  return post(tx, entry, authorityToPost(owner(entry.createdBy, filedPeriods), entry.sourceType, ''));
}

export function ownerApproval(userId: string, sourceType: EntrySourceType = 'journal'): Approval {
  return approvalToReverse(owner(userId), sourceType, '');
}
