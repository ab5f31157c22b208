import { NumberInput, type NumberInputProps } from '@mantine/core';

/** ₦9,999,999,999,999.99: beyond it a JSON number no longer holds every kobo (core fields.ts). */
const largestAmount = 9_999_999_999_999.99;

type MoneyInputProps = Omit<
  NumberInputProps,
  'decimalScale' | 'fixedDecimalScale' | 'thousandSeparator' | 'allowNegative' | 'hideControls' | 'max'
>;

/** A naira amount: 2 decimals, thousand separators, never negative. */
export function MoneyInput(props: MoneyInputProps) {
  return (
    <NumberInput
      decimalScale={2}
      fixedDecimalScale
      thousandSeparator=","
      allowNegative={false}
      hideControls
      min={0}
      max={largestAmount}
      clampBehavior="strict"
      inputMode="decimal"
      styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
      {...props}
    />
  );
}
