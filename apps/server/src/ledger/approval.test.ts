import { type Permission, permissionValues } from '@owo/core';
import { entrySourceTypes } from '@owo/db';
import { describe, expect, it } from 'vitest';
import { approvalToReverse, authorityToPost, postingRules } from './approval.ts';

/*
 * The posting rule of every kind of entry (issue 26), swept over the closed list of sources, so a
 * source added for bills, expenses or payroll is held to it from its first entry: without the
 * permissions its rule names, a member can neither post it nor reverse it, whatever else they hold.
 */

const member = (granted: Permission[]) => ({
  userId: 'member',
  permissions: { all: false as const, granted },
  filedPeriods: 'ask' as const,
});
const allBut = (...missing: Permission[]) => member(permissionValues.filter((held) => !missing.includes(held)));

describe('the posting rules', () => {
  it.each(entrySourceTypes)('%s: posted only with its approve or first-posting permission', (sourceType) => {
    const { approve, firstPosting = [] } = postingRules[sourceType];
    expect(approve.endsWith('.approve')).toBe(true);
    expect(() => authorityToPost(allBut(approve, ...firstPosting), sourceType, 'Refused in words')).toThrow(
      'Refused in words',
    );
    for (const permission of [approve, ...firstPosting]) {
      expect(authorityToPost(member([permission]), sourceType, '')).toMatchObject({ userId: 'member', sourceType });
    }
  });

  it.each(entrySourceTypes)('%s: reversed only with its approve permission', (sourceType) => {
    const { approve } = postingRules[sourceType];
    expect(() => approvalToReverse(allBut(approve), sourceType, 'Ask an approver')).toThrow('Ask an approver');
    expect(approvalToReverse(member([approve]), sourceType, '')).toMatchObject({ permission: approve });
  });

  it('lets a first posting without approve only where money has already moved when it is recorded', () => {
    const firstPostings = entrySourceTypes.filter((sourceType) => postingRules[sourceType].firstPosting);
    expect(firstPostings).toEqual([
      'opening-balance',
      'reconciliation',
      'sales-receipt',
      'customer-payment',
      'prepayment',
      'expense',
      'stock-receipt',
      'stock-adjustment',
      'stock-transfer',
      'tax-payment',
      'tax-return',
      'credit-application',
    ]);
    for (const waits of ['journal', 'invoice', 'credit-note', 'bill', 'vendor-payment', 'payroll'] as const) {
      expect(postingRules[waits].firstPosting).toBeUndefined();
    }
  });
});
