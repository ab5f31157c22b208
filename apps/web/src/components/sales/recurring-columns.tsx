import { Menu, Stack, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { RecurringInvoiceView } from '../../api/recurring-invoices.ts';
import type { DataTableColumn } from '../DataTable.tsx';
import { frequencyLabels } from './recurring-form.ts';
import { DeleteItem, day, EditItem, menuColumn, type SalesPermissions, statusColumn } from './sales-column-parts.tsx';
import { editRecurringPath } from './sales-paths.ts';

/* The columns of the list of recurring invoices (/sales/invoice/recurring). */

export interface RecurringRowActions {
  setStatus: (schedule: RecurringInvoiceView, status: 'active' | 'paused') => void;
  remove: (schedule: RecurringInvoiceView) => void;
  /** A pause, resume or delete under way: the menus wait for it. */
  busy: boolean;
}

/** 'Every month · 2 made of 12'. */
function madeText(schedule: RecurringInvoiceView): string {
  const of = schedule.maxCount === null ? '' : ` of ${schedule.maxCount}`;
  return `${schedule.madeCount} made${of}`;
}

export function recurringColumns(
  may: SalesPermissions,
  actions: RecurringRowActions,
): DataTableColumn<RecurringInvoiceView>[] {
  // Replacing a schedule (the API keeps one as set up) pauses it, makes its successor and deletes it.
  const mayReplace = may.edit && may.create && may.remove;
  return [
    {
      key: 'name',
      header: 'Schedule',
      cell: (schedule) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {schedule.name}
          </Text>
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {schedule.customer.name}
          </Text>
          {/* On a phone the other columns' words sit here, so the name has room. */}
          <Text fz="xs" c="dimmed" hiddenFrom="sm">
            {frequencyLabels[schedule.frequency]} · {madeText(schedule)}
            {schedule.status === 'active' && schedule.nextRunDate ? ` · next ${day(schedule.nextRunDate)}` : ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'repeat',
      header: 'Repeats',
      hiddenOnPhone: true,
      cell: (schedule) => (
        <Stack gap={0}>
          <Text fz="sm">{frequencyLabels[schedule.frequency]}</Text>
          <Text fz="xs" c="dimmed">
            {schedule.endDate
              ? `until ${day(schedule.endDate)}`
              : schedule.maxCount !== null
                ? `${schedule.maxCount} invoices`
                : 'no end'}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'next',
      header: 'Next invoice',
      nowrap: true,
      hiddenOnPhone: true,
      cell: (schedule) =>
        schedule.status === 'active' && schedule.nextRunDate ? (
          day(schedule.nextRunDate)
        ) : (
          <Text fz="sm" c="dimmed">
            {schedule.status === 'paused' ? 'Paused' : '-'}
          </Text>
        ),
    },
    { key: 'made', header: 'Made', hiddenOnPhone: true, nowrap: true, cell: (schedule) => madeText(schedule) },
    statusColumn({
      below: (schedule) =>
        schedule.lastError ? (
          <Text fz="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
            {schedule.lastError}
          </Text>
        ) : null,
    }),
    menuColumn(
      (schedule) => schedule.name,
      (schedule) => (
        <>
          {may.edit && schedule.status === 'active' ? (
            <Menu.Item
              leftSection={<IconPlayerPause size={16} />}
              disabled={actions.busy}
              onClick={() => actions.setStatus(schedule, 'paused')}
            >
              Pause
            </Menu.Item>
          ) : null}
          {may.edit && schedule.status === 'paused' ? (
            <Menu.Item
              leftSection={<IconPlayerPlay size={16} />}
              disabled={actions.busy}
              onClick={() => actions.setStatus(schedule, 'active')}
            >
              Resume
            </Menu.Item>
          ) : null}
          {mayReplace && schedule.status !== 'finished' ? <EditItem to={editRecurringPath(schedule._id)} /> : null}
          {may.remove ? <DeleteItem disabled={actions.busy} onClick={() => actions.remove(schedule)} /> : null}
        </>
      ),
      () => may.edit || may.remove,
    ),
  ];
}
