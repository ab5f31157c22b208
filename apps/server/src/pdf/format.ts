import { type Kobo, toDecimalString } from '@owo/core';

/*
 * How documents print money and dates. The PDF's built-in Helvetica has no naira sign (₦ is not
 * in its WinAnsi encoding): reports set in Helvetica alone read 'NGN 1,234.56'; sales and purchase
 * documents, whose font stack falls back to DejaVu Sans for it (fonts.ts), read '₦1,234.56'.
 */

/** 123456 kobo -> '1,234.56'; below zero '-1,234.56'. Exact: from the kobo's decimal string. */
export function amountText(kobo: Kobo): string {
  const [whole = '0', fraction = '00'] = toDecimalString(Math.abs(kobo)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${kobo < 0 ? '-' : ''}${grouped}.${fraction.padEnd(2, '0')}`;
}

/** 123456 kobo -> 'NGN 1,234.56'. */
export function nairaText(kobo: Kobo): string {
  return `NGN ${amountText(kobo)}`;
}

/** '2026-03-31' -> '31/03/2026'. */
export function dayText(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

const lagosTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as Lagos time: '31/03/2026 14:05'. */
export function instantText(instant: Date | string): string {
  return lagosTime.format(new Date(instant)).replace(',', '');
}

/**
 * An amount with its currency, for documents set in a font that has the naira sign (fonts.ts):
 * 123456 kobo -> '₦1,234.56'; other currencies by code, 'USD 1,234.56'.
 */
export function currencyText(kobo: Kobo, currency = 'NGN'): string {
  const sign = kobo < 0 ? '-' : '';
  const digits = amountText(Math.abs(kobo));
  return currency === 'NGN' ? `${sign}₦${digits}` : `${sign}${currency} ${digits}`;
}

const longDay = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-03-31' -> '31 March 2026'. */
export function longDayText(date: string): string {
  return longDay.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}
