/**
 * The list query every list endpoint shares (server http/query.ts): limit, page,
 * where[field]=value and range[startDate] / range[endDate]. Empty values are left out.
 */
export interface ListQuery {
  limit?: number;
  page?: number;
  where?: Record<string, string | null | undefined>;
  range?: { startDate?: string | null; endDate?: string | null };
  /** Plain parameters such as asOf, account, from, to. */
  params?: Record<string, string | number | null | undefined>;
}

export function listQuery({ limit, page, where = {}, range = {}, params = {} }: ListQuery): string {
  const search = new URLSearchParams();
  if (limit !== undefined) search.set('limit', String(limit));
  if (page !== undefined) search.set('page', String(page));
  for (const [field, value] of Object.entries(where)) if (value) search.set(`where[${field}]`, value);
  if (range.startDate) search.set('range[startDate]', range.startDate);
  if (range.endDate) search.set('range[endDate]', range.endDate);
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
