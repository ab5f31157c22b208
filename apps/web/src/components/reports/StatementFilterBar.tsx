import { Group, Select, Switch } from '@mantine/core';
import { todayInLagos } from '@owo/core';
import type { ListParams } from '../../lib/list-params.ts';
import { BranchSelect } from '../BranchSelect.tsx';
import { DateField } from '../DateField.tsx';
import { DateRangeFilter } from '../DateRangeFilter.tsx';
import { comparisonOptions, statementFilters } from './statement-filters.ts';

/** The period (or, for a balance sheet, the date), comparison, branch and zero rows of a statement. */
export function StatementFilterBar({ list, dates }: { list: ListParams; dates: 'period' | 'as-of' }) {
  const filters = statementFilters(list);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {dates === 'period' ? (
        <DateRangeFilter list={list} unsetLabel="Financial year to date" />
      ) : (
        <AsOfField list={list} />
      )}
      <Select
        label="Compare with"
        data={comparisonOptions}
        value={filters.compare}
        allowDeselect={false}
        onChange={(value) => list.update({ compare: value === 'none' ? null : value })}
        w={{ base: '100%', xs: 210 }}
      />
      <BranchSelect
        label="Branch"
        placeholder="All branches"
        value={filters.branch ?? null}
        onChange={(branch) => list.update({ branch })}
        w={{ base: '100%', xs: 190 }}
      />
      <Switch
        label="Show accounts with no amounts"
        checked={filters.showZero}
        onChange={(event) => list.update({ zero: event.currentTarget.checked ? 'show' : null })}
        mb={8}
      />
    </Group>
  );
}

/** The day a balance sheet, trial balance or account balances are taken at (default today). */
export function AsOfField({ list }: { list: ListParams }) {
  return (
    <DateField
      label="As of"
      value={list.get('asOf') || todayInLagos()}
      onChange={(asOf) => list.update({ asOf })}
      w={{ base: '100%', xs: 170 }}
    />
  );
}
