import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  bankAccountCreateSchema,
  reconciliationMatchSchema,
  reconciliationStartSchema,
  statementImportSchema,
} from './index.ts';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const gtbank = { type: 'business', bankCode: '058', accountNumber: '0123456785', accountName: 'Chukwu Motors Ltd' };

describe('bankAccountCreateSchema', () => {
  it('takes a NUBAN that matches its bank, spaces and all', () => {
    expect(bankAccountCreateSchema.parse({ ...gtbank, accountNumber: '0123 456 785' }).accountNumber).toBe(
      '0123456785',
    );
  });

  it.each([
    [{ accountNumber: '0123456789' }, 'This account number does not match the selected bank. Check both.'],
    [{ accountNumber: '012345678' }, 'Account number must be 10 digits'],
    [{ accountNumber: 123 }, 'Account number must be 10 digits'],
    [{ accountNumber: '' }, 'Account number is a required field'],
  ])('refuses the account number in %o', (change, message) => {
    expect(errorsOf(bankAccountCreateSchema, { ...gtbank, ...change })).toEqual({ accountNumber: message });
  });

  it('lets a digital bank take a number that is not a NUBAN (phone-based)', () => {
    expect(errorsOf(bankAccountCreateSchema, { ...gtbank, bankCode: '50515', accountNumber: '8031234567' })).toEqual(
      {},
    );
  });

  it('names each missing field', () => {
    expect(errorsOf(bankAccountCreateSchema, {})).toEqual({
      type: 'Account type is a required field',
      bankCode: 'Bank is a required field',
      accountNumber: 'Account number is a required field',
      accountName: 'Account name is a required field',
    });
  });
});

describe('statementImportSchema', () => {
  it('refuses an empty file and an unknown format or date format', () => {
    expect(
      errorsOf(statementImportSchema, { fileName: 'a.csv', format: 'xls', content: ' ', dateFormat: 'MM/DD/YYYY' }),
    ).toEqual({
      format: 'File format is not valid.',
      content: 'The file is empty',
      dateFormat: 'Date format is not valid.',
    });
  });
});

describe('reconciliationStartSchema', () => {
  it('takes an overdrawn (negative) statement balance', () => {
    const body = { account: '0190a1b2-0000-7000-8000-000000000001', statementDate: '2026-03-31' };
    expect(reconciliationStartSchema.parse({ ...body, statementBalance: '-1250.5' }).statementBalance).toBe(-1250.5);
    expect(errorsOf(reconciliationStartSchema, { ...body, statementBalance: 1.005 })).toEqual({
      statementBalance: 'Amounts can have at most 2 decimal places',
    });
  });
});

describe('reconciliationMatchSchema', () => {
  it('needs ledger line ids as <entryId>:<lineNumber>', () => {
    const statementLines = ['0190a1b2-0000-7000-8000-000000000001'];
    expect(
      errorsOf(reconciliationMatchSchema, {
        statementLines,
        ledgerLines: ['0190a1b2-0000-7000-8000-000000000002:0'],
      }),
    ).toEqual({ 'ledgerLines.0': 'Ledger line is not valid.' });
    expect(
      errorsOf(reconciliationMatchSchema, {
        statementLines,
        ledgerLines: ['0190a1b2-0000-7000-8000-000000000002:2'],
      }),
    ).toEqual({});
  });
});
