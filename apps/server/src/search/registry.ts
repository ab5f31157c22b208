import { MAX_AMOUNT_KOBO, type Permission, toKobo } from '@owo/core';
import type { Executor } from '@owo/db';
import { eq, ilike, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { RequestContext } from '../context.ts';

/*
 * Global search: one list of providers that modules add to. Each provider answers for one kind of
 * record, from its own module's tables, and names the permission a member needs to see that kind;
 * the route asks only the providers the member may see. A module that adds a kind (invoices,
 * customers...) writes a `<noun>.search.ts` beside its view and adds it to searchProviders below.
 */

export const searchResultSchema = z.object({
  kind: z.string(),
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** Naira, when the record has one amount worth showing (a journal's total). */
  amount: z.number().nullable(),
  /** YYYY-MM-DD, when the record is dated. */
  date: z.string().nullable(),
  /** The web page that shows the record. */
  path: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** What the person typed, read once for every provider. */
export interface SearchQuery {
  /** Trimmed, without control characters, at most MAX_QUERY_LENGTH characters. */
  text: string;
  /** `%text%` for ILIKE, with the text's own % _ and \ taken literally. */
  contains: string;
  /** `text%` for ILIKE. */
  startsWith: string;
  /** The text read as an amount ('15000', '15,000', '₦15,000.50', 'N15000'), in kobo; null when it is not one. */
  amountKobo: number | null;
}

export interface SearchProvider {
  kind: string;
  /** The group's heading on the web. */
  label: string;
  permission: Permission;
  /** Records of the whole company, which a member limited to their branch cannot open (bank accounts). */
  wholeCompany?: true;
  /** `scope`: a kind with a branch keeps a member limited to theirs to it (branch-scope.ts). */
  search(
    executor: Executor,
    companyId: string,
    query: SearchQuery,
    limit: number,
    scope: Pick<RequestContext, 'branchScope'>,
  ): Promise<SearchResult[]>;
}

/**
 * 'INV-42', 'bill 00042', '#42', '42' -> a match on a document number of five digits; a prefix
 * typed (2 to 4 letters) narrows it to that kind. Undefined when the text is not a document number.
 */
export function documentNumberMatch(column: AnyPgColumn, text: string): SQL | undefined {
  const parts = /^#?([a-z]{2,4})?[\s-]*0*(\d{1,9})$/i.exec(text.replace(/\s+/g, ''));
  const digits = parts?.[2];
  if (!digits) return undefined;
  const padded = digits.padStart(5, '0');
  const prefix = parts?.[1];
  return prefix ? eq(column, `${prefix.toUpperCase()}-${padded}`) : ilike(column, `%-${padded}`);
}

/** Longer queries are cut here: nobody types more to find a record, and ILIKE patterns stay cheap. */
export const MAX_QUERY_LENGTH = 100;

// Control characters (NUL above all, which PostgreSQL text cannot hold) are dropped, not refused.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const controlCharacters = /[\u0000-\u001f\u007f]/g;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export function parseSearchQuery(raw: string): SearchQuery {
  const text = raw.replace(controlCharacters, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
  const escaped = escapeLike(text);
  return { text, contains: `%${escaped}%`, startsWith: `${escaped}%`, amountKobo: amountOf(text) };
}

/** '₦15,000.50', 'NGN 15000', '15,000' -> kobo; null for anything that is not a positive amount. */
function amountOf(text: string): number | null {
  const bare = text.replace(/^(₦|ngn|n)\s*/i, '').replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(bare)) return null;
  try {
    const kobo = toKobo(bare);
    return kobo > 0 && kobo <= MAX_AMOUNT_KOBO ? kobo : null;
  } catch {
    return null;
  }
}
