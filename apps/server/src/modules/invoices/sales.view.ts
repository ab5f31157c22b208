import { todayInLagos, toNaira, toQuantityText } from '@owo/core';
import {
  accounts,
  branches,
  documentEvents,
  documentLines,
  documents,
  type Executor,
  employees,
  paymentAllocations,
  paymentMethods,
  payments,
  products,
  type SalesDocumentKind,
  users,
} from '@owo/db';
import { aliasedTable, and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { branchOnly } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { NotFound } from '../../errors.ts';
import { documentNouns } from './sales.ledger.ts';
import { customer, listColumns, listItem, money, reference, salesListItemSchema } from './sales-list.view.ts';

type Scoped = Pick<RequestContext, 'companyId' | 'branchScope'>;

/*
 * How an invoice, estimate or sales receipt reads (issue 14): one document with its lines, taxes,
 * payments and history. Its list item (sales-list.view.ts) is the start of it.
 */

export const salesDocumentSchema = salesListItemSchema.extend({
  purchaseNo: z.string(),
  address: z.string(),
  customer: reference.extend({ email: z.string().nullable() }),
  employee: reference.nullable(),
  discount: z.object({ id: z.string().nullable(), type: z.string(), value: z.number() }).nullable(),
  bank: z.array(z.object({ name: z.string(), accountNo: z.string(), accountName: z.string() })),
  installments: z.array(z.object({ date: z.string(), amount: money, percentage: z.number() })),
  note: z.string(),
  validFrom: z.string().optional(),
  validTill: z.string().nullable().optional(),
  paymentDate: z.string().optional(),
  paymentMethod: reference.nullable(),
  depositTo: reference.nullable(),
  items: z.array(
    z.object({
      product: reference,
      description: z.string(),
      quantity: z.string(),
      price: money,
      measurement: z.string(),
      serviceDate: z.string().nullable(),
      revenueAccount: z.string(),
      tax: z.array(z.object({ id: z.string(), name: z.string(), value: z.number(), amount: money })),
      total: money,
      discount: money,
    }),
  ),
  taxes: z.array(z.object({ id: z.string(), name: z.string(), amount: money })),
  subtotal: money,
  discountTotal: money,
  taxTotal: money,
  homeTotal: money,
  publicToken: z.string(),
  source: z.object({ _id: z.string(), number: z.string() }).nullable(),
  payments: z.array(
    z.object({ _id: z.string(), number: z.string(), date: z.string(), amount: money, withholdingTax: money }),
  ),
  history: z.array(z.object({ event: z.string(), detail: z.string(), at: z.string(), user: z.string().nullable() })),
  createdAt: z.string(),
});
export type SalesDocumentView = z.infer<typeof salesDocumentSchema>;

/** One document as its page shows it; 404 for another kind, company or (for a limited member) branch. */
export async function getSalesDocument(
  executor: Executor,
  context: Scoped,
  kind: SalesDocumentKind,
  id: string,
  today = todayInLagos(),
): Promise<SalesDocumentView> {
  const [row] = await executor
    .select({
      ...listColumns,
      document: documents,
      customerEmails: customer.emails,
    })
    .from(documents)
    .innerJoin(customer, and(eq(customer.companyId, documents.companyId), eq(customer.id, documents.contactId)))
    .innerJoin(branches, and(eq(branches.companyId, documents.companyId), eq(branches.id, documents.branchId)))
    .where(
      and(
        eq(documents.companyId, context.companyId),
        eq(documents.id, id),
        eq(documents.kind, kind),
        branchOnly(context, documents.branchId),
      ),
    );
  if (!row) throw new NotFound(documentNouns[kind]);
  const { document } = row;
  // One after another: the queries share the transaction's one connection.
  const lines = await readLines(executor, context.companyId, id);
  const payments = await readPayments(executor, context.companyId, id);
  const history = await readHistory(executor, context.companyId, id);
  const names = await readNames(executor, context.companyId, id);
  const taxes = new Map<string, { id: string; name: string; amount: number }>();
  for (const line of lines)
    for (const tax of line.taxes) {
      const sum = taxes.get(tax.id);
      taxes.set(tax.id, { id: tax.id, name: tax.name, amount: (sum?.amount ?? 0) + tax.amount });
    }
  return {
    ...listItem(row, today),
    purchaseNo: document.purchaseOrderNumber,
    address: document.billingAddress,
    customer: { _id: row.customerId, name: row.customerName, email: row.customerEmails[0] ?? null },
    employee: names.employee,
    discount: document.discountType
      ? {
          id: document.discountId,
          type: document.discountType,
          value:
            document.discountType === 'value'
              ? toNaira(document.discountAmount ?? 0)
              : (document.discountBasisPoints ?? 0) / 100,
        }
      : null,
    bank: document.bankDetails,
    installments: document.installments.map((one) => ({
      date: one.date,
      amount: toNaira(one.amount),
      percentage: one.basisPoints / 100,
    })),
    note: document.note,
    ...(kind === 'estimate' ? { validFrom: document.date, validTill: document.dueDate } : {}),
    ...(kind === 'sales-receipt' ? { paymentDate: document.date } : {}),
    paymentMethod: names.paymentMethod,
    depositTo: names.depositTo,
    items: lines.map((line) => ({
      product: { _id: line.productId, name: line.productName },
      description: line.description,
      quantity: toQuantityText(line.quantityMilli),
      price: toNaira(line.unitPrice),
      measurement: line.measurement,
      serviceDate: line.serviceDate,
      revenueAccount: line.accountId,
      tax: line.taxes.map((tax) => ({
        id: tax.id,
        name: tax.name,
        value: tax.rateBasisPoints / 100,
        amount: toNaira(tax.amount),
      })),
      total: toNaira(line.amount),
      discount: toNaira(line.discount),
    })),
    taxes: [...taxes.values()].map((tax) => ({ ...tax, amount: toNaira(tax.amount) })),
    subtotal: toNaira(document.subtotal),
    discountTotal: toNaira(document.discountTotal),
    taxTotal: toNaira(document.taxTotal),
    homeTotal: toNaira(document.homeTotal),
    publicToken: `${context.companyId}.${document.publicToken}`,
    source: names.source,
    payments,
    history,
    createdAt: document.createdAt.toISOString(),
  };
}

async function readLines(executor: Executor, companyId: string, documentId: string) {
  return executor
    .select({
      line: documentLines,
      productId: products.id,
      productName: products.name,
    })
    .from(documentLines)
    .innerJoin(products, and(eq(products.companyId, documentLines.companyId), eq(products.id, documentLines.productId)))
    .where(and(eq(documentLines.companyId, companyId), eq(documentLines.documentId, documentId)))
    .orderBy(asc(documentLines.position))
    .then((rows) => rows.map((row) => ({ ...row.line, productId: row.productId, productName: row.productName })));
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
        eq(payments.status, 'live'),
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

async function readHistory(executor: Executor, companyId: string, documentId: string) {
  const rows = await executor
    .select({
      event: documentEvents.event,
      detail: documentEvents.detail,
      at: documentEvents.at,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(documentEvents)
    .leftJoin(users, eq(users.id, documentEvents.userId))
    .where(and(eq(documentEvents.companyId, companyId), eq(documentEvents.documentId, documentId)))
    .orderBy(asc(documentEvents.at), asc(documentEvents.id));
  return rows.map((row) => ({
    event: row.event,
    detail: row.detail,
    at: row.at.toISOString(),
    user: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
  }));
}

const employee = aliasedTable(employees, 'employee');

/** The estimate an invoice came from, or the invoice a credit note credits. */
async function sourceOf(executor: Executor, companyId: string, id: string) {
  const [row] = await executor
    .select({ _id: documents.id, number: documents.number })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id)));
  return row ?? null;
}

/** The names a document points at (employee, payment method, account paid into), in one statement. */
async function readNames(executor: Executor, companyId: string, documentId: string) {
  const [row] = await executor
    .select({
      employeeId: employee.id,
      employeeName: employee.displayName,
      methodId: paymentMethods.id,
      methodName: paymentMethods.name,
      accountId: accounts.id,
      accountName: accounts.name,
      sourceId: documents.sourceDocumentId,
    })
    .from(documents)
    .leftJoin(employee, and(eq(employee.companyId, documents.companyId), eq(employee.id, documents.employeeId)))
    .leftJoin(
      paymentMethods,
      and(eq(paymentMethods.companyId, documents.companyId), eq(paymentMethods.id, documents.paymentMethodId)),
    )
    .leftJoin(accounts, and(eq(accounts.companyId, documents.companyId), eq(accounts.id, documents.paymentAccountId)))
    .where(and(eq(documents.companyId, companyId), eq(documents.id, documentId)));
  const named = (id: string | null | undefined, name: string | null | undefined) =>
    id && name !== null && name !== undefined ? { _id: id, name } : null;
  return {
    employee: named(row?.employeeId, row?.employeeName),
    paymentMethod: named(row?.methodId, row?.methodName),
    depositTo: named(row?.accountId, row?.accountName),
    source: row?.sourceId ? await sourceOf(executor, companyId, row.sourceId) : null,
  };
}
