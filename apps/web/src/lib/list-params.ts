import { useSearchParams } from 'react-router';
import { setRowsPerPage, useRowsPerPage } from '../session/storage.ts';

export type ParamChanges = Record<string, string | null | undefined>;

/**
 * A list's page and filters live in the URL (shareable, kept on back), rows per page in
 * num-of-rows. Changing a filter goes back to page 1.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const limit = useRowsPerPage();
  const pageNumber = Number(searchParams.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1;

  const update = (changes: ParamChanges) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === '') next.delete(name);
          else next.set(name, value);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );

  return {
    page,
    limit,
    get: (name: string) => searchParams.get(name) ?? '',
    update,
    setPage: (value: number) => update({ page: value > 1 ? String(value) : null }),
    setLimit: (rows: number) => {
      setRowsPerPage(rows);
      update({ page: null });
    },
  };
}

export type ListParams = ReturnType<typeof useListParams>;
