import type { Transaction } from '@owo/db';
import { may, type RequestContext } from '../../context.ts';
import { searchProviders } from '../../search/providers.ts';
import { parseSearchQuery, type SearchProvider, type SearchResult } from '../../search/registry.ts';

export interface SearchGroup {
  kind: string;
  label: string;
  results: SearchResult[];
}

/**
 * Asks every provider the member may see, one after another in the one read transaction, and
 * answers the groups that found something. An empty query finds nothing rather than everything.
 */
export async function searchEverything(
  tx: Transaction,
  context: Pick<RequestContext, 'companyId' | 'permissions' | 'branchScope'>,
  input: { text: string; limit: number; providers?: readonly SearchProvider[] },
): Promise<{ query: string; groups: SearchGroup[] }> {
  const query = parseSearchQuery(input.text);
  const groups: SearchGroup[] = [];
  if (query.text === '') return { query: '', groups };
  for (const provider of input.providers ?? searchProviders) {
    if (!may(context, provider.permission)) continue;
    // A member limited to their branch is refused what belongs to the whole company (bank accounts).
    if (provider.wholeCompany && context.branchScope !== null) continue;
    const results = await provider.search(tx, context.companyId, query, input.limit, context);
    if (results.length > 0) groups.push({ kind: provider.kind, label: provider.label, results });
  }
  return { query: query.text, groups };
}
