import { Text, type TextProps } from '@mantine/core';
import { formatMoney, type Kobo } from '@owo/core';
import { amountToKobo } from '../lib/amounts.ts';

interface MoneyTextProps extends Omit<TextProps, 'children'> {
  /** Naira, as the API sends amounts; or give `kobo`. */
  amount?: number;
  kobo?: Kobo;
  /** ISO code; the home currency (NGN) when left out. */
  currency?: string | null;
}

/** ₦1,234,567.89 in en-NG; a negative amount reads (₦1,234.00) in red, the accountant's way. */
export function MoneyText({ amount, kobo, currency, ...textProps }: MoneyTextProps) {
  const value = kobo ?? amountToKobo(amount);
  const formatted = formatMoney(Math.abs(value), currency ?? 'NGN');
  const negative = value < 0;
  return (
    <Text
      component="span"
      inherit
      c={negative ? 'red' : undefined}
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      {...textProps}
    >
      {negative ? `(${formatted})` : formatted}
    </Text>
  );
}
