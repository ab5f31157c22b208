import { Select, type SelectProps } from '@mantine/core';
import { useBranches } from '../api/branches.ts';

interface BranchSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
}

/** The company's branches; 'loading...' until they arrive, 'No Branch added' when there are none. */
export function BranchSelect({ value, onChange, ...selectProps }: BranchSelectProps) {
  const branches = useBranches();
  const data = (branches.data?.data ?? []).map((branch) => ({ value: branch._id, label: branch.name }));
  const loading = branches.isPending;
  const empty = !loading && data.length === 0;
  return (
    <Select
      clearable
      {...selectProps}
      data={data}
      value={value ?? null}
      onChange={onChange}
      placeholder={loading ? 'loading...' : empty ? 'No Branch added' : selectProps.placeholder}
      disabled={loading || empty || selectProps.disabled}
    />
  );
}
