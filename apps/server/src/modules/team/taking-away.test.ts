import { auditLog, memberships, newId, roles } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, ownerWithCompany, testAppForFile } from '../../../test/harness.ts';

/*
 * Taking away is as guarded as giving: a member who manages users or roles cannot strip, demote,
 * remove, edit or delete what holds permissions they lack themselves.
 */

const test = testAppForFile();
let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
let roleIds: Record<string, string>;
let manager: Awaited<ReturnType<typeof addMember>>;
let accountant: Awaited<ReturnType<typeof addMember>>;

const managerPermissions = ['users.view', 'users.create', 'users.edit', 'users.delete', 'sales.view'];

beforeAll(async () => {
  owner = await ownerWithCompany(test, 'Adunni Textiles Ltd');
  const list = await call('GET', '/api/roles', undefined, {
    'x-company-id': owner.companyId,
    authorization: `Bearer ${owner.token}`,
  });
  roleIds = Object.fromEntries(
    (list.json().data as Array<{ _id: string; name: string }>).map((role) => [role.name, role._id]),
  );
  manager = await addMember(test, owner.companyId, managerPermissions, 'Office manager');
  accountant = await addMember(
    test,
    owner.companyId,
    ['accounting.view', 'accounting.create', 'accounting.approve', 'sales.view'],
    'Accountant',
  );
});

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload: unknown,
  headers: Record<string, string>,
) {
  return test.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function membershipOf(userId: string) {
  const [row] = await test.database.db
    .select({ roleId: memberships.roleId })
    .from(memberships)
    .where(and(eq(memberships.companyId, owner.companyId), eq(memberships.userId, userId)));
  return row;
}

const auditCount = async () =>
  (await test.database.db.select().from(auditLog).where(eq(auditLog.companyId, owner.companyId))).length;

describe('a member who manages users and roles', () => {
  it('cannot demote or remove a member whose role holds permissions they lack', async () => {
    const audited = await auditCount();
    const demote = await call('PATCH', `/api/users/${accountant.userId}`, { role: roleIds.Sales }, manager.headers);
    expect(demote.statusCode).toBe(403);
    expect(demote.json().message).toBe(
      "This person's role has permissions your own role does not have, so only someone who has them can change or remove them",
    );
    const remove = await call('DELETE', `/api/users/${accountant.userId}`, undefined, manager.headers);
    expect(remove.statusCode).toBe(403);
    expect((await membershipOf(accountant.userId))?.roleId).toBe(accountant.roleId);
    expect(await auditCount()).toBe(audited);
  });

  it('cannot strip permissions from a role, nor delete one, that holds more than their own', async () => {
    const stripped = await call(
      'PATCH',
      `/api/roles/${accountant.roleId}`,
      { permissions: ['sales.view'] },
      manager.headers,
    );
    expect(stripped.statusCode).toBe(403);
    expect(stripped.json().message).toBe(
      'This role has permissions your own role does not have, so only someone who has them can change it',
    );
    const renamed = await call('PATCH', `/api/roles/${roleIds.Accountant}`, { name: 'Book keeper' }, manager.headers);
    expect(renamed.statusCode).toBe(403);
    const [spare] = await test.database.db
      .insert(roles)
      .values({
        companyId: owner.companyId,
        id: newId(),
        name: 'Spare approver',
        permissions: ['accounting.approve'],
      })
      .returning();
    expect((await call('DELETE', `/api/roles/${spare?.id}`, undefined, manager.headers)).statusCode).toBe(403);
    const [kept] = await test.database.db.select().from(roles).where(eq(roles.id, accountant.roleId));
    expect(kept?.permissions).toContain('accounting.approve');
    const [accountantRole] = await test.database.db
      .select()
      .from(roles)
      .where(eq(roles.id, roleIds.Accountant ?? ''));
    expect(accountantRole?.name).toBe('Accountant');
  });

  it('still manages what lies within their own permissions', async () => {
    const clerk = await addMember(test, owner.companyId, ['sales.view'], 'Shop clerk');
    const narrower = await call(
      'POST',
      '/api/roles',
      { name: 'Sales viewer', description: 'Looks at sales', permissions: ['sales.view'] },
      manager.headers,
    );
    expect(narrower.statusCode).toBe(201);
    const moved = await call(
      'PATCH',
      `/api/users/${clerk.userId}`,
      { role: narrower.json().data._id },
      manager.headers,
    );
    expect(moved.statusCode).toBe(200);
    expect(
      (
        await call(
          'PATCH',
          `/api/roles/${clerk.roleId}`,
          { permissions: ['sales.view', 'users.view'] },
          manager.headers,
        )
      ).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/users/${clerk.userId}`, undefined, manager.headers)).statusCode).toBe(200);
    expect(await membershipOf(clerk.userId)).toBeUndefined();
  });

  it('is not stopped when the owner does the same', async () => {
    const ownerHeaders = { authorization: `Bearer ${owner.token}`, 'x-company-id': owner.companyId };
    const demote = await call('PATCH', `/api/users/${accountant.userId}`, { role: roleIds.Sales }, ownerHeaders);
    expect(demote.statusCode).toBe(200);
    expect((await membershipOf(accountant.userId))?.roleId).toBe(roleIds.Sales);
  });
});
