import { Group, Pagination, Select, Text } from '@mantine/core';
import type { PageInfo } from '../api/client.ts';
import { rowsPerPageOptions } from '../session/storage.ts';

interface TablePaginationProps {
  pageInfo: PageInfo;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rows: number) => void;
  disabled?: boolean;
}

const rowOptions = rowsPerPageOptions.map(String);

/** "11-20 of 92", rows per page (kept in num-of-rows) and the pages, from the answer's pageInfo. */
export function TablePagination({ pageInfo, onPageChange, onRowsPerPageChange, disabled }: TablePaginationProps) {
  const { page, limit, total } = pageInfo;
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  const limitValue = String(limit);
  return (
    <Group justify="space-between" gap="sm" px="md" py="sm" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        <Text fz="sm" c="dimmed" component="span" aria-hidden="true">
          Rows
        </Text>
        <Select
          aria-label="Rows per page"
          size="xs"
          w={76}
          data={rowOptions.includes(limitValue) ? rowOptions : [limitValue, ...rowOptions]}
          value={limitValue}
          allowDeselect={false}
          onChange={(value) => onRowsPerPageChange(Number(value ?? limit))}
          disabled={disabled}
        />
        <Text fz="sm" c="dimmed" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
          {first}-{last} of {total}
        </Text>
      </Group>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPageChange}
        disabled={disabled}
        size="sm"
        siblings={0}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
      />
    </Group>
  );
}
