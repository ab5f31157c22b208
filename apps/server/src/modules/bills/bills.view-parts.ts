import { documentEvents, type Executor, employees, users } from '@owo/db';
import { and, asc, eq } from 'drizzle-orm';

/* Small reads a bill's page needs beside the bill: its history and the employee it names. */

export async function readDocumentHistory(executor: Executor, companyId: string, documentId: string) {
  const rows = await executor
    .select({
      event: documentEvents.event,
      detail: documentEvents.detail,
      at: documentEvents.at,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(documentEvents)
    .leftJoin(users, eq(users.id, documentEvents.userId))
    .where(and(eq(documentEvents.companyId, companyId), eq(documentEvents.documentId, documentId)))
    .orderBy(asc(documentEvents.at), asc(documentEvents.id));
  return rows.map((row) => ({
    event: row.event,
    detail: row.detail,
    at: row.at.toISOString(),
    user: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
  }));
}

export async function readDocumentPeople(executor: Executor, companyId: string, employeeId: string | null) {
  if (!employeeId) return { employee: null };
  const [employee] = await executor
    .select({ _id: employees.id, name: employees.displayName })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return { employee: employee ?? null };
}
