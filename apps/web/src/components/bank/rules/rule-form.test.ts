import { describe, expect, it } from 'vitest';
import { recurringWords, valuesFromLine } from './rule-form.ts';

describe('a rule made from a statement line', () => {
  it.each([
    ['SMS ALERT CHARGES 0310/2026', 'SMS ALERT CHARGES'],
    ['POS SETTLEMENT 0310', 'POS SETTLEMENT'],
    ['NIP/CHG 10.75 | X', 'NIP/CHG X'],
    ['123456', ''],
  ])('matches the words of %s that recur: %s', (narration, words) => {
    expect(recurringWords(narration)).toBe(words);
  });

  it('takes the direction of the line and its bank account', () => {
    expect(valuesFromLine({ description: 'STAMP DUTY 31MAR', reference: '', amount: -50 }, 'gtb')).toMatchObject({
      name: 'Stamp duty',
      matchText: 'STAMP DUTY',
      direction: 'money-out',
      bankAccount: 'gtb',
      isActive: true,
    });
    expect(valuesFromLine({ description: '0001', reference: 'INTEREST', amount: 12 }, null)).toMatchObject({
      matchText: 'INTEREST',
      direction: 'money-in',
    });
  });
});
