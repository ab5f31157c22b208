import { addDays, todayInLagos } from '@owo/core';
import { documents } from '@owo/db';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany } from '../../../test/accounting.ts';
import { testAppForFile } from '../../../test/harness.ts';
import { addCustomer, paymentMethod } from '../../../test/sales-fixtures.ts';
import { addBranch, addProduct, firstBranch } from '../../../test/stock-fixtures.ts';

/*
 * The invoice list at scale (bench/sales): a page's ids are read from an index in list order, the
 * far half backwards, and the total is kept by a trigger at commit (list_counts, migration 0016) or
 * counted. Whatever invoices go through (saved, approved, paid in part or whole, voided, deleted),
 * every filter's total is the real number of its rows and its pages, read one by one, are the whole
 * list newest first. And invoices made at once get numbers with no gap and no repeat, though each
 * takes its number only just before it posts.
 */

const test = testAppForFile();
let company: AccountingCompany;
let branches: string[];
let customers: string[];
let service: string;
let transfer: string;
const today = todayInLagos();

beforeAll(async () => {
  company = await accountingCompany(test);
  branches = [await firstBranch(company), await addBranch(company, 'Aba')];
  customers = [
    await addCustomer(test, company.companyId, 'Amaka Stores'),
    await addCustomer(test, company.companyId, 'Bayo Foods'),
  ];
  service = await addProduct(test, company.companyId, { name: 'Consulting', type: 'service' });
  transfer = await paymentMethod(company);
  // Another company's invoices must never count towards this one's totals.
  const other = await anotherCompany(test, company, 'Other Ventures Ltd');
  const theirs = await addCustomer(test, other.companyId, 'Their Customer');
  const theirService = await addProduct(test, other.companyId, { name: 'Theirs', type: 'service' });
  const response = await other.call('POST', '/api/invoices', {
    ...invoiceBody({ customer: theirs, branch: await firstBranch(other), product: theirService }),
    status: 'approved',
  });
  expect(response.statusCode, response.body).toBe(201);
});

function invoiceBody(options: { customer: string; branch: string; product?: string; date?: string; dueDate?: string }) {
  const date = options.date ?? today;
  return {
    customer: options.customer,
    branch: options.branch,
    address: '12 Broad Street, Lagos',
    date,
    dueDate: options.dueDate ?? date,
    items: [{ product: options.product ?? service, description: 'Consulting', quantity: 1, price: 10_000 }],
  };
}

type Step =
  | {
      kind: 'create';
      status: 'draft' | 'awaiting-approval' | 'approved';
      customer: number;
      branch: number;
      daysAgo: number;
      dueIn: number;
    }
  | { kind: 'approve' | 'pay part' | 'pay whole' | 'void' | 'delete'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    status: fc.constantFrom('draft' as const, 'awaiting-approval' as const, 'approved' as const),
    customer: fc.nat(1),
    branch: fc.nat(1),
    daysAgo: fc.integer({ min: 0, max: 200 }),
    // Due before today (overdue once approved), today or later.
    dueIn: fc.integer({ min: -30, max: 30 }),
  }),
  fc.record({
    kind: fc.constantFrom(
      'approve' as const,
      'pay part' as const,
      'pay whole' as const,
      'void' as const,
      'delete' as const,
    ),
    pick: fc.nat(),
  }),
);

interface Listed {
  _id: string;
  status: string;
  customer: { _id: string };
  amountDue: number;
  amountPaid: number;
}

async function listed(query = ''): Promise<Listed[]> {
  const response = await company.call('GET', `/api/invoices?limit=10000${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function apply(move: Step) {
  if (move.kind === 'create') {
    const date = addDays(today, -move.daysAgo);
    const body = invoiceBody({
      customer: customers[move.customer] as string,
      branch: branches[move.branch] as string,
      date,
      dueDate: addDays(date, Math.max(0, move.daysAgo + move.dueIn)),
    });
    const response = await company.call('POST', '/api/invoices', { ...body, status: move.status });
    expect(response.statusCode, response.body).toBe(201);
    return;
  }
  const all = await listed();
  const wanted = {
    approve: ['draft', 'awaiting-approval'],
    'pay part': ['unpaid', 'overdue'],
    'pay whole': ['unpaid', 'partly-paid', 'overdue'],
    void: ['unpaid', 'overdue'],
    delete: ['draft', 'awaiting-approval'],
  }[move.kind];
  // An invoice with payments cannot be voided.
  const candidates = all.filter((row) => wanted.includes(row.status) && (move.kind !== 'void' || row.amountPaid === 0));
  const invoice = candidates[move.pick % Math.max(candidates.length, 1)];
  if (!invoice) return;
  const response =
    move.kind === 'approve'
      ? await company.call('PATCH', `/api/merchant/approve/${invoice._id}?state=invoice&action=approve`)
      : move.kind === 'void'
        ? await company.call('PATCH', `/api/invoices/${invoice._id}/void`)
        : move.kind === 'delete'
          ? await company.call('DELETE', `/api/invoices/${invoice._id}`)
          : await company.call('POST', '/api/payments', {
              customer: invoice.customer._id,
              branch: branches[0],
              paymentDate: today,
              bank: company.account('1000'),
              paymentMethod: transfer,
              amountReceived: move.kind === 'pay part' ? 1_000 : invoice.amountDue,
              items: [{ id: invoice._id, amount: move.kind === 'pay part' ? 1_000 : invoice.amountDue }],
            });
  expect(response.statusCode, response.body).toBeLessThan(300);
}

/** The invoices of the company as stored, newest first, read as the tables' owner. */
async function stored(status?: typeof documents.$inferSelect.status) {
  const where = and(
    eq(documents.companyId, company.companyId),
    eq(documents.kind, 'invoice'),
    status ? eq(documents.status, status) : undefined,
  );
  const [total] = await test.database.db.select({ value: count() }).from(documents).where(where);
  const rows = await test.database.db
    .select({ id: documents.id })
    .from(documents)
    .where(where)
    .orderBy(desc(documents.date), desc(documents.id));
  return { total: total?.value ?? 0, ids: rows.map((row) => row.id) };
}

/** Every page of a list, read three at a time, is the whole list in order, each with the whole's total. */
async function expectPagesToMatch(query: string, whole: string[]) {
  const limit = 3;
  const paged: string[] = [];
  for (let page = 1; page <= Math.ceil(whole.length / limit) + 1; page += 1) {
    const response = await company.call('GET', `/api/invoices?limit=${limit}&page=${page}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().pageInfo.total, `${query} page ${page}`).toBe(whole.length);
    paged.push(...(response.json().data as Listed[]).map((row) => row._id));
  }
  expect(paged, query).toEqual(whole);
}

async function expectListsToAddUp() {
  // The kept totals (no filter, a stored status) are the real counts, in list order.
  const all = await stored();
  expect((await listed()).map((row) => row._id)).toEqual(all.ids);
  await expectPagesToMatch('', all.ids);
  for (const status of ['draft', 'awaiting-approval', 'paid', 'void'] as const) {
    const ids = (await stored(status)).ids;
    expect((await listed(`&where[status]=${status}`)).map((row) => row._id)).toEqual(ids);
    await expectPagesToMatch(`&where[status]=${status}`, ids);
  }
  // Counted totals: statuses split by due date, a branch, a period, and together.
  const filters = [
    '&where[status]=unpaid',
    '&where[status]=partly-paid',
    '&where[status]=overdue',
    `&where[branch]=${branches[1]}`,
    '&where[period]=30',
    `&where[branch]=${branches[0]}&where[status]=overdue&where[period]=90`,
  ];
  for (const query of filters) {
    const rows = await listed(query);
    await expectPagesToMatch(
      query,
      rows.map((row) => row._id),
    );
  }
  // Each open invoice is under exactly one of unpaid, partly paid and overdue.
  const open = await Promise.all(
    ['unpaid', 'partly-paid', 'overdue'].map((status) => listed(`&where[status]=${status}`)),
  );
  const [unpaid, partlyPaid] = await Promise.all([stored('unpaid'), stored('partly-paid')]);
  expect(open.reduce((sum, rows) => sum + rows.length, 0)).toBe(unpaid.total + partlyPaid.total);
}

describe('the invoice list', () => {
  it('keeps every total and page true to the invoices through saves, approvals, payments, voids and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const move of steps) await apply(move);
        await expectListsToAddUp();
      }),
      { numRuns: 6 },
    );
  });
});

/** The last invoice number the company's sequence gave (a deleted draft's too). */
async function lastGiven() {
  const result = await test.database.db.execute(
    sql`select last_number from document_sequences where company_id = ${company.companyId} and kind = 'sales-invoice'`,
  );
  return Number((result as unknown as { rows: Array<{ last_number: number }> }).rows[0]?.last_number ?? 0);
}

describe('invoice numbers', () => {
  it('has no gap and no repeat when invoices are made at once, approved or not', async () => {
    const numbers = async () =>
      (
        await test.database.db
          .select({ number: documents.number })
          .from(documents)
          .where(and(eq(documents.companyId, company.companyId), eq(documents.kind, 'invoice')))
          .orderBy(asc(documents.number))
      ).map((row) => row.number);
    const before = await numbers();
    const last = await lastGiven();
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        company.call('POST', '/api/invoices', {
          ...invoiceBody({ customer: customers[index % 2] as string, branch: branches[index % 2] as string }),
          status: index % 3 === 0 ? 'draft' : 'approved',
        }),
      ),
    );
    for (const response of made) expect(response.statusCode, response.body).toBe(201);
    const after = await numbers();
    const added = after.filter((number) => !before.includes(number));
    // The next twelve numbers after the last one given, each once.
    const numberOf = (number: string) => Number(number.replace('INV-', ''));
    expect(added.map(numberOf).sort((first, second) => first - second)).toEqual(
      Array.from({ length: 12 }, (_, index) => last + index + 1),
    );
    const answered = made.map((response) => response.json().data.invoiceNumber as string);
    expect([...answered].sort()).toEqual([...added].sort());
  });
});
