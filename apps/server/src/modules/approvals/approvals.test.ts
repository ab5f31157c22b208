import type { Permission } from '@owo/core';
import { notifications, type Transaction } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany } from '../../../test/accounting.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';
import type { RequestContext } from '../../context.ts';
import { assertMayApprove, documentNeedsApproval, notifyApprovers } from './approvals.service.ts';

/*
 * Approval by amount (issue 27): a role's limits set through the API, and what they decide: which
 * bills, expenses and purchase orders wait, who may approve them, and who is told.
 */

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;

const put = (who: { headers: Record<string, string> } | AccountingCompany, roleId: string, payload: object) =>
  test.app.inject({
    method: 'PUT',
    url: `/api/roles/${roleId}/approval-limits`,
    headers: 'headers' in who ? who.headers : { authorization: `Bearer ${who.token}`, 'x-company-id': who.companyId },
    payload,
  });

function contextOf(member: { userId: string }, permissions: Permission[]): RequestContext {
  return {
    userId: member.userId,
    companyId: company.companyId,
    branchId: '',
    branchScope: null,
    requestId: 'test',
    clientRequestId: null,
    permissions: { all: false, granted: permissions },
    filedPeriods: 'ask',
  };
}

beforeAll(async () => {
  company = await accountingCompany(test);
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
});

describe('approval limits', () => {
  it('are set per role and kind, in naira, read back, and removed with null', async () => {
    const clerk = await addMember(test, company.companyId, ['expenses.create'], 'Clerk');
    const saved = await put(company, clerk.roleId, { bill: 500_000, expense: '50000.50' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Approval limits saved',
      data: { bill: 500_000, expense: 50_000.5, purchaseOrder: null },
    });
    const cleared = await put(company, clerk.roleId, { bill: null });
    expect(cleared.json().data).toMatchObject({ bill: null, expense: 50_000.5 });
    const read = await company.call('GET', `/api/roles/${clerk.roleId}/approval-limits`);
    expect(read.json().data).toMatchObject({ bill: null, expense: 50_000.5, purchaseOrder: null });
  });

  it('refuses the Owner role, bad amounts, another company’s role and a member who may not edit roles', async () => {
    const roles = await company.call('GET', '/api/roles?limit=100');
    const owner = roles.json().data.find((role: { allPermissions: boolean }) => role.allPermissions);
    const refused = await put(company, owner._id, { bill: 100 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The Owner role approves everything: it cannot have approval limits');

    const clerk = await addMember(test, company.companyId, ['expenses.create'], 'Clerk');
    const negative = await put(company, clerk.roleId, { expense: -5 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors).toMatchObject({ expense: 'Amounts cannot be negative' });
    const huge = await put(company, clerk.roleId, { expense: '1e400' });
    expect(huge.statusCode).toBe(400);

    expect((await put(other, clerk.roleId, { bill: 1 })).statusCode).toBe(404);
    const viewer = await addMember(test, company.companyId, ['users.view'], 'Viewer');
    expect((await put(viewer, clerk.roleId, { bill: 1 })).statusCode).toBe(403);
    const read = await company.call('GET', `/api/roles/${clerk.roleId}/approval-limits`);
    expect(read.json().data).toMatchObject({ bill: null, expense: null });
  });

  it('hold a document above the maker’s limit, and let only an approver whose limit covers it approve', async () => {
    const db = test.database.db;
    const inTransaction = <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work);
    const clerk = await addMember(test, company.companyId, ['expenses.create'], 'Clerk');
    const accountant = await addMember(test, company.companyId, ['expenses.create', 'expenses.approve'], 'Accountant');
    const supervisor = await addMember(test, company.companyId, ['expenses.approve'], 'Supervisor');
    await put(company, clerk.roleId, { expense: 20_000 });
    await put(company, accountant.roleId, { bill: 1_000_000 });
    await put(company, supervisor.roleId, { bill: 100_000 });
    const clerkContext = contextOf(clerk, ['expenses.create']);
    const accountantContext = contextOf(accountant, ['expenses.create', 'expenses.approve']);

    // An expense posts at once up to the clerk's ₦20,000; above it waits. A bill always waits for a clerk.
    expect(await inTransaction((tx) => documentNeedsApproval(tx, clerkContext, 'expense', 2_000_000))).toBe(false);
    expect(await inTransaction((tx) => documentNeedsApproval(tx, clerkContext, 'expense', 2_000_001))).toBe(true);
    expect(await inTransaction((tx) => documentNeedsApproval(tx, clerkContext, 'bill', 100))).toBe(true);
    // The accountant approves their own bills up to ₦1,000,000, and purchase orders without limit.
    expect(await inTransaction((tx) => documentNeedsApproval(tx, accountantContext, 'bill', 100_000_000))).toBe(false);
    expect(await inTransaction((tx) => documentNeedsApproval(tx, accountantContext, 'bill', 100_000_001))).toBe(true);
    expect(
      await inTransaction((tx) => documentNeedsApproval(tx, accountantContext, 'purchase-order', 900_000_000)),
    ).toBe(false);

    await expect(inTransaction((tx) => assertMayApprove(tx, clerkContext, 'bill', 100, 'bill'))).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(
      inTransaction((tx) => assertMayApprove(tx, accountantContext, 'bill', 150_000_000, 'bill')),
    ).rejects.toThrow(
      'Your role may approve bills up to ₦1,000,000.00; this bill is ₦1,500,000.00. Ask someone whose role may approve more.',
    );
    await expect(
      inTransaction((tx) => assertMayApprove(tx, accountantContext, 'bill', 100_000_000, 'bill')),
    ).resolves.toBeUndefined();

    // A ₦500,000 bill from the clerk: the owner and the accountant are told, not the supervisor (₦100,000).
    const documentId = crypto.randomUUID();
    const branchId = (await company.call('GET', '/api/branches')).json().data[0]._id;
    await inTransaction((tx) =>
      notifyApprovers(tx, clerkContext, {
        kind: 'bill',
        documentId,
        number: 'BILL-00007',
        homeTotal: 50_000_000,
        branchId,
        path: `/expense/bills/${documentId}`,
      }),
    );
    const told = await db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.companyId, company.companyId), eq(notifications.subjectId, documentId)));
    expect(told.map((notice) => notice.userId).sort()).toEqual([company.userId, accountant.userId].sort());
    expect(told[0]?.title).toBe('Bill BILL-00007 (₦500,000.00) waits for your approval');
  });
});
