import { type EmployeeCreate, type EmployeeUpdate, type EmployeeView, peopleMessages } from '@owo/core';
import { branches, departments, type Executor, employees, employments, newId, states, type Transaction } from '@owo/db';
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { branchOnly, branchToStore } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import type { ListQuery } from '../../http/query.ts';
import { databaseErrorOf, inSavepoint } from '../../ledger/database.ts';
import { recordAudit } from '../audit/index.ts';
import { isCompanyBranch } from '../branches/index.ts';
import { checkDepartment } from './departments.service.ts';

/*
 * Employees (issue 28): the spec's fields plus where their PAYE goes (state of residence), TIN, staff
 * number, department, branch and status. A member limited to a branch sees and changes only that
 * branch's employees (branch-scope.ts). An employee with employment records is never deleted: the
 * payroll and the tax returns of the months they were paid need them; they are marked as left.
 */

const ENTITY = 'employee';

type Scope = Pick<RequestContext, 'companyId' | 'branchScope'>;

const selection = {
  employee: employees,
  state: { id: states.id, name: states.name },
  department: { id: departments.id, name: departments.name },
  branch: { id: branches.id, name: branches.name },
};

type Row = {
  employee: typeof employees.$inferSelect;
  state: { id: string; name: string } | null;
  department: { id: string; name: string } | null;
  branch: { id: string; name: string } | null;
};

const named = (reference: { id: string; name: string } | null) =>
  reference ? { _id: reference.id, name: reference.name } : null;

function employeeView({ employee, state, department, branch }: Row): EmployeeView {
  return {
    _id: employee.id,
    firstName: employee.firstName,
    lastName: employee.lastName,
    displayName: employee.displayName,
    gender: employee.gender,
    phoneNumber: employee.phoneNumber,
    dateOfBirth: employee.dateOfBirth,
    email: employee.email,
    address: employee.address,
    stateOfResidence: named(state),
    tin: employee.tin,
    staffNumber: employee.staffNumber,
    department: named(department),
    branch: named(branch),
    status: employee.status,
    createdAt: employee.createdAt.toISOString(),
    updatedAt: employee.updatedAt.toISOString(),
  };
}

function selectEmployees(tx: Executor) {
  return tx
    .select(selection)
    .from(employees)
    .leftJoin(states, eq(states.id, employees.stateOfResidenceId))
    .leftJoin(
      departments,
      and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)),
    )
    .leftJoin(branches, and(eq(branches.companyId, employees.companyId), eq(branches.id, employees.branchId)));
}

const byId = (context: Scope, id: string) =>
  and(eq(employees.companyId, context.companyId), eq(employees.id, id), branchOnly(context, employees.branchId));

const invalid = (field: string, message: string) => new Invalid(message, { [field]: message });

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** First, last or display names containing the words; nothing to narrow by when there are none. */
function nameContains(words: string | undefined): SQL | undefined {
  const pattern = words?.trim() ? `%${escapeLike(words.trim())}%` : undefined;
  if (!pattern) return undefined;
  return or(
    ilike(employees.firstName, pattern),
    ilike(employees.lastName, pattern),
    ilike(employees.displayName, pattern),
  );
}

function listFilter(context: Scope, where: ListQuery['where']): SQL | undefined {
  const status = where.status?.toLowerCase();
  if (status !== undefined && status !== 'active' && status !== 'left')
    throw invalid('where.status', 'where[status] is not valid.');
  return and(
    eq(employees.companyId, context.companyId),
    branchOnly(context, employees.branchId),
    nameContains(where.firstName),
    where.department ? eq(employees.departmentId, where.department) : undefined,
    where.branch ? eq(employees.branchId, where.branch) : undefined,
    status ? eq(employees.status, status) : undefined,
  );
}

/** By display name; where[firstName] finds first, last or display names containing it. */
export async function listEmployees(tx: Transaction, context: Scope, { query }: { query: ListQuery }) {
  const where = listFilter(context, query.where);
  const [rows, [total]] = await Promise.all([
    selectEmployees(tx)
      .where(where)
      .orderBy(asc(sql`lower(${employees.displayName})`), asc(employees.id))
      .limit(query.limit)
      .offset(query.offset),
    tx.select({ value: count() }).from(employees).where(where),
  ]);
  return { employees: rows.map(employeeView), total: total?.value ?? 0 };
}

export async function getEmployee(tx: Transaction, context: Scope, { id }: { id: string }) {
  const [row] = await selectEmployees(tx).where(byId(context, id));
  if (!row) throw new NotFound('Employee');
  return employeeView(row);
}

/**
 * Names for a picker: the active staff whose name contains the words (first twenty, by name), or the
 * one with this id whatever their status (a saved document's employee who has since left; 404 when
 * it names none of the member's staff).
 */
export async function staffNames(tx: Transaction, context: Scope, input: { search?: string; id?: string }) {
  const where = input.id
    ? byId(context, input.id)
    : and(
        eq(employees.companyId, context.companyId),
        branchOnly(context, employees.branchId),
        eq(employees.status, 'active'),
        nameContains(input.search),
      );
  const rows = await tx
    .select({ _id: employees.id, name: employees.displayName, status: employees.status })
    .from(employees)
    .where(where)
    .orderBy(asc(sql`lower(${employees.displayName})`), asc(employees.id))
    .limit(20);
  if (input.id && rows.length === 0) throw new NotFound('Employee');
  return rows;
}

/** Whether the id is one of the staff the member may see: a document's salesperson must be. */
export async function isEmployee(tx: Transaction, context: Scope, { id }: { id: string }) {
  const [row] = await tx.select({ id: employees.id }).from(employees).where(byId(context, id));
  return row !== undefined;
}

/** The employee locked for a change, if the member may see them. */
export async function lockEmployee(tx: Transaction, context: Scope, id: string) {
  const [row] = await tx.select().from(employees).where(byId(context, id)).for('update');
  if (!row) throw new NotFound('Employee');
  return row;
}

/** A Nigerian state by its id, name or ISO 3166-2 code ('Lagos', 'LA' or 'NG-LA'). */
async function stateId(tx: Executor, sent: string) {
  const code = sent.replace(/^NG-/i, '');
  const byIdOrName = /^[0-9a-f-]{36}$/i.test(sent)
    ? eq(states.id, sent.toLowerCase())
    : sql`(lower(${states.name}) = lower(${sent}) or lower(${states.code}) = lower(${code}))`;
  const [found] = await tx
    .select({ id: states.id })
    .from(states)
    .where(and(eq(states.countryCode, 'NG'), byIdOrName));
  if (!found) throw invalid('stateOfResidence', 'State of residence is not a Nigerian state');
  return found.id;
}

async function checkStaffNumberFree(tx: Transaction, companyId: string, staffNumber: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        sql`lower(${employees.staffNumber}) = lower(${staffNumber})`,
        exceptId ? ne(employees.id, exceptId) : undefined,
      ),
    );
  if (clash) throw new Conflict(peopleMessages.duplicateStaffNumber(staffNumber));
}

/** Staff numbers are unique in the company: two saves of one number queue here, so the second is told in words. */
async function lockStaffNumbers(tx: Transaction, companyId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`staff-numbers:${companyId}`}, 0))`);
}

/** The columns the references sent resolve to; undefined: not sent. */
async function referenceColumns(tx: Transaction, context: RequestContext, sent: EmployeeUpdate & { id?: string }) {
  const columns: Partial<typeof employees.$inferInsert> = {};
  if (sent.stateOfResidence !== undefined)
    columns.stateOfResidenceId = sent.stateOfResidence === null ? null : await stateId(tx, sent.stateOfResidence);
  if (sent.department !== undefined) {
    if (sent.department !== null) await checkDepartment(tx, context, sent.department);
    columns.departmentId = sent.department;
  }
  const branch = branchToStore(context, sent.branch);
  if (branch !== undefined) {
    if (branch !== null && !(await isCompanyBranch(tx, context.companyId, branch)))
      throw invalid('branch', 'Branch is not valid.');
    columns.branchId = branch;
  }
  if (sent.staffNumber) {
    await lockStaffNumbers(tx, context.companyId);
    await checkStaffNumberFree(tx, context.companyId, sent.staffNumber, sent.id);
  }
  return columns;
}

const plainColumns = (sent: EmployeeUpdate): Partial<typeof employees.$inferInsert> =>
  Object.fromEntries(
    (
      [
        'firstName',
        'lastName',
        'displayName',
        'gender',
        'phoneNumber',
        'dateOfBirth',
        'email',
        'address',
        'tin',
        'staffNumber',
        'status',
      ] as const
    )
      .filter((field) => sent[field] !== undefined)
      .map((field) => [field, sent[field]]),
  );

export async function createEmployee(tx: Transaction, context: RequestContext, input: EmployeeCreate) {
  const id = newId();
  // A new employee works at the member's branch unless another is named.
  const sent = { ...input, branch: input.branch ?? branchToStore(context, undefined) ?? context.branchId };
  const references = await referenceColumns(tx, context, sent);
  await tx.insert(employees).values({
    companyId: context.companyId,
    id,
    firstName: input.firstName,
    lastName: input.lastName,
    displayName: input.displayName,
    gender: input.gender,
    phoneNumber: input.phoneNumber,
    dateOfBirth: input.dateOfBirth,
    ...plainColumns(input),
    ...references,
  });
  const after = await getEmployee(tx, context, { id });
  await recordAudit(tx, context, { action: 'create', entityType: ENTITY, entityId: id, after });
  return after;
}

/** PATCH: only the fields sent change. */
export async function updateEmployee(
  tx: Transaction,
  context: RequestContext,
  { id, change }: { id: string; change: EmployeeUpdate },
) {
  await lockEmployee(tx, context, id);
  const before = await getEmployee(tx, context, { id });
  const set = { ...plainColumns(change), ...(await referenceColumns(tx, context, { ...change, id })) };
  if (Object.keys(set).length > 0)
    await tx
      .update(employees)
      .set({ ...set, updatedAt: new Date() })
      .where(byId(context, id));
  const after = await getEmployee(tx, context, { id });
  if (JSON.stringify({ ...before, updatedAt: '' }) !== JSON.stringify({ ...after, updatedAt: '' }))
    await recordAudit(tx, context, { action: 'update', entityType: ENTITY, entityId: id, before, after });
  return after;
}

/**
 * Deletes an employee who has no employment records; one who has is marked as left instead (their
 * records are what the payroll and tax returns of the months they were paid read). Answers the
 * employee as kept, or null when deleted.
 */
export async function deleteEmployee(tx: Transaction, context: RequestContext, { id }: { id: string }) {
  await lockEmployee(tx, context, id);
  const before = await getEmployee(tx, context, { id });
  const [history] = await tx
    .select({ value: count() })
    .from(employments)
    .where(and(eq(employments.companyId, context.companyId), eq(employments.employeeId, id)));
  if ((history?.value ?? 0) > 0) return keepAsLeft(tx, context, id, peopleMessages.leftWithHistory(before.displayName));
  if (!(await deletedUnlessNamed(tx, context, id)))
    return keepAsLeft(tx, context, id, peopleMessages.leftAsNamed(before.displayName));
  await recordAudit(tx, context, { action: 'delete', entityType: ENTITY, entityId: id, before });
  return { kept: null, message: 'Employee deleted' };
}

async function keepAsLeft(tx: Transaction, context: RequestContext, id: string, message: string) {
  const after = await updateEmployee(tx, context, { id, change: { status: 'left' } });
  return { kept: after, message };
}

/**
 * Deletes the employee unless a record names them: the database's foreign keys say which (a sale
 * or bill naming its salesperson, and whatever table names staff next), so no module has to be
 * asked. Tried in a savepoint, so a refusal leaves the transaction usable.
 */
async function deletedUnlessNamed(tx: Transaction, context: RequestContext, id: string): Promise<boolean> {
  try {
    await inSavepoint(tx, (savepoint) => savepoint.delete(employees).where(byId(context, id)));
    return true;
  } catch (error) {
    if (databaseErrorOf(error)?.code === '23503') return false;
    throw error;
  }
}

/** The email address of each of these employees that has one, by employee id (payslips go to it). */
export async function employeeEmails(
  tx: Transaction,
  { companyId }: Pick<RequestContext, 'companyId'>,
  { ids }: { ids: readonly string[] },
) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: employees.id, email: employees.email })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...ids])));
  return new Map(rows.flatMap((row) => (row.email?.trim() ? [[row.id, row.email.trim()] as const] : [])));
}
