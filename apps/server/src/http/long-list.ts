import { type CountedList, type Executor, listCounts } from '@owo/db';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ListQuery } from './query.ts';

/*
 * Paging a list of 100,000 rows in a few milliseconds (bench/catalogue). Its total comes from the
 * kept counts when the filters allow (an exact count(*) read every row under row-level security),
 * and a page past the middle is read from the far end, so the last page costs what the first does.
 */

/** The kept total of a list (table list_counts, kept by triggers), over the statuses given or all. */
export async function keptTotal(
  executor: Executor,
  companyId: string,
  list: CountedList,
  statuses?: readonly string[],
): Promise<number> {
  const [row] = await executor
    .select({ total: sql<string>`coalesce(sum(${listCounts.total}), 0)` })
    .from(listCounts)
    .where(
      and(
        eq(listCounts.companyId, companyId),
        eq(listCounts.list, list),
        statuses ? inArray(listCounts.status, [...statuses]) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

/** asc or desc: the direction a page is read in. */
export type Direction = typeof asc;

/**
 * The rows of the query's page in a list of `total` rows sorted by `read`'s order. A page in the
 * second half is read backwards from the end with the smaller offset, and turned round.
 */
export async function readPage<Row>(
  query: Pick<ListQuery, 'limit' | 'offset'>,
  total: number,
  read: (direction: Direction, limit: number, offset: number) => Promise<Row[]>,
): Promise<Row[]> {
  const { limit, offset } = query;
  if (offset >= total) return [];
  const rowsLeft = total - offset;
  if (offset <= rowsLeft) return read(asc, limit, offset);
  const size = Math.min(limit, rowsLeft);
  return (await read(desc, size, rowsLeft - size)).reverse();
}
