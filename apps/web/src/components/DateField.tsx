// Only pages with a date input load the calendar's styles (root.tsx loads core and notifications).
import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import type { Ref } from 'react';
import { dayMonthYearFormat, parseDayMonthYear } from './date-text.ts';

export interface DateFieldProps
  extends Omit<
    DateInputProps,
    'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser' | 'minDate' | 'maxDate'
  > {
  /** YYYY-MM-DD, or '' when empty: what the forms and the API hold. */
  value: string | null | undefined;
  onChange: (value: string) => void;
  /** Earliest and latest days that can be chosen, YYYY-MM-DD. */
  minDate?: string | undefined;
  maxDate?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A date input that shows and reads dd/mm/yyyy whatever language the browser is set to (a native
 * date input follows the browser and shows mm/dd/yyyy on an American-English phone). A day can be
 * typed as 22/11/2026, 2/3/2026, 22-11-2026 or 22.11.2026, or picked from the calendar.
 */
export function DateField({ value, onChange, placeholder = 'dd/mm/yyyy', ref, ...props }: DateFieldProps) {
  return (
    <DateInput
      ref={ref}
      {...props}
      value={value ? value : null}
      onChange={(day) => onChange(day ?? '')}
      valueFormat={dayMonthYearFormat}
      dateParser={parseDayMonthYear}
      placeholder={placeholder}
      allowDeselect
    />
  );
}
