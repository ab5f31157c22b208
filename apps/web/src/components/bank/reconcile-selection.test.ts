import { describe, expect, it } from 'vitest';
import type { LedgerLine, ReconciliationStatementLine } from '../../api/reconciliations.ts';
import { matchReason, personName, pruneSelection, selectionSums } from './reconcile-selection.ts';

const statementLine = (id: string, amount: number, matched: string[] = []): ReconciliationStatementLine => ({
  _id: id,
  date: '2026-01-05',
  description: id,
  reference: '',
  amount,
  balance: null,
  status: matched.length > 0 ? 'matched' : 'unmatched',
  reconciliation: null,
  matchedLedgerLines: matched,
  suggestion: null,
  proposal: null,
});
const ledgerLine = (id: string, amount: number, cleared = false): LedgerLine => ({
  _id: id,
  date: '2026-01-05',
  entry: { _id: 'e', number: 1, identifier: 'JE-000001', fromStatement: true },
  memo: '',
  description: '',
  amount,
  cleared,
  matchedStatementLines: [],
});

const statement = [statementLine('s1', 0.1), statementLine('s2', 0.2), statementLine('s3', -52.5, ['l9'])];
const ledger = [ledgerLine('l1', 0.3), ledgerLine('l2', -52.5), ledgerLine('l3', 10, true)];

describe('selectionSums', () => {
  it('adds in kobo, so 0.10 + 0.20 matches 0.30', () => {
    const sums = selectionSums({ statement: ['s1', 's2'], ledger: ['l1'] }, statement, ledger);
    expect(sums).toEqual({ statement: 30, ledger: 30, canMatch: true, canClear: false });
  });

  it('needs both sides and equal sums to match', () => {
    expect(selectionSums({ statement: ['s1'], ledger: ['l1'] }, statement, ledger).canMatch).toBe(false);
    expect(selectionSums({ statement: [], ledger: ['l1'] }, statement, ledger)).toMatchObject({
      canMatch: false,
      canClear: true,
    });
  });
});

it('forgets picks of lines that were matched, excluded or cleared meanwhile', () => {
  const selection = { statement: ['s1', 's2', 's3', 'gone'], ledger: ['l2', 'l3'] };
  const withExcluded = statement.map((line) => (line._id === 's2' ? { ...line, status: 'excluded' as const } : line));
  expect(pruneSelection(selection, withExcluded, ledger)).toEqual({ statement: ['s1'], ledger: ['l2'] });
  const clean = { statement: ['s1'], ledger: ['l1'] };
  expect(pruneSelection(clean, statement, ledger)).toBe(clean);
});

it('names whoever completed a reconciliation when the API says', () => {
  expect(personName({ _id: 'u', name: 'Adunni Bakare' })).toBe('Adunni Bakare');
  expect(personName(null)).toBe('');
});

it("explains a match in the matcher's words, or as made by hand", () => {
  const deposit = { ...statementLine('s9', 120000), description: 'CASH DEPOSIT BY ADUNNI', reference: 'DEP0002' };
  const sameDay = { ...ledgerLine('l9', 120000), description: 'Cash deposit' };
  expect(matchReason(deposit, [sameDay])).toMatch(/^Same amount, same day/);
  expect(matchReason(deposit, [{ ...sameDay, date: '2025-12-01' }])).toBe('Matched by hand');
  expect(matchReason(deposit, [sameDay, ledgerLine('l8', 0)])).toBe('Matched by hand to 2 lines');
});
