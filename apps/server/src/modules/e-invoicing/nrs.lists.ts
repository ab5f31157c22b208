import { callNrs } from './nrs.client.ts';

/*
 * NRS's reference lists (invoice types, tax categories, currencies, HS and service codes), read
 * from the service and kept for a day (reference section 3.2: they change rarely), per NRS_URL.
 * Nothing in Owo lists them: a code the service stops knowing is refused before sending.
 */

const TTL_MS = 24 * 60 * 60 * 1000;
const names = ['invoice-types', 'tax-categories', 'currencies', 'services-codes', 'hs-codes'] as const;
type ListName = (typeof names)[number];
export interface ListEntry {
  code: string;
  description: string;
}

const cache = new Map<string, { at: number; lists: Record<ListName, ListEntry[]> }>();

function entries(data: unknown): ListEntry[] {
  if (!Array.isArray(data)) return [];
  return data.map((entry: Record<string, unknown>) => ({
    code: String(entry.code ?? entry.id ?? ''),
    description: String(entry.description ?? entry.value ?? entry.name ?? ''),
  }));
}

export async function nrsLists(baseUrl: string, now = Date.now()) {
  let cached = cache.get(baseUrl);
  if (!cached || now - cached.at > TTL_MS) {
    const lists = {} as Record<ListName, ListEntry[]>;
    for (const name of names)
      lists[name] = entries(await callNrs(baseUrl, null, { method: 'GET', path: `/api/v1/invoice/resources/${name}` }));
    cached = { at: now, lists };
    cache.set(baseUrl, cached);
  }
  const { lists } = cached;
  const has = (name: ListName, code: string) => lists[name].some((entry) => entry.code === code);
  return {
    lists,
    has,
    /** The name of an HS code (goods) or service code, as NRS lists it. */
    describe(kind: 'goods' | 'service', code: string) {
      const list = kind === 'goods' ? lists['hs-codes'] : lists['services-codes'];
      return list.find((entry) => entry.code === code)?.description;
    },
  };
}

export type NrsLists = Awaited<ReturnType<typeof nrsLists>>;
