import { isCalendarDate } from '@owo/core';
import { z } from 'zod';
import { Invalid } from '../errors.ts';

/**
 * The list query every list endpoint shares: `limit`, `page`, `where[field]=value` and
 * `range[startDate]` / `range[endDate]`. Fastify's default querystring parser leaves bracketed
 * keys as they are ("where[status]"), so they are gathered here.
 */
export interface ListQuery {
  limit: number;
  page: number;
  offset: number;
  where: Record<string, string>;
  range: { startDate?: string; endDate?: string };
}

export const MAX_LIMIT = 10000;

export const listQuerySchema = z
  .object({
    limit: z.coerce
      .number({ error: 'limit is not valid.' })
      .int('limit is not valid.')
      .min(1, 'limit is not valid.')
      .max(MAX_LIMIT, 'limit is not valid.')
      .default(10),
    page: z.coerce
      .number({ error: 'page is not valid.' })
      .int('page is not valid.')
      .min(1, 'page is not valid.')
      .default(1),
  })
  .catchall(z.union([z.string(), z.array(z.string())]));

export function parseListQuery(query: Record<string, unknown>, defaultLimit = 10): ListQuery {
  const parsed = listQuerySchema.safeParse({ limit: defaultLimit, ...query });
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    throw new Invalid(Object.values(errors)[0] ?? 'Invalid query', errors);
  }
  const { limit, page, ...rest } = parsed.data;
  const where: Record<string, string> = {};
  const range: ListQuery['range'] = {};
  for (const [key, raw] of Object.entries(rest)) {
    const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
    if (value === undefined || value === '') continue;
    const match = /^(where|range)\[(\w+)\]$/.exec(key);
    if (!match) continue;
    const [, kind, field = ''] = match;
    if (kind === 'where') where[field] = value;
    else if (field === 'startDate' || field === 'endDate') {
      if (!isCalendarDate(value))
        throw new Invalid(`range[${field}] is not valid.`, { [`range.${field}`]: `range[${field}] is not valid.` });
      range[field] = value;
    }
  }
  return { limit, page, offset: (page - 1) * limit, where, range };
}

type Filter = 'id' | 'text' | 'date';

/** A count as a query sends it: digits, refused in parseListQuery's words otherwise. */
export const countParameter = (name: 'limit' | 'page') =>
  z
    .string()
    .regex(/^[0-9]+$/, { error: `${name} is not valid.` })
    .optional();

/** Filters a list reads as `where[name]` (parseListQuery), declared by their names: { status: 'text' }. */
export function whereFilters(filters: Record<string, Filter>): Record<string, Filter> {
  return Object.fromEntries(Object.entries(filters).map(([name, kind]) => [`where[${name}]`, kind]));
}

/**
 * The list query as the OpenAPI document shows it: limit, page and each `where[...]` or
 * `range[...]` filter the route reads (parseListQuery reads them). Declared, they are checked
 * before the route runs (an id filter must be a UUID) and the tenancy sweep test puts another
 * company's ids in every id filter.
 */
export function listQuerystring<Extra extends z.ZodRawShape>(filters: Record<string, Filter>, extra?: Extra) {
  const filterSchema = (name: string, kind: Filter) => {
    const error = `${name} is not valid.`;
    if (kind === 'id') return z.uuid({ error }).optional();
    if (kind === 'date')
      return z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error })
        .optional();
    return z.string().optional();
  };
  return z
    .object({
      limit: countParameter('limit'),
      page: countParameter('page'),
      ...(extra as Extra),
      ...Object.fromEntries(Object.entries(filters).map(([name, kind]) => [name, filterSchema(name, kind)])),
    })
    .loose();
}

/**
 * The rows read for a page's ids, back in the page's order. A long list reads a page's ids first,
 * from its sort index alone, then the details of just those rows: read whole, a page deep in
 * 100,000 customers fetched every row it skipped (bench/catalogue).
 */
export function inPageOrder<Row>(ids: readonly string[], rows: readonly Row[], idOf: (row: Row) => string): Row[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  return [...rows].sort((first, second) => (position.get(idOf(first)) ?? 0) - (position.get(idOf(second)) ?? 0));
}
