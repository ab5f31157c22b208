import { describe, expect, it } from 'vitest';
import { buildIrn, IrnNotPossible, parseIrn } from './irn.ts';

describe('buildIrn', () => {
  it('makes the reference example', () => {
    expect(buildIrn('INV001', '94ND90NR', '2024-06-11')).toBe('INV001-94ND90NR-20240611');
  });

  it('keeps only the letters and digits of the invoice number, upper-cased', () => {
    expect(buildIrn('inv-0001/b', 'ab12cd34', '2026-07-15')).toBe('INV0001B-AB12CD34-20260715');
  });

  it('refuses a number with no letters or digits, a wrong service ID or date', () => {
    expect(() => buildIrn('--', 'AB12CD34', '2026-07-15')).toThrow(IrnNotPossible);
    expect(() => buildIrn('INV1', 'AB12CD3', '2026-07-15')).toThrow('8 letters or digits');
    expect(() => buildIrn('INV1', 'AB12CD3!', '2026-07-15')).toThrow(IrnNotPossible);
    expect(() => buildIrn('INV1', 'AB12CD34', '15/07/2026')).toThrow('not YYYY-MM-DD');
  });

  it('reads an IRN back into its parts', () => {
    expect(parseIrn('INV0001-AB12CD34-20260715')).toEqual({
      number: 'INV0001',
      serviceId: 'AB12CD34',
      date: '2026-07-15',
    });
    expect(parseIrn('INV-0001-AB12CD34-20260715')).toBeNull();
  });
});
