import { Box, Card, Checkbox, EmptyState, Progress, Skeleton, Table } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { PageInfo } from '../api/client.ts';
import { usePhone } from '../lib/use-phone.ts';
import { TablePagination } from './TablePagination.tsx';

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** Keeps badges and amounts on one line; the table scrolls instead. */
  nowrap?: boolean;
  /** Left out on a phone, so the columns that matter there fit without scrolling sideways. */
  hiddenOnPhone?: boolean;
  /** Shown only on a phone, in place of columns it leaves out (one amount for debit and credit). */
  phoneOnly?: boolean;
}

export interface DataTableSelection<Row> {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** Names the row's checkbox for screen readers: 'Select Cash on Hand'. */
  rowLabel: (row: Row) => string;
  /** Rows that cannot be picked (system accounts...). */
  isSelectable?: (row: Row) => boolean;
}

interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: DataTableColumn<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  /** The first load: skeleton rows. */
  loading: boolean;
  /** A later page or filter on its way: a thin bar over the old rows. */
  fetching?: boolean;
  pageInfo?: PageInfo;
  onPageChange?: (page: number) => void;
  onRowsPerPageChange?: (rows: number) => void;
  empty: { title: string; message: string; action?: ReactNode };
  selection?: DataTableSelection<Row>;
  /** Below this width the table scrolls sideways inside its card (on a phone: its own width). */
  minWidth?: number;
  /** Rows before the data, e.g. a balance brought forward, given the number of columns shown. */
  leadingRows?: (columnCount: number) => ReactNode;
  footer?: (columnCount: number) => ReactNode;
}

const skeletonRows = 5;

/** A server-paginated list in a card: skeleton, empty state, selection and pagination. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, rows, rowKey, loading, fetching, pageInfo, empty, selection } = props;
  const phone = usePhone();
  const columns = props.columns.filter((column) => (phone ? !column.hiddenOnPhone : !column.phoneOnly));
  // A table that leaves columns out on a phone is made to fit it; others keep scrolling sideways.
  const fitted = phone && props.columns.some((column) => column.hiddenOnPhone);
  const minWidth = fitted ? 0 : (props.minWidth ?? 720);
  const selectable = rows?.filter((row) => selection?.isSelectable?.(row) ?? true) ?? [];
  const selectedOnPage = selectable.filter((row) => selection?.selected.includes(rowKey(row)));
  const allSelected = selectable.length > 0 && selectedOnPage.length === selectable.length;
  const columnCount = columns.length + (selection ? 1 : 0);

  const toggleAll = () => {
    if (!selection) return;
    const pageIds = selectable.map(rowKey);
    const others = selection.selected.filter((id) => !pageIds.includes(id));
    selection.onChange(allSelected ? others : [...others, ...pageIds]);
  };
  const toggle = (id: string) => {
    if (!selection) return;
    const { selected, onChange } = selection;
    onChange(selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id]);
  };

  const body = loading
    ? Array.from({ length: skeletonRows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key on
        <Table.Tr key={index} aria-hidden="true">
          {Array.from({ length: columnCount }, (_, cell) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have nothing else to key on
            <Table.Td key={cell}>
              <Skeleton height={14} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ))
    : rows?.map((row) => {
        const id = rowKey(row);
        const canSelect = selection?.isSelectable?.(row) ?? true;
        return (
          <Table.Tr key={id} bg={selection?.selected.includes(id) ? 'var(--mantine-color-owo-0)' : undefined}>
            {selection ? (
              <Table.Td w={44}>
                <Checkbox
                  aria-label={selection.rowLabel(row)}
                  checked={selection.selected.includes(id)}
                  onChange={() => toggle(id)}
                  disabled={!canSelect}
                />
              </Table.Td>
            ) : null}
            {columns.map((column) => (
              <Table.Td key={column.key} ta={column.align} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        );
      });

  const isEmpty = !loading && (rows?.length ?? 0) === 0;
  return (
    <Card p={0} pos="relative">
      {fetching && !loading ? (
        <Progress value={100} animated size={3} radius={0} pos="absolute" top={0} left={0} right={0} aria-hidden />
      ) : null}
      {/* Focusable, so a keyboard can scroll a table wider than the screen. */}
      <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} aria-label={label} role="region">
        <Table verticalSpacing="sm" highlightOnHover aria-label={label} aria-busy={loading || fetching}>
          <Table.Thead bg="var(--mantine-color-gray-0)">
            <Table.Tr>
              {selection ? (
                <Table.Th w={44}>
                  <Checkbox
                    aria-label="Select all on this page"
                    checked={allSelected}
                    indeterminate={selectedOnPage.length > 0 && !allSelected}
                    onChange={toggleAll}
                    disabled={loading || selectable.length === 0}
                  />
                </Table.Th>
              ) : null}
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  ta={column.align}
                  w={column.width}
                  // Headers stay on one line where the table may scroll; a phone's fitted table wraps them.
                  style={fitted ? undefined : { whiteSpace: 'nowrap' }}
                >
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {isEmpty ? null : props.leadingRows?.(columnCount)}
            {body}
          </Table.Tbody>
          {props.footer && !isEmpty ? <Table.Tfoot>{props.footer(columnCount)}</Table.Tfoot> : null}
        </Table>
      </Table.ScrollContainer>
      {isEmpty ? (
        <Box py="xl" px="md">
          <EmptyState
            variant="light"
            icon={<IconDatabaseOff size={26} />}
            title={empty.title}
            description={empty.message}
          >
            {empty.action ? <EmptyState.Actions>{empty.action}</EmptyState.Actions> : null}
          </EmptyState>
        </Box>
      ) : null}
      {pageInfo && props.onPageChange && props.onRowsPerPageChange && !isEmpty ? (
        <Box style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <TablePagination
            pageInfo={pageInfo}
            onPageChange={props.onPageChange}
            onRowsPerPageChange={props.onRowsPerPageChange}
            disabled={loading}
          />
        </Box>
      ) : null}
    </Card>
  );
}
