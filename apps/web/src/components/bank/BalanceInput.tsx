import { NumberInput, type NumberInputProps } from '@mantine/core';

type BalanceInputProps = Omit<
  NumberInputProps,
  'decimalScale' | 'fixedDecimalScale' | 'thousandSeparator' | 'allowNegative' | 'hideControls'
>;

/**
 * A statement balance in naira. Unlike MoneyInput it takes a minus sign: an overdrawn account or a
 * card statement closes below zero.
 */
export function BalanceInput(props: BalanceInputProps) {
  return (
    <NumberInput
      decimalScale={2}
      fixedDecimalScale
      thousandSeparator=","
      allowNegative
      hideControls
      size="md"
      inputMode="decimal"
      leftSection="₦"
      styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
      {...props}
    />
  );
}
