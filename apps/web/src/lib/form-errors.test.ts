import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { formHasField, toastMessageFor } from './form-errors.ts';

const journalForm = {
  date: '2026-11-22',
  reference: 'ADJ-1',
  lines: [
    { account: 'cash', debit: 100, credit: 0 },
    { account: 'rent', debit: 0, credit: 100 },
  ],
};

describe('formHasField', () => {
  it.each(['date', 'lines', 'lines.1.account', 'lines.0.debit'])('finds %s in the journal form', (path) => {
    expect(formHasField(journalForm, path)).toBe(true);
  });

  it.each(['branch', 'lines.2.account', 'lines.1.tax', 'where.branch', 'date.year'])('does not find %s', (path) => {
    expect(formHasField(journalForm, path)).toBe(false);
  });
});

describe('toastMessageFor', () => {
  it('says nothing in a toast when every message has its field', () => {
    const error = new ApiError(400, 'Account is not valid.', { 'lines.1.account': 'Account is not valid.' });
    expect(toastMessageFor(error, journalForm)).toBeUndefined();
  });

  it('toasts the messages no field of the form can show', () => {
    const error = new ApiError(400, 'Date is not valid.', {
      date: 'Date is not valid.',
      branch: 'Branch is not valid.',
    });
    expect(toastMessageFor(error, journalForm)).toBe('Branch is not valid.');
  });

  it('toasts the server message when the answer names no field', () => {
    const error = new ApiError(409, 'A journal with this reference already exists');
    expect(toastMessageFor(error, journalForm)).toBe('A journal with this reference already exists');
  });
});
