import { creditNoteReasons, toQuantityText } from '@owo/core';
import { documentLines, documents, type Executor, products } from '@owo/db';
import { aliasedTable, and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { branchOnly } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { NotFound } from '../../errors.ts';
import type { ListQuery } from '../../http/query.ts';
import { getSalesDocument, salesDocumentSchema } from './sales.view.ts';
import { listSalesDocuments, type SalesListItem, salesListItemSchema } from './sales-list.view.ts';

/*
 * How credit notes read (issue 14): as every sales document, plus what each credits (a return of
 * goods or an allowance), the invoice it credits, and each line's quantity with the invoice line it
 * credits, so a form can tell what is left of each line of an invoice from one list read
 * (where[invoice]) instead of every note's page.
 */

type Scoped = Pick<RequestContext, 'companyId' | 'branchScope'>;

const reason = z.enum(creditNoteReasons).nullable();

const creditedLineSchema = z.object({
  product: z.object({ _id: z.string(), name: z.string() }),
  quantity: z.string(),
  /** The invoice line credited, counted from 1; null when the note did not name it. */
  invoiceLine: z.number().nullable(),
});

export const creditNoteListItemSchema = salesListItemSchema.extend({
  reason,
  invoice: z.object({ _id: z.string(), number: z.string() }).nullable(),
  items: z.array(creditedLineSchema),
});
export type CreditNoteListItem = z.infer<typeof creditNoteListItemSchema>;

export const creditNoteSchemaView = salesDocumentSchema.extend({
  reason,
  items: z.array(salesDocumentSchema.shape.items.element.extend({ invoiceLine: z.number().nullable() })),
});
export type CreditNoteView = z.infer<typeof creditNoteSchemaView>;

const invoice = aliasedTable(documents, 'credited_invoice');

/** Each note's kind, the invoice it credits and its lines, for the notes given. */
interface NoteDetail {
  id: string;
  creditKind: 'return' | 'allowance' | null;
  invoiceId: string | null;
  invoiceNumber: string | null;
}

async function creditDetails(
  executor: Executor,
  companyId: string,
  ids: readonly string[],
): Promise<{ notes: Map<string, NoteDetail>; lines: Map<string, z.infer<typeof creditedLineSchema>[]> }> {
  if (ids.length === 0) return { notes: new Map(), lines: new Map() };
  const notes: NoteDetail[] = await executor
    .select({
      id: documents.id,
      creditKind: documents.creditKind,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
    })
    .from(documents)
    .leftJoin(invoice, and(eq(invoice.companyId, documents.companyId), eq(invoice.id, documents.sourceDocumentId)))
    .where(and(eq(documents.companyId, companyId), inArray(documents.id, [...ids])));
  const lines = await executor
    .select({
      documentId: documentLines.documentId,
      productId: products.id,
      productName: products.name,
      quantityMilli: documentLines.quantityMilli,
      invoiceLine: documentLines.invoiceLine,
    })
    .from(documentLines)
    .innerJoin(products, and(eq(products.companyId, documentLines.companyId), eq(products.id, documentLines.productId)))
    .where(and(eq(documentLines.companyId, companyId), inArray(documentLines.documentId, [...ids])))
    .orderBy(asc(documentLines.documentId), asc(documentLines.position));
  const byNote = new Map<string, z.infer<typeof creditedLineSchema>[]>();
  for (const line of lines) {
    const list = byNote.get(line.documentId) ?? [];
    list.push({
      product: { _id: line.productId, name: line.productName },
      quantity: toQuantityText(line.quantityMilli),
      invoiceLine: line.invoiceLine,
    });
    byNote.set(line.documentId, list);
  }
  return { notes: new Map(notes.map((note) => [note.id, note])), lines: byNote };
}

async function withDetails(
  executor: Executor,
  companyId: string,
  rows: SalesListItem[],
): Promise<CreditNoteListItem[]> {
  const { notes, lines } = await creditDetails(
    executor,
    companyId,
    rows.map((row) => row._id),
  );
  return rows.map((row) => {
    const note = notes.get(row._id);
    return {
      ...row,
      reason: note?.creditKind ?? null,
      invoice: note?.invoiceId ? { _id: note.invoiceId, number: note.invoiceNumber ?? '' } : null,
      items: lines.get(row._id) ?? [],
    };
  });
}

/** 404 unless the invoice is one the member may see: its credit notes are listed only then. */
async function assertInvoiceSeen(executor: Executor, context: Scoped, invoiceId: string) {
  const [credited] = await executor
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, context.companyId),
        eq(documents.id, invoiceId),
        eq(documents.kind, 'invoice'),
        branchOnly(context, documents.branchId),
      ),
    );
  if (!credited) throw new NotFound('Invoice');
}

/** Credit notes, newest first: the sales lists' filters, and where[invoice] for one invoice's. */
export async function listCreditNotes(executor: Executor, context: Scoped, query: ListQuery) {
  if (query.where.invoice) await assertInvoiceSeen(executor, context, query.where.invoice);
  const { rows, total } = await listSalesDocuments(executor, context, 'credit-note', query);
  return { rows: await withDetails(executor, context.companyId, rows), total };
}

/** One credit note as its page shows it, with what it credits and each line's invoice line. */
export async function getCreditNote(executor: Executor, context: Scoped, id: string): Promise<CreditNoteView> {
  const document = await getSalesDocument(executor, context, 'credit-note', id);
  const { notes, lines } = await creditDetails(executor, context.companyId, [id]);
  const credited = lines.get(id) ?? [];
  return {
    ...document,
    reason: notes.get(id)?.creditKind ?? null,
    items: document.items.map((item, index) => ({ ...item, invoiceLine: credited[index]?.invoiceLine ?? null })),
  };
}
