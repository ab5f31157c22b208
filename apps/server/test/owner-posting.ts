import type { EntrySourceType } from '@owo/db';
import { type Approval, approvalToReverse, authorityToPost } from '../src/ledger/approval.ts';
import { type EntryInput, type PostingTransaction, post } from '../src/ledger/post.ts';

/*
 * Entries posted and reversed straight through the ledger, as the company's owner would (every
 * permission): for tests of the ledger itself, which build entries no route would.
 */

const owner = (userId: string) => ({ userId, permissions: { all: true as const } });

export function postAsOwner(tx: PostingTransaction, entry: EntryInput) {
  return post(tx, entry, authorityToPost(owner(entry.createdBy), entry.sourceType, ''));
}

export function ownerApproval(userId: string, sourceType: EntrySourceType = 'journal'): Approval {
  return approvalToReverse(owner(userId), sourceType, '');
}
