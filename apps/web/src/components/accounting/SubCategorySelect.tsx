import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useSubCategories } from '../../api/accounts.ts';
import { subCategoryGroups } from './account-options.ts';

interface SubCategorySelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: string | null;
  onChange: (value: string | null) => void;
}

/** The account categories (sub categories), grouped under their parent account and type. */
export function SubCategorySelect({ value, onChange, ...selectProps }: SubCategorySelectProps) {
  const subCategories = useSubCategories();
  const list = subCategories.data?.data;
  const data = useMemo(() => subCategoryGroups(list ?? []), [list]);
  const loading = subCategories.isPending;
  return (
    <Select
      searchable
      nothingFoundMessage="No category matches"
      maxDropdownHeight={260}
      {...selectProps}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next)}
      placeholder={loading ? 'loading...' : data.length === 0 ? 'No Category added' : selectProps.placeholder}
      disabled={loading || data.length === 0 || selectProps.disabled}
    />
  );
}
