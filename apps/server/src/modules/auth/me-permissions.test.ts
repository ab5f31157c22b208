import { permissionValues } from '@owo/core';
import { describe, expect, it } from 'vitest';
import { accountingCompany, anotherCompany } from '../../../test/accounting.ts';
import { addMember, bearer, testAppForFile } from '../../../test/harness.ts';

/*
 * /auth/me names what the user may do in the company of x-company-id, so the web app shows only
 * what the server would allow (the server still checks every call).
 */

const test = testAppForFile();

const me = (token: string, companyId?: string) =>
  test.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { ...bearer(token), ...(companyId ? { 'x-company-id': companyId } : {}) },
  });

describe('permissions on /auth/me', () => {
  it("lists every permission for the owner, and a member's role's own for a member", async () => {
    const owner = await accountingCompany(test, 'Alpha Ltd');
    expect((await me(owner.token, owner.companyId)).json().data.permissions).toEqual(permissionValues);
    const clerk = await addMember(test, owner.companyId, [
      'accounting.view',
      'accounting.create',
      'accounting.edit',
      'accounting.delete',
      'made.up',
    ]);
    const answer = (await me(clerk.token, owner.companyId)).json().data;
    expect(answer.permissions).toEqual([
      'accounting.view',
      'accounting.create',
      'accounting.edit',
      'accounting.delete',
    ]);
    expect(answer.permissions).not.toContain('accounting.approve');
  });

  it('lists nothing without a company, or for a company the user is not a member of', async () => {
    const owner = await accountingCompany(test, 'Bravo Ltd');
    const stranger = await accountingCompany(test, 'Charlie Ltd');
    expect((await me(owner.token)).json().data.permissions).toEqual([]);
    expect((await me(owner.token, stranger.companyId)).json().data.permissions).toEqual([]);
    expect((await me(owner.token, 'not-a-company')).json().data.permissions).toEqual([]);
    const second = await anotherCompany(test, owner, 'Bravo Two Ltd');
    expect((await me(owner.token, second.companyId)).json().data.permissions).toEqual(permissionValues);
  });
});
