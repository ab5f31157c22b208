import { z } from 'zod';
import {
  amount,
  choice,
  fieldsObject,
  figure,
  freeText,
  id,
  isoDate,
  list,
  notValid,
  requiredString,
  text,
} from './fields.ts';
import { documentCurrency } from './sales.ts';

/*
 * Expenses (spec sections 3 and 5 "Expense"; issue 27): money already spent from a bank-flagged
 * account, on expense categories (accounts), with taxes. A line is one amount (quantity 1); the
 * server works the totals out with documentTotals (spec section 4 "Expense and bill totals") and
 * never trusts a total sent. The answers' shapes are here too: the server checks what it sends
 * against them and the web app takes its types from them.
 */

export const maxExpenseLines = 100;
export const maxBulkExpenses = 500;
export const maxBulkEditExpenses = 100;

export const expenseMessages = {
  selectExpense: 'Please select an expense',
  deleteExpenses: 'Are you sure you want to delete the selected expense(s)?',
  leave: 'Do you want to leave without saving changes',
  noLines: 'Add at least one expense line',
  tooManyLines: `Add at most ${maxExpenseLines} lines on one expense`,
  priceMoreThanZero: 'Amount must be more than 0',
  tooManyExpenses: `Save at most ${maxBulkExpenses} expenses at once`,
  noExpenses: 'Add at least one expense',
  selectExpenses: 'Select at least one expense',
  tooManySelected: `You can edit at most ${maxBulkEditExpenses} expenses at once`,
  editEmpty: 'Edit cannot be empty. Please select what you want to edit',
  changeTo: 'Please select what you want to change to',
  oneChange: 'Change one thing at a time: the category, the tax or the store',
} as const;

/** A tax on a line: its id; value (rate / 100) may be sent as the form shows it, the server takes the rate in force. */
const lineTax = fieldsObject(
  {
    id: id('Tax'),
    value: z.union([z.number(), z.string()], { error: notValid('Tax value') }).optional(),
  },
  'Tax',
);

export const expenseLineSchema = fieldsObject(
  {
    /** The expense category: the account the line posts to. */
    chartofAccount: id('Expense category'),
    description: freeText('Description', 500).optional(),
    price: amount('Amount').refine((value) => value > 0, expenseMessages.priceMoreThanZero),
    /** Worked out by the server (the line's amount); a client's is not used. */
    total: amount('Line total').optional(),
    tax: list('Tax', lineTax, { max: 5 }).optional(),
  },
  'Expense line',
);
export type ExpenseLineInput = z.input<typeof expenseLineSchema>;

/** The document's taxes as the form sends them (spec section 3); the server works them out from the lines. */
const documentTax = fieldsObject(
  {
    id: id('Tax'),
    value: z.union([z.number(), z.string()], { error: notValid('Tax value') }).optional(),
    chartofAccount: z.string({ error: notValid('Tax account') }).optional(),
  },
  'Tax',
);

const lines = list('Items', expenseLineSchema, {
  min: 1,
  max: maxExpenseLines,
  tooFew: expenseMessages.noLines,
  tooMany: expenseMessages.tooManyLines,
});

const expenseFields = {
  /** The payee: a vendor, or (New Payee) a customer or an employee. */
  vendor: id('Payee'),
  /** The store (branch). */
  branch: id('Store'),
  date: isoDate('Date'),
  referenceNo: requiredString('Reference number', { max: 60 }),
  paymentMethod: id('Payment method'),
  /** The bank-flagged account the money was paid from. */
  bank: id('Bank'),
  currency: documentCurrency.optional(),
  note: freeText('Note', 2000).optional(),
  items: lines,
  taxes: list('Taxes', documentTax, { max: 20 }).optional(),
  /** Worked out by the server; a client's is not used. */
  total: amount('Total').optional(),
};

export const expenseSchema = fieldsObject(expenseFields);
export type ExpenseInput = z.input<typeof expenseSchema>;
export type Expense = z.output<typeof expenseSchema>;

/** PATCH: only changed fields; items, when sent, replace the lines. */
export const expenseChangesSchema = fieldsObject(expenseFields).partial();
export type ExpenseChangesInput = z.input<typeof expenseChangesSchema>;
export type ExpenseChanges = z.output<typeof expenseChangesSchema>;

/**
 * Many expenses in one call, saved all or none (create-bulk-expense). Each row is checked by
 * expenseSchema and its problems are named by row ("Expense 3: Date is a required field"), so a
 * grid of 500 shows which ones to fix.
 */
export const bulkExpensesSchema = fieldsObject({
  expenses: list('Expenses', z.unknown(), {
    min: 1,
    max: maxBulkExpenses,
    tooFew: expenseMessages.noExpenses,
    tooMany: expenseMessages.tooManyExpenses,
  }),
}).transform((body, context) => {
  const expenses: Expense[] = [];
  body.expenses.forEach((row, index) => {
    const parsed = expenseSchema.safeParse(row);
    if (parsed.success) {
      expenses.push(parsed.data);
      return;
    }
    for (const issue of parsed.error.issues) {
      context.addIssue({
        code: 'custom',
        path: ['expenses', index, ...issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part))],
        message: `Expense ${index + 1}: ${issue.message}`,
      });
    }
  });
  return { expenses };
});
export type BulkExpensesInput = { expenses: ExpenseInput[] };

/** The bulk edit dialog's choices: one expense category, one tax (or NIL: no tax), or one store. */
export const bulkEditExpensesSchema = fieldsObject({
  ids: list('Expenses', id('Expense'), {
    min: 1,
    max: maxBulkEditExpenses,
    tooFew: expenseMessages.selectExpenses,
    tooMany: expenseMessages.tooManySelected,
  }),
  change: fieldsObject(
    {
      category: id('Expense category').optional(),
      /** 'NIL' takes every tax off the lines; a tax id puts that one tax on every line. */
      tax: z.union([z.literal('NIL'), id('Tax')], { error: notValid('Tax') }).optional(),
      branch: id('Store').optional(),
    },
    'Change',
  ).superRefine((change, context) => {
    const given = [change.category, change.tax, change.branch].filter((value) => value !== undefined).length;
    if (given === 0) context.addIssue({ code: 'custom', message: expenseMessages.editEmpty });
    if (given > 1) context.addIssue({ code: 'custom', message: expenseMessages.oneChange });
  }),
});
export type BulkEditExpensesInput = z.input<typeof bulkEditExpensesSchema>;
export type BulkEditExpenses = z.output<typeof bulkEditExpensesSchema>;

/** Many expenses deleted (voided when posted) at once, from the list's selection. */
export const bulkDeleteExpensesSchema = fieldsObject({
  ids: list('Expenses', id('Expense'), {
    min: 1,
    max: maxBulkEditExpenses,
    tooFew: expenseMessages.selectExpenses,
    tooMany: expenseMessages.tooManySelected,
  }),
});

// The answers.

const named = (label: string) => fieldsObject({ _id: text(label), name: text(label) }, label);

export const expenseStatuses = ['awaiting-approval', 'paid', 'void'] as const;
export type ExpenseStatus = (typeof expenseStatuses)[number];

export const expenseListItemSchema = fieldsObject({
  _id: text('Id'),
  number: text('Number'),
  status: z.enum(expenseStatuses, { error: notValid('Status') }),
  /** The payee, with the vendor's companyName as the list shows it (spec section 3). */
  vendor: fieldsObject(
    { _id: text('Payee'), name: text('Payee'), companyName: text('Payee'), kind: text('Payee') },
    'Payee',
  ),
  branch: named('Store'),
  date: text('Date'),
  referenceNo: text('Reference number'),
  paymentMethod: named('Payment method'),
  bank: named('Bank'),
  currency: fieldsObject({ name: text('Currency'), rate: figure('Exchange rate') }, 'Currency'),
  /** The first line's category, and how many more there are. */
  category: named('Expense category').nullable(),
  subtotal: figure('Subtotal'),
  taxTotal: figure('Tax'),
  total: figure('Total'),
});
export type ExpenseListItem = z.infer<typeof expenseListItemSchema>;

const expenseLineView = fieldsObject(
  {
    chartofAccount: named('Expense category'),
    description: text('Description'),
    price: figure('Amount'),
    total: figure('Line total'),
    tax: z.array(
      fieldsObject(
        { id: text('Tax'), name: text('Tax'), value: figure('Tax value'), amount: figure('Tax amount') },
        'Tax',
      ),
      { error: notValid('Taxes') },
    ),
  },
  'Expense line',
);

const postingView = fieldsObject(
  {
    account: fieldsObject({ _id: text('Account'), code: text('Account'), name: text('Account') }, 'Account'),
    debit: figure('Debit'),
    credit: figure('Credit'),
  },
  'Posting',
);

export const expenseViewSchema = expenseListItemSchema.extend({
  note: text('Note'),
  items: z.array(expenseLineView, { error: notValid('Lines') }),
  taxes: z.array(
    fieldsObject(
      { id: text('Tax'), name: text('Tax'), value: figure('Tax value'), amount: figure('Tax amount') },
      'Tax',
    ),
    { error: notValid('Taxes') },
  ),
  homeTotal: figure('Total in the home currency'),
  /** The journal entry it posted (empty while awaiting approval or once void). */
  journal: fieldsObject(
    { number: text('Entry number').nullable(), lines: z.array(postingView, { error: notValid('Journal entry') }) },
    'Journal entry',
  ),
  approvedBy: text('Approved by').nullable(),
  history: z.array(
    fieldsObject(
      { event: text('Event'), detail: text('Detail'), at: text('When'), user: text('User').nullable() },
      'Event',
    ),
    { error: notValid('History') },
  ),
  createdAt: text('Created'),
});
export type ExpenseView = z.infer<typeof expenseViewSchema>;
export type ExpenseLineView = ExpenseView['items'][number];

/** New Payee (spec section 2): an individual, of the category chosen. */
export const payeeQuickAddSchema = fieldsObject({
  displayName: requiredString('Display name', { max: 200 }),
  category: choice('Category', ['customer', 'employee', 'vendor'] as const),
});
export type PayeeQuickAddInput = z.input<typeof payeeQuickAddSchema>;

/** Who an expense can be paid to, as the payee picker lists them. */
export const payeeViewSchema = fieldsObject({
  _id: text('Payee'),
  name: text('Payee'),
  kind: z.enum(['customer', 'employee', 'vendor'], { error: notValid('Category') }),
});
export type PayeeView = z.infer<typeof payeeViewSchema>;
