import { toKobo } from '@owo/core';
import { companies, contacts, documentLines, type Executor, paymentAllocations } from '@owo/db';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import type { WhtCreditNote } from '../../pdf/WhtCreditNote.tsx';
import { getVendorPayment } from './payments-made.view.ts';

/*
 * What a payment made's WHT credit note says (pdf/WhtCreditNote.tsx): the payer's name, TIN and
 * address, the vendor's name and TIN, and per bill the gross settled, the rates of its withholding
 * and the tax withheld, all from the payment as stored.
 */

const percent = (basisPoints: number) => `${Number((basisPoints / 100).toFixed(2))}%`;

export async function whtCreditNote(
  executor: Executor,
  context: Pick<RequestContext, 'companyId' | 'branchScope'>,
  id: string,
): Promise<WhtCreditNote> {
  const { companyId } = context;
  const payment = await getVendorPayment(executor, context, id);
  const [company] = await executor
    .select({ name: companies.name, tin: companies.tin, address: companies.address })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [vendor] = await executor
    .select({ name: contacts.displayName, tin: contacts.tin })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.id, payment.recipient._id)));
  const billIds = payment.items.map((item) => item.bill._id);
  const allocations = await executor
    .select({
      documentId: paymentAllocations.documentId,
      cash: paymentAllocations.cash,
      withheld: paymentAllocations.withholdingTax,
    })
    .from(paymentAllocations)
    .where(and(eq(paymentAllocations.companyId, companyId), eq(paymentAllocations.paymentId, id)));
  const rates =
    billIds.length === 0
      ? []
      : await executor
          .selectDistinct({ documentId: documentLines.documentId, basisPoints: documentLines.withholdingBasisPoints })
          .from(documentLines)
          .where(
            and(
              eq(documentLines.companyId, companyId),
              inArray(documentLines.documentId, billIds),
              isNotNull(documentLines.withholdingBasisPoints),
            ),
          );
  const rateOf = (billId: string) =>
    rates
      .filter((row) => row.documentId === billId)
      .map((row) => row.basisPoints ?? 0)
      .sort((first, second) => first - second)
      .map(percent)
      .join(', ') || '0%';
  const byBill = new Map(allocations.map((row) => [row.documentId, row]));
  return {
    payer: { name: company?.name ?? '', tin: company?.tin ?? '', address: company?.address ?? '' },
    vendor: { name: vendor?.name ?? payment.recipient.name, tin: vendor?.tin ?? '' },
    paymentNumber: payment.number,
    reference: payment.reference,
    date: payment.paymentDate,
    currency: payment.currency.name,
    bills: payment.items.map((item) => {
      const allocation = byBill.get(item.bill._id);
      return {
        billNumber: item.bill.billNumber,
        reference: item.bill.reference,
        gross: (allocation?.cash ?? 0) + (allocation?.withheld ?? 0),
        rate: rateOf(item.bill._id),
        withheld: allocation?.withheld ?? 0,
      };
    }),
    cashPaid: toKobo(payment.cashPaid),
  };
}
