import { addDays, isCalendarDate } from '@owo/core';
import { auditLog, type Executor, memberships, users } from '@owo/db';
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { Invalid, NotFound } from '../../errors.ts';
import type { CompanyReader } from '../../exports/ledger-rows.ts';
import type { ReportRow } from '../../exports/report-table.ts';
import { instantText } from '../../pdf/format.ts';

/*
 * The audit log as people read it (settings, audit log): every change in the company, newest
 * first, filtered by person, area (the kind of record), record and Lagos days. Read-only: nothing
 * here writes, and no route changes or removes an entry.
 */

export const auditEntrySchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export interface AuditFilter {
  userId?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  /** Lagos days, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

/** A day of the calendar: 2026-02-30 is refused here, not left to fail in the query. */
const lagosDay = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} is not valid.`)
    .refine(isCalendarDate, `${label} is not valid.`)
    .optional();

export const auditFilterQuery = z.object({
  userId: z.uuid({ error: 'Person is not valid.' }).optional().describe('Who made the change (a user id)'),
  entityType: z
    .string()
    .max(60, 'Area is not valid.')
    .optional()
    .describe('The kind of record: company, journal, account, lock-date, user...'),
  entityId: z.string().max(100, 'Record is not valid.').optional().describe('The id of one record'),
  from: lagosDay('From date').describe('First Lagos day (YYYY-MM-DD)'),
  to: lagosDay('To date').describe('Last Lagos day (YYYY-MM-DD)'),
});

/** The filter as sent, with an empty value meaning no filter, and the range checked. */
export function auditFilterOf(query: z.infer<typeof auditFilterQuery>): AuditFilter {
  const filter: AuditFilter = {};
  for (const [key, value] of Object.entries(query) as Array<[keyof AuditFilter, string | undefined]>) {
    if (value !== undefined && value.trim() !== '') filter[key] = value.trim();
  }
  if (filter.from && filter.to && filter.from > filter.to) {
    throw new Invalid('The start date must be on or before the end date', {
      from: 'The start date must be on or before the end date',
    });
  }
  return filter;
}

/**
 * The person filter names a member of the company, or someone who was and left entries behind;
 * anyone else is not found, like any id that is not the company's.
 */
export async function assertPersonOfCompany(executor: Executor, companyId: string, userId: string | undefined) {
  if (userId === undefined) return;
  const [member] = await executor
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
    .limit(1);
  if (member) return;
  const [entry] = await executor
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.userId, userId)))
    .limit(1);
  if (!entry) throw new NotFound('Person');
}

/** 'Ngozi Okafor (ngozi@example.ng)': how an export names the person it is narrowed to. */
export async function personLabel(executor: Executor, userId: string): Promise<string> {
  const [user] = await executor
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user ? `${user.firstName} ${user.lastName} (${user.email})`.trim() : userId;
}

/** Midnight at the start of a Lagos day (UTC+1 all year: Nigeria keeps no summer time). */
const lagosMidnight = (day: string) => new Date(`${day}T00:00:00+01:00`);

function conditions(companyId: string, filter: AuditFilter): SQL[] {
  const where: SQL[] = [eq(auditLog.companyId, companyId)];
  if (filter.userId) where.push(eq(auditLog.userId, filter.userId));
  if (filter.entityType) where.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) where.push(eq(auditLog.entityId, filter.entityId));
  if (filter.from) where.push(gte(auditLog.createdAt, lagosMidnight(filter.from)));
  if (filter.to) where.push(lt(auditLog.createdAt, lagosMidnight(addDays(filter.to, 1))));
  return where;
}

const columns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  requestId: auditLog.requestId,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

type Row = {
  id: string;
  createdAt: Date;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  requestId: string | null;
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
};

function entryView(row: Row): AuditEntryView {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    user:
      row.userId === null
        ? null
        : { _id: row.userId, name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(), email: row.email ?? '' },
    before: row.before ?? null,
    after: row.after ?? null,
    requestId: row.requestId,
  };
}

const newestFirst = [desc(auditLog.createdAt), desc(auditLog.id)];

/** One page of entries, newest first, and how many match. */
export async function listAuditEntries(
  executor: Executor,
  companyId: string,
  filter: AuditFilter,
  page: { limit: number; offset: number },
) {
  await assertPersonOfCompany(executor, companyId, filter.userId);
  const where = and(...conditions(companyId, filter));
  const [rows, [total]] = await Promise.all([
    executor
      .select(columns)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    executor.select({ value: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return { entries: rows.map(entryView), total: Number(total?.value ?? 0) };
}

/** Who has changed something and which areas have changes: the filter bar's choices. */
export async function auditFilterChoices(executor: Executor, companyId: string) {
  const [people, areas] = await Promise.all([
    executor
      .selectDistinct({ _id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.userId))
      .where(eq(auditLog.companyId, companyId))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),
    executor
      .selectDistinct({ entityType: auditLog.entityType })
      .from(auditLog)
      .where(eq(auditLog.companyId, companyId))
      .orderBy(asc(auditLog.entityType)),
  ]);
  return {
    people: people.map((person) => ({
      _id: person._id,
      name: `${person.firstName} ${person.lastName}`.trim(),
      email: person.email,
    })),
    areas: areas.map((area) => area.entityType),
  };
}

/** Entries per read transaction while a file is written. */
export const auditExportPageSize = 500;

/**
 * One page for an export, after the entry with id `afterId` (keyset: no offset grows with the
 * file). The position is that entry's own (created_at, id), read by the database: a timestamp
 * carried through JavaScript keeps only milliseconds, and PostgreSQL's has microseconds (every
 * entry of one transaction shares one), so a page would skip the rest of that instant.
 */
export async function readAuditPage(
  executor: Executor,
  companyId: string,
  filter: AuditFilter,
  afterId: string | null,
): Promise<AuditEntryView[]> {
  const where = conditions(companyId, filter);
  if (afterId !== null) {
    const position = executor
      .select({ createdAt: auditLog.createdAt, id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.id, afterId)));
    where.push(sql`(${auditLog.createdAt}, ${auditLog.id}) < (${position})`);
  }
  const rows = await executor
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(...where))
    .orderBy(...newestFirst)
    .limit(auditExportPageSize);
  return rows.map(entryView);
}

/**
 * Every matching entry as rows of the export, read a page at a time in read transactions of their
 * own while the file is written (as exports/ledger-rows.ts reads a ledger): a slow download holds
 * no transaction open.
 */
export async function* auditRows(read: CompanyReader, filter: AuditFilter): AsyncGenerator<ReportRow> {
  let afterId: string | null = null;
  for (;;) {
    const after: string | null = afterId;
    const page: AuditEntryView[] = await read((tx, context) => readAuditPage(tx, context.companyId, filter, after));
    for (const entry of page) yield auditRow(entry);
    const last = page.at(-1);
    if (page.length < auditExportPageSize || !last) return;
    afterId = last._id;
  }
}

/** The most a spreadsheet cell holds (Excel: 32,767 characters). */
const MAX_CELL = 32_000;

function jsonCell(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = JSON.stringify(value);
  return text.length > MAX_CELL ? `${text.slice(0, MAX_CELL)}…` : text;
}

/** The fields whose value differs between before and after. */
export function changedFields(before: unknown, after: unknown): string[] {
  const record = (value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const old = record(before);
  const now = record(after);
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return keys.filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]));
}

export function auditRow(entry: AuditEntryView): ReportRow {
  return {
    kind: 'line',
    level: 0,
    cells: [
      instantText(entry.createdAt),
      entry.user?.name ?? 'Owo',
      entry.user?.email ?? null,
      entry.action,
      entry.entityType,
      entry.entityId,
      changedFields(entry.before, entry.after).join(', ') || null,
      jsonCell(entry.before),
      jsonCell(entry.after),
    ],
  };
}
