import {
  type ContactView,
  type DatePreset,
  findBank,
  isDatePreset,
  presetRange,
  todayInLagos,
  toNaira,
} from '@owo/core';
import { branches, contacts, type Executor, industries, journalLines, states } from '@owo/db';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { branchOnly } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Invalid, NotFound } from '../../errors.ts';
import { keptTotal, readPage } from '../../http/long-list.ts';
import { inPageOrder, type ListQuery } from '../../http/query.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import type { ContactKind, ContactRow } from './contacts.kind.ts';

/*
 * Contacts of one kind (customers, vendors) as the API answers them, with the spec's field names.
 * Lists search the trigger-kept search text (name, contact name, phone, emails) under its trigram
 * index, after the company filter.
 */

type Scoped = Pick<RequestContext, 'companyId' | 'branchScope'>;

const selectContacts = (executor: Executor) =>
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

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectContacts>['where']>>[number];

const reference = (value: { id: string | null; name: string | null } | null) =>
  value?.id && value.name !== null ? { _id: value.id, name: value.name } : null;

function contactView<View extends ContactView>(
  kind: ContactKind<View>,
  { contact, branch, industry, state }: SelectedRow,
  balance: number,
): View {
  const shared: ContactView = {
    _id: contact.id,
    type: contact.type ?? 'business',
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
  return kind.view(shared, contact);
}

/** A contact's bank details as answered: the bank by name and code, and the account number. */
export function bankDetailsOf(contact: ContactRow) {
  if (contact.bankCode === null || contact.bankAccountNumber === null) return null;
  const bankName = findBank(contact.bankCode)?.name ?? contact.bankCode;
  return { bankName, bankCode: contact.bankCode, accountNo: contact.bankAccountNumber };
}

/** The contact's row (of the kind, of the company, in the member's branch). */
export function contactFilter(context: Scoped, kind: ContactKind['kind'], id?: string): SQL | undefined {
  return and(
    eq(contacts.companyId, context.companyId),
    eq(contacts.kind, kind),
    id === undefined ? undefined : eq(contacts.id, id),
    branchOnly(context, contacts.branchId),
  );
}

/**
 * What each contact owes or is owed: its lines on the kind's account (receivables for customers,
 * payables for vendors), debits less credits turned to the account's own side.
 */
export async function contactBalances(
  executor: Executor,
  companyId: string,
  balance: ContactKind['balance'],
  ids: readonly string[],
) {
  const balances = new Map<string, number>();
  if (ids.length === 0) return balances;
  const account = await systemAccount(executor, companyId, balance.account);
  const rows = await executor
    .select({
      contactId: journalLines.contactId,
      balance: sql<string>`sum(${journalLines.debit} - ${journalLines.credit})`,
    })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.companyId, companyId),
        eq(journalLines.accountId, account.id),
        inArray(journalLines.contactId, [...ids]),
      ),
    )
    .groupBy(journalLines.contactId);
  for (const row of rows) if (row.contactId) balances.set(row.contactId, balance.sign * Number(row.balance));
  return balances;
}

const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

const booleanFilter = (raw: string, name: string) => {
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new Invalid(`${name} is not valid.`, { [`where.${name}`]: `${name} is not valid.` });
};

/**
 * where[createdAt]: added in a period (a date preset: 30, this-month...), or range[startDate] and
 * range[endDate] (either or both), as days in Lagos.
 */
function createdBetween(query: ListQuery): SQL[] {
  const preset = query.where.createdAt?.toLowerCase();
  if (preset !== undefined && !isDatePreset(preset)) {
    throw new Invalid('createdAt is not valid.', { 'where.createdAt': 'createdAt is not valid.' });
  }
  const { from, to } = preset
    ? presetRange(preset as DatePreset, todayInLagos())
    : { from: query.range.startDate, to: query.range.endDate };
  const day = sql`(${contacts.createdAt} at time zone 'Africa/Lagos')::date`;
  return [from ? sql`${day} >= ${from}` : undefined, to ? sql`${day} <= ${to}` : undefined].filter(
    (condition): condition is SQL => condition !== undefined,
  );
}

/** The list's filters: search, and where[type | branch | active | currency | country | createdAt]. */
function listFilter(
  context: Scoped,
  kind: ContactKind['kind'],
  query: ListQuery,
  search: string | undefined,
): SQL | undefined {
  const { where } = query;
  const type = where.type?.toLowerCase();
  if (type !== undefined && type !== 'individual' && type !== 'business') {
    throw new Invalid('type is not valid.', { 'where.type': 'type is not valid.' });
  }
  const term = search?.trim();
  return and(
    contactFilter(context, kind),
    type ? eq(contacts.type, type) : undefined,
    where.branch ? eq(contacts.branchId, where.branch) : undefined,
    where.active === undefined ? undefined : eq(contacts.active, booleanFilter(where.active, 'active')),
    where.currency ? eq(contacts.currencyCode, where.currency.toUpperCase()) : undefined,
    where.country ? eq(contacts.countryCode, where.country.toUpperCase()) : undefined,
    // Through the trigram index (migration 0013: row-level security keeps ILIKE off indexes).
    term ? sql`${contacts.id} in (select tenant_contacts_matching(${kind}, ${likePattern(term)}))` : undefined,
    ...createdBetween(query),
  );
}

/** The total of the list's filters: kept (list_counts) when only the active filter is used over the whole company. */
async function contactTotal(
  executor: Executor,
  context: Scoped,
  kind: ContactKind['kind'],
  query: ListQuery,
  where: SQL | undefined,
) {
  const { type, branch, currency, country, active } = query.where;
  const kept =
    context.branchScope === null && !type && !branch && !currency && !country && createdBetween(query).length === 0;
  if (kept) {
    const statuses = active === undefined ? undefined : [booleanFilter(active, 'active') ? 'active' : 'inactive'];
    return keptTotal(executor, context.companyId, kind, statuses);
  }
  const [total] = await executor.select({ value: count() }).from(contacts).where(where);
  return total?.value ?? 0;
}

/**
 * A search's page and total in one statement: the trigram lookup costs a few milliseconds at
 * 100,000 contacts, and a separate count would pay it twice. Its matches are few, so the page is
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

async function listedPage(
  executor: Executor,
  context: Scoped,
  kind: ContactKind['kind'],
  query: ListQuery,
  where: SQL | undefined,
) {
  const total = await contactTotal(executor, context, kind, query, where);
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

export async function listContacts<View extends ContactView>(
  executor: Executor,
  context: Scoped,
  kind: ContactKind<View>,
  query: ListQuery,
  search?: string,
) {
  const where = listFilter(context, kind.kind, query, search);
  const { page, total } = search?.trim()
    ? await searchedPage(executor, query, where)
    : await listedPage(executor, context, kind.kind, query, where);
  const ids = page.map((row) => row.id);
  const rows =
    ids.length === 0
      ? []
      : await selectContacts(executor).where(and(contactFilter(context, kind.kind), inArray(contacts.id, ids)));
  const balances = await contactBalances(executor, context.companyId, kind.balance, ids);
  return {
    contacts: inPageOrder(ids, rows, (row) => row.contact.id).map((row) =>
      contactView(kind, row, balances.get(row.contact.id) ?? 0),
    ),
    total,
  };
}

export async function getContactView<View extends ContactView>(
  executor: Executor,
  context: Scoped,
  kind: ContactKind<View>,
  id: string,
): Promise<View> {
  const [row] = await selectContacts(executor).where(contactFilter(context, kind.kind, id));
  if (!row) throw new NotFound(kind.nouns.One);
  const balances = await contactBalances(executor, context.companyId, kind.balance, [id]);
  return contactView(kind, row, balances.get(id) ?? 0);
}

/** Every contact the list's filters select, for an export: read in pages so memory stays flat. */
export async function* contactsForExport<View extends ContactView>(
  read: <T>(work: (executor: Executor) => Promise<T>) => Promise<T>,
  context: Scoped,
  kind: ContactKind<View>,
  query: ListQuery,
  search?: string,
) {
  const pageSize = 2000;
  // Each read starts after the last row of the one before (by the list's sort index), so the
  // hundredth read costs what the first did: an offset re-reads every row it skips.
  let after: { sortName: string; id: string } | undefined;
  for (;;) {
    const rows = await read((executor) =>
      selectContacts(executor)
        .where(
          and(
            listFilter(context, kind.kind, query, search),
            after && sql`(${contacts.sortName}, ${contacts.id}) > (${after.sortName}, ${after.id})`,
          ),
        )
        .orderBy(asc(contacts.sortName), asc(contacts.id))
        .limit(pageSize),
    );
    for (const row of rows) yield contactView(kind, row, 0);
    const last = rows.at(-1)?.contact;
    after = last && { sortName: last.sortName, id: last.id };
    if (rows.length < pageSize) return;
  }
}
