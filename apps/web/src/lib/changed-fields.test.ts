import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields.ts';

describe('fields an edit sends', () => {
  const values = { reference: 'R-2', note: 'Rent', date: '2026-11-20', lines: [{ debit: 5 }, { debit: 6 }] };

  it('keeps only the changed fields', () => {
    expect(changedFields(values, { note: true })).toEqual({ note: 'Rent' });
    expect(changedFields(values, {})).toEqual({});
  });

  it('sends a whole list when any item in it changed', () => {
    expect(changedFields(values, { lines: [undefined, { debit: true }] })).toEqual({ lines: values.lines });
    expect(changedFields(values, { lines: [{ debit: false }] })).toEqual({});
  });
});
