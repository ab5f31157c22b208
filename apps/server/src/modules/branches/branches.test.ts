import { auditLog, branches } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany, journalBody } from '../../../test/accounting.ts';
import { branchMember } from '../../../test/branch-member.ts';
import { addMember, bearer, testAppForFile } from '../../../test/harness.ts';

const test = testAppForFile();
let company: AccountingCompany;
let headOffice: { _id: string; name: string };

interface BranchJson {
  _id: string;
  name: string;
  address: string;
  website: string | null;
  users: number;
}

beforeAll(async () => {
  company = await accountingCompany(test, 'Adaeze Foods Ltd');
  [headOffice] = (await company.call('GET', '/api/branches')).json().data;
});

async function addBranch(of: AccountingCompany, name: string, extra: Record<string, unknown> = {}) {
  const response = await of.call('POST', '/api/branches', { name, address: '12 Allen Avenue, Ikeja', ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as BranchJson;
}

const branchRows = (companyId: string) =>
  test.database.db.select().from(branches).where(eq(branches.companyId, companyId));

const auditOf = (companyId: string, id: string) =>
  test.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.entityType, 'branch'), eq(auditLog.entityId, id)));

describe('adding a branch', () => {
  it('saves name, address and website, lists it by name, and audits it', async () => {
    const response = await company.call('POST', '/api/branches', {
      name: '  Ikeja Shop ',
      address: '12 Allen Avenue, Ikeja',
      website: 'www.adaezefoods.ng/ikeja',
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().data as BranchJson;
    expect(created).toMatchObject({
      name: 'Ikeja Shop',
      address: '12 Allen Avenue, Ikeja',
      website: 'www.adaezefoods.ng/ikeja',
      users: 0,
    });
    const names = (await company.call('GET', '/api/branches')).json().data.map((branch: BranchJson) => branch.name);
    expect(names).toContain('Ikeja Shop');
    expect(names).toEqual([...names].sort());
    const audit = await auditOf(company.companyId, created._id);
    expect(audit.map((row) => row.action)).toEqual(['create']);
    // The owner is in the head office.
    const office = (await company.call('GET', `/api/branches/${headOffice._id}`)).json().data;
    expect(office.users).toBe(1);
  });

  it('refuses a missing name or address and a website that is not one, saving nothing', async () => {
    const before = (await branchRows(company.companyId)).length;
    const empty = await company.call('POST', '/api/branches', { name: ' ', website: 'not a website' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      name: 'Name is a required field',
      address: 'Address is a required field',
      website: 'Website is not valid.',
    });
    for (const website of ['javascript:alert(1)', 'ftp://files.example.ng', 'adaeze', 'www.adaeze .ng']) {
      const refused = await company.call('POST', '/api/branches', { name: 'Lekki', address: 'Lekki', website });
      expect(refused.statusCode, website).toBe(400);
      expect(refused.json().errors).toEqual({ website: 'Website is not valid.' });
    }
    expect((await branchRows(company.companyId)).length).toBe(before);
    // Left empty, a website is simply not there.
    expect((await addBranch(company, 'Surulere', { website: '' })).website).toBeNull();
  });

  it('refuses a name or address past its length, saving nothing', async () => {
    const before = (await branchRows(company.companyId)).length;
    const huge = await company.call('POST', '/api/branches', { name: 'x'.repeat(10_000), address: 'y'.repeat(10_000) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors).toEqual({
      name: 'Name must be at most 100 characters',
      address: 'Address must be at most 300 characters',
    });
    expect((await branchRows(company.companyId)).length).toBe(before);
  });

  it('a create sent twice with one Idempotency-Key adds one branch and answers the same', async () => {
    const send = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/branches',
        headers: { ...bearer(company.token), 'x-company-id': company.companyId, 'idempotency-key': 'branch-retry-1' },
        payload: { name: 'Obalende', address: '3 Obalende Road' },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data._id).toBe(first.json().data._id);
    const named = (await company.call('GET', '/api/branches?where[name]=Obalende')).json().data;
    expect(named).toHaveLength(1);
  });

  it('refuses a name the company already uses, whatever its capitals (409)', async () => {
    await addBranch(company, 'Yaba');
    const again = await company.call('POST', '/api/branches', { name: 'YABA', address: 'Herbert Macaulay Way' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A branch named YABA already exists');
    // Another company may use it.
    const other = await anotherCompany(test, company, 'Other Foods Ltd');
    await addBranch(other, 'Yaba');
  });
});

describe('changing a branch', () => {
  it('changes only what was sent, clears the website with null, and audits before and after', async () => {
    const branch = await addBranch(company, 'Apapa', { website: 'https://adaezefoods.ng' });
    const renamed = await company.call('PATCH', `/api/branches/${branch._id}`, { name: 'Apapa Depot' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({
      name: 'Apapa Depot',
      address: '12 Allen Avenue, Ikeja',
      website: 'https://adaezefoods.ng',
    });
    const cleared = await company.call('PATCH', `/api/branches/${branch._id}`, { website: null });
    expect(cleared.json().data.website).toBeNull();
    const audit = await auditOf(company.companyId, branch._id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'update']);
    expect(audit[1]?.before).toMatchObject({ name: 'Apapa' });
    expect(audit[1]?.after).toMatchObject({ name: 'Apapa Depot' });
  });

  it('refuses an empty name, another branch’s name (409), and keeps the branch as it was', async () => {
    const branch = await addBranch(company, 'Ajah');
    const empty = await company.call('PATCH', `/api/branches/${branch._id}`, { name: '', address: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ name: 'Name is a required field', address: 'Address is a required field' });
    const taken = await company.call('PATCH', `/api/branches/${branch._id}`, { name: headOffice.name });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(`A branch named ${headOffice.name} already exists`);
    // Its own name, in other capitals, is no clash.
    const recased = await company.call('PATCH', `/api/branches/${branch._id}`, { name: 'AJAH' });
    expect(recased.statusCode).toBe(200);
    expect((await company.call('GET', `/api/branches/${branch._id}`)).json().data.name).toBe('AJAH');
  });
});

describe('deleting a branch', () => {
  it('deletes a branch nothing belongs to, and audits it', async () => {
    const branch = await addBranch(company, 'Festac');
    const count = await company.call('GET', `/api/branches/count/${branch._id}`);
    expect(count.json().data).toEqual({ count: 0, users: 0, uses: [] });
    const deleted = await company.call('DELETE', `/api/branches/${branch._id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe('Branch deleted');
    expect((await company.call('GET', `/api/branches/${branch._id}`)).statusCode).toBe(404);
    expect((await auditOf(company.companyId, branch._id)).map((row) => row.action)).toEqual(['create', 'delete']);
  });

  it('refuses a branch with users, saying how many and what to do', async () => {
    const branch = await addBranch(company, 'Ikorodu');
    await branchMember(test, company.companyId, branch._id, ['accounting.view']);
    await branchMember(test, company.companyId, branch._id, ['accounting.view']);
    const count = await company.call('GET', `/api/branches/count/${branch._id}`);
    expect(count.json().data).toEqual({
      count: 2,
      users: 2,
      uses: [{ kind: 'memberships', label: '2 users', count: 2 }],
    });
    const refused = await company.call('DELETE', `/api/branches/${branch._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Ikorodu has 2 users; move them to another branch first');
    expect((await company.call('GET', `/api/branches/${branch._id}`)).statusCode).toBe(200);
  });

  it('refuses a branch with journals and ledger entries, naming them', async () => {
    const branch = await addBranch(company, 'Ikoyi');
    const body = journalBody(
      company,
      [
        ['6100', 500, 0],
        ['1000', 0, 500],
      ],
      { branch: branch._id },
    );
    const created = await company.call('POST', '/api/double-entry/journal', body);
    await company.call('PATCH', `/api/merchant/approve/${created.json().data._id}?state=journal&action=approve`);
    await company.call('POST', '/api/double-entry/journal', body);
    const count = (await company.call('GET', `/api/branches/count/${branch._id}`)).json().data;
    expect(count.count).toBe(3);
    const refused = await company.call('DELETE', `/api/branches/${branch._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Ikoyi has 2 journals and 1 ledger entry; a branch with records cannot be deleted',
    );
  });

  it('refuses the company’s last branch', async () => {
    const lone = await anotherCompany(test, company, 'Lone Branch Ltd');
    const [only] = (await lone.call('GET', '/api/branches')).json().data;
    // Its owner is in it; the last-branch rule answers first.
    const refused = await lone.call('DELETE', `/api/branches/${only._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This is the only branch: add another before deleting it');
  });
});

describe('who may', () => {
  it('answers 404 for another company’s branch, changing nothing', async () => {
    const other = await anotherCompany(test, company, 'Bello Motors Ltd');
    const theirs = await addBranch(other, 'Kano Road');
    for (const [method, url, payload] of [
      ['GET', `/api/branches/${theirs._id}`],
      ['GET', `/api/branches/count/${theirs._id}`],
      ['PATCH', `/api/branches/${theirs._id}`, { name: 'Taken over' }],
      ['DELETE', `/api/branches/${theirs._id}`],
    ] as const) {
      const response = await company.call(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe('Branch not found');
    }
    expect((await other.call('GET', `/api/branches/${theirs._id}`)).json().data.name).toBe('Kano Road');
  });

  it('lets any member read, and only settings.create, edit and delete change (403 otherwise)', async () => {
    const branch = await addBranch(company, 'Oshodi');
    const viewer = await addMember(test, company.companyId, ['accounting.view'], 'Viewer');
    const as = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      test.app.inject({ method, url, headers: viewer.headers, ...(payload ? { payload } : {}) });
    expect((await as('GET', '/api/branches')).statusCode).toBe(200);
    expect((await as('GET', `/api/branches/count/${branch._id}`)).statusCode).toBe(200);
    expect((await as('POST', '/api/branches', { name: 'Mushin', address: 'Mushin' })).statusCode).toBe(403);
    expect((await as('PATCH', `/api/branches/${branch._id}`, { name: 'Mine' })).statusCode).toBe(403);
    expect((await as('DELETE', `/api/branches/${branch._id}`)).statusCode).toBe(403);
    const editor = await addMember(test, company.companyId, ['settings.edit'], 'Editor');
    const patched = await test.app.inject({
      method: 'PATCH',
      url: `/api/branches/${branch._id}`,
      headers: editor.headers,
      payload: { name: 'Oshodi Market' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
  });

  it('shows a member limited to a branch only theirs, and lets them add none', async () => {
    const mine = await addBranch(company, 'Agege');
    const cashier = await branchMember(test, company.companyId, mine._id, [
      'settings.create',
      'settings.edit',
      'settings.delete',
    ]);
    const listed = await cashier.call('GET', '/api/branches');
    expect(listed.json().data.map((branch: BranchJson) => branch.name)).toEqual(['Agege']);
    expect(listed.json().pageInfo.total).toBe(1);
    expect((await cashier.call('GET', `/api/branches/${headOffice._id}`)).statusCode).toBe(404);
    expect((await cashier.call('GET', `/api/branches/count/${headOffice._id}`)).statusCode).toBe(404);
    expect((await cashier.call('PATCH', `/api/branches/${headOffice._id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await cashier.call('DELETE', `/api/branches/${headOffice._id}`)).statusCode).toBe(404);
    const add = await cashier.call('POST', '/api/branches', { name: 'Mushin', address: 'Mushin' });
    expect(add.statusCode).toBe(403);
    expect((await company.call('GET', `/api/branches/${headOffice._id}`)).json().data.name).toBe(headOffice.name);
    // Their own branch they may change.
    expect(
      (await cashier.call('PATCH', `/api/branches/${mine._id}`, { address: '1 Agege Motor Road' })).statusCode,
    ).toBe(200);
  });
});
