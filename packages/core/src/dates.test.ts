import { describe, expect, it } from 'vitest';
import { datePresets, isDatePreset, presetRange, resolveRange, todayInLagos } from './dates.ts';

describe('date-range presets (spec sections 4 and 9)', () => {
  it.each([
    ['365', '2026-11-22', '2025-11-22', '2026-11-22'],
    ['120', '2026-11-22', '2026-07-25', '2026-11-22'],
    ['90', '2026-11-22', '2026-08-24', '2026-11-22'],
    ['60', '2026-11-22', '2026-09-23', '2026-11-22'],
    ['30', '2026-11-22', '2026-10-23', '2026-11-22'],
    ['30', '2026-03-01', '2026-01-30', '2026-03-01'],
    ['365', '2028-02-29', '2027-03-01', '2028-02-29'],
    ['last-month', '2026-11-22', '2026-10-01', '2026-10-31'],
    ['last-month', '2026-01-15', '2025-12-01', '2025-12-31'],
    ['last-month', '2028-03-31', '2028-02-01', '2028-02-29'],
    ['this-month', '2026-11-22', '2026-11-01', '2026-11-30'],
    ['this-month', '2026-02-01', '2026-02-01', '2026-02-28'],
    ['this-month', '2026-12-31', '2026-12-01', '2026-12-31'],
    ['last-year', '2026-11-22', '2025-01-01', '2025-12-31'],
    ['last-year', '2026-01-01', '2025-01-01', '2025-12-31'],
  ] as const)('%s on %s runs from %s to %s', (preset, today, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });

  it('has the eight presets of the spec, in its order', () => {
    expect(datePresets.map((preset) => preset.label)).toEqual([
      '365 Days',
      '120 Days',
      '90 Days',
      '60 Days',
      '30 Days',
      'Last Month',
      'This Month',
      'Last Year',
    ]);
    expect(datePresets.map((preset) => preset.value)).toEqual([
      '365',
      '120',
      '90',
      '60',
      '30',
      'last-month',
      'this-month',
      'last-year',
    ]);
  });

  it('never ends a range before it starts', () => {
    for (const today of ['2024-02-29', '2026-01-01', '2026-12-31', '2027-07-15']) {
      for (const { value } of datePresets) {
        const { from, to } = presetRange(value, today);
        expect(from <= to).toBe(true);
      }
    }
  });

  it('knows only its own values', () => {
    expect(isDatePreset('30')).toBe(true);
    expect(isDatePreset('last-year')).toBe(true);
    expect(isDatePreset('31')).toBe(false);
    expect(isDatePreset(null)).toBe(false);
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => presetRange('30', '22/11/2026')).toThrow(RangeError);
  });

  it('takes today in Lagos, an hour ahead of UTC', () => {
    expect(todayInLagos(new Date('2026-11-22T22:59:59Z'))).toBe('2026-11-22');
    expect(todayInLagos(new Date('2026-11-22T23:00:00Z'))).toBe('2026-11-23');
  });

  it('filters by a preset, else by the dates typed in', () => {
    expect(resolveRange({ period: 'last-year', from: '2020-01-01', to: '' }, '2026-11-22')).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(resolveRange({ period: 'custom', from: '2026-01-01', to: '' }, '2026-11-22')).toEqual({
      from: '2026-01-01',
      to: undefined,
    });
    expect(resolveRange({ period: '', from: '', to: '' }, '2026-11-22')).toEqual({ from: undefined, to: undefined });
  });
});
