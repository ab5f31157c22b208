import { describe, expect, it } from 'vitest';
import { fieldChanges, valueText } from './audit-diff.ts';

describe('fieldChanges', () => {
  it('lists changed fields first, then the unchanged ones', () => {
    expect(
      fieldChanges({ name: 'A', tin: null, city: 'Lagos' }, { name: 'A', tin: '1234567890', city: 'Lagos' }),
    ).toEqual([
      { field: 'tin', before: null, after: '1234567890', changed: true },
      { field: 'name', before: 'A', after: 'A', changed: false },
      { field: 'city', before: 'Lagos', after: 'Lagos', changed: false },
    ]);
  });

  it('treats a created record as every field changed from nothing', () => {
    expect(fieldChanges(null, { name: 'A' })).toEqual([
      { field: 'name', before: undefined, after: 'A', changed: true },
    ]);
  });

  it('compares nested values by content', () => {
    expect(fieldChanges({ lines: [{ a: 1 }] }, { lines: [{ a: 1 }] })[0]?.changed).toBe(false);
    expect(fieldChanges({ lines: [{ a: 1 }] }, { lines: [{ a: 2 }] })[0]?.changed).toBe(true);
  });
});

describe('valueText', () => {
  it('reads values as words', () => {
    expect(valueText(null)).toBe('—');
    expect(valueText(true)).toBe('Yes');
    expect(valueText(4)).toBe('4');
    expect(valueText({ a: 1 })).toContain('"a": 1');
  });
});
