import { addDays, expenseSchema } from '@owo/core';
import { accounts, contacts, documents, paymentMethods, taxes } from '@owo/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import type { PostingTransaction } from '../../ledger/post.ts';
import { insertPayee } from '../contacts/index.ts';
import { createExpense } from '../expenses/index.ts';
import { headOffice } from './demo-sales-setup.ts';

/*
 * A month of the demo shop's spending (issue 27), recorded through the expenses service as a
 * person would: petrol for the van and diesel for the generator with VAT, the office's data
 * subscription with VAT, the shop's rent and a dispatch rider's fares without (rent of buildings
 * and shared road transport are VAT-exempt, Nigeria Tax Act s.186). Added once, by reference: an
 * existing demo opened again gets those it lacks.
 */

interface DemoExpense {
  reference: string;
  /** Days before today. */
  daysAgo: number;
  payee: string;
  accountCode: string;
  description: string;
  price: number;
  vat: boolean;
  method: 'Cash' | 'Bank Transfer' | 'POS';
}

const demoExpenses: readonly DemoExpense[] = [
  {
    reference: 'DEMO-EXP-01',
    daysAgo: 28,
    payee: 'Mrs Folake Adebayo',
    accountCode: '6100',
    description: 'Shop rent for the month',
    price: 350_000,
    vat: false,
    method: 'Bank Transfer',
  },
  {
    reference: 'DEMO-EXP-02',
    daysAgo: 26,
    payee: 'Total Energies Lekki',
    accountCode: '6610',
    description: 'Petrol for the delivery van, 40 litres',
    price: 36_000,
    vat: true,
    method: 'POS',
  },
  {
    reference: 'DEMO-EXP-03',
    daysAgo: 24,
    payee: 'Conoil Ikeja',
    accountCode: '6120',
    description: 'Diesel for the generator, 50 litres',
    price: 72_500,
    vat: true,
    method: 'Cash',
  },
  {
    reference: 'DEMO-EXP-04',
    daysAgo: 21,
    payee: 'MTN Nigeria',
    accountCode: '6140',
    description: 'Office data subscription, 100 GB',
    price: 35_000,
    vat: true,
    method: 'Bank Transfer',
  },
  {
    reference: 'DEMO-EXP-05',
    daysAgo: 18,
    payee: 'Musa Logistics',
    accountCode: '6600',
    description: 'Dispatch rider fares, week 2',
    price: 12_500,
    vat: false,
    method: 'Cash',
  },
  {
    reference: 'DEMO-EXP-06',
    daysAgo: 14,
    payee: 'Total Energies Lekki',
    accountCode: '6610',
    description: 'Petrol for the delivery van, 35 litres',
    price: 31_850,
    vat: true,
    method: 'POS',
  },
  {
    reference: 'DEMO-EXP-07',
    daysAgo: 10,
    payee: 'Conoil Ikeja',
    accountCode: '6120',
    description: 'Diesel for the generator, 40 litres',
    price: 58_000,
    vat: true,
    method: 'Cash',
  },
  {
    reference: 'DEMO-EXP-08',
    daysAgo: 6,
    payee: 'Musa Logistics',
    accountCode: '6600',
    description: 'Dispatch rider fares, week 4',
    price: 14_000,
    vat: false,
    method: 'Cash',
  },
  {
    reference: 'DEMO-EXP-09',
    daysAgo: 2,
    payee: 'Total Energies Lekki',
    accountCode: '6610',
    description: 'Petrol for the delivery van, 30 litres',
    price: 27_300,
    vat: true,
    method: 'POS',
  },
];

export async function addDemoExpenses(tx: PostingTransaction, context: RequestContext, today: string) {
  const { companyId } = context;
  const recorded = await tx
    .select({ reference: documents.reference })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.kind, 'expense'),
        inArray(
          documents.reference,
          demoExpenses.map((expense) => expense.reference),
        ),
      ),
    );
  const missing = demoExpenses.filter((expense) => !recorded.some((row) => row.reference === expense.reference));
  if (missing.length === 0) return;
  const branch = await headOffice(tx, companyId);
  const payees = await payeeIds(tx, context, [...new Set(missing.map((expense) => expense.payee))], branch);
  const accountOf = await idsBy(tx, companyId, 'accounts');
  const methodOf = await idsBy(tx, companyId, 'methods');
  const [vat] = await tx
    .select({ id: taxes.id })
    .from(taxes)
    .where(and(eq(taxes.companyId, companyId), eq(taxes.kind, 'vat')));
  for (const expense of missing) {
    const input = expenseSchema.parse({
      vendor: payees.get(expense.payee),
      branch,
      date: addDays(today, -expense.daysAgo),
      referenceNo: expense.reference,
      paymentMethod: methodOf(expense.method),
      // Cash paid from the till, the rest from the bank account.
      bank: accountOf(expense.method === 'Cash' ? '1000' : '1050'),
      items: [
        {
          chartofAccount: accountOf(expense.accountCode),
          description: expense.description,
          price: expense.price,
          tax: expense.vat && vat ? [{ id: vat.id }] : [],
        },
      ],
    });
    await createExpense(tx, context, input);
  }
}

/** The payees by name, a vendor added for each the demo does not have yet. */
async function payeeIds(tx: PostingTransaction, context: RequestContext, names: readonly string[], branchId: string) {
  const rows = await tx
    .select({ id: contacts.id, name: contacts.displayName })
    .from(contacts)
    .where(and(eq(contacts.companyId, context.companyId), inArray(contacts.displayName, [...names])));
  const found = new Map(rows.map((row) => [row.name, row.id]));
  for (const name of names) {
    if (!found.has(name))
      found.set(name, (await insertPayee(tx, context, { kind: 'vendor', displayName: name, branchId })).id);
  }
  return found;
}

async function idsBy(tx: PostingTransaction, companyId: string, what: 'accounts' | 'methods') {
  const rows =
    what === 'accounts'
      ? await tx.select({ key: accounts.code, id: accounts.id }).from(accounts).where(eq(accounts.companyId, companyId))
      : await tx
          .select({ key: paymentMethods.name, id: paymentMethods.id })
          .from(paymentMethods)
          .where(eq(paymentMethods.companyId, companyId));
  const byKey = new Map(rows.map((row) => [row.key, row.id]));
  return (key: string) => {
    const id = byKey.get(key);
    if (!id) throw new Error(`The demo company has no ${what === 'accounts' ? 'account' : 'payment method'} ${key}`);
    return id;
  };
}
