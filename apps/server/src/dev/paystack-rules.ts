import { randomBytes } from 'node:crypto';

/*
 * Paystack's rules that the stand-in applies (docs/paystack.md; reference sections 2, 3 and 8):
 * the local fee, the characters a reference may hold, the plan intervals and their next dates.
 */

/** Channels the checkout offers; others of Paystack's enum are accepted on initialize and ignored there. */
export const checkoutChannels = ['card', 'bank', 'ussd'] as const;
export const paystackChannels = ['card', 'bank', 'ussd', 'qr', 'eft', 'mobile_money', 'bank_transfer'] as const;
export type PaystackChannel = (typeof paystackChannels)[number];

/** The docs' list, which is longer than the OpenAPI enum (reference section 2). */
export const planIntervals = ['hourly', 'daily', 'weekly', 'monthly', 'quarterly', 'biannually', 'annually'] as const;
export type PlanInterval = (typeof planIntervals)[number];

/**
 * Paystack's local fee in kobo: 1.5%, plus ₦100 from ₦2,500 up, the whole capped at ₦2,000
 * (reference section 8). Below ₦2,500 the cap cannot bind (1.5% of it is ₦37.50).
 */
export function localFeeKobo(amountKobo: number): number {
  const percentage = Math.round(amountKobo * 0.015);
  return amountKobo < 250_000 ? percentage : Math.min(percentage + 10_000, 200_000);
}

/** Paystack takes amounts in the subunit as a number or a string of digits. */
export function wholeKobo(value: unknown): number | null {
  const amount = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}

/** "Only alphanumerics and - . =" (reference section 3). */
export const isValidReference = (reference: string) => /^[A-Za-z0-9.=-]+$/.test(reference);

export const isEmail = (value: unknown): value is string =>
  typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** A random code in Paystack's style: `AUTH_` + 10 lowercase letters and digits, and so on. */
export function paystackCode(prefix: string, length = 10): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return prefix + Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
}

function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  // Created on the 29th to 31st, a monthly plan bills on the 28th thereafter (reference section 2).
  next.setUTCDate(Math.min(date.getUTCDate(), 28));
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/** When a subscription started or last charged at `from` is charged next. */
export function nextPaymentDate(from: Date, interval: PlanInterval): Date {
  const hour = 3_600_000;
  switch (interval) {
    case 'hourly':
      return new Date(from.getTime() + hour);
    case 'daily':
      return new Date(from.getTime() + 24 * hour);
    case 'weekly':
      return new Date(from.getTime() + 7 * 24 * hour);
    case 'monthly':
      return addMonths(from, 1);
    case 'quarterly':
      return addMonths(from, 3);
    case 'biannually':
      return addMonths(from, 6);
    case 'annually':
      return addMonths(from, 12);
  }
}

/** A cron line like those in Paystack's subscription objects (`0 0 22 * *` for the 22nd monthly). */
export function cronExpression(start: Date, interval: PlanInterval): string {
  const day = Math.min(start.getUTCDate(), 28);
  const month = start.getUTCMonth() + 1;
  const weekday = start.getUTCDay();
  const lines: Record<PlanInterval, string> = {
    hourly: '0 * * * *',
    daily: '0 0 * * *',
    weekly: `0 0 * * ${weekday}`,
    monthly: `0 0 ${day} * *`,
    quarterly: `0 0 ${day} */3 *`,
    biannually: `0 0 ${day} */6 *`,
    annually: `0 0 ${day} ${month} *`,
  };
  return lines[interval];
}
