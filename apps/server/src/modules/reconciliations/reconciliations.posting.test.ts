import { entryProblems } from '@owo/core';
import { describe, expect, it } from 'vitest';
import { statementLineEntryInput } from './reconciliations.posting.ts';

const accounts = { bankAccountId: 'bank', otherAccountId: 'other' };
const context = { companyId: 'company', userId: 'user' };
const line = (amount: number, description = 'SMS ALERT CHARGES', reference = '') => ({
  id: 'line',
  date: '2026-03-31',
  amount,
  description,
  reference,
});

describe('statementLineEntryInput', () => {
  it.each([
    ['money out (bank charges)', -2_688, { debit: 0, credit: 2_688 }, { debit: 2_688, credit: 0 }],
    ['money in (interest)', 15_000, { debit: 15_000, credit: 0 }, { debit: 0, credit: 15_000 }],
  ])('posts %s with the bank account first', (_case, amount, bankSide, otherSide) => {
    const entry = statementLineEntryInput(line(amount), accounts, undefined, context);
    expect(entry).toMatchObject({ date: '2026-03-31', sourceType: 'reconciliation', sourceId: 'line' });
    expect(entry.lines).toEqual([
      { accountId: 'bank', ...bankSide, description: 'SMS ALERT CHARGES' },
      { accountId: 'other', ...otherSide, description: 'SMS ALERT CHARGES' },
    ]);
    expect(entryProblems(entry.lines)).toEqual([]);
  });

  it.each([
    ['the description given', line(-50), 'Stamp duty, March', 'Stamp duty, March'],
    ['the narration and reference', line(-50, 'STAMP DUTY', 'SD0031'), undefined, 'STAMP DUTY · SD0031'],
    ['a plain label when the line has neither', line(-50, ''), undefined, 'Bank statement line'],
  ])('takes its memo from %s', (_case, statementLine, description, memo) => {
    expect(statementLineEntryInput(statementLine, accounts, description, context).memo).toBe(memo);
  });
});
