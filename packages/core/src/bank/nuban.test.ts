import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findBank, nigerianBanks } from './nigerian-banks.ts';
import { banksForAccountNumber, isValidNuban, nubanBankCode, nubanCheckDigit } from './nuban.ts';

/** The CBN's 2010 formula, over the 3-digit code and serial only, written independently of nuban.ts. */
function check2010(serial: string, bankCode: string): number {
  const digits = `${bankCode}${serial}`.split('').map(Number);
  const sum = digits.reduce((total, digit, index) => total + digit * (index % 3 === 1 ? 7 : 3), 0);
  const digit = 10 - (sum % 10);
  return digit === 10 ? 0 : digit;
}

const serialArbitrary = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 9, maxLength: 9 });
const codeArbitrary = fc.oneof(
  fc.constantFrom(...nigerianBanks.map((bank) => bank.code)),
  fc.integer({ min: 0, max: 999 }).map((code) => String(code).padStart(3, '0')),
  fc.integer({ min: 10_000, max: 99_999 }).map(String),
  fc.integer({ min: 100_000, max: 999_999 }).map(String),
);

describe('nubanCheckDigit', () => {
  it.each([
    // The CBN's worked examples (NUBAN proposals v0.4, 2010): First Bank, serials 000001457 and 000000022.
    ['000001457', '011', 9],
    ['000000022', '011', 0],
    // Constructed by hand with the 2020 rule: '000058' + serial -> 35+24 + 195 = 254 -> 6.
    ['123456789', '058', 6],
    // '950515' + serial -> 27+35+0+15+7+15 + 195 = 294 -> 6 (Moniepoint, a 5-digit institution code).
    ['123456789', '50515', 6],
    // '999992' as it is -> 27+63+27+27+63+6 + 195 = 408 -> 2 (OPay, a 6-digit code).
    ['123456789', '999992', 2],
    // '00103' is Globus's 103 padded: '000103' -> 3+9 + 195 = 207 -> 3, the same as for '103'.
    ['123456789', '00103', 3],
    ['123456789', '103', 3],
  ])('serial %s at bank %s has check digit %d', (serial, bankCode, digit) => {
    expect(nubanCheckDigit(serial, bankCode)).toBe(digit);
  });

  it.each([
    ['12345678', '058'],
    ['1234567890', '058'],
    ['12345678a', '058'],
    ['123456789', '58'],
    ['123456789', '1234'],
    ['123456789', '035A'],
    ['123456789', ''],
  ])('refuses serial %j at bank %j', (serial, bankCode) => {
    expect(() => nubanCheckDigit(serial, bankCode)).toThrow(RangeError);
  });

  it('gives the 2010 digit for every 3-digit bank code', () => {
    fc.assert(
      fc.property(serialArbitrary, fc.integer({ min: 0, max: 999 }), (serial, code) => {
        const bankCode = String(code).padStart(3, '0');
        expect(nubanCheckDigit(serial, bankCode)).toBe(check2010(serial, bankCode));
      }),
    );
  });
});

describe('isValidNuban', () => {
  it.each([
    ['0000014579', '011', true],
    ['0000000220', '011', true],
    ['1234567896', '058', true],
    ['1234567896', '50515', true],
    ['1234567892', '999992', true],
    ['1234567893', '00103', true],
    ['0000014578', '011', false],
    ['0000014579', '058', false],
    ['000001457', '011', false],
    ['00000145790', '011', false],
    ['000001457 9', '011', false],
    ['0000014579', '035A', false],
    ['0000014579', '', false],
  ])('%s at bank %s: %s', (accountNumber, bankCode, valid) => {
    expect(isValidNuban(accountNumber, bankCode)).toBe(valid);
  });

  it('accepts any serial followed by its check digit', () => {
    fc.assert(
      fc.property(serialArbitrary, codeArbitrary, (serial, bankCode) => {
        expect(isValidNuban(`${serial}${nubanCheckDigit(serial, bankCode)}`, bankCode)).toBe(true);
      }),
    );
  });

  it('refuses the number when any single digit is changed', () => {
    fc.assert(
      fc.property(
        serialArbitrary,
        codeArbitrary,
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (serial, bankCode, position, shift) => {
          const valid = `${serial}${nubanCheckDigit(serial, bankCode)}`;
          const changed = String((Number(valid[position]) + shift) % 10);
          const typo = `${valid.slice(0, position)}${changed}${valid.slice(position + 1)}`;
          expect(isValidNuban(typo, bankCode)).toBe(false);
        },
      ),
    );
  });
});

describe('banksForAccountNumber', () => {
  it('lists the banks a published example account number is valid at', () => {
    // From the Zifah/Nigeria-Bank-Account-NUBAN-Algorithm README: 5050114930 fits Providus,
    // Standard Chartered, Wema and Zenith.
    expect(banksForAccountNumber('5050114930').map((bank) => bank.code)).toEqual(['101', '068', '035', '057']);
  });

  it('finds First Bank for the CBN example and ignores spaces around the number', () => {
    expect(banksForAccountNumber(' 0000014579 ').map((bank) => bank.name)).toContain('First Bank of Nigeria');
  });

  it('lists nothing for a number that is not 10 digits', () => {
    expect(banksForAccountNumber('12345')).toEqual([]);
    expect(banksForAccountNumber('08012345678')).toEqual([]);
  });

  it('always includes the bank whose check digit was used', () => {
    fc.assert(
      fc.property(serialArbitrary, fc.constantFrom(...nigerianBanks), (serial, bank) => {
        expect(banksForAccountNumber(`${serial}${nubanCheckDigit(serial, bank.code)}`)).toContain(bank);
      }),
    );
  });
});

describe('nigerianBanks', () => {
  it('has unique names, codes and NIP codes', () => {
    const unique = (values: (string | undefined)[]) => new Set(values).size === values.length;
    expect(unique(nigerianBanks.map((bank) => bank.name))).toBe(true);
    expect(unique(nigerianBanks.map((bank) => bank.code))).toBe(true);
    const nipCodes = nigerianBanks.flatMap((bank) => (bank.nipCode ? [bank.nipCode] : []));
    expect(unique(nipCodes)).toBe(true);
    expect(nipCodes.every((code) => /^\d{6}$/.test(code))).toBe(true);
  });

  it('gives every bank a code the NUBAN check can use', () => {
    for (const bank of nigerianBanks) expect(nubanBankCode(bank.code), bank.name).toMatch(/^\d{6}$/);
  });

  it.each([
    ['058', 'Guaranty Trust Bank (GTBank)'],
    ['50515', 'Moniepoint Microfinance Bank'],
    ['090405', 'Moniepoint Microfinance Bank'],
    ['999992', 'OPay'],
    ['100004', 'OPay'],
    [' 100033 ', 'PalmPay'],
  ])('finds code %j: %s', (code, name) => {
    expect(findBank(code)?.name).toBe(name);
  });

  it('finds nothing for an unknown code', () => {
    expect(findBank('999')).toBeUndefined();
  });
});
