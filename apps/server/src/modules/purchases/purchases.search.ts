import { toNaira } from '@owo/core';
import { contacts, documents, type PurchaseDocumentKind } from '@owo/db';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { branchOnly } from '../../branch-scope.ts';
import { documentNumberMatch, type SearchProvider, type SearchQuery } from '../../search/registry.ts';

/*
 * Bills, expenses and purchase orders in global search (issue 27): by Owo's number ('BILL-7',
 * 'exp 00012', 'PO-3'), by the vendor's own bill or reference number, by the vendor's name, and
 * by total ('96,750').
 */

const kindWords: Record<PurchaseDocumentKind, string> = {
  bill: 'Bill',
  expense: 'Expense',
  'purchase-order': 'Purchase order',
};

/** Where the web app shows each kind (apps/web/src/areas.ts). */
const paths: Record<PurchaseDocumentKind, string> = {
  bill: '/expense/bills/',
  expense: '/expense/expenses/',
  'purchase-order': '/expense/purchase/',
};

const statusWords = (status: string) => {
  const words = status.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function textMatches(companyId: string, query: SearchQuery): SQL[] {
  return [
    ilike(documents.number, query.contains),
    ilike(documents.reference, query.contains),
    inArray(
      documents.contactId,
      sql`(select ${contacts.id} from ${contacts}
        where ${contacts.companyId} = ${companyId} and ${contacts.displayName} ilike ${query.contains})`,
    ),
  ];
}

export const purchaseDocumentSearch: SearchProvider = {
  kind: 'purchase-document',
  label: 'Expenses and bills',
  permission: 'expenses.view',
  async search(executor, companyId, query, limit, scope) {
    if (query.text === '') return [];
    const exactNumber = documentNumberMatch(documents.number, query.text);
    const total = query.amountKobo === null ? undefined : eq(documents.homeTotal, query.amountKobo);
    const rows = await executor
      .select({
        id: documents.id,
        kind: sql<PurchaseDocumentKind>`${documents.kind}`,
        number: documents.number,
        reference: documents.reference,
        status: documents.status,
        date: documents.date,
        total: documents.homeTotal,
        vendor: contacts.displayName,
      })
      .from(documents)
      .innerJoin(contacts, and(eq(contacts.companyId, documents.companyId), eq(contacts.id, documents.contactId)))
      .where(
        and(
          eq(documents.companyId, companyId),
          eq(documents.direction, 'purchases'),
          branchOnly(scope, documents.branchId),
          or(exactNumber, ...textMatches(companyId, query), total),
        ),
      )
      .orderBy(...(exactNumber ? [desc(exactNumber)] : []), desc(documents.date), desc(documents.id))
      .limit(limit);
    return rows.map((row) => ({
      kind: 'purchase-document',
      id: row.id,
      title: row.reference ? `${row.number} · ${row.reference}` : row.number,
      subtitle: [kindWords[row.kind], row.vendor, statusWords(row.status)].join(' · '),
      amount: toNaira(row.total),
      date: row.date,
      path: `${paths[row.kind]}${encodeURIComponent(row.id)}`,
    }));
  },
};
