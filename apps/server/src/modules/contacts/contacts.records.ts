import { type CustomerView, toNaira } from '@owo/core';
import { branches, contacts, type Executor, industries, journalLines, states } from '@owo/db';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { branchOnly } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Invalid, NotFound } from '../../errors.ts';
import { keptTotal, readPage } from '../../http/long-list.ts';
import { inPageOrder, type ListQuery } from '../../http/query.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';

/*
 * Customers as the API answers them, with the spec's field names: a customer is a contact of kind
 * 'customer'. Lists search the trigger-kept search text (name, contact name, phone, emails) under
 * its trigram index, after the company filter.
 */

type Scoped = Pick<RequestContext, 'companyId' | 'branchScope'>;

const named = z.object({ _id: z.string(), name: z.string() });

/** A customer as the API answers it (the web reads it as core's CustomerView). */
export const customerSchema = z.object({
  _id: z.string(),
  type: z.enum(['individual', 'business']),
  customerType: z.enum(['individual', 'business']),
  displayName: z.string(),
  companyName: z.string().nullable(),
  invoice: z.string().nullable(),
  fullName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.array(z.string()),
  officeAddress: z.string().nullable(),
  billingAddress: z.string().nullable(),
  subCompanies: z.array(z.string()),
  industry: named.nullable(),
  currency: z.string().nullable(),
  country: z.string().nullable(),
  state: named.nullable(),
  branch: named.nullable(),
  tin: z.string().nullable(),
  active: z.boolean(),
  balance: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<CustomerView>;

const selectCustomers = (executor: Executor) =>
  executor
    .select({
      contact: contacts,
      branch: { id: branches.id, name: branches.name },
      industry: { id: industries.id, name: industries.name },
      state: { id: states.id, name: states.name },
    })
    .from(contacts)
    .leftJoin(branches, and(eq(branches.companyId, contacts.companyId), eq(branches.id, contacts.branchId)))
    .leftJoin(industries, eq(industries.id, contacts.industryId))
    .leftJoin(states, eq(states.id, contacts.stateId));

type CustomerRow = Awaited<ReturnType<ReturnType<typeof selectCustomers>['where']>>[number];

const reference = (value: { id: string | null; name: string | null } | null) =>
  value?.id && value.name !== null ? { _id: value.id, name: value.name } : null;

function customerView({ contact, branch, industry, state }: CustomerRow, balance: number): CustomerView {
  const type = contact.type ?? 'business';
  return {
    _id: contact.id,
    type,
    customerType: type,
    displayName: contact.displayName,
    companyName: contact.companyName,
    invoice: contact.invoiceInitials,
    fullName: contact.fullName,
    phoneNumber: contact.phoneNumber,
    email: contact.emails,
    officeAddress: contact.officeAddress,
    billingAddress: contact.billingAddress,
    subCompanies: contact.subCompanies,
    industry: reference(industry),
    currency: contact.currencyCode,
    country: contact.countryCode,
    state: reference(state),
    branch: reference(branch),
    tin: contact.tin,
    active: contact.active,
    balance: toNaira(balance),
    createdAt: contact.createdAt.toISOString(),
    updatedAt: contact.updatedAt.toISOString(),
  };
}

/** The customer's row (kind customer, of the company, in the member's branch), or undefined. */
export function customerFilter(context: Scoped, id?: string): SQL | undefined {
  return and(
    eq(contacts.companyId, context.companyId),
    eq(contacts.kind, 'customer'),
    id === undefined ? undefined : eq(contacts.id, id),
    branchOnly(context, contacts.branchId),
  );
}

/**
 * What each customer owes: receivables lines with the customer's id (debits less credits). No
 * document posts to a customer yet (invoices come next), so this is 0 until then.
 */
export async function customerBalances(executor: Executor, companyId: string, ids: readonly string[]) {
  const balances = new Map<string, number>();
  if (ids.length === 0) return balances;
  const receivables = await systemAccount(executor, companyId, 'receivables');
  const rows = await executor
    .select({
      contactId: journalLines.contactId,
      balance: sql<string>`sum(${journalLines.debit} - ${journalLines.credit})`,
    })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.companyId, companyId),
        eq(journalLines.accountId, receivables.id),
        inArray(journalLines.contactId, [...ids]),
      ),
    )
    .groupBy(journalLines.contactId);
  for (const row of rows) if (row.contactId) balances.set(row.contactId, Number(row.balance));
  return balances;
}

const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

const booleanFilter = (raw: string, name: string) => {
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new Invalid(`${name} is not valid.`, { [`where.${name}`]: `${name} is not valid.` });
};

/** The list's filters: search, and where[type | branch | active | currency | country]. */
function listFilter(context: Scoped, query: ListQuery, search: string | undefined): SQL | undefined {
  const { where } = query;
  const type = where.type?.toLowerCase();
  if (type !== undefined && type !== 'individual' && type !== 'business') {
    throw new Invalid('type is not valid.', { 'where.type': 'type is not valid.' });
  }
  const term = search?.trim();
  return and(
    customerFilter(context),
    type ? eq(contacts.type, type) : undefined,
    where.branch ? eq(contacts.branchId, where.branch) : undefined,
    where.active === undefined ? undefined : eq(contacts.active, booleanFilter(where.active, 'active')),
    where.currency ? eq(contacts.currencyCode, where.currency.toUpperCase()) : undefined,
    where.country ? eq(contacts.countryCode, where.country.toUpperCase()) : undefined,
    // Through the trigram index (migration 0013: row-level security keeps ILIKE off indexes).
    term ? sql`${contacts.id} in (select tenant_contacts_matching('customer', ${likePattern(term)}))` : undefined,
  );
}

/** The total of the list's filters: kept (list_counts) when only the active filter is used over the whole company. */
async function customerTotal(executor: Executor, context: Scoped, query: ListQuery, where: SQL | undefined) {
  const { type, branch, currency, country, active } = query.where;
  const kept = context.branchScope === null && !type && !branch && !currency && !country;
  if (kept) {
    const statuses = active === undefined ? undefined : [booleanFilter(active, 'active') ? 'active' : 'inactive'];
    return keptTotal(executor, context.companyId, 'customer', statuses);
  }
  const [total] = await executor.select({ value: count() }).from(contacts).where(where);
  return total?.value ?? 0;
}

/**
 * A search's page and total in one statement: the trigram lookup costs a few milliseconds at
 * 100,000 customers, and a separate count would pay it twice. Its matches are few, so the page is
 * read forwards.
 */
async function searchedPage(executor: Executor, query: ListQuery, where: SQL | undefined) {
  const rows = await executor
    .select({ id: contacts.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(contacts)
    .where(where)
    .orderBy(asc(contacts.sortName), asc(contacts.id))
    .limit(query.limit)
    .offset(query.offset);
  if (rows[0] || query.offset === 0) return { page: rows, total: rows[0]?.total ?? 0 };
  const [total] = await executor.select({ value: count() }).from(contacts).where(where);
  return { page: rows, total: total?.value ?? 0 };
}

async function listedPage(executor: Executor, context: Scoped, query: ListQuery, where: SQL | undefined) {
  const total = await customerTotal(executor, context, query, where);
  const page = await readPage(query, total, (direction, limit, offset) =>
    executor
      .select({ id: contacts.id })
      .from(contacts)
      .where(where)
      .orderBy(direction(contacts.sortName), direction(contacts.id))
      .limit(limit)
      .offset(offset),
  );
  return { page, total };
}

export async function listCustomers(executor: Executor, context: Scoped, query: ListQuery, search?: string) {
  const where = listFilter(context, query, search);
  const { page, total } = search?.trim()
    ? await searchedPage(executor, query, where)
    : await listedPage(executor, context, query, where);
  const ids = page.map((row) => row.id);
  const rows =
    ids.length === 0
      ? []
      : await selectCustomers(executor).where(and(customerFilter(context), inArray(contacts.id, ids)));
  const balances = await customerBalances(executor, context.companyId, ids);
  return {
    customers: inPageOrder(ids, rows, (row) => row.contact.id).map((row) =>
      customerView(row, balances.get(row.contact.id) ?? 0),
    ),
    total,
  };
}

export async function getCustomerView(executor: Executor, context: Scoped, id: string): Promise<CustomerView> {
  const [row] = await selectCustomers(executor).where(customerFilter(context, id));
  if (!row) throw new NotFound('Customer');
  const balances = await customerBalances(executor, context.companyId, [id]);
  return customerView(row, balances.get(id) ?? 0);
}

/** Every customer the list's filters select, for an export: read in pages so memory stays flat. */
export async function* customersForExport(
  read: <T>(work: (executor: Executor) => Promise<T>) => Promise<T>,
  context: Scoped,
  query: ListQuery,
  search?: string,
) {
  const pageSize = 2000;
  // Each read starts after the last row of the one before (by the list's sort index), so the
  // hundredth read costs what the first did: an offset re-reads every row it skips.
  let after: { sortName: string; id: string } | undefined;
  for (;;) {
    const rows = await read((executor) =>
      selectCustomers(executor)
        .where(
          and(
            listFilter(context, query, search),
            after && sql`(${contacts.sortName}, ${contacts.id}) > (${after.sortName}, ${after.id})`,
          ),
        )
        .orderBy(asc(contacts.sortName), asc(contacts.id))
        .limit(pageSize),
    );
    for (const row of rows) yield customerView(row, 0);
    const last = rows.at(-1)?.contact;
    after = last && { sortName: last.sortName, id: last.id };
    if (rows.length < pageSize) return;
  }
}
