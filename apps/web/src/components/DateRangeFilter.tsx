import { Select } from '@mantine/core';
import { datePresets, resolveRange, todayInLagos } from '@owo/core';
import type { ListParams } from '../lib/list-params.ts';
import { DateField } from './DateField.tsx';

const unset = 'unset';
const custom = 'custom';

/** The dates a list is filtered by, from the URL: ?period=30, or ?period=custom&from=...&to=... */
export function useDateRange(list: ListParams) {
  return resolveRange({ period: list.get('period'), from: list.get('from'), to: list.get('to') }, todayInLagos());
}

/**
 * Period select with the spec's presets, and From/To dates for a custom range. With no period in
 * the address the list shows all dates; a statement names its own default (`unsetLabel`:
 * 'Financial year to date').
 */
export function DateRangeFilter({ list, unsetLabel = 'All dates' }: { list: ListParams; unsetLabel?: string }) {
  const periodOptions = [{ value: unset, label: unsetLabel }, ...datePresets, { value: custom, label: 'Custom range' }];
  const period = list.get('period') || unset;
  return (
    <>
      <Select
        label="Period"
        data={periodOptions}
        value={period}
        allowDeselect={false}
        onChange={(value) =>
          list.update({
            period: value === unset ? null : value,
            ...(value === custom ? {} : { from: null, to: null }),
          })
        }
        w={{ base: '100%', xs: 210 }}
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
