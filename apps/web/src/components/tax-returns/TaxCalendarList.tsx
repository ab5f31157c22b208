import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { ObligationStatus, TaxObligation } from '@owo/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTaxCalendar } from '../../api/tax-returns.ts';
import { formatDay } from '../../lib/format.ts';
import { DataTable, type DataTableColumn } from '../DataTable.tsx';
import { MoneyText } from '../MoneyText.tsx';
import { prepareReturnPath } from './tax-return-paths.ts';

/*
 * The tax calendar (/tax, issue 29): what the company owes the tax authorities and by when, soonest
 * due first, each with its status, what is owed and a link to where it is acted on.
 */

const looks: Record<ObligationStatus, { label: string; color: string }> = {
  overdue: { label: 'Overdue', color: 'red' },
  due: { label: 'Due', color: 'orange' },
  upcoming: { label: 'Upcoming', color: 'gray' },
  filed: { label: 'Filed', color: 'blue' },
  paid: { label: 'Paid', color: 'teal' },
};

export function ObligationStatusBadge({ status }: { status: ObligationStatus }) {
  const look = looks[status];
  return (
    <Badge variant="light" color={look.color} radius="sm" tt="none">
      {look.label}
    </Badge>
  );
}

/** What to do about it, in words that name the page the link opens. */
function actionOf(item: TaxObligation): string {
  if (item.kind === 'cit') return 'Profit and loss';
  if (item.kind === 'paye' || item.kind === 'pension' || item.kind === 'nhf') return 'Open payroll run';
  if (item.returnId === null) return 'Prepare return';
  return item.status === 'paid' ? 'Open return' : 'Pay return';
}

function Owed({ item }: { item: TaxObligation }) {
  return item.amountOwed === null ? (
    <Text fz="sm" c="dimmed" span>
      Not worked out
    </Text>
  ) : (
    <MoneyText amount={item.amountOwed} fz="sm" fw={600} />
  );
}

function Obligation({ item, phone = false }: { item: TaxObligation; phone?: boolean }) {
  return (
    <Stack gap={2} align="flex-start">
      <Text fz="sm" fw={600}>
        {item.title}
      </Text>
      {item.note ? (
        <Text fz="xs" c="dimmed" maw={420}>
          {item.note}
        </Text>
      ) : null}
      {phone ? (
        <>
          <Text fz="xs" c={item.status === 'overdue' ? 'red.8' : 'dimmed'}>
            Due {formatDay(item.dueDate)}
          </Text>
          <Group gap="xs">
            <ObligationStatusBadge status={item.status} />
            <Anchor component={Link} to={item.path} fz="xs">
              {actionOf(item)}
            </Anchor>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}

const columns: DataTableColumn<TaxObligation>[] = [
  { key: 'obligation', header: 'Obligation', hiddenOnPhone: true, cell: (item) => <Obligation item={item} /> },
  { key: 'phone', header: 'Obligation', phoneOnly: true, cell: (item) => <Obligation item={item} phone /> },
  { key: 'due', header: 'Due', hiddenOnPhone: true, nowrap: true, cell: (item) => formatDay(item.dueDate) },
  {
    key: 'status',
    header: 'Status',
    hiddenOnPhone: true,
    cell: (item) => <ObligationStatusBadge status={item.status} />,
  },
  { key: 'owed', header: 'Owed', align: 'right', cell: (item) => <Owed item={item} /> },
  {
    key: 'action',
    header: 'Action',
    hiddenOnPhone: true,
    nowrap: true,
    cell: (item) => (
      <Anchor component={Link} to={item.path} fz="sm">
        {actionOf(item)}
      </Anchor>
    ),
  },
];

/** The obligations not settled, those paid lately and what falls due in the next three months. */
export function TaxCalendarList() {
  const calendar = useTaxCalendar();
  const prepare = (
    <Button component={Link} to={prepareReturnPath()} leftSection={<IconFileInvoice size={18} />}>
      Prepare a return
    </Button>
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text fz="sm" c="dimmed" maw={620}>
          VAT and WHT by the 21st of the next month, PAYE by the 10th, pension within 7 working days of paying salaries,
          company income tax six months after your year end. Due means within a week.
        </Text>
        {prepare}
      </Group>
      <DataTable
        label="Tax calendar"
        columns={columns}
        rows={calendar.data?.data.obligations}
        rowKey={(item) => `${item.kind}-${item.period}-${item.path}`}
        loading={calendar.isPending}
        fetching={calendar.isFetching}
        minWidth={760}
        empty={{
          title: 'Nothing due',
          message: 'No return or remittance is owed: your VAT, WHT and payroll taxes appear here as they arise.',
          action: prepare,
        }}
      />
    </Stack>
  );
}
