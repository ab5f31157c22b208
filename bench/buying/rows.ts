import { formatMoney } from '@owo/core';
import { newId } from '@owo/db';
import type { EntryLine } from '../../apps/server/src/ledger/post.ts';
import { vendorPaymentEntryLines } from '../../apps/server/src/modules/payments/payments-made.posting.ts';
import { purchaseEntryLines } from '../../apps/server/src/modules/purchases/purchases.posting.ts';
import { dayMs, uuidV7 } from '../ledger/plan.ts';
import type { BuyingCompany } from './company.ts';
import type { PlannedBill, PlannedExpense, PlannedLine } from './plan.ts';

/*
 * The rows the services would have written for the planned bills and expenses (generate.ts): the
 * documents, their lines and events, the journal entries by the server's own pure posting rules
 * (purchaseEntryLines: Dr each line's category and VAT input, Cr payables with the vendor or the
 * bank; vendorPaymentEntryLines: Dr payables with the vendor, Cr the bank), vendor payments and
 * their allocations. A voided bill or expense was posted, then reversed as reverse() does (a
 * reversing entry of swapped lines, the original marked reversed_by after both are written).
 */

export interface BatchRows {
  documents: Record<string, unknown>[];
  lines: Record<string, unknown>[];
  events: Record<string, unknown>[];
  entries: Record<string, unknown>[];
  entryLines: Record<string, unknown>[];
  payments: Record<string, unknown>[];
  allocations: Record<string, unknown>[];
  /** [original, reversal] entry ids: the original's reversed_by_entry_id is set after the inserts. */
  reversed: Array<[string, string]>;
}

export const emptyBatch = (): BatchRows => ({
  documents: [],
  lines: [],
  events: [],
  entries: [],
  entryLines: [],
  payments: [],
  allocations: [],
  reversed: [],
});

export interface Numbering {
  bills: number;
  expenses: number;
  payments: number;
}

interface EntryHead {
  id: string;
  date: string;
  memo: string;
  sourceType: string;
  sourceId: string;
  branchId: string;
  reversesEntryId?: string;
}

function addEntry(batch: BatchRows, company: BuyingCompany, entry: EntryHead, lines: EntryLine[]) {
  batch.entries.push({
    company_id: company.id,
    id: entry.id,
    date: entry.date,
    memo: entry.memo,
    source_type: entry.sourceType,
    source_id: entry.sourceId,
    branch_id: entry.branchId,
    reverses_entry_id: entry.reversesEntryId ?? null,
    created_by: company.userId,
  });
  lines.forEach((line, index) => {
    batch.entryLines.push({
      company_id: company.id,
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

/** The entry, and for a voided document its reversal (same day, lines swapped). */
function addPosting(batch: BatchRows, company: BuyingCompany, entry: EntryHead, lines: EntryLine[], voided: boolean) {
  addEntry(batch, company, entry, lines);
  if (!voided) return;
  const reversalId = newId();
  const swapped = lines.map((line) => ({ ...line, debit: line.credit, credit: line.debit }));
  addEntry(
    batch,
    company,
    { ...entry, id: reversalId, memo: `Reversal of ${entry.memo}`, reversesEntryId: entry.id },
    swapped,
  );
  batch.reversed.push([entry.id, reversalId]);
}

function lineRows(batch: BatchRows, company: BuyingCompany, documentId: string, doc: PlannedBill | PlannedExpense) {
  doc.lines.forEach((line: PlannedLine, position) => {
    const figures = doc.totals.lines[position];
    batch.lines.push({
      company_id: company.id,
      document_id: documentId,
      position,
      product_id: null,
      description: line.description,
      quantity_milli: line.quantityMilli,
      unit_price: line.unitPrice,
      account_id: line.accountId,
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
    });
  });
}

function addEvent(
  batch: BatchRows,
  company: BuyingCompany,
  documentId: string,
  event: string,
  at: number,
  detail = '',
) {
  batch.events.push({
    company_id: company.id,
    id: newId(),
    document_id: documentId,
    event,
    detail,
    user_id: company.userId,
    at: new Date(at).toISOString(),
  });
}

const token = (id: string, random: () => number) =>
  `${id.replace(/-/g, '')}${Math.floor(random() * 1e12).toString(36)}`;
const taxAccounts = (company: BuyingCompany) =>
  new Map<string, string | null>([[company.vat.id, company.vat.accountId]]);

function postingLines(
  company: BuyingCompany,
  doc: PlannedBill | PlannedExpense,
  counterAccountId: string,
  memo: string,
) {
  return purchaseEntryLines({
    counterAccountId,
    contactId: doc.vendorId,
    branchId: doc.branchId,
    currencyCode: 'NGN',
    homeCurrencyCode: 'NGN',
    documentTotal: doc.totals.total,
    home: doc.totals.home,
    lines: doc.lines.map((line) => ({ productId: null, description: line.description, accountId: line.accountId })),
    taxAccounts: taxAccounts(company),
    memo,
  });
}

/** One bill as createBill, approveBill, voidBill and a vendor payment (recordVendorPayment) leave it. */
export function billRows(
  batch: BatchRows,
  company: BuyingCompany,
  bill: PlannedBill,
  numbering: Numbering,
  idRandom: () => number,
) {
  numbering.bills += 1;
  const number = `BILL-${String(numbering.bills).padStart(5, '0')}`;
  const { totals, outcome } = bill;
  const posted = outcome === 'approved' || outcome === 'void';
  const entryId = posted ? uuidV7(bill.idTime + 1, idRandom) : null;
  const amountPaid = bill.settled;
  const status =
    outcome !== 'approved' ? outcome : amountPaid === totals.total ? 'paid' : amountPaid > 0 ? 'partly-paid' : 'unpaid';
  const createdAt = new Date(bill.idTime).toISOString();
  batch.documents.push({
    company_id: company.id,
    id: bill.id,
    direction: 'purchases',
    kind: 'bill',
    number,
    status,
    contact_id: bill.vendorId,
    branch_id: bill.branchId,
    date: bill.date,
    due_date: bill.dueDate,
    reference: bill.reference,
    tin: '',
    currency_code: 'NGN',
    exchange_rate: '1',
    billing_address: 'Apapa Road, Lagos',
    discount_type: bill.discount.type === 'none' ? null : bill.discount.type,
    discount_basis_points: bill.discount.type === 'percentage' ? bill.discount.basisPoints : null,
    note: '',
    subtotal: totals.subtotal,
    discount_total: totals.discount,
    tax_total: totals.tax,
    total: totals.total,
    home_total: totals.home.total,
    withholding_total: 0,
    amount_paid: amountPaid,
    amount_due: outcome === 'approved' ? totals.total - amountPaid : 0,
    home_amount_paid: amountPaid,
    entry_id: outcome === 'approved' ? entryId : null,
    public_token: token(bill.id, idRandom),
    created_by: company.userId,
    approved_by: posted ? company.userId : null,
    approved_at: posted ? createdAt : null,
    voided_at: outcome === 'void' ? new Date(bill.idTime + 86_400_000).toISOString() : null,
    created_at: createdAt,
    updated_at: createdAt,
  });
  lineRows(batch, company, bill.id, bill);
  addEvent(batch, company, bill.id, 'created', bill.idTime);
  if (!posted || !entryId) return;
  addEvent(batch, company, bill.id, 'approved', bill.idTime + 36_000);
  if (outcome === 'void') addEvent(batch, company, bill.id, 'voided', bill.idTime + 86_400_000);
  const memo = `Bill ${number} (${bill.reference})`;
  addPosting(
    batch,
    company,
    { id: entryId, date: bill.date, memo, sourceType: 'bill', sourceId: bill.id, branchId: bill.branchId },
    postingLines(company, bill, company.accounts.payables, memo),
    outcome === 'void',
  );
  if (bill.settled > 0 && bill.paymentDate) paymentRows(batch, company, bill, number, numbering, idRandom);
}

/** The vendor payment settling (part of) one bill, no tax withheld, from the bank. */
function paymentRows(
  batch: BatchRows,
  company: BuyingCompany,
  bill: PlannedBill,
  billNumber: string,
  numbering: Numbering,
  idRandom: () => number,
) {
  const date = bill.paymentDate as string;
  numbering.payments += 1;
  const number = `VPAY-${String(numbering.payments).padStart(5, '0')}`;
  const paymentId = uuidV7(dayMs(date) + 9 * 3_600_000 + Math.floor(idRandom() * 3_600_000), idRandom);
  const entryId = uuidV7(Number.parseInt(paymentId.replace(/-/g, '').slice(0, 12), 16) + 1, idRandom);
  const at = new Date(dayMs(date) + 10 * 3_600_000).toISOString();
  batch.payments.push({
    company_id: company.id,
    id: paymentId,
    direction: 'purchases',
    kind: 'payment',
    number,
    status: 'live',
    contact_id: bill.vendorId,
    branch_id: bill.branchId,
    date,
    bank_account_id: company.accounts.bank,
    payment_method_id: company.paymentMethodId,
    reference: `TRF/${billNumber}`,
    note: '',
    currency_code: 'NGN',
    exchange_rate: '1',
    amount: bill.settled,
    cash_applied: bill.settled,
    withholding_tax: 0,
    excess: 0,
    entry_id: entryId,
    created_by: company.userId,
    created_at: at,
    updated_at: at,
  });
  batch.allocations.push({
    company_id: company.id,
    payment_id: paymentId,
    document_id: bill.id,
    cash: bill.settled,
    withholding_tax: 0,
    home_settled: bill.settled,
  });
  const money = formatMoney(bill.settled, 'NGN');
  addEvent(
    batch,
    company,
    bill.id,
    'paid',
    Date.parse(at),
    `${number}: ${money}, tax withheld ${formatMoney(0, 'NGN')}`,
  );
  const memo = `Payment ${number}`;
  addEntry(
    batch,
    company,
    { id: entryId, date, memo, sourceType: 'vendor-payment', sourceId: paymentId, branchId: bill.branchId },
    vendorPaymentEntryLines({
      accounts: {
        bank: company.accounts.bank,
        payables: company.accounts.payables,
        fxGainLoss: company.accounts.fxGainLoss,
      },
      vendorId: bill.vendorId,
      branchId: bill.branchId,
      currencyCode: 'NGN',
      homeCurrencyCode: 'NGN',
      exchangeRate: '1',
      total: bill.settled,
      withheld: [],
      payablesHome: bill.settled,
      advance: 0,
      memo,
    }),
  );
}

/** One expense as createExpense (paid at once, or waiting for approval) and deleteExpense (void) leave it. */
export function expenseRows(
  batch: BatchRows,
  company: BuyingCompany,
  expense: PlannedExpense,
  numbering: Numbering,
  idRandom: () => number,
) {
  numbering.expenses += 1;
  const number = `EXP-${String(numbering.expenses).padStart(5, '0')}`;
  const { totals, outcome } = expense;
  const posted = outcome !== 'awaiting-approval';
  const entryId = posted ? uuidV7(expense.idTime + 1, idRandom) : null;
  const createdAt = new Date(expense.idTime).toISOString();
  batch.documents.push({
    company_id: company.id,
    id: expense.id,
    direction: 'purchases',
    kind: 'expense',
    number,
    status: outcome,
    contact_id: expense.vendorId,
    branch_id: expense.branchId,
    date: expense.date,
    reference: expense.reference,
    currency_code: 'NGN',
    exchange_rate: '1',
    payment_account_id: company.accounts.bank,
    payment_method_id: company.paymentMethodId,
    note: '',
    subtotal: totals.subtotal,
    discount_total: 0,
    tax_total: totals.tax,
    total: totals.total,
    home_total: totals.home.total,
    amount_paid: posted ? totals.total : 0,
    amount_due: 0,
    home_amount_paid: posted ? totals.home.total : 0,
    entry_id: outcome === 'paid' ? entryId : null,
    public_token: token(expense.id, idRandom),
    created_by: company.userId,
    approved_by: null,
    voided_at: outcome === 'void' ? new Date(expense.idTime + 86_400_000).toISOString() : null,
    created_at: createdAt,
    updated_at: createdAt,
  });
  lineRows(batch, company, expense.id, expense);
  addEvent(batch, company, expense.id, 'created', expense.idTime);
  if (!entryId) return;
  if (outcome === 'void') addEvent(batch, company, expense.id, 'voided', expense.idTime + 86_400_000);
  const memo = `Expense ${number} (${expense.reference})`;
  addPosting(
    batch,
    company,
    { id: entryId, date: expense.date, memo, sourceType: 'expense', sourceId: expense.id, branchId: expense.branchId },
    postingLines(company, expense, company.accounts.bank, memo),
    outcome === 'void',
  );
}
