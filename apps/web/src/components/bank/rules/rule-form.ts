import type { BankRuleCreateInput } from '@owo/core';
import type { BankRule } from '../../../api/bank.ts';

/*
 * The rule form's values: from a rule being edited, or made from a statement line ('Make a rule'),
 * where the line's narration less its dates and numbers becomes the text to match.
 */

export interface BankRuleFormValues {
  name: string;
  matchText: string;
  direction: NonNullable<BankRuleCreateInput['direction']>;
  /** Naira; null: no bound. */
  amountFrom: number | string | null;
  amountTo: number | string | null;
  bankAccount: string | null;
  account: string;
  tax: string | null;
  contact: string | null;
  memo: string;
  isActive: boolean;
}

export const emptyRule: BankRuleFormValues = {
  name: '',
  matchText: '',
  direction: 'money-out',
  amountFrom: null,
  amountTo: null,
  bankAccount: null,
  account: '',
  tax: null,
  contact: null,
  memo: '',
  isActive: true,
};

export function valuesOfRule(rule: BankRule): BankRuleFormValues {
  return {
    name: rule.name,
    matchText: rule.matchText,
    direction: rule.direction,
    amountFrom: rule.amountFrom,
    amountTo: rule.amountTo,
    bankAccount: rule.bankAccount?._id ?? null,
    account: rule.account._id,
    tax: rule.tax?._id ?? null,
    contact: rule.contact?._id ?? null,
    memo: rule.memo,
    isActive: rule.isActive,
  };
}

/**
 * The words of a narration that recur from one statement to the next: tokens with digits (dates,
 * references, amounts) and separators left out. 'SMS ALERT CHARGES 0310/2026' -> 'SMS ALERT CHARGES'.
 */
export function recurringWords(narration: string): string {
  return narration
    .split(/\s+/)
    .filter((word) => word !== '' && !/\d/.test(word) && /[\p{L}]/u.test(word))
    .join(' ')
    .replaceAll('|', ' ')
    .trim();
}

/** 'SMS ALERT CHARGES' -> 'Sms alert charges': a name to start from, which the person can change. */
const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

/** A new rule for lines like this one: its words, its direction, for its bank account. */
export function valuesFromLine(
  line: { description: string; reference: string; amount: number },
  bankAccountId: string | null,
): BankRuleFormValues {
  const text = recurringWords(line.description) || recurringWords(line.reference);
  return {
    ...emptyRule,
    name: sentenceCase(text).slice(0, 120),
    matchText: text.slice(0, 500),
    direction: line.amount > 0 ? 'money-in' : 'money-out',
    bankAccount: bankAccountId,
  };
}

export const directionLabels: Record<BankRuleFormValues['direction'], string> = {
  any: 'Money in or out',
  'money-in': 'Money in',
  'money-out': 'Money out',
};
