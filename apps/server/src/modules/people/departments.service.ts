import { type DepartmentBody, type DepartmentUpdate, type DepartmentView, peopleMessages } from '@owo/core';
import { departments, employees, newId, type Transaction } from '@owo/db';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import type { ListQuery } from '../../http/query.ts';
import { recordAudit } from '../audit/index.ts';

/*
 * Departments (spec sections 3, 5 and 7): a name and a description, the whole company's. Names are
 * unique in the company whatever their capitals; a department an employee is in cannot be deleted.
 */

const ENTITY = 'department';

type Scope = Pick<RequestContext, 'companyId'>;

// Named in full: in a select from one table Drizzle leaves column names bare, which the subquery would read as its own.
const employeeCount = sql<number>`(select count(*) from employees employee
  where employee.company_id = departments.company_id and employee.department_id = departments.id)`.mapWith(Number);

const departmentView = (row: typeof departments.$inferSelect, employeesIn: number): DepartmentView => ({
  _id: row.id,
  id: row.id,
  name: row.name,
  description: row.description,
  employees: employeesIn,
});

const byId = (context: Scope, id: string) => and(eq(departments.companyId, context.companyId), eq(departments.id, id));

export async function listDepartments(tx: Transaction, context: Scope, { query }: { query: ListQuery }) {
  const name = query.where.name?.replace(/[\\%_]/g, (character) => `\\${character}`);
  const where = and(
    eq(departments.companyId, context.companyId),
    name ? sql`${departments.name} ilike ${`%${name}%`}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select({ department: departments, employees: employeeCount })
      .from(departments)
      .where(where)
      .orderBy(asc(sql`lower(${departments.name})`), asc(departments.id))
      .limit(query.limit)
      .offset(query.offset),
    tx.select({ value: count() }).from(departments).where(where),
  ]);
  return {
    departments: rows.map((row) => departmentView(row.department, row.employees)),
    total: total?.value ?? 0,
  };
}

export async function getDepartment(tx: Transaction, context: Scope, { id }: { id: string }) {
  const [row] = await tx
    .select({ department: departments, employees: employeeCount })
    .from(departments)
    .where(byId(context, id));
  if (!row) throw new NotFound('Department');
  return departmentView(row.department, row.employees);
}

/** A department an employee is sent with: the company's, or refused as not valid (another company's too). */
export async function checkDepartment(tx: Transaction, context: Scope, id: string) {
  const [row] = await tx.select({ id: departments.id }).from(departments).where(byId(context, id));
  if (!row) throw new Invalid('Department is not valid.', { department: 'Department is not valid.' });
}

/** Adding, renaming and deleting departments queue one after another in a company. */
async function lockCompanyDepartments(tx: Transaction, companyId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`departments:${companyId}`}, 0))`);
}

async function checkNameFree(tx: Transaction, companyId: string, name: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(departments.companyId, companyId),
        sql`lower(${departments.name}) = lower(${name})`,
        exceptId ? ne(departments.id, exceptId) : undefined,
      ),
    );
  if (clash) throw new Conflict(peopleMessages.duplicateDepartment(name));
}

export async function createDepartment(tx: Transaction, context: RequestContext, input: DepartmentBody) {
  const { companyId } = context;
  await lockCompanyDepartments(tx, companyId);
  await checkNameFree(tx, companyId, input.name);
  const id = newId();
  await tx.insert(departments).values({ companyId, id, name: input.name, description: input.description });
  const after = await getDepartment(tx, context, { id });
  await recordAudit(tx, context, { action: 'create', entityType: ENTITY, entityId: id, after });
  return after;
}

export async function updateDepartment(
  tx: Transaction,
  context: RequestContext,
  { id, change }: { id: string; change: DepartmentUpdate },
) {
  const { companyId } = context;
  await lockCompanyDepartments(tx, companyId);
  const before = await getDepartment(tx, context, { id });
  if (change.name !== undefined) await checkNameFree(tx, companyId, change.name, id);
  const set = {
    ...(change.name !== undefined ? { name: change.name } : {}),
    ...(change.description !== undefined ? { description: change.description } : {}),
  };
  if (Object.keys(set).length > 0)
    await tx
      .update(departments)
      .set({ ...set, updatedAt: new Date() })
      .where(byId(context, id));
  const after = await getDepartment(tx, context, { id });
  if (JSON.stringify(before) !== JSON.stringify(after))
    await recordAudit(tx, context, { action: 'update', entityType: ENTITY, entityId: id, before, after });
  return after;
}

export async function deleteDepartment(tx: Transaction, context: RequestContext, { id }: { id: string }) {
  const { companyId } = context;
  await lockCompanyDepartments(tx, companyId);
  const before = await getDepartment(tx, context, { id });
  // Counted here, not from the view: a member limited to a branch must not delete what other branches use.
  const [inUse] = await tx
    .select({ value: count() })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.departmentId, id)));
  const employeesIn = inUse?.value ?? 0;
  if (employeesIn > 0) throw new Conflict(peopleMessages.departmentInUse(before.name, employeesIn));
  await tx.delete(departments).where(byId(context, id));
  await recordAudit(tx, context, { action: 'delete', entityType: ENTITY, entityId: id, before });
}
