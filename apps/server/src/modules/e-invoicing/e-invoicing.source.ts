import { type EInvoiceLine, type EInvoiceParty, type EInvoiceSource, vatCategoryOf } from '@owo/core';
import {
  companies,
  contacts,
  documentLines,
  documents,
  type Executor,
  eInvoices,
  productCategories,
  products,
  states,
  taxes,
} from '@owo/db';
import { and, asc, eq, inArray } from 'drizzle-orm';

/*
 * What an approved invoice or credit note says, read into the shape the MBS document is built
 * from (packages/core/src/e-invoicing/document.ts). Owo keeps no city for a party, so the state's
 * name stands in for it (docs/e-invoicing.md).
 */

type Kind = 'invoice' | 'credit-note';

async function stateName(executor: Executor, stateId: string | null): Promise<string> {
  if (!stateId) return '';
  const [row] = await executor.select({ name: states.name }).from(states).where(eq(states.id, stateId));
  return row?.name ?? '';
}

async function supplierOf(executor: Executor, companyId: string): Promise<EInvoiceParty> {
  const [company] = await executor.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new Error(`Company ${companyId} is missing`);
  return {
    name: company.name,
    tin: company.tin ?? '',
    email: company.email,
    telephone: company.phoneNumber || null,
    address: {
      street: company.address,
      city: await stateName(executor, company.stateId),
      postalZone: '',
      country: company.countryCode,
    },
  };
}

async function customerOf(executor: Executor, companyId: string, contactId: string | null): Promise<EInvoiceParty> {
  const [contact] = contactId
    ? await executor
        .select()
        .from(contacts)
        .where(and(eq(contacts.companyId, companyId), eq(contacts.id, contactId)))
    : [];
  return {
    name: contact?.displayName ?? '',
    tin: contact?.tin ?? '',
    email: contact?.emails[0] ?? '',
    telephone: contact?.phoneNumber || null,
    address: {
      street: contact?.billingAddress || contact?.officeAddress || '',
      city: await stateName(executor, contact?.stateId ?? null),
      postalZone: '',
      country: contact?.countryCode ?? 'NG',
    },
  };
}

async function linesOf(executor: Executor, companyId: string, documentId: string): Promise<EInvoiceLine[]> {
  const rows = await executor
    .select({ line: documentLines, product: products, category: productCategories.name })
    .from(documentLines)
    .leftJoin(products, and(eq(products.companyId, documentLines.companyId), eq(products.id, documentLines.productId)))
    .leftJoin(
      productCategories,
      and(eq(productCategories.companyId, products.companyId), eq(productCategories.id, products.categoryId)),
    )
    .where(and(eq(documentLines.companyId, companyId), eq(documentLines.documentId, documentId)))
    .orderBy(asc(documentLines.position));
  const taxIds = [...new Set(rows.flatMap(({ line }) => line.taxes.map((tax) => tax.id)))];
  const vatIds = new Set(
    taxIds.length === 0
      ? []
      : (
          await executor
            .select({ id: taxes.id })
            .from(taxes)
            .where(and(eq(taxes.companyId, companyId), inArray(taxes.id, taxIds), eq(taxes.kind, 'vat')))
        ).map((row) => row.id),
  );
  return rows.map(({ line, product, category }) => {
    const kind = product?.type === 'service' ? 'service' : 'goods';
    const code = product?.classificationCode ?? '';
    const vat = line.taxes.filter((tax) => vatIds.has(tax.id));
    const netAmount = line.amount - line.discount;
    return {
      name: product?.name ?? line.description,
      description: line.description,
      quantityMilli: line.quantityMilli,
      unitPrice: line.unitPrice,
      netAmount,
      classification: {
        kind,
        code,
        category: category ?? product?.name ?? '',
      },
      measurement: line.measurement,
      taxes:
        vat.length === 0
          ? [{ category: vatCategoryOf(null), rateBasisPoints: 0, amount: 0 }]
          : vat.map((tax) => ({
              category: vatCategoryOf(tax.rateBasisPoints),
              rateBasisPoints: tax.rateBasisPoints,
              amount: tax.amount,
            })),
    };
  });
}

/** The invoice a credit note credits, by the IRN it was sent to NRS with (null if it never was). */
async function originalOf(executor: Executor, companyId: string, invoiceId: string | null) {
  if (!invoiceId) return null;
  const [row] = await executor
    .select({ irn: eInvoices.irn, issueDate: documents.date })
    .from(eInvoices)
    .innerJoin(documents, and(eq(documents.companyId, eInvoices.companyId), eq(documents.id, eInvoices.documentId)))
    .where(and(eq(eInvoices.companyId, companyId), eq(eInvoices.documentId, invoiceId)));
  return row ?? null;
}

export async function readEInvoiceSource(
  executor: Executor,
  input: { companyId: string; documentId: string; businessId: string },
): Promise<Omit<EInvoiceSource, 'irn'> & { number: string; kind: Kind }> {
  const { companyId, documentId } = input;
  const [document] = await executor
    .select()
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.id, documentId)));
  if (!document || (document.kind !== 'invoice' && document.kind !== 'credit-note'))
    throw new Error(`Document ${documentId} is not an invoice or credit note`);
  return {
    kind: document.kind,
    number: document.number,
    businessId: input.businessId,
    issueDate: document.date,
    dueDate: document.dueDate,
    currency: document.currencyCode,
    supplier: await supplierOf(executor, companyId),
    customer: await customerOf(executor, companyId, document.contactId),
    lines: await linesOf(executor, companyId, documentId),
    original: document.kind === 'credit-note' ? await originalOf(executor, companyId, document.sourceDocumentId) : null,
    note: document.note,
  };
}
