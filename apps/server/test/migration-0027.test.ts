import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany } from './accounting.ts';
import { testAppForFile } from './harness.ts';
import { addCustomer, addEmployee, addEmployeePayee } from './sales-fixtures.ts';
import { addProduct, firstBranch } from './stock-fixtures.ts';

/*
 * Migration 0027 (a document's employee becomes one of the staff) on data written before it: the
 * documents are put back as they were, naming payee contacts under the old constraint, and the
 * migration's statements run again. A document whose payee has a namesake on the staff names that
 * employee (names compared without case); one without names no one; the payees themselves stay.
 * Recurring invoices' templates, which keep the invoice request as JSON, are repointed alike.
 */

const test = testAppForFile();
let company: AccountingCompany;
let invoices: string[];
let schedules: string[];

const migration = readFileSync(
  path.join(import.meta.dirname, '../../../packages/db/migrations/0027_documents_employee_is_staff.sql'),
  'utf8',
);

beforeAll(async () => {
  company = await accountingCompany(test);
  const customer = await addCustomer(test, company.companyId, 'Dayo Prints');
  const product = await addProduct(test, company.companyId, { name: 'Design', type: 'service' });
  const branch = await firstBranch(company);
  invoices = [];
  for (const price of [1_000, 2_000, 3_000]) {
    const response = await company.call('POST', '/api/invoices', {
      customer,
      branch,
      address: '12 Broad Street, Lagos',
      date: '2026-03-02',
      dueDate: '2026-03-02',
      items: [{ product, description: 'Design', quantity: 1, price }],
    });
    expect(response.statusCode, response.body).toBe(201);
    invoices.push(response.json().data._id);
  }
  schedules = [];
  for (const name of ['Weekly design', 'Monthly design']) {
    const response = await company.call('POST', '/api/invoices/recurring', {
      name,
      customer,
      branch,
      address: '12 Broad Street, Lagos',
      items: [{ product, description: 'Design', quantity: 1, price: 1_000 }],
      frequency: 'monthly',
      // A month from today: the schedule makes nothing while the test runs.
      startDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      dueInDays: 14,
    });
    expect(response.statusCode, response.body).toBe(201);
    schedules.push(response.json().data._id);
  }
});

const firstRow = async (query: ReturnType<typeof sql>) =>
  ((await test.database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows[0];

const employeeOf = async (id: string) =>
  (await firstRow(sql`select employee_id from documents where id = ${id}`))?.employee_id;

it('repoints documents from payees to the staff member of the same name, and clears the rest', async () => {
  const { db } = test.database;
  const ada = await addEmployeePayee(test, company.companyId, 'Ada Obi');
  const stranger = await addEmployeePayee(test, company.companyId, 'Tunde Bakare');
  const staff = await addEmployee(test, company.companyId, 'ADA OBI');
  const [withNamesake, without, none] = invoices as [string, string, string];
  await db.execute(sql`alter table documents drop constraint documents_employee_fk`);
  await db.execute(sql`update documents set employee_id = ${ada} where id = ${withNamesake}`);
  await db.execute(sql`update documents set employee_id = ${stranger} where id = ${without}`);
  const [namesakeSchedule, strangerSchedule] = schedules as [string, string];
  await db.execute(
    sql`update recurring_invoices set invoice = invoice || jsonb_build_object('employee', ${ada}::text) where id = ${namesakeSchedule}`,
  );
  await db.execute(
    sql`update recurring_invoices set invoice = invoice || jsonb_build_object('employee', ${stranger}::text) where id = ${strangerSchedule}`,
  );
  await db.execute(sql`alter table documents add constraint documents_employee_fk
    foreign key (company_id, employee_id) references contacts (company_id, id)`);

  for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

  expect(await employeeOf(withNamesake)).toBe(staff);
  expect(await employeeOf(without)).toBeNull();
  expect(await employeeOf(none)).toBeNull();
  const payees = await firstRow(sql`select count(*)::integer as count from contacts where id in (${ada}, ${stranger})`);
  expect(payees?.count).toBe(2);
  const refused = await db
    .execute(sql`update documents set employee_id = ${ada} where id = ${none}`)
    .catch((error: Error) => error);
  expect(String((refused as Error).cause)).toMatch(/documents_employee_fk/);
  const templateEmployee = async (id: string) =>
    (await firstRow(sql`select invoice->'employee' as employee from recurring_invoices where id = ${id}`))?.employee;
  expect(await templateEmployee(namesakeSchedule)).toBe(staff);
  expect(await templateEmployee(strangerSchedule)).toBeNull();
  const invoice = await company.call('GET', `/api/invoices/${withNamesake}`);
  expect(invoice.json().data.employee).toEqual({ _id: staff, name: 'ADA OBI' });
});
