import { z } from 'zod';

/** Every success answer: `{ message, data }`; lists add pageInfo. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), data });
}

export const pageInfoSchema = z.object({
  page: z.number(),
  prevPage: z.number().nullable(),
  nextPage: z.number().nullable(),
  limit: z.number(),
  total: z.number(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ message: z.string(), data: z.array(item), pageInfo: pageInfoSchema });
}

export const errorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  code: z.string().optional(),
});

export const messageOnlySchema = z.object({ message: z.string() });

export function pageInfo(page: number, limit: number, total: number): PageInfo {
  const lastPage = Math.max(1, Math.ceil(total / limit));
  return {
    page,
    prevPage: page > 1 ? page - 1 : null,
    nextPage: page < lastPage ? page + 1 : null,
    limit,
    total,
  };
}
