import { describe, expect, it } from 'vitest';
import { journalEntryInput } from './journals.posting.ts';

const context = { companyId: 'company', userId: 'accountant' };
const journal = {
  id: 'journal',
  number: 'JV-000007',
  date: '2026-03-31',
  reference: 'Accrue March rent',
  note: '',
  branchId: null,
};

describe('journalEntryInput', () => {
  it.each([
    ['reference only', journal, 'JV-000007 · Accrue March rent'],
    [
      'reference and note',
      { ...journal, note: 'Landlord invoice 114' },
      'JV-000007 · Accrue March rent · Landlord invoice 114',
    ],
  ])('memo from the %s', (_case, document, memo) => {
    expect(journalEntryInput(document, [], context).memo).toBe(memo);
  });

  it('posts the lines as written, dated and sourced from the journal', () => {
    const lines = [
      { accountId: 'rent', description: 'March', debit: 150_000_00, credit: 0 },
      { accountId: 'accruals', description: '', debit: 0, credit: 150_000_00 },
    ];
    expect(journalEntryInput({ ...journal, branchId: 'ikeja' }, lines, context)).toEqual({
      companyId: 'company',
      date: '2026-03-31',
      memo: 'JV-000007 · Accrue March rent',
      sourceType: 'journal',
      sourceId: 'journal',
      branchId: 'ikeja',
      createdBy: 'accountant',
      lines,
    });
  });
});
