import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { type Account, useAccountOptions } from '../../api/accounts.ts';
import { accountGroups } from './account-options.ts';

interface AccountSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: string | null;
  onChange: (value: string | null) => void;
  /** Which accounts may be picked; every active account when left out. */
  accountFilter?: (account: Account) => boolean;
}

const isActive = (account: Account) => account.isActive;

/** A searchable account picker, grouped by type; 'loading...' until the accounts arrive. */
export function AccountSelect({ value, onChange, accountFilter = isActive, ...selectProps }: AccountSelectProps) {
  const accounts = useAccountOptions();
  const all = accounts.data?.data;
  const data = useMemo(() => accountGroups((all ?? []).filter(accountFilter)), [all, accountFilter]);
  const loading = accounts.isPending;
  const empty = !loading && data.length === 0;
  return (
    <Select
      searchable
      nothingFoundMessage="No account matches"
      maxDropdownHeight={220}
      {...selectProps}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next)}
      placeholder={loading ? 'loading...' : empty ? 'No Account added' : selectProps.placeholder}
      disabled={loading || empty || selectProps.disabled}
    />
  );
}
