import { nubanCheckDigit } from '@owo/core';
import { describe, expect, it } from 'vitest';
import type { Bank } from '../../api/bank.ts';
import { checkAccountNumber, maskAccountNumber, wrongBankMessage } from './account-number.ts';

const gtbank: Bank = { code: '058', name: 'Guaranty Trust Bank (GTBank)', kind: 'commercial' };
const opay: Bank = { code: '999992', name: 'OPay', kind: 'digital' };
const banks = [opay, gtbank];

const serial = '012345678';
const valid = `${serial}${nubanCheckDigit(serial, gtbank.code)}`;
const wrong = `${serial}${(nubanCheckDigit(serial, gtbank.code) + 1) % 10}`;

describe('checkAccountNumber', () => {
  it('says nothing until ten digits are typed', () => {
    expect(checkAccountNumber('01234', gtbank, banks)).toEqual({ suggestions: [] });
  });

  it('accepts a valid NUBAN at the chosen bank', () => {
    expect(checkAccountNumber(valid, gtbank, banks)).toEqual({ suggestions: [] });
  });

  it('refuses a commercial bank number whose check digit is wrong', () => {
    expect(checkAccountNumber(wrong, gtbank, banks).error).toBe(wrongBankMessage);
  });

  it('only hints at a digital bank, where phone numbers are account numbers', () => {
    const check = checkAccountNumber('8031234567', opay, banks);
    expect(check.error).toBeUndefined();
    expect(check.hint ?? '').toMatch(/phone number/);
  });

  it('suggests the banks a number fits when no bank is chosen', () => {
    expect(checkAccountNumber(valid, undefined, banks).suggestions.map((bank) => bank.code)).toContain('058');
  });
});

it('masks all but the last four digits', () => {
  expect(maskAccountNumber('0123456789')).toBe('•••• 6789');
});
