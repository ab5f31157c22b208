import { Input, PinInput } from '@mantine/core';

interface OtpFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
}

/**
 * Six boxes for the emailed code. The first box carries the field's name, so
 * 'Verification code' finds it; typing or pasting all six digits there fills every box.
 */
export function OtpField({ value, onChange, onBlur, error, disabled }: OtpFieldProps) {
  return (
    <Input.Wrapper label="Verification code" labelElement="div" error={error}>
      <PinInput
        mt={6}
        length={6}
        type="number"
        size="md"
        gap="xs"
        placeholder=""
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={Boolean(error)}
        disabled={disabled}
        getInputProps={(index) => ({
          'aria-label': index === 0 ? 'Verification code' : `Digit ${index + 1} of 6`,
        })}
      />
    </Input.Wrapper>
  );
}
