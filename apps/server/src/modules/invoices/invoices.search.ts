import { toNaira } from '@owo/core';
import { contacts, documents, type SalesDocumentKind } from '@owo/db';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { branchOnly } from '../../branch-scope.ts';
import { documentNumberMatch, type SearchProvider, type SearchQuery } from '../../search/registry.ts';

/**
 * Sales documents in global search: invoices, estimates, sales receipts and credit notes by number
 * ('INV-42', 'inv00042' and '42' all find INV-00042), by PO number, by the customer's name, and
 * by total ('33,862.50').
 */
export const salesDocumentSearch: SearchProvider = {
  kind: 'sales-document',
  label: 'Sales',
  permission: 'sales.view',
  async search(executor, companyId, query, limit, scope) {
    if (query.text === '') return [];
    const exactNumber = numberMatch(query.text);
    const matches = or(exactNumber, ...textMatches(companyId, query), totalMatch(query));
    const rows = await executor
      .select({
        id: documents.id,
        kind: sql<SalesDocumentKind>`${documents.kind}`,
        number: documents.number,
        status: documents.status,
        date: documents.date,
        total: documents.homeTotal,
        customer: contacts.displayName,
      })
      .from(documents)
      .innerJoin(contacts, and(eq(contacts.companyId, documents.companyId), eq(contacts.id, documents.contactId)))
      .where(
        and(
          eq(documents.companyId, companyId),
          eq(documents.direction, 'sales'),
          branchOnly(scope, documents.branchId),
          matches,
        ),
      )
      // The document whose number was typed comes first, then the newest.
      .orderBy(...(exactNumber ? [desc(exactNumber)] : []), desc(documents.date), desc(documents.id))
      .limit(limit);
    return rows.map((row) => ({
      kind: 'sales-document',
      id: row.id,
      title: row.number,
      subtitle: [kindWords[row.kind], row.customer, statusWords(row.status)].join(' · '),
      amount: toNaira(row.total),
      date: row.date,
      path: pathOf(row.kind, row.id),
    }));
  },
};

const kindWords = {
  invoice: 'Invoice',
  estimate: 'Estimate',
  'sales-receipt': 'Sales receipt',
  'credit-note': 'Credit note',
} as const;

/** 'partly-paid' -> 'Partly paid'. */
const statusWords = (status: string) => {
  const words = status.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Where the web app shows each kind (apps/web components/sales/sales-paths.ts). */
function pathOf(kind: keyof typeof kindWords, id: string): string {
  const encoded = encodeURIComponent(id);
  if (kind === 'invoice') return `/sales/invoice/${encoded}`;
  if (kind === 'estimate') return `/sales/invoice/edit-estimate?id=${encoded}`;
  if (kind === 'sales-receipt') return `/sales/invoice/edit-sales-receipt?id=${encoded}`;
  return `/sales/invoice/credit-note/${encoded}`;
}

/** 'INV-42', 'inv 00042', '#42', '42': the search registry's documentNumberMatch on the number. */
export const numberMatch = (text: string): SQL | undefined => documentNumberMatch(documents.number, text);

function textMatches(companyId: string, query: SearchQuery): SQL[] {
  return [
    ilike(documents.number, query.contains),
    ilike(documents.purchaseOrderNumber, query.contains),
    inArray(
      documents.contactId,
      sql`(select ${contacts.id} from ${contacts}
        where ${contacts.companyId} = ${companyId} and ${contacts.displayName} ilike ${query.contains})`,
    ),
  ];
}

function totalMatch(query: SearchQuery): SQL | undefined {
  return query.amountKobo === null ? undefined : eq(documents.homeTotal, query.amountKobo);
}
