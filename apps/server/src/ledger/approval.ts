import type { Permission } from '@owo/core';
import type { EntrySourceType } from '@owo/db';
import { type FiledPeriodPolicy, may, type RequestContext } from '../context.ts';
import { Forbidden } from '../errors.ts';

/*
 * Who may put an entry into the books and take one out again (issue 26), declared once for every
 * kind of source and enforced in the ledger itself: post() takes a PostingAuthority and reverse()
 * an Approval, and only the two functions below make them, from the member's permissions and this
 * table. So a module written later (bills, expenses, payroll) cannot post or reverse without
 * naming who may, and cannot compile a new source type without its rule here.
 *
 * The rule: anything that posts, changes or reverses a posted entry needs the approve permission
 * of its area, or waits for approval as an invoice and a journal do. The exceptions are declared
 * as `firstPosting`: money that has already moved when it is recorded (a sale paid at the till, a
 * payment received, a statement line, stock counted or received), which the member who records it
 * posts with the permission of the route that records it. Changing or reversing any of them
 * afterwards needs `approve`.
 */

interface PostingRule {
  /** Needed to post an entry of this source (unless firstPosting lets in) and to reverse one. */
  approve: Permission;
  /** Any one of these lets a member post a new entry of this source without `approve`. */
  firstPosting?: readonly Permission[];
}

/** Areas without an approve permission of their own (bank, stock, tax) reverse with accounting's. */
export const postingRules: Record<EntrySourceType, PostingRule> = {
  journal: { approve: 'accounting.approve' },
  // The company's opening balances need approve; a bank account opened with what it holds is its
  // own opening balance, entered by whoever may add bank accounts.
  'opening-balance': { approve: 'accounting.approve', firstPosting: ['bank.create'] },
  // A statement line categorised or accepted in a reconciliation: the money has moved.
  reconciliation: { approve: 'accounting.approve', firstPosting: ['bank.edit', 'accounting.create'] },
  invoice: { approve: 'sales.approve' },
  'sales-receipt': { approve: 'sales.approve', firstPosting: ['sales.create'] },
  'customer-payment': { approve: 'sales.approve', firstPosting: ['sales.create'] },
  prepayment: { approve: 'sales.approve', firstPosting: ['sales.create'] },
  'credit-application': { approve: 'sales.approve', firstPosting: ['sales.create'] },
  // A credit note writes revenue off and can refund from a bank account.
  'credit-note': { approve: 'sales.approve' },
  bill: { approve: 'expenses.approve' },
  expense: { approve: 'expenses.approve', firstPosting: ['expenses.create'] },
  'vendor-payment': { approve: 'expenses.approve' },
  // Goods received on a purchase order are recorded by whoever may make expenses.
  'stock-receipt': { approve: 'accounting.approve', firstPosting: ['sales.create', 'expenses.create'] },
  'stock-adjustment': { approve: 'accounting.approve', firstPosting: ['sales.create'] },
  'stock-transfer': { approve: 'accounting.approve', firstPosting: ['sales.create'] },
  payroll: { approve: 'payroll.approve' },
  // A tax payment is money that has left the bank (tax.pay); filing a VAT return posts its input
  // VAT offset (tax.file). Changing or deleting either reverses an entry: accounting.approve.
  'tax-payment': { approve: 'accounting.approve', firstPosting: ['tax.pay'] },
  'tax-return': { approve: 'accounting.approve', firstPosting: ['tax.file'] },
  'fx-revaluation': { approve: 'accounting.approve' },
};

declare const authorityScope: unique symbol;

/** Proof that the member may post a new entry of this source: post() accepts nothing else. */
export interface PostingAuthority {
  readonly userId: string;
  readonly sourceType: EntrySourceType;
  /** Whether the member is asked before posting into a month whose tax return is filed. */
  readonly filedPeriods: FiledPeriodPolicy;
  readonly [authorityScope]: true;
}

/**
 * Proof that the member holds the approve permission that guards entries of this source: reverse()
 * accepts nothing else, and checks that it is the approval of the entry's own source.
 */
export interface Approval {
  readonly userId: string;
  readonly permission: Permission;
  readonly filedPeriods: FiledPeriodPolicy;
  readonly [authorityScope]: true;
}

type Member = Pick<RequestContext, 'userId' | 'permissions' | 'filedPeriods'>;

/** The authority to post an entry of `sourceType`, or 403 with the module's `refusal`. */
export function authorityToPost(context: Member, sourceType: EntrySourceType, refusal: string): PostingAuthority {
  const { approve, firstPosting = [] } = postingRules[sourceType];
  if (![approve, ...firstPosting].some((permission) => may(context, permission))) throw new Forbidden(refusal);
  return { userId: context.userId, sourceType, filedPeriods: context.filedPeriods } as PostingAuthority;
}

/** The approval to change or reverse a posted entry of `sourceType`, or 403 with the module's `refusal`. */
export function approvalToReverse(context: Member, sourceType: EntrySourceType, refusal: string): Approval {
  const { approve } = postingRules[sourceType];
  if (!may(context, approve)) throw new Forbidden(refusal);
  return { userId: context.userId, permission: approve, filedPeriods: context.filedPeriods } as Approval;
}
