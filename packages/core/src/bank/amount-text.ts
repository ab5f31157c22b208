import { amountTooLargeMessage, type Kobo, MAX_AMOUNT_KOBO, toKobo } from '../money.ts';

const GROUPED = /^(?:\d{1,3}(?:,\d{3})+|\d*)(?:\.\d*)?$/;

/**
 * Reads an amount as Nigerian bank exports print it: '1,234.56', '₦1,234.56', 'NGN 1,234.56',
 * 'N1,234.56', '(1,234.56)', '-1,234.56', '1,234.56-', '1,234.56 DR', '1,234.56 CR'. Parentheses,
 * a minus sign and DR make it negative. Returns undefined for a blank cell ('', '-', '--'), and throws
 * RangeError with a message for the user when the text is not an amount or is more than one
 * amount may be (MAX_AMOUNT_KOBO).
 */
export function parseAmountText(text: string): Kobo | undefined {
  let rest = text.replace(/\s+/g, ' ').trim();
  if (rest === '' || /^-+$/.test(rest)) return undefined;
  let negative = false;
  const suffix = /\s*(DR|CR)\.?$/i.exec(rest);
  if (suffix) {
    negative = suffix[1]?.toUpperCase() === 'DR';
    rest = rest.slice(0, suffix.index);
  }
  const parenthesised = /^\((.*)\)$/.exec(rest.trim());
  if (parenthesised) {
    negative = true;
    rest = parenthesised[1] ?? '';
  }
  rest = rest.replace(/₦|NGN/gi, '').replace(/\s+/g, '');
  if (/^[-+]?N(?=[\d.])/i.test(rest)) rest = rest.replace(/N/i, '');
  const sign = /^([-+]?)(.*?)(-?)$/.exec(rest);
  if (sign?.[1] === '-' || sign?.[3] === '-') negative = true;
  const digits = sign?.[2] ?? '';
  if (!/\d/.test(digits) || !GROUPED.test(digits)) throw new RangeError(`"${text.trim()}" is not an amount`);
  const [whole = '', fraction = ''] = digits.replaceAll(',', '').split('.');
  // Some systems print 3 or 4 decimals; zeros past the kobo carry nothing, other digits are refused.
  const kobo = fraction.replace(/0+$/, '');
  if (kobo.length > 2) throw new RangeError(`"${text.trim()}" has more than 2 decimal places`);
  if (whole.replace(/^0+/, '').length > 12) throw new RangeError(`"${text.trim()}": ${amountTooLargeMessage}`);
  const value = toKobo(`${whole || '0'}${kobo ? `.${kobo}` : ''}`);
  if (value > MAX_AMOUNT_KOBO) throw new RangeError(`"${text.trim()}": ${amountTooLargeMessage}`);
  return negative && value !== 0 ? -value : value;
}
