import { isPermission, permissionValues } from '@owo/core';
import { auditLog, companies, defaultRoleSeeds, memberships, outbox, roles, seedMissingRoles, users } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { linksIn, readableEmail, signIn } from '../../../test/account-security.ts';
import { branchMember } from '../../../test/branch-member.ts';
import { addMember, bearer, ownerWithCompany, signUpVerified, testAppForFile } from '../../../test/harness.ts';

const test = testAppForFile();
let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
let other: Awaited<ReturnType<typeof ownerWithCompany>>;
let headBranch: string;
let roleIds: Record<string, string>;
let counter = 0;

beforeAll(async () => {
  owner = await ownerWithCompany(test, 'Adunni Textiles Ltd');
  other = await ownerWithCompany(test, 'Kano Grains Ltd');
  const branches = (await call('GET', '/api/branches')).json().data as Array<{ _id: string }>;
  headBranch = branches[0]?._id ?? '';
  const list = (await call('GET', '/api/roles')).json().data as Array<{ _id: string; name: string }>;
  roleIds = Object.fromEntries(list.map((role) => [role.name, role._id]));
});

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  as: { token: string; companyId: string } = owner,
  extraHeaders: Record<string, string> = {},
) {
  return test.app.inject({
    method,
    url,
    headers: { ...bearer(as.token), 'x-company-id': as.companyId, ...extraHeaders },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const newEmail = () => {
  counter += 1;
  return `staff.${Date.now().toString(36)}.${counter}@example.ng`;
};

const userBody = (overrides: Record<string, unknown> = {}) => ({
  email: newEmail(),
  firstName: 'Chiamaka',
  lastName: 'Eze',
  role: roleIds.Accountant,
  branch: headBranch,
  ...overrides,
});

async function invitationToken(email: string): Promise<string> {
  const message = await test.inbox.waitFor(email, /invited to/);
  const token = linksIn(message, '/auth/accept-invitation')[0]?.searchParams.get('token');
  if (!token) throw new Error(`no invitation link in ${readableEmail(message)}`);
  return token;
}

const acceptInvitation = (token: string, password: string) =>
  test.app.inject({ method: 'POST', url: '/api/auth/accept-invitation', payload: { token, password } });

describe('the permission catalogue', () => {
  it('lists every permission once, grouped by area with labels, to any member', async () => {
    const member = await addMember(test, owner.companyId, ['sales.view'], 'Clerk');
    const response = await test.app.inject({ method: 'GET', url: '/api/permissions/values', headers: member.headers });
    expect(response.statusCode).toBe(200);
    const areas = response.json().data as Array<{
      area: string;
      label: string;
      permissions: Array<{ value: string; action: string; label: string }>;
    }>;
    expect(areas.map((area) => area.area)).toContain('users');
    expect(areas.find((area) => area.area === 'users')?.label).toBe('Users and roles');
    const values = areas.flatMap((area) => area.permissions.map((permission) => permission.value));
    expect(values.sort()).toEqual([...permissionValues].sort());
    const view = areas.find((area) => area.area === 'sales')?.permissions.find((one) => one.action === 'view');
    expect(view?.label).toMatch(/^See customers/);
  });
});

describe('roles', () => {
  it('every company starts with the Owner and the five usual roles, all permissions real', async () => {
    const response = await call('GET', '/api/roles', undefined, other);
    expect(response.statusCode).toBe(200);
    const list = response.json().data as Array<{
      name: string;
      userCount: number;
      editable: boolean;
      permissions: string[];
    }>;
    expect(list.map((role) => role.name)).toEqual(['Owner', 'Accountant', 'Payroll', 'Purchasing', 'Sales', 'Viewer']);
    expect(list[0]).toMatchObject({ name: 'Owner', editable: false, userCount: 1, permissions: ['*'] });
    for (const seed of defaultRoleSeeds)
      for (const permission of seed.permissions) expect(isPermission(permission)).toBe(true);
    const accountant = list.find((role) => role.name === 'Accountant');
    expect(accountant?.permissions).toContain('accounting.approve');
    expect(accountant?.permissions).not.toContain('users.view');
  });

  it('creates a role, shows it, counts its users, changes only its permissions, deletes it, all audited', async () => {
    const created = await call('POST', '/api/roles', {
      name: 'Cashier',
      description: 'Takes payments at the counter',
      permissions: ['sales.view', 'sales.create', 'sales.view'],
      ownBranchOnly: true,
      editable: true,
      company: other.companyId,
    });
    expect(created.statusCode).toBe(201);
    const role = created.json().data;
    expect(role).toMatchObject({
      name: 'Cashier',
      description: 'Takes payments at the counter',
      permissions: ['sales.view', 'sales.create'],
      ownBranchOnly: true,
      editable: true,
      company: owner.companyId,
      userCount: 0,
    });

    const count = await call('GET', `/api/roles/count/${role._id}`);
    expect(count.json().data).toEqual({ count: 0 });

    // The spec's role edit sends only the permission list.
    const changed = await call('PATCH', `/api/roles/${role._id}`, { permissions: ['sales.view'] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ name: 'Cashier', permissions: ['sales.view'], ownBranchOnly: true });
    const renamed = await call('PATCH', `/api/roles/${role._id}`, { name: 'Counter cashier', ownBranchOnly: false });
    expect(renamed.json().data).toMatchObject({
      name: 'Counter cashier',
      permissions: ['sales.view'],
      ownBranchOnly: false,
    });

    const removed = await call('DELETE', `/api/roles/${role._id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `/api/roles/${role._id}`)).statusCode).toBe(404);
    const audit = await test.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, owner.companyId), eq(auditLog.entityId, role._id)));
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'update', 'delete']);
  });

  it("refuses a role without name, description or permissions in the spec's words, and saves nothing", async () => {
    const before = (await call('GET', '/api/roles')).json().pageInfo.total;
    for (const body of [
      { description: 'x', permissions: ['sales.view'] },
      { name: 'X', description: '  ', permissions: ['sales.view'] },
      { name: 'X', description: 'x', permissions: [] },
      {},
    ]) {
      const response = await call('POST', '/api/roles', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Role Name, Role Description and Permission are required');
    }
    expect((await call('GET', '/api/roles')).json().pageInfo.total).toBe(before);
  });

  it('refuses permissions that do not exist, naming them', async () => {
    const response = await call('POST', '/api/roles', {
      name: 'Odd',
      description: 'Odd one',
      permissions: ['sales.view', 'sales.fly', 'everything'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('These permissions do not exist: sales.fly, everything');
    const patch = await call('PATCH', `/api/roles/${roleIds.Viewer}`, { permissions: ['reports.print'] });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().message).toContain('reports.print');
  });

  it('refuses over-long names and over-long permission lists with a clear message, and saves nothing', async () => {
    const before = (await call('GET', '/api/roles')).json().pageInfo.total;
    const longName = await call('POST', '/api/roles', {
      name: 'R'.repeat(10_000),
      description: 'Long',
      permissions: ['sales.view'],
    });
    expect(longName.statusCode).toBe(400);
    expect(longName.json().errors.name).toBe('Role name must be at most 100 characters');
    const many = await call('POST', '/api/roles', {
      name: 'Many',
      description: 'Many permissions',
      permissions: Array.from({ length: 500 }, () => 'sales.view'),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().errors.permissions).toBe('Permission can have at most 200 entries');
    expect((await call('GET', '/api/roles')).json().pageInfo.total).toBe(before);
    const users = (await call('GET', '/api/users')).json().pageInfo.total;
    const longUser = await call('POST', '/api/users', userBody({ firstName: 'C'.repeat(10_000) }));
    expect(longUser.statusCode).toBe(400);
    expect(longUser.json().errors.firstName).toBe('First name must be at most 100 characters');
    expect((await call('GET', '/api/users')).json().pageInfo.total).toBe(users);
  });

  it('refuses a second role of the same name', async () => {
    const response = await call('POST', '/api/roles', {
      name: 'accountant',
      description: 'Again',
      permissions: ['tax.view'],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A role with this name already exists');
  });

  it('keeps the Owner role as it is', async () => {
    const ownerRole = roleIds.Owner;
    const patch = await call('PATCH', `/api/roles/${ownerRole}`, { permissions: ['sales.view'] });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().message).toMatch(/Owner role/);
    const remove = await call('DELETE', `/api/roles/${ownerRole}`);
    expect(remove.statusCode).toBe(409);
    const [row] = await test.database.db
      .select()
      .from(roles)
      .where(eq(roles.id, ownerRole ?? ''));
    expect(row).toMatchObject({ allPermissions: true, name: 'Owner' });
  });

  it('refuses to delete a role some users hold, saying how many', async () => {
    await call('POST', '/api/users', userBody({ role: roleIds.Purchasing }));
    await call('POST', '/api/users', userBody({ role: roleIds.Purchasing }));
    const count = await call('GET', `/api/roles/count/${roleIds.Purchasing}`);
    expect(count.json().data.count).toBe(2);
    const response = await call('DELETE', `/api/roles/${roleIds.Purchasing}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This role is given to 2 users; give them another role first');
    expect((await call('GET', `/api/roles/${roleIds.Purchasing}`)).statusCode).toBe(200);
  });

  it("answers 404 for another company's role, whatever the call", async () => {
    const theirs = (
      (await call('GET', '/api/roles', undefined, other)).json().data as Array<{ _id: string; name: string }>
    ).find((role) => role.name === 'Sales')?._id;
    for (const [method, url, body] of [
      ['GET', `/api/roles/${theirs}`],
      ['GET', `/api/roles/count/${theirs}`],
      ['PATCH', `/api/roles/${theirs}`, { permissions: ['users.delete'] }],
      ['DELETE', `/api/roles/${theirs}`],
    ] as const) {
      expect((await call(method, url, body)).statusCode).toBe(404);
    }
    const [row] = await test.database.db
      .select()
      .from(roles)
      .where(eq(roles.id, theirs ?? ''));
    expect(row?.permissions).not.toContain('users.delete');
  });
});

describe('adding users', () => {
  it('invites someone new to Owo: the link sets a password, verifies the email and signs them in', async () => {
    const body = userBody({ firstName: 'Ngozi', lastName: 'Obi' });
    const added = await call('POST', '/api/users', body);
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe('User added');
    const user = added.json().data;
    expect(user).toMatchObject({
      email: body.email,
      firstName: 'Ngozi',
      lastName: 'Obi',
      status: 'invited',
      role: { _id: roleIds.Accountant, name: 'Accountant' },
      branch: { _id: headBranch, name: 'Head Office' },
      lastSignInAt: null,
    });
    const email = await test.inbox.waitFor(body.email, /invited to Adunni Textiles Ltd/);
    expect(readableEmail(email)).toContain('as Accountant');
    const token = await invitationToken(body.email);
    // No password yet: signing in cannot work.
    expect((await signIn(test, body.email, 'anything at all')).statusCode).toBe(401);

    const accepted = await acceptInvitation(token, 'ledger and ink 2026');
    expect(accepted.statusCode).toBe(200);
    const session = accepted.json().data;
    expect(session.user).toMatchObject({ email: body.email, emailVerified: true });
    expect(session.companies.map((company: { name: string }) => company.name)).toEqual(['Adunni Textiles Ltd']);

    // The link works once.
    const again = await acceptInvitation(token, 'another password 1');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already been used/);

    const login = await signIn(test, body.email, 'ledger and ink 2026');
    expect(login.statusCode).toBe(200);
    const accountant = { token: login.json().data.token as string, companyId: owner.companyId };
    // What the Accountant role allows, and nothing more.
    expect((await call('GET', '/api/double-entry/chart-of-accounts', undefined, accountant)).statusCode).toBe(200);
    expect((await call('GET', '/api/users', undefined, accountant)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/roles', { name: 'Mine', description: 'x', permissions: ['users.create'] }, accountant))
        .statusCode,
    ).toBe(403);
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...bearer(accountant.token), 'x-company-id': owner.companyId },
    });
    expect(me.json().data.permissions).toContain('accounting.create');
    expect(me.json().data.permissions).not.toContain('users.view');

    const listed = (await call('GET', `/api/users/${user._id}`)).json().data;
    expect(listed.status).toBe('active');
    expect(listed.lastSignInAt).not.toBeNull();
  });

  it('sets a first password when one is given, and tells the person by email', async () => {
    const body = userBody({ password: 'given by the boss' });
    const added = await call('POST', '/api/users', body);
    expect(added.statusCode).toBe(201);
    expect(added.json().data.status).toBe('active');
    const notice = await test.inbox.waitFor(body.email, /You were added to Adunni Textiles Ltd/);
    expect(readableEmail(notice)).toContain('has set a first password for you');
    expect(linksIn(notice, '/auth/accept-invitation')).toEqual([]);
    // The email still has to be proven with a code before the first sign-in.
    const login = await signIn(test, body.email, 'given by the boss');
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('adds someone who already uses Owo with a role of its own in each company, and emails them', async () => {
    const person = await signUpVerified(test);
    const added = await call(
      'POST',
      '/api/users',
      userBody({ email: person.email, firstName: 'Other', lastName: 'Name', role: roleIds.Sales }),
    );
    expect(added.statusCode).toBe(201);
    // Their own name stays theirs.
    expect(added.json().data).toMatchObject({
      firstName: 'Ada',
      lastName: 'Okafor',
      status: 'active',
      role: { name: 'Sales' },
    });
    const email = await test.inbox.waitFor(person.email, /You were added to Adunni Textiles Ltd/);
    expect(readableEmail(email)).toContain('as Sales');

    const theirBranch = (
      (await call('GET', '/api/branches', undefined, other)).json().data as Array<{ _id: string }>
    )[0]?._id;
    const theirRoles = (await call('GET', '/api/roles', undefined, other)).json().data as Array<{
      _id: string;
      name: string;
    }>;
    const inOther = await call(
      'POST',
      '/api/users',
      {
        email: person.email.toUpperCase(),
        firstName: 'Ada',
        lastName: 'Okafor',
        branch: theirBranch,
        role: theirRoles.find((role) => role.name === 'Viewer')?._id,
      },
      other,
    );
    expect(inOther.statusCode).toBe(201);
    const me = (await test.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(person.token) })).json()
      .data;
    const byCompany = Object.fromEntries(
      me.companies.map((company: { name: string; role: string }) => [company.name, company.role]),
    );
    expect(byCompany).toEqual({ 'Adunni Textiles Ltd': 'Sales', 'Kano Grains Ltd': 'Viewer' });
    const asMember = { token: person.token, companyId: owner.companyId };
    expect((await call('GET', '/api/double-entry/chart-of-accounts', undefined, asMember)).statusCode).toBe(403);
  });

  it('refuses someone who is already a user of the company', async () => {
    const body = userBody();
    expect((await call('POST', '/api/users', body)).statusCode).toBe(201);
    const again = await call('POST', '/api/users', { ...body, email: ` ${body.email.toUpperCase()} ` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This person is already a user of this company');
  });

  it("asks for role and branch in the spec's words, and checks the rest", async () => {
    const before = (await call('GET', '/api/users')).json().pageInfo.total;
    const emailsBefore = (await test.database.db.select().from(outbox)).length;
    for (const missing of [{ role: undefined }, { branch: '' }, { role: '', branch: undefined }]) {
      const response = await call('POST', '/api/users', userBody(missing));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please select Role and Branch');
    }
    const bad = await call('POST', '/api/users', userBody({ email: 'not an email', firstName: '', password: 'short' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      email: 'Email must be a valid email',
      firstName: 'First name is a required field',
      password: 'Password must be at least 8 characters',
    });
    const theirRole = ((await call('GET', '/api/roles', undefined, other)).json().data as Array<{ _id: string }>)[1]
      ?._id;
    const foreign = await call('POST', '/api/users', userBody({ role: theirRole }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ role: 'Role is not valid.' });
    expect((await call('GET', '/api/users')).json().pageInfo.total).toBe(before);
    expect((await test.database.db.select().from(outbox)).length).toBe(emailsBefore);
  });

  it('answers a retried add with the first answer and adds and emails once', async () => {
    const body = userBody();
    const key = { 'idempotency-key': `add-${body.email}` };
    const first = await call('POST', '/api/users', body, owner, key);
    const again = await call('POST', '/api/users', body, owner, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data._id).toBe(first.json().data._id);
    const [person] = await test.database.db.select().from(users).where(eq(users.email, body.email));
    const rows = await test.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, person?.id ?? ''));
    expect(rows).toHaveLength(1);
    await test.inbox.waitFor(body.email, /invited to/);
    expect(test.inbox.received.filter((email) => email.to.includes(body.email))).toHaveLength(1);
  });

  it('sends a new invitation on request; the older link stops working', async () => {
    const body = userBody();
    const { _id } = (await call('POST', '/api/users', body)).json().data;
    const first = await invitationToken(body.email);
    const sent = test.inbox.received.length;
    const resend = await call('POST', `/api/users/${_id}/invitation`);
    expect(resend.statusCode).toBe(200);
    const deadline = Date.now() + 5000;
    while (test.inbox.received.length === sent && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 25));
    const second = await invitationToken(body.email);
    expect(second).not.toBe(first);
    const old = await acceptInvitation(first, 'first password 1');
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(
      'A newer invitation has been sent to your email. Open the link in the latest email.',
    );
    expect((await acceptInvitation(second, 'second password 2')).statusCode).toBe(200);
    const done = await call('POST', `/api/users/${_id}/invitation`);
    expect(done.statusCode).toBe(409);
  });

  it('withdraws the invitation of someone removed before accepting it', async () => {
    const body = userBody();
    const { _id } = (await call('POST', '/api/users', body)).json().data;
    const token = await invitationToken(body.email);
    expect((await call('DELETE', `/api/users/${_id}`)).statusCode).toBe(200);
    const late = await acceptInvitation(token, 'a-long-password-1');
    expect(late.statusCode).toBe(400);
  });

  it('refuses a made-up or malformed invitation link', async () => {
    for (const token of ['nonsense', `${owner.user._id}.${'A'.repeat(43)}`]) {
      const response = await acceptInvitation(token, 'some password 1');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^This invitation link is not valid/);
    }
    const short = await acceptInvitation('x', 'short');
    expect(short.json().errors.password).toBe('Password must be at least 8 characters');
  });
});

describe('changing and removing users', () => {
  it('lists users 15 a page with their role, branch and status, and finds them by name or email', async () => {
    const page = await call('GET', '/api/users');
    expect(page.statusCode).toBe(200);
    expect(page.json().pageInfo.limit).toBe(15);
    const body = userBody({ firstName: 'Tobiloba', lastName: 'Adeyemi' });
    await call('POST', '/api/users', body);
    const found = await call('GET', `/api/users?where[name]=${encodeURIComponent('tobiloba ade')}`);
    expect(found.json().data.map((user: { email: string }) => user.email)).toEqual([body.email]);
    const byEmail = await call('GET', `/api/users?where[name]=${encodeURIComponent(body.email.slice(0, 12))}`);
    expect(byEmail.json().data.map((user: { email: string }) => user.email)).toContain(body.email);
  });

  it("changes a user's role and branch; access follows at once", async () => {
    const member = await addMember(test, owner.companyId, ['sales.view'], 'Temp');
    const asMember = { token: member.token, companyId: owner.companyId };
    expect((await call('GET', '/api/users', undefined, asMember)).statusCode).toBe(403);
    const changed = await call('PATCH', `/api/users/${member.userId}`, { role: roleIds.Viewer });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.role.name).toBe('Viewer');
    expect((await call('GET', '/api/double-entry/chart-of-accounts', undefined, asMember)).statusCode).toBe(200);
    const empty = await call('PATCH', `/api/users/${member.userId}`, { role: '' });
    expect(empty.json().message).toBe('Please select Role and Branch');
  });

  it('removes a user from the company but not from Owo; they lose access at once', async () => {
    const member = await addMember(test, owner.companyId, ['sales.view'], 'Leaving');
    const asMember = { token: member.token, companyId: owner.companyId };
    expect((await call('GET', '/api/permissions/values', undefined, asMember)).statusCode).toBe(200);
    const removed = await call('DELETE', `/api/users/${member.userId}`);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', '/api/permissions/values', undefined, asMember)).statusCode).toBe(404);
    expect((await call('GET', `/api/users/${member.userId}`)).statusCode).toBe(404);
    const [person] = await test.database.db.select().from(users).where(eq(users.id, member.userId));
    expect(person).toBeDefined();
    const [audit] = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, member.userId), eq(auditLog.action, 'delete')));
    expect(audit?.userId).toBe(owner.user._id);
  });

  it('never leaves the company without an Owner', async () => {
    const demote = await call('PATCH', `/api/users/${owner.user._id}`, { role: roleIds.Viewer });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toMatch(/^This is the only user with the Owner role/);
    const remove = await call('DELETE', `/api/users/${owner.user._id}`);
    expect(remove.statusCode).toBe(409);

    // With a second owner, the first may step down.
    const second = await addMember(test, owner.companyId, [], 'Second');
    expect((await call('PATCH', `/api/users/${second.userId}`, { role: roleIds.Owner })).statusCode).toBe(200);
    const asSecond = { token: second.token, companyId: owner.companyId };
    expect(
      (await call('PATCH', `/api/users/${owner.user._id}`, { role: roleIds.Accountant }, asSecond)).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/users/${second.userId}`, undefined, asSecond)).statusCode).toBe(409);
    expect((await call('PATCH', `/api/users/${owner.user._id}`, { role: roleIds.Owner }, asSecond)).statusCode).toBe(
      200,
    );
  });

  it('keeps one Owner when two owners remove each other at the same moment', async () => {
    const firm = await ownerWithCompany(test, 'Twin Owners Ltd');
    const ownerRole = (
      (await call('GET', '/api/roles', undefined, firm)).json().data as Array<{ _id: string; name: string }>
    ).find((role) => role.name === 'Owner')?._id;
    const partner = await addMember(test, firm.companyId, [], 'Partner');
    expect((await call('PATCH', `/api/users/${partner.userId}`, { role: ownerRole }, firm)).statusCode).toBe(200);
    const asPartner = { token: partner.token, companyId: firm.companyId };
    const [first, second] = await Promise.all([
      call('DELETE', `/api/users/${partner.userId}`, undefined, firm),
      call('DELETE', `/api/users/${firm.user._id}`, undefined, asPartner),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    // One goes through; the other is refused as the last owner, or finds its caller already removed.
    expect(statuses[0]).toBe(200);
    expect([404, 409]).toContain(statuses[1]);
    const owners = await test.database.db
      .select()
      .from(memberships)
      .innerJoin(roles, and(eq(roles.companyId, memberships.companyId), eq(roles.id, memberships.roleId)))
      .where(and(eq(memberships.companyId, firm.companyId), eq(roles.allPermissions, true)));
    expect(owners).toHaveLength(1);
  });

  it('lets a member who may only see users read but not change anything', async () => {
    const viewer = await addMember(test, owner.companyId, ['users.view'], 'Auditor');
    const as = { token: viewer.token, companyId: owner.companyId };
    expect((await call('GET', '/api/users', undefined, as)).statusCode).toBe(200);
    expect((await call('GET', '/api/roles', undefined, as)).statusCode).toBe(200);
    expect((await call('GET', `/api/roles/count/${roleIds.Sales}`, undefined, as)).statusCode).toBe(200);
    const writes = [
      ['POST', '/api/users', userBody()],
      ['PATCH', `/api/users/${viewer.userId}`, { role: roleIds.Owner }],
      ['DELETE', `/api/users/${owner.user._id}`],
      ['POST', '/api/roles', { name: 'Mine', description: 'x', permissions: ['users.edit'] }],
      ['PATCH', `/api/roles/${roleIds.Sales}`, { permissions: ['users.edit'] }],
      ['DELETE', `/api/roles/${roleIds.Viewer}`],
    ] as const;
    for (const [method, url, body] of writes) expect((await call(method, url, body, as)).statusCode).toBe(403);
  });

  it('never lets anyone give more than their own role holds', async () => {
    const manager = await addMember(
      test,
      owner.companyId,
      ['users.view', 'users.create', 'users.edit', 'sales.view'],
      'Office manager',
    );
    const as = { token: manager.token, companyId: owner.companyId };
    const before = await call('GET', '/api/users?limit=100');
    const owners = await call('POST', '/api/users', userBody({ role: roleIds.Owner }), as);
    expect(owners.statusCode).toBe(403);
    expect(owners.json().message).toBe('You can only give permissions your own role has');
    expect((await call('POST', '/api/users', userBody({ role: roleIds.Accountant }), as)).statusCode).toBe(403);
    const wider = await call(
      'POST',
      '/api/roles',
      { name: 'Bigger', description: 'More than mine', permissions: ['accounting.approve'] },
      as,
    );
    expect(wider.statusCode).toBe(403);
    expect((await call('PATCH', `/api/users/${owner.user._id}`, { role: roleIds.Sales }, as)).json().message).toBe(
      'Only an owner can change or remove an owner',
    );
    expect((await call('DELETE', `/api/users/${owner.user._id}`, undefined, as)).statusCode).toBe(403);
    // What they do hold, they may give.
    const narrow = await call(
      'POST',
      '/api/roles',
      { name: `Sales viewer ${counter}`, description: 'Looks at sales', permissions: ['sales.view'] },
      as,
    );
    expect(narrow.statusCode).toBe(201);
    expect((await call('GET', '/api/users?limit=100')).json().pageInfo.total).toBe(before.json().pageInfo.total);
  });

  it('keeps a member limited to a branch to the users of that branch, and to roles limited the same way', async () => {
    const second = await call('POST', '/api/branches', { name: `Ikeja ${counter}`, address: '12 Allen Avenue, Ikeja' });
    expect(second.statusCode).toBe(201);
    const secondBranch = second.json().data._id as string;
    const limitedRole = await call('POST', '/api/roles', {
      name: `Ikeja cashier ${counter}`,
      description: 'Sells at Ikeja',
      permissions: ['sales.view', 'sales.create'],
      ownBranchOnly: true,
    });
    const supervisor = await branchMember(test, owner.companyId, headBranch, [
      'users.view',
      'users.create',
      'users.edit',
      'users.delete',
      'sales.view',
      'sales.create',
    ]);
    const as = { token: supervisor.token, companyId: owner.companyId };
    const elsewhere = await call('POST', '/api/users', userBody({ branch: secondBranch }), owner);
    expect(elsewhere.statusCode).toBe(201);
    const theirs = elsewhere.json().data._id as string;
    // Another branch's member is unknown to them; their own branch's list leaves it out.
    expect((await call('GET', `/api/users/${theirs}`, undefined, as)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/users/${theirs}`, { branch: headBranch }, as)).statusCode).toBe(404);
    const listed = (await call('GET', '/api/users?limit=100', undefined, as)).json().data as Array<{ _id: string }>;
    expect(listed.map((user) => user._id)).not.toContain(theirs);
    // They add only to their own branch, and only with a role limited to its branch.
    const toOther = await call(
      'POST',
      '/api/users',
      userBody({ role: limitedRole.json().data._id, branch: secondBranch }),
      as,
    );
    expect(toOther.statusCode).toBe(400);
    expect(toOther.json().errors.branch).toBe('Branch is not valid.');
    const unlimited = await call(
      'POST',
      '/api/roles',
      { name: `Open ${counter}`, description: 'x', permissions: ['sales.view'] },
      as,
    );
    expect(unlimited.json().message).toBe(
      'Your role is limited to your branch, so the roles you give must be limited to their branch too',
    );
    const added = await call('POST', '/api/users', userBody({ role: limitedRole.json().data._id }), as);
    expect(added.statusCode).toBe(201);
    expect(added.json().data.branch._id).toBe(headBranch);
  });

  it('lets a member limited to a branch change only roles no one outside their branch has', async () => {
    const second = await call('POST', '/api/branches', { name: `Yaba ${counter}`, address: '3 Herbert Macaulay Way' });
    const secondBranch = second.json().data._id as string;
    const newRole = async (name: string) =>
      (
        await call('POST', '/api/roles', {
          name: `${name} ${counter}`,
          description: name,
          permissions: ['sales.view'],
          ownBranchOnly: true,
        })
      ).json().data._id as string;
    const sharedRole = await newRole('Shared cashier');
    const ownRole = await newRole('Head office cashier');
    await call('POST', '/api/users', userBody({ role: sharedRole, branch: secondBranch }));
    await call('POST', '/api/users', userBody({ role: ownRole, branch: headBranch }));
    const supervisor = await branchMember(
      test,
      owner.companyId,
      headBranch,
      ['users.view', 'users.edit', 'users.delete', 'sales.view', 'sales.create'],
      `Supervisor ${counter}`,
    );
    const as = { token: supervisor.token, companyId: owner.companyId };
    const addSales = { permissions: ['sales.view', 'sales.create'] };
    for (const [method, url, body] of [
      ['PATCH', `/api/roles/${sharedRole}`, addSales],
      ['DELETE', `/api/roles/${sharedRole}`],
      // A role of the whole company, even one they would limit to branches.
      ['PATCH', `/api/roles/${roleIds.Accountant}`, { ownBranchOnly: true, ...addSales }],
    ] as const) {
      const refused = await call(method, url, body, as);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().message).toContain('Your role is limited to your branch');
    }
    expect((await call('GET', `/api/roles/${sharedRole}`)).json().data.permissions).toEqual(['sales.view']);
    const changed = await call('PATCH', `/api/roles/${ownRole}`, addSales, as);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.permissions).toEqual(['sales.view', 'sales.create']);
  });

  it("answers 404 for another company's user", async () => {
    for (const [method, url, body] of [
      ['GET', `/api/users/${other.user._id}`],
      ['PATCH', `/api/users/${other.user._id}`, { branch: headBranch }],
      ['DELETE', `/api/users/${other.user._id}`],
      ['POST', `/api/users/${other.user._id}/invitation`],
    ] as const) {
      expect((await call(method, url, body)).statusCode).toBe(404);
    }
    const theirs = await test.database.db.select().from(memberships).where(eq(memberships.userId, other.user._id));
    expect(theirs.map((row) => row.companyId)).toEqual([other.companyId]);
  });
});

describe('companies set up before the usual roles existed', () => {
  it('get the missing ones at start, unless someone has already managed their roles', async () => {
    const untouched = await ownerWithCompany(test, 'Old Firm Ltd');
    const managed = await ownerWithCompany(test, 'Managed Firm Ltd');
    const db = test.database.db;
    for (const company of [untouched, managed]) {
      await db.delete(roles).where(and(eq(roles.companyId, company.companyId), eq(roles.allPermissions, false)));
    }
    await call('POST', '/api/roles', { name: 'Own', description: 'Own role', permissions: ['sales.view'] }, managed);
    await seedMissingRoles(db);
    const namesOf = async (companyId: string) =>
      (await db.select({ name: roles.name }).from(roles).where(eq(roles.companyId, companyId)))
        .map((row) => row.name)
        .sort();
    expect(await namesOf(untouched.companyId)).toEqual([
      'Accountant',
      'Owner',
      'Payroll',
      'Purchasing',
      'Sales',
      'Viewer',
    ]);
    expect(await namesOf(managed.companyId)).toEqual(['Own', 'Owner']);
    const [company] = await db.select().from(companies).where(eq(companies.id, untouched.companyId));
    expect(company).toBeDefined();
  });
});
