import { auditLog, employees } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany } from '../../../test/accounting.ts';
import { branchMember } from '../../../test/branch-member.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';
import { addEmployee } from '../../../test/sales-fixtures.ts';

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;
let headOffice: string;

const chioma = {
  firstName: ' Chioma ',
  lastName: 'Okafor',
  displayName: 'Chioma Okafor',
  gender: 'Female',
  phoneNumber: '08031234567',
  dateOfBirth: '1990-04-12',
  email: 'Chioma@Adaeze.ng',
  address: '4 Adeola Odeku Street, Victoria Island',
  stateOfResidence: 'Lagos',
  tin: '12345678-0001',
  staffNumber: 'AF-001',
};

beforeAll(async () => {
  company = await accountingCompany(test, 'Adaeze Foods Ltd');
  other = await anotherCompany(test, company, 'Other Foods Ltd');
  headOffice = (await company.call('GET', '/api/branches')).json().data[0]._id;
});

async function created(of: AccountingCompany, url: string, body: object) {
  const response = await of.call('POST', url, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

describe('departments', () => {
  it('adds one with its name and description trimmed, lists it and audits it', async () => {
    const sales = await created(company, '/api/employees/department', { name: ' Sales ', description: ' Sells ' });
    expect(sales).toMatchObject({ name: 'Sales', description: 'Sells', employees: 0 });
    await created(company, '/api/employees/department', { name: 'Accounts', description: 'Keeps the books' });
    const list = await company.call('GET', '/api/employees/department?limit=10&page=1');
    expect(list.json().data.map((department: { name: string }) => department.name)).toEqual(['Accounts', 'Sales']);
    expect(list.json().pageInfo).toMatchObject({ page: 1, limit: 10, total: 2 });
    const audit = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entityId, sales._id)));
    expect(audit.map((row) => row.action)).toEqual(['create']);
  });

  it('requires name and description, and refuses a name taken in any capitals with 409', async () => {
    const empty = await company.call('POST', '/api/employees/department', { name: '  ', description: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      name: 'Name is a required field',
      description: 'Description is a required field',
    });
    const twice = await company.call('POST', '/api/employees/department', { name: 'SALES', description: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('A department named SALES already exists');
  });

  it('edits one, and refuses a rename onto another', async () => {
    const logistics = await created(company, '/api/employees/department', { name: 'Logistic', description: 'Vans' });
    const renamed = await company.call('PATCH', `/api/employees/department/${logistics._id}`, { name: 'Logistics' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Logistics', description: 'Vans' });
    const clash = await company.call('PATCH', `/api/employees/department/${logistics._id}`, { name: 'accounts' });
    expect(clash.statusCode).toBe(409);
    const read = await company.call('GET', `/api/employees/department/${logistics._id}`);
    expect(read.json().data.name).toBe('Logistics');
  });
});

describe('employees', () => {
  let salesId: string;
  let chiomaId: string;

  beforeAll(async () => {
    const departments = (await company.call('GET', '/api/employees/department')).json().data;
    salesId = departments.find((department: { name: string }) => department.name === 'Sales')._id;
  });

  it('adds one with the spec fields and the PAYE state, at the member’s branch', async () => {
    const employee = await created(company, '/api/employees', { ...chioma, department: salesId });
    chiomaId = employee._id;
    expect(employee).toMatchObject({
      firstName: 'Chioma',
      gender: 'female',
      email: 'chioma@adaeze.ng',
      stateOfResidence: { name: 'Lagos' },
      department: { _id: salesId, name: 'Sales' },
      branch: { _id: headOffice },
      status: 'active',
      staffNumber: 'AF-001',
    });
    const read = await company.call('GET', `/api/employees/${chiomaId}`);
    expect(read.json().data).toEqual(employee);
  });

  it('says in words what is missing or wrong', async () => {
    const empty = await company.call('POST', '/api/employees', { phoneNumber: '0803' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      firstName: 'First name is a required field',
      lastName: 'Last name is a required field',
      displayName: 'Display name is a required field',
      gender: 'Gender is a required field',
      phoneNumber: 'Phone number must be at least 7 characters',
      dateOfBirth: 'Date of birth is a required field',
    });
    const wrong = await company.call('POST', '/api/employees', {
      ...chioma,
      staffNumber: 'AF-009',
      stateOfResidence: 'Atlantis',
      dateOfBirth: '2090-01-01',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ dateOfBirth: 'Date of birth cannot be in the future' });
    const state = await company.call('POST', '/api/employees', {
      ...chioma,
      staffNumber: 'AF-009',
      stateOfResidence: 'Atlantis',
    });
    expect(state.json().errors).toEqual({ stateOfResidence: 'State of residence is not a Nigerian state' });
  });

  it('refuses a staff number already used, in any capitals', async () => {
    const twice = await company.call('POST', '/api/employees', { ...chioma, staffNumber: 'af-001' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Another employee already has staff number af-001');
  });

  it('lists by display name, filtered by name, department, branch and status', async () => {
    await created(company, '/api/employees', {
      ...chioma,
      firstName: 'Bola',
      lastName: 'Adeyemi',
      displayName: 'Bola Adeyemi',
      staffNumber: 'AF-002',
      status: 'left',
    });
    const names = async (query: string) =>
      (await company.call('GET', `/api/employees?${query}`))
        .json()
        .data.map((row: { displayName: string }) => row.displayName);
    expect(await names('limit=10&page=1')).toEqual(['Bola Adeyemi', 'Chioma Okafor']);
    expect(await names('where[firstName]=chi')).toEqual(['Chioma Okafor']);
    expect(await names(`where[department]=${salesId}`)).toEqual(['Chioma Okafor']);
    expect(await names(`where[branch]=${headOffice}`)).toEqual(['Bola Adeyemi', 'Chioma Okafor']);
    expect(await names('where[status]=left')).toEqual(['Bola Adeyemi']);
    expect((await company.call('GET', '/api/employees?where[status]=gone')).statusCode).toBe(400);
    const paged = await company.call('GET', '/api/employees?limit=1&page=2');
    expect(paged.json().pageInfo).toMatchObject({ page: 2, total: 2, prevPage: 1 });
  });

  it('edits only what is sent, by path or by _id in the body', async () => {
    const byPath = await company.call('PATCH', `/api/employees/${chiomaId}`, { address: 'Lekki Phase 1' });
    expect(byPath.statusCode, byPath.body).toBe(200);
    expect(byPath.json().data).toMatchObject({ address: 'Lekki Phase 1', firstName: 'Chioma' });
    const byBody = await company.call('PATCH', '/api/employees', { _id: chiomaId, stateOfResidence: 'NG-AB' });
    expect(byBody.statusCode, byBody.body).toBe(200);
    expect(byBody.json().data.stateOfResidence.name).toBe('Abia');
    const cleared = await company.call('PATCH', '/api/employees', { _id: chiomaId, stateOfResidence: null, tin: '' });
    expect(cleared.json().data).toMatchObject({ stateOfResidence: null, tin: null });
  });

  it('keeps a department that has employees', async () => {
    const refused = await company.call('DELETE', `/api/employees/department/${salesId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Sales has 1 employee: move them to another department first');
    const empty = await created(company, '/api/employees/department', { name: 'Closed', description: 'Gone' });
    const deleted = await company.call('DELETE', `/api/employees/department/${empty._id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await company.call('GET', `/api/employees/department/${empty._id}`)).statusCode).toBe(404);
  });

  it("refuses another company's employees, departments and employments as unknown", async () => {
    const theirs = await created(other, '/api/employees', { ...chioma, staffNumber: 'OF-1' });
    expect((await company.call('GET', `/api/employees/${theirs._id}`)).statusCode).toBe(404);
    expect((await company.call('PATCH', `/api/employees/${theirs._id}`, { address: 'x' })).statusCode).toBe(404);
    expect((await company.call('DELETE', `/api/employees/${theirs._id}`)).statusCode).toBe(404);
    const theirDepartment = await created(other, '/api/employees/department', { name: 'Sales', description: 'Theirs' });
    const moved = await company.call('PATCH', `/api/employees/${chiomaId}`, { department: theirDepartment._id });
    expect(moved.json().errors).toEqual({ department: 'Department is not valid.' });
    const job = await company.call('POST', '/api/employees/employment', {
      employee: theirs._id,
      jobTitle: 'Cashier',
      startDate: '2026-01-01',
      basic: 100000,
    });
    expect(job.statusCode).toBe(404);
  });

  it('shows a member limited to a branch only that branch’s employees', async () => {
    const ikeja = await created(company, '/api/branches', { name: 'Ikeja', address: '12 Allen Avenue' });
    const member = await branchMember(test, company.companyId, ikeja._id, ['hrm.view', 'hrm.create', 'hrm.edit']);
    const theirs = await member.call('POST', '/api/employees', {
      ...chioma,
      displayName: 'Tunde Bakare',
      staffNumber: 'IK-1',
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().data.branch._id).toBe(ikeja._id);
    const listed = (await member.call('GET', '/api/employees')).json().data;
    expect(listed.map((row: { displayName: string }) => row.displayName)).toEqual(['Tunde Bakare']);
    expect((await member.call('GET', `/api/employees/${chiomaId}`)).statusCode).toBe(404);
    const elsewhere = await member.call('PATCH', `/api/employees/${theirs.json().data._id}`, { branch: headOffice });
    expect(elsewhere.statusCode).toBe(400);
    expect((await member.call('POST', '/api/employees/department', { name: 'X', description: 'Y' })).statusCode).toBe(
      403,
    );
  });

  it('needs the people permissions', async () => {
    const viewer = await addMember(test, company.companyId, ['hrm.view'], 'Viewer');
    const refused = await test.app.inject({
      method: 'POST',
      url: '/api/employees',
      headers: viewer.headers,
      payload: { ...chioma, staffNumber: 'V-1' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('deletes an employee without employment records', async () => {
    const temp = await created(company, '/api/employees', { ...chioma, displayName: 'Temp', staffNumber: 'T-1' });
    const deleted = await company.call('DELETE', `/api/employees/${temp._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Employee deleted', data: null });
    const rows = await test.database.db.select().from(employees).where(eq(employees.id, temp._id));
    expect(rows).toEqual([]);
  });
});

describe('staff names for the pickers', () => {
  it('gives whoever may write a sale the active staff’s names, and nothing more, of this company only', async () => {
    const kemi = await addEmployee(test, company.companyId, 'Kemi Pickerton');
    const gone = await addEmployee(test, company.companyId, 'Kola Pickerton');
    await test.database.db
      .update(employees)
      .set({ status: 'left' })
      .where(and(eq(employees.companyId, company.companyId), eq(employees.id, gone)));
    const theirs = await addEmployee(test, other.companyId, 'Kunle Pickerton');
    const seller = await addMember(test, company.companyId, ['sales.create'], 'Seller');
    const ask = async (query: string) => {
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/employees/names?${query}`,
        headers: seller.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    expect(await ask('search=pickert')).toEqual([{ _id: kemi, name: 'Kemi Pickerton', status: 'active' }]);
    expect(await ask(`id=${gone}`)).toEqual([{ _id: gone, name: 'Kola Pickerton', status: 'left' }]);
    const another = await test.app.inject({
      method: 'GET',
      url: `/api/employees/names?id=${theirs}`,
      headers: seller.headers,
    });
    expect(another.statusCode).toBe(404);
    const details = await test.app.inject({ method: 'GET', url: `/api/employees/${kemi}`, headers: seller.headers });
    expect(details.statusCode).toBe(403);
    const nobody = await addMember(test, company.companyId, ['reports.view'], 'Reader');
    const refused = await test.app.inject({ method: 'GET', url: '/api/employees/names', headers: nobody.headers });
    expect(refused.statusCode).toBe(403);
    const malformed = await test.app.inject({
      method: 'GET',
      url: '/api/employees/names?id=x',
      headers: seller.headers,
    });
    expect(malformed.statusCode).toBe(404);
  });
});
