import { describe, expect, it } from 'vitest';
import { stableHash, withContentIds } from './external-id.ts';
import { fileStatementSource, type ImportedStatementLine } from './statement-source.ts';

describe('stableHash', () => {
  it.each([
    // FNV-1a 64 test vectors (Fowler/Noll/Vo reference).
    ['', 'cbf29ce484222325'],
    ['a', 'af63dc4c8601ec8c'],
    ['foobar', '85944171f73967e8'],
  ])('%j -> %s', (text, hash) => {
    expect(stableHash(text)).toBe(hash);
  });

  it('hashes the UTF-8 bytes, so ₦ hashes the same in Node and the browser', () => {
    expect(stableHash('₦')).not.toBe(stableHash('N'));
    expect(stableHash('₦50')).toBe(stableHash('\u20a650'));
  });
});

describe('withContentIds', () => {
  const stampDuty = { date: '2026-01-05', description: 'STAMP DUTY', reference: '', amountKobo: -5000 };

  it('numbers identical lines so each keeps its own id', () => {
    const [first, second] = withContentIds([stampDuty, stampDuty], 'csv');
    expect(first?.externalId).not.toBe(second?.externalId);
    expect(withContentIds([stampDuty], 'csv')[0]?.externalId).toBe(first?.externalId);
  });

  it('ignores spacing and case, but not the amount, date or reference', () => {
    const id = (line: typeof stampDuty) => withContentIds([line], 'csv')[0]?.externalId;
    expect(id({ ...stampDuty, description: ' stamp   duty ' })).toBe(id(stampDuty));
    expect(id({ ...stampDuty, amountKobo: -5001 })).not.toBe(id(stampDuty));
    expect(id({ ...stampDuty, date: '2026-01-06' })).not.toBe(id(stampDuty));
    expect(id({ ...stampDuty, reference: 'X1' })).not.toBe(id(stampDuty));
  });
});

describe('fileStatementSource', () => {
  it('serves a parsed file through the same interface a bank feed will use, oldest first', async () => {
    const lines: ImportedStatementLine[] = [
      { date: '2026-01-31', description: 'SMS ALERT CHARGES', reference: '', amountKobo: -400, externalId: 'b' },
      { date: '2026-01-02', description: 'NIP TRF FROM ADEBAYO', reference: '', amountKobo: 10_000, externalId: 'a' },
      { date: '2026-01-15', description: 'STAMP DUTY', reference: '', amountKobo: -5000, externalId: 'c' },
    ];
    const source = fileStatementSource('January.csv', lines);
    expect(source.name).toBe('January.csv');
    expect((await source.fetchLines('2026-01-01')).map((line) => line.externalId)).toEqual(['a', 'c', 'b']);
    expect((await source.fetchLines('2026-01-15')).map((line) => line.externalId)).toEqual(['c', 'b']);
  });
});
