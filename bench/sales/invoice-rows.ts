import { formatMoney } from '@owo/core';
import { type Executor, newId } from '@owo/db';
import { sql } from 'drizzle-orm';
import { salesEntryLines } from '../../apps/server/src/modules/invoices/sales.posting.ts';
import { paymentEntryLines } from '../../apps/server/src/modules/payments/payments-received.posting.ts';
import { dayMs, uuidV7 } from '../ledger/plan.ts';
import type { SalesCompany } from './company.ts';
import type { PlannedInvoice } from './invoice-plan.ts';

/*
 * Writing a batch of planned invoices (generate.ts bulkInvoices): the rows the services would have
 * written for each approved invoice and its payment, inserted many at a time.
 */

export interface BatchRows {
  documents: Record<string, unknown>[];
  lines: Record<string, unknown>[];
  events: Record<string, unknown>[];
  entries: Record<string, unknown>[];
  entryLines: Record<string, unknown>[];
  payments: Record<string, unknown>[];
  allocations: Record<string, unknown>[];
}

export const emptyBatch = (): BatchRows => ({
  documents: [],
  lines: [],
  events: [],
  entries: [],
  entryLines: [],
  payments: [],
  allocations: [],
});

export interface Numbering {
  invoices: number;
  payments: number;
}

function addEntry(
  batch: BatchRows,
  companyId: string,
  userId: string,
  entry: { id: string; date: string; memo: string; sourceType: string; sourceId: string; branchId: string },
  lines: ReturnType<typeof salesEntryLines>,
) {
  batch.entries.push({
    company_id: companyId,
    id: entry.id,
    date: entry.date,
    memo: entry.memo,
    source_type: entry.sourceType,
    source_id: entry.sourceId,
    branch_id: entry.branchId,
    created_by: userId,
  });
  lines.forEach((line, index) => {
    batch.entryLines.push({
      company_id: companyId,
      entry_id: entry.id,
      line_number: index + 1,
      account_id: line.accountId,
      debit: line.debit,
      credit: line.credit,
      currency_code: line.currencyCode ?? null,
      currency_amount: line.currencyAmount ?? null,
      description: line.description ?? '',
      date: entry.date,
      contact_id: line.contactId ?? null,
      product_id: line.productId ?? null,
      tax_id: line.taxId ?? null,
      branch_id: line.branchId ?? entry.branchId,
    });
  });
}

const at = (date: string, hours: number) => new Date(dayMs(date) + hours * 3_600_000).toISOString();

/** The rows the services would have written for one approved invoice and its payment. */
export function invoiceRows(
  batch: BatchRows,
  company: SalesCompany,
  userId: string,
  invoice: PlannedInvoice,
  numbering: Numbering,
  idRandom: () => number,
) {
  numbering.invoices += 1;
  const number = `INV-${String(numbering.invoices).padStart(5, '0')}`;
  const { totals } = invoice;
  const entryId = uuidV7(invoice.idTime + 1, idRandom);
  const memo = `Invoice ${number}`;
  const amountPaid = invoice.settled;
  const amountDue = totals.total - amountPaid;
  const status = amountDue === 0 ? 'paid' : amountPaid > 0 ? 'partly-paid' : 'unpaid';
  const discountType = invoice.discount.type === 'none' ? null : invoice.discount.type;
  const createdAt = new Date(invoice.idTime).toISOString();
  batch.documents.push({
    company_id: company.id,
    id: invoice.id,
    direction: 'sales',
    kind: 'invoice',
    number,
    status,
    contact_id: invoice.customerId,
    branch_id: invoice.branchId,
    date: invoice.date,
    due_date: invoice.dueDate,
    purchase_order_number: '',
    currency_code: 'NGN',
    exchange_rate: '1',
    billing_address: 'Allen Avenue, Ikeja, Lagos',
    employee_id: null,
    discount_id: null,
    discount_type: discountType,
    discount_amount: invoice.discount.type === 'value' ? invoice.discount.amount : null,
    discount_basis_points: invoice.discount.type === 'percentage' ? invoice.discount.basisPoints : null,
    discount_account_id: discountType ? company.accounts.discounts : null,
    bank_details: [{ name: 'GTBank', accountNo: '0123456789', accountName: company.name }],
    installments: [],
    note: '',
    subtotal: totals.subtotal,
    discount_total: totals.discount,
    tax_total: totals.tax,
    total: totals.total,
    home_total: totals.home.total,
    amount_paid: amountPaid,
    amount_due: amountDue,
    home_amount_paid: amountPaid,
    entry_id: entryId,
    public_token: `${invoice.id.replace(/-/g, '')}${Math.floor(idRandom() * 1e12).toString(36)}`,
    created_by: userId,
    approved_by: userId,
    approved_at: createdAt,
    created_at: createdAt,
    updated_at: createdAt,
  });
  invoice.lines.forEach((line, position) => {
    const figures = totals.lines[position];
    batch.lines.push({
      company_id: company.id,
      document_id: invoice.id,
      position,
      product_id: line.product.id,
      description: line.description,
      quantity_milli: line.quantityMilli,
      unit_price: line.product.price,
      measurement: line.product.unit,
      service_date: null,
      account_id: line.product.type === 'service' ? company.accounts.serviceRevenue : company.accounts.sales,
      amount: figures?.amount ?? 0,
      discount: figures?.discount ?? 0,
      taxes: line.taxed
        ? [
            {
              id: company.vat.id,
              name: company.vat.name,
              rateBasisPoints: company.vat.rateBasisPoints,
              amount: figures?.taxes[0]?.amount ?? 0,
              accountId: company.vat.accountId,
            },
          ]
        : [],
      cost: 0,
    });
  });
  for (const [event, hours] of [
    ['created', 0],
    ['approved', 0.01],
  ] as const) {
    batch.events.push({
      company_id: company.id,
      id: newId(),
      document_id: invoice.id,
      event,
      detail: '',
      user_id: userId,
      at: new Date(invoice.idTime + hours * 3_600_000).toISOString(),
    });
  }
  addEntry(
    batch,
    company.id,
    userId,
    { id: entryId, date: invoice.date, memo, sourceType: 'invoice', sourceId: invoice.id, branchId: invoice.branchId },
    salesEntryLines({
      counterAccountId: company.accounts.receivables,
      contactId: invoice.customerId,
      branchId: invoice.branchId,
      currencyCode: 'NGN',
      homeCurrencyCode: 'NGN',
      documentTotal: totals.total,
      home: totals.home,
      lines: invoice.lines.map((line) => ({
        productId: line.product.id,
        description: line.description,
        accountId: line.product.type === 'service' ? company.accounts.serviceRevenue : company.accounts.sales,
        cost: 0,
        inventoryAccountId: null,
      })),
      taxes: new Map([[company.vat.id, { id: company.vat.id, accountId: company.vat.accountId }]]),
      discountAccountId: discountType ? company.accounts.discounts : null,
      costOfSalesAccountId: company.accounts.costOfSales,
      direction: 'sale',
      memo,
    }),
  );

  if (invoice.settled === 0 || !invoice.paymentDate) return;
  numbering.payments += 1;
  const paymentNumber = `PAY-${String(numbering.payments).padStart(5, '0')}`;
  const paymentId = uuidV7(dayMs(invoice.paymentDate) + 9 * 3_600_000 + Math.floor(idRandom() * 3_600_000), idRandom);
  const paymentEntryId = uuidV7(Number.parseInt(paymentId.replace(/-/g, '').slice(0, 12), 16) + 1, idRandom);
  const cash = invoice.settled - invoice.withheld;
  const paymentMemo = `Payment ${paymentNumber}`;
  batch.payments.push({
    company_id: company.id,
    id: paymentId,
    direction: 'sales',
    kind: 'payment',
    number: paymentNumber,
    status: 'live',
    contact_id: invoice.customerId,
    branch_id: invoice.branchId,
    date: invoice.paymentDate,
    bank_account_id: company.accounts.bank,
    payment_method_id: company.paymentMethodId,
    reference: '',
    note: '',
    currency_code: 'NGN',
    exchange_rate: '1',
    amount: cash,
    cash_applied: cash,
    withholding_tax: invoice.withheld,
    excess: 0,
    entry_id: paymentEntryId,
    created_by: userId,
    created_at: at(invoice.paymentDate, 10),
    updated_at: at(invoice.paymentDate, 10),
  });
  batch.allocations.push({
    company_id: company.id,
    payment_id: paymentId,
    document_id: invoice.id,
    cash,
    withholding_tax: invoice.withheld,
    home_settled: invoice.settled,
  });
  batch.events.push({
    company_id: company.id,
    id: newId(),
    document_id: invoice.id,
    event: 'paid',
    detail: `${paymentNumber}: ${formatMoney(invoice.settled, 'NGN')}`,
    user_id: userId,
    at: at(invoice.paymentDate, 10),
  });
  addEntry(
    batch,
    company.id,
    userId,
    {
      id: paymentEntryId,
      date: invoice.paymentDate,
      memo: paymentMemo,
      sourceType: 'customer-payment',
      sourceId: paymentId,
      branchId: invoice.branchId,
    },
    paymentEntryLines({
      accounts: {
        bank: company.accounts.bank,
        receivables: company.accounts.receivables,
        whtReceivable: company.accounts.whtReceivable,
        customerDeposits: company.accounts.customerDeposits,
        fxGainLoss: company.accounts.fxGainLoss,
      },
      customerId: invoice.customerId,
      branchId: invoice.branchId,
      currencyCode: 'NGN',
      homeCurrencyCode: 'NGN',
      exchangeRate: '1',
      amountReceived: cash,
      cashApplied: cash,
      withholdingTax: invoice.withheld,
      receivablesHome: invoice.settled,
      memo: paymentMemo,
    }),
  );
}

/** INSERT ... SELECT the listed columns of each row object (JSON keys = column names). */
export async function insertJson(executor: Executor, table: string, rowsToWrite: Record<string, unknown>[]) {
  const [first] = rowsToWrite;
  if (!first) return;
  const columns = sql.raw(Object.keys(first).join(', '));
  await executor.execute(
    sql`insert into ${sql.raw(table)} (${columns}) select ${columns}
        from json_populate_recordset(null::${sql.raw(table)}, ${JSON.stringify(rowsToWrite)}::json)`,
  );
}
