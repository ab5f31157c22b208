import { Select, type SelectProps } from '@mantine/core';
import { useBranches } from '../api/branches.ts';
import { optionList } from '../lib/options.ts';

interface BranchSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'placeholder'> {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  /** Shown when the company has branches and none is picked. */
  placeholder: string;
}

/** The company's branches; 'loading...' until they arrive, 'No Branch added' when there are none. */
export function BranchSelect({ value, onChange, placeholder, ...selectProps }: BranchSelectProps) {
  const options = optionList(useBranches(), (branch) => ({ value: branch._id, label: branch.name }), {
    empty: 'No Branch added',
    choose: placeholder,
  });
  return (
    <Select
      clearable
      {...selectProps}
      {...options}
      disabled={options.disabled || selectProps.disabled}
      value={value ?? null}
      onChange={onChange}
    />
  );
}
