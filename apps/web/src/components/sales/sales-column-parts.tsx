import { ActionIcon, Anchor, Menu, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconDots, IconDownload, IconEye, IconMail, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatShortDay } from '../../lib/format.ts';
import type { DataTableColumn } from '../DataTable.tsx';
import { MoneyText } from '../MoneyText.tsx';
import { SalesStatusBadge } from './SalesStatusBadge.tsx';

/*
 * The pieces the columns of the sales lists are made of (sales-columns.tsx, payment-columns.tsx,
 * recurring-columns.tsx): number and customer, dates, status, money, and the row's menu.
 */

export interface SalesPermissions {
  create: boolean;
  edit: boolean;
  remove: boolean;
  approve: boolean;
}

export const day = (value: string | undefined) => (value ? formatShortDay(value) : '-');

export function NumberAndCustomer({ number, to, customer }: NumberAndCustomerProps) {
  return (
    <Stack gap={0}>
      {to ? (
        <Anchor component={Link} to={to} fz="sm" fw={600}>
          {number}
        </Anchor>
      ) : (
        <Text fz="sm" fw={600}>
          {number}
        </Text>
      )}
      <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {customer}
      </Text>
    </Stack>
  );
}

interface NumberAndCustomerProps {
  number: string;
  /** Where the number leads; plain text where the user may not open the document. */
  to?: string | undefined;
  customer?: string | undefined;
}

/*
 * The column builders every list below is made of, so that a document's number, dates, branch,
 * status, amounts and menu look the same from one list to the next.
 */

export function numberColumn<Row>(header: string, parts: (row: Row) => NumberAndCustomerProps): DataTableColumn<Row> {
  return { key: 'number', header, cell: (row) => <NumberAndCustomer {...parts(row)} /> };
}

/** A date: left out on a phone, where the number and amount need the room. */
export function dateColumn<Row>(
  key: string,
  header: string,
  date: (row: Row) => string | undefined,
): DataTableColumn<Row> {
  return { key, header, hiddenOnPhone: true, nowrap: true, cell: (row) => day(date(row)) };
}

export function branchColumn<Row extends { branch?: { name: string } | null }>(): DataTableColumn<Row> {
  return { key: 'branch', header: 'Branch', hiddenOnPhone: true, cell: (row) => row.branch?.name };
}

interface StatusColumnOptions<Row> {
  hiddenOnPhone?: boolean;
  /** A line under the badge: how soon an invoice is due, why a schedule failed. */
  below?: (row: Row) => ReactNode;
}

export function statusColumn<Row extends { status?: string | undefined }>(
  options: StatusColumnOptions<Row> = {},
): DataTableColumn<Row> {
  const { hiddenOnPhone, below } = options;
  const badge = (row: Row) => (row.status ? <SalesStatusBadge status={row.status} /> : null);
  return {
    key: 'status',
    header: 'Status',
    hiddenOnPhone,
    cell: below
      ? (row) => (
          <Stack gap={2} align="flex-start">
            {badge(row)}
            {below(row)}
          </Stack>
        )
      : badge,
  };
}

interface MoneyColumn<Row> {
  key: string;
  header: string;
  amount: (row: Row) => number;
  currency: (row: NoInfer<Row>) => string;
  /** The list's own amount: bold, and the one kept on a phone. */
  main?: boolean;
}

export function moneyColumn<Row>({ key, header, amount, currency, main }: MoneyColumn<Row>): DataTableColumn<Row> {
  return {
    key,
    header,
    align: 'right',
    nowrap: true,
    hiddenOnPhone: !main,
    cell: (row) => <MoneyText amount={amount(row)} currency={currency(row)} fw={main ? 600 : undefined} />,
  };
}

export const documentCurrency = (row: { currency: { name: string } }) => row.currency.name;

/**
 * The row's menu, named for the row ('Actions for INV-0001'); `shown` leaves the cell empty where
 * the user may do nothing with the row.
 */
export function menuColumn<Row>(
  name: (row: Row) => string,
  items: (row: Row) => ReactNode,
  shown: (row: Row) => boolean = () => true,
): DataTableColumn<Row> {
  return {
    key: 'actions',
    header: <VisuallyHidden>Actions</VisuallyHidden>,
    align: 'right',
    width: 48,
    cell: (row) =>
      shown(row) ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name(row)}`}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>{items(row)}</Menu.Dropdown>
        </Menu>
      ) : null,
  };
}

/* The menu items more than one list offers. */

export function ViewItem({ to }: { to: string }) {
  return (
    <Menu.Item component={Link} to={to} leftSection={<IconEye size={16} />}>
      View
    </Menu.Item>
  );
}

export function EditItem({ to }: { to: string }) {
  return (
    <Menu.Item component={Link} to={to} leftSection={<IconPencil size={16} />}>
      Edit
    </Menu.Item>
  );
}

export function DownloadItem({ onClick }: { onClick: () => void }) {
  return (
    <Menu.Item leftSection={<IconDownload size={16} />} onClick={onClick}>
      Download PDF
    </Menu.Item>
  );
}

export function SendItem({ onClick }: { onClick: () => void }) {
  return (
    <Menu.Item leftSection={<IconMail size={16} />} onClick={onClick}>
      Send by email
    </Menu.Item>
  );
}

export function VoidItem({ onClick }: { onClick: () => void }) {
  return (
    <Menu.Item color="red" leftSection={<IconX size={16} />} onClick={onClick}>
      Void
    </Menu.Item>
  );
}

export function DeleteItem({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <Menu.Item color="red" leftSection={<IconTrash size={16} />} disabled={disabled} onClick={onClick}>
      Delete
    </Menu.Item>
  );
}
