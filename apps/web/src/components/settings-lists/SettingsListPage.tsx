import { ActionIcon, Button, Group, Stack, VisuallyHidden } from '@mantine/core';
import type { Permission } from '@owo/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Envelope } from '../../api/client.ts';
import { useMay } from '../../session/permissions.ts';
import { DataTable, type DataTableColumn } from '../DataTable.tsx';
import { PageHeader } from '../PageHeader.tsx';

interface SettingsListPageProps<Row extends { _id: string }> {
  /** The page's heading, also the table's accessible name: 'Branches'. */
  title: string;
  description: string;
  maxWidth: number;
  /** The whole list, read in one call (these lists are short). */
  list: UseQueryResult<Envelope<Row[]>>;
  columns: DataTableColumn<Row>[];
  /** The header's add button, shown only to a role that may create; an empty list offers it too. */
  add: { label: string; permission: Permission; onClick: () => void };
  /** What an empty list says. */
  empty: { title: string; message: string };
  /** Passed to DataTable: 0 fits a short table to a phone without sideways scrolling. */
  minWidth?: number;
  /** Dialogs the page keeps open itself. */
  children?: ReactNode;
}

/**
 * A settings list (branches, payment methods, discounts, taxes): a header with its add button, the
 * table, and an empty state that offers the add button, or Try again when the list could not be loaded.
 */
export function SettingsListPage<Row extends { _id: string }>(props: SettingsListPageProps<Row>) {
  const { title, list, add, empty } = props;
  const mayAdd = useMay(add.permission);
  const addButton = mayAdd ? (
    <Button leftSection={<IconPlus size={18} />} onClick={add.onClick}>
      {add.label}
    </Button>
  ) : undefined;

  return (
    <Stack gap="lg" maw={props.maxWidth}>
      <PageHeader title={title} description={props.description} actions={addButton} />
      <DataTable
        label={title}
        columns={props.columns}
        rows={list.data?.data}
        rowKey={(row) => row._id}
        loading={list.isPending}
        minWidth={props.minWidth}
        empty={
          list.isError
            ? {
                title: `The ${title.toLowerCase()} could not be loaded`,
                message: 'Please try again.',
                action: (
                  <Button variant="default" onClick={() => void list.refetch()}>
                    Try again
                  </Button>
                ),
              }
            : { ...empty, action: addButton }
        }
      />
      {props.children}
    </Stack>
  );
}

interface EditDeleteColumnOptions<Row> {
  /** Names the row in the buttons' labels: 'Edit Ikeja Shop'. */
  name: (row: Row) => string;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  /** False when the last one must stay (a company keeps at least one branch). */
  deletable?: boolean;
}

/** The Edit and Delete buttons of a settings list, each shown only to a role that may use it. */
export function useEditDeleteColumn<Row>(options: EditDeleteColumnOptions<Row>): DataTableColumn<Row> {
  const mayEdit = useMay('settings.edit');
  const mayDelete = useMay('settings.delete') && (options.deletable ?? true);
  return {
    key: 'actions',
    header: <VisuallyHidden>Actions</VisuallyHidden>,
    align: 'right',
    width: 90,
    cell: (row) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {mayEdit ? (
          <ActionIcon variant="subtle" aria-label={`Edit ${options.name(row)}`} onClick={() => options.onEdit(row)}>
            <IconEdit size={18} />
          </ActionIcon>
        ) : null}
        {mayDelete ? (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${options.name(row)}`}
            onClick={() => options.onDelete(row)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        ) : null}
      </Group>
    ),
  };
}
