import type { Permission } from '@owo/core';
import {
  bankAccounts,
  bankStatementImports,
  documents,
  journalEntries,
  journals,
  payments,
  reconciliations,
} from '@owo/db';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';

/**
 * One first step of the dashboard's checklist. The web app knows each key's icon and page; the
 * title and text are here so that the list, what it asks of the member, and when a step is done
 * are decided in one place.
 */
export interface GettingStartedStep {
  /** Stable name the web app maps to an icon and a page (apps/web/src/routes/dashboard.tsx). */
  key: string;
  title: string;
  text: string;
  /**
   * Every permission the step needs: the permission of the page it leads to (apps/web/src/areas.ts)
   * and, when that page shows more than it lets a member do, the one for the action itself (a
   * member who may only see bank accounts is not asked to add one). A member who lacks any of
   * them is not shown the step, so the list never leads to 'You do not have access'.
   */
  needs: readonly Permission[];
  /** A query whose first row, if any, shows the company has done the step (read from its books). */
  doneWhen: (companyId: string) => SQL;
}

/**
 * The steps in the order a new business meets them: the bank account and opening balances, then
 * its first jobs (bill a customer, get paid), then the bookkeeping that follows. Each fact is one
 * indexed existence check; no step is ticked by hand or remembered separately.
 *
 * A module that adds a first job adds its step here, where it belongs in that order. The expenses
 * module adds 'Record an expense' (needs 'expenses.create', done when the company has a posted
 * expense or bill) after 'Record a payment'.
 */
export const gettingStartedSteps: readonly GettingStartedStep[] = [
  {
    key: 'bankAccount',
    title: 'Add your bank account',
    text: 'Your business current account, with its opening balance.',
    needs: ['bank.view', 'bank.create'],
    doneWhen: (companyId) => sql`select 1 from ${bankAccounts} where ${eq(bankAccounts.companyId, companyId)}`,
  },
  {
    key: 'openingBalances',
    title: 'Enter your opening balances',
    text: 'What the business owned and owed on the day you start with Owo.',
    // Entering them replaces a posted entry, which needs the approve permission (opening-balances.service.ts).
    needs: ['accounting.view', 'accounting.create', 'accounting.approve'],
    doneWhen: (companyId) =>
      sql`select 1 from ${journalEntries} where ${and(eq(journalEntries.companyId, companyId), eq(journalEntries.sourceType, 'opening-balance'))}`,
  },
  {
    key: 'firstInvoice',
    title: 'Send your first invoice',
    text: 'Bill a customer for what you sold, then email it or share its link.',
    needs: ['sales.create'],
    // Approved is what counts: a draft or one awaiting approval is not yet owed. One voided later
    // was still sent, but a void draft never was, so void invoices are left out.
    doneWhen: (companyId) =>
      sql`select 1 from ${documents} where ${and(
        eq(documents.companyId, companyId),
        eq(documents.kind, 'invoice'),
        inArray(documents.status, ['unpaid', 'partly-paid', 'paid']),
      )}`,
  },
  {
    key: 'firstPayment',
    title: 'Record a payment',
    text: 'Money a customer paid you, set against their invoices.',
    needs: ['sales.create'],
    // A sales receipt is money received too (a sale paid on the spot).
    doneWhen: (companyId) =>
      sql`select 1 from ${payments} where ${and(eq(payments.companyId, companyId), eq(payments.status, 'live'))}
        union all
        select 1 from ${documents} where ${and(
          eq(documents.companyId, companyId),
          eq(documents.kind, 'sales-receipt'),
          eq(documents.status, 'paid'),
        )}`,
  },
  // Expenses: 'Record an expense' goes here (see above).
  {
    key: 'statementImported',
    title: 'Import a bank statement',
    text: 'A CSV, Excel or OFX file from your bank’s internet banking.',
    needs: ['bank.view', 'bank.create'],
    doneWhen: (companyId) =>
      sql`select 1 from ${bankStatementImports} where ${eq(bankStatementImports.companyId, companyId)}`,
  },
  {
    key: 'reconciled',
    title: 'Reconcile your bank account',
    text: 'Tick off the statement against your books until they agree.',
    needs: ['bank.view', 'bank.edit'],
    doneWhen: (companyId) =>
      sql`select 1 from ${reconciliations} where ${and(eq(reconciliations.companyId, companyId), eq(reconciliations.status, 'completed'))}`,
  },
  {
    key: 'journalWritten',
    title: 'Write your first journal',
    text: 'Adjustments, accruals and corrections, with approval.',
    needs: ['accounting.create'],
    doneWhen: (companyId) =>
      sql`select 1 from ${journals} where ${and(eq(journals.companyId, companyId), ne(journals.status, 'deleted'))}`,
  },
];
