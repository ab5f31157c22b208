import { type BillView, todayInLagos, toNaira, toQuantityText } from '@owo/core';
import {
  accounts,
  branches,
  documentLines,
  documents,
  type Executor,
  journalLines,
  paymentAllocations,
  payments,
  products,
  taxes,
} from '@owo/db';
import { aliasedTable, and, asc, eq, not } from 'drizzle-orm';
import { branchOnly } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { NotFound } from '../../errors.ts';
import { readDocumentHistory, readDocumentPeople } from './bills.view-parts.ts';
import { listColumns, listItem, vendor } from './bills-list.view.ts';

type Scoped = Pick<RequestContext, 'companyId' | 'branchScope'>;

/*
 * How one bill reads: with its lines, taxes, withholding tax to deduct, payments, journal entry
 * and history. Amounts are naira of the bill's currency. The list and a vendor's bills that can be
 * paid read in bills-list.view.ts.
 */

/** One bill as its page shows it; 404 for another kind, company or (for a limited member) branch. */
export async function getBill(
  executor: Executor,
  context: Scoped,
  id: string,
  today = todayInLagos(),
): Promise<BillView> {
  const [row] = await executor
    .select({ ...listColumns, document: documents })
    .from(documents)
    .innerJoin(vendor, and(eq(vendor.companyId, documents.companyId), eq(vendor.id, documents.contactId)))
    .innerJoin(branches, and(eq(branches.companyId, documents.companyId), eq(branches.id, documents.branchId)))
    .where(
      and(
        eq(documents.companyId, context.companyId),
        eq(documents.id, id),
        eq(documents.kind, 'bill'),
        branchOnly(context, documents.branchId),
      ),
    );
  if (!row) throw new NotFound('Bill');
  const { document } = row;
  const lines = await readLines(executor, context.companyId, id);
  const people = await readDocumentPeople(executor, context.companyId, document.employeeId);
  const sums = new Map<string, { id: string; name: string; amount: number }>();
  for (const line of lines)
    for (const tax of line.line.taxes) {
      const sum = sums.get(tax.id);
      sums.set(tax.id, { id: tax.id, name: tax.name, amount: (sum?.amount ?? 0) + tax.amount });
    }
  return {
    ...listItem(row, today),
    tin: document.tin,
    address: document.billingAddress,
    employee: people.employee,
    note: document.note,
    discount: document.discountType
      ? {
          type: document.discountType,
          value:
            document.discountType === 'value'
              ? toNaira(document.discountAmount ?? 0)
              : (document.discountBasisPoints ?? 0) / 100,
        }
      : null,
    items: lines.map(({ line, accountName, productName, withholdingName }) => ({
      chartofAccount: { _id: line.accountId, name: accountName },
      product: line.productId ? { _id: line.productId, name: productName ?? '' } : null,
      description: line.description,
      quantity: toQuantityText(line.quantityMilli),
      price: toNaira(line.unitPrice),
      total: toNaira(line.amount),
      discount: toNaira(line.discount),
      tax: line.taxes.map((tax) => ({
        id: tax.id,
        name: tax.name,
        value: tax.rateBasisPoints / 100,
        amount: toNaira(tax.amount),
      })),
      withholding: line.withholdingTaxId
        ? { id: line.withholdingTaxId, name: withholdingName ?? '', rate: (line.withholdingBasisPoints ?? 0) / 100 }
        : null,
    })),
    taxes: [...sums.values()].map((tax) => ({ ...tax, amount: toNaira(tax.amount) })),
    subtotal: toNaira(document.subtotal),
    discountTotal: toNaira(document.discountTotal),
    taxTotal: toNaira(document.taxTotal),
    homeTotal: toNaira(document.homeTotal),
    payments: await readPayments(executor, context.companyId, id),
    journal: document.entryId ? await readJournal(executor, context.companyId, document.entryId) : null,
    history: await readDocumentHistory(executor, context.companyId, id),
    createdAt: document.createdAt.toISOString(),
  };
}

const withholdingTax = aliasedTable(taxes, 'withholding_tax');

async function readLines(executor: Executor, companyId: string, documentId: string) {
  return executor
    .select({
      line: documentLines,
      accountName: accounts.name,
      productName: products.name,
      withholdingName: withholdingTax.name,
    })
    .from(documentLines)
    .innerJoin(accounts, and(eq(accounts.companyId, documentLines.companyId), eq(accounts.id, documentLines.accountId)))
    .leftJoin(products, and(eq(products.companyId, documentLines.companyId), eq(products.id, documentLines.productId)))
    .leftJoin(
      withholdingTax,
      and(eq(withholdingTax.companyId, documentLines.companyId), eq(withholdingTax.id, documentLines.withholdingTaxId)),
    )
    .where(and(eq(documentLines.companyId, companyId), eq(documentLines.documentId, documentId)))
    .orderBy(asc(documentLines.position));
}

async function readPayments(executor: Executor, companyId: string, documentId: string) {
  const rows = await executor
    .select({
      id: payments.id,
      number: payments.number,
      date: payments.date,
      cash: paymentAllocations.cash,
      withholdingTax: paymentAllocations.withholdingTax,
    })
    .from(paymentAllocations)
    .innerJoin(
      payments,
      and(eq(payments.companyId, paymentAllocations.companyId), eq(payments.id, paymentAllocations.paymentId)),
    )
    .where(
      and(
        eq(paymentAllocations.companyId, companyId),
        eq(paymentAllocations.documentId, documentId),
        not(eq(payments.status, 'void')),
      ),
    )
    .orderBy(asc(payments.date), asc(payments.id));
  return rows.map((row) => ({
    _id: row.id,
    number: row.number,
    date: row.date,
    amount: toNaira(row.cash),
    withholdingTax: toNaira(row.withholdingTax),
  }));
}

/** The bill's live entry, line by line, home currency. */
async function readJournal(executor: Executor, companyId: string, entryId: string) {
  const lines = await executor
    .select({ account: accounts.name, debit: journalLines.debit, credit: journalLines.credit })
    .from(journalLines)
    .innerJoin(accounts, and(eq(accounts.companyId, journalLines.companyId), eq(accounts.id, journalLines.accountId)))
    .where(and(eq(journalLines.companyId, companyId), eq(journalLines.entryId, entryId)))
    .orderBy(asc(journalLines.lineNumber));
  return {
    _id: entryId,
    lines: lines.map((line) => ({ account: line.account, debit: toNaira(line.debit), credit: toNaira(line.credit) })),
  };
}
