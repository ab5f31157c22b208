import { Badge, Button, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Reconciliation } from '../../api/reconciliations.ts';
import { formatDate, formatDay } from '../../lib/format.ts';
import type { DataTableColumn } from '../DataTable.tsx';
import { MoneyText } from '../MoneyText.tsx';
import { ReportDownloadButton } from './ReportDownloadButton.tsx';
import { personName } from './reconcile-selection.ts';

interface HistoryActions {
  accountId: string;
  /** Only the account's latest completed reconciliation can be undone. */
  latestCompletedId: string | undefined;
  /** Undo would open a second reconciliation while one is open: the API refuses it. */
  undoBlocked: boolean;
  onUndo: (reconciliation: Reconciliation) => void;
}

function Action({ row, actions }: { row: Reconciliation; actions: HistoryActions }) {
  if (row.status === 'in-progress') {
    return (
      <Button
        component={Link}
        to={`/accounting/reconcile/${actions.accountId}/account-reconciliation`}
        size="xs"
        variant="light"
      >
        Continue
      </Button>
    );
  }
  const report = <ReportDownloadButton reconciliationId={row._id} compact />;
  if (row._id !== actions.latestCompletedId) return report;
  const button = (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconArrowBackUp size={14} />}
      onClick={() => actions.onUndo(row)}
      disabled={actions.undoBlocked}
      aria-label={`Undo the reconciliation to ${formatDay(row.statementDate)}`}
    >
      Undo
    </Button>
  );
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {report}
      {actions.undoBlocked ? (
        <Tooltip label="Finish or delete the reconciliation in progress first">
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
    </Group>
  );
}

/** /accounting/reconcile/{id}: the account's reconciliations, newest first. */
export function historyColumns(actions: HistoryActions): DataTableColumn<Reconciliation>[] {
  return [
    { key: 'statementDate', header: 'Statement date', nowrap: true, cell: (row) => formatDay(row.statementDate) },
    {
      key: 'statementBalance',
      header: 'Statement balance',
      align: 'right',
      cell: (row) => <MoneyText amount={row.statementBalance} />,
    },
    {
      key: 'openingBalance',
      header: 'Opening balance',
      align: 'right',
      cell: (row) => <MoneyText amount={row.openingBalance} />,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) =>
        row.status === 'completed' ? (
          <Badge color="owo" variant="light" radius="sm" tt="none">
            Completed
          </Badge>
        ) : (
          <Badge color="orange" variant="light" radius="sm" tt="none">
            In progress
          </Badge>
        ),
    },
    {
      key: 'completed',
      header: 'Completed',
      cell: (row) =>
        row.completedAt ? (
          <Stack gap={0}>
            <Text fz="sm">{formatDate(row.completedAt)}</Text>
            {personName(row.completedBy) ? (
              <Text fz="xs" c="dimmed">
                by {personName(row.completedBy)}
              </Text>
            ) : null}
          </Stack>
        ) : (
          '-'
        ),
    },
    {
      key: 'action',
      header: <VisuallyHidden>Action</VisuallyHidden>,
      align: 'right',
      cell: (row) => <Action row={row} actions={actions} />,
    },
  ];
}
