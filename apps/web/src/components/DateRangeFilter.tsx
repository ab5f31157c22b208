import { Select } from '@mantine/core';
import { datePresets, resolveRange, todayInLagos } from '@owo/core';
import type { ListParams } from '../lib/list-params.ts';
import { DateField } from './DateField.tsx';

const allDates = 'all';
const custom = 'custom';
const periodOptions = [
  { value: allDates, label: 'All dates' },
  ...datePresets,
  { value: custom, label: 'Custom range' },
];

/** The dates a list is filtered by, from the URL: ?period=30, or ?period=custom&from=...&to=... */
export function useDateRange(list: ListParams) {
  return resolveRange({ period: list.get('period'), from: list.get('from'), to: list.get('to') }, todayInLagos());
}

/** Period select with the spec's presets, and From/To dates for a custom range. */
export function DateRangeFilter({ list }: { list: ListParams }) {
  const period = list.get('period') || allDates;
  return (
    <>
      <Select
        label="Period"
        data={periodOptions}
        value={period}
        allowDeselect={false}
        onChange={(value) =>
          list.update({
            period: value === allDates ? null : value,
            ...(value === custom ? {} : { from: null, to: null }),
          })
        }
        w={{ base: '100%', xs: 180 }}
      />
      {period === custom ? (
        <>
          <DateField
            label="From"
            value={list.get('from')}
            maxDate={list.get('to') || undefined}
            onChange={(from) => list.update({ from })}
            w={{ base: '100%', xs: 170 }}
          />
          <DateField
            label="To"
            value={list.get('to')}
            minDate={list.get('from') || undefined}
            onChange={(to) => list.update({ to })}
            w={{ base: '100%', xs: 170 }}
          />
        </>
      ) : null}
    </>
  );
}
