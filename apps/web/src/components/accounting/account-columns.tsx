import { ActionIcon, Anchor, Badge, Group, Menu, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconDots, IconEye, IconGitMerge, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Account } from '../../api/accounts.ts';
import type { DataTableColumn } from '../DataTable.tsx';
import { MoneyText } from '../MoneyText.tsx';
import { openAccountDialog, openMergeAccountsDialog } from './account-dialogs.tsx';

export const accountTypeColors = {
  Asset: 'blue',
  Liability: 'orange',
  Equity: 'grape',
  Income: 'teal',
  Expense: 'red',
} as const;

export function accountPath(id: string): string {
  return `/accounting/coa/${encodeURIComponent(id)}`;
}

/**
 * The chart's columns: code, name, type, sub category, balance, system badge, actions. On a phone:
 * name with its code beneath, balance, actions.
 */
export function accountColumns(onDelete: (account: Account) => void): DataTableColumn<Account>[] {
  return [
    {
      key: 'code',
      header: 'Code',
      width: 80,
      nowrap: true,
      hiddenOnPhone: true,
      cell: (account) => <Text fz="sm">{account.account_code}</Text>,
    },
    {
      key: 'name',
      header: 'Name',
      cell: (account) => (
        <Stack gap={0}>
          <Anchor component={Link} to={accountPath(account._id)} fz="sm" fw={600}>
            {account.account_name}
          </Anchor>
          <Text fz="xs" c="dimmed" hiddenFrom="sm">
            {account.account_code}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'type',
      header: 'Type',
      nowrap: true,
      hiddenOnPhone: true,
      cell: (account) => (
        <Badge variant="light" color={accountTypeColors[account.account_type]} radius="sm">
          {account.account_type}
        </Badge>
      ),
    },
    {
      key: 'subCategory',
      header: 'Sub category',
      hiddenOnPhone: true,
      cell: (account) => <Text fz="sm">{account.sub_category_account.name}</Text>,
    },
    {
      key: 'balance',
      header: 'Balance (₦)',
      align: 'right',
      cell: (account) => <MoneyText amount={account.balance} currency={account.currency} fz="sm" />,
    },
    {
      key: 'flags',
      header: 'Kind',
      nowrap: true,
      hiddenOnPhone: true,
      cell: (account) => (
        <Group gap={4} wrap="nowrap">
          {account.isSystem ? (
            <Badge variant="outline" color="gray" radius="sm">
              System
            </Badge>
          ) : null}
          {account.isBank ? (
            <Badge variant="outline" color="owo" radius="sm">
              Bank
            </Badge>
          ) : null}
          {account.isActive ? null : (
            <Badge variant="outline" color="red" radius="sm">
              Inactive
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      align: 'right',
      width: 56,
      cell: (account) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${account.account_name}`}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={accountPath(account._id)} leftSection={<IconEye size={16} />}>
              View postings
            </Menu.Item>
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => openAccountDialog(account)}>
              Edit
            </Menu.Item>
            <Menu.Item
              leftSection={<IconGitMerge size={16} />}
              disabled={account.isSystem}
              onClick={() => openMergeAccountsDialog(account._id)}
            >
              Merge into another account
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} />}
              disabled={account.isSystem}
              onClick={() => onDelete(account)}
            >
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];
}
