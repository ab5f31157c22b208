import { auditLog, newId, roles } from '@owo/db';
import { desc, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { addMember, bearer, ownerWithCompany, testAppForFile } from '../../test/harness.ts';
import { registerAccessControl } from './access.ts';

const test = testAppForFile();

const listPaymentMethods = (token: string, companyId?: string, query = '') =>
  test.app.inject({
    method: 'GET',
    url: `/api/payments/method${query}`,
    headers: { ...bearer(token), ...(companyId === undefined ? {} : { 'x-company-id': companyId }) },
  });

describe('tenant calls', () => {
  it("answer with the active company's data, paginated", async () => {
    const owner = await ownerWithCompany(test);
    const response = await listPaymentMethods(owner.token, owner.companyId, '?limit=2&page=2');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((method: { name: string }) => method.name)).toEqual(['Cash', 'Cheque']);
    expect(response.json().pageInfo).toEqual({ page: 2, prevPage: 1, nextPage: 3, limit: 2, total: 5 });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('need the x-company-id header, well formed', async () => {
    const owner = await ownerWithCompany(test);
    const missing = await listPaymentMethods(owner.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('x-company-id header is required');
    const malformed = await listPaymentMethods(owner.token, "1' or '1'='1");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('x-company-id is not valid.');
  });

  it("answer another user's company exactly as a company that does not exist", async () => {
    const ada = await ownerWithCompany(test, 'Ada Fabrics');
    const bayo = await ownerWithCompany(test, 'Bayo Pharmacy');
    const theirs = await listPaymentMethods(ada.token, bayo.companyId);
    const nobodys = await listPaymentMethods(ada.token, newId());
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Company not found' });
    expect(nobodys.json()).toEqual(theirs.json());
  });

  it('refuse a member whose role lacks the permission, with 403', async () => {
    const owner = await ownerWithCompany(test);
    const clerk = await addMember(test, owner.companyId, ['expenses.view']);
    const response = await listPaymentMethods(clerk.token, owner.companyId);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You do not have permission to do this');
    await test.database.db
      .update(roles)
      .set({ permissions: ['sales.view'] })
      .where(eq(roles.id, clerk.roleId));
    expect((await listPaymentMethods(clerk.token, owner.companyId)).statusCode).toBe(200);
  });

  it("let any member list the company's branches, whatever the role, and nobody else", async () => {
    const owner = await ownerWithCompany(test);
    const clerk = await addMember(test, owner.companyId, []);
    const branches = await test.app.inject({
      method: 'GET',
      url: '/api/branches',
      headers: { ...bearer(clerk.token), 'x-company-id': owner.companyId },
    });
    expect(branches.statusCode).toBe(200);
    const [headOffice] = branches.json().data;
    expect(headOffice).toMatchObject({ name: 'Head Office', company: owner.companyId });

    const stranger = await ownerWithCompany(test, 'Stranger Ltd');
    const asStranger = (url: string, companyId: string) =>
      test.app.inject({ method: 'GET', url, headers: { ...bearer(stranger.token), 'x-company-id': companyId } });
    expect((await asStranger('/api/branches', owner.companyId)).statusCode).toBe(404);
    const theirBranch = await asStranger(`/api/branches/${headOffice._id}`, stranger.companyId);
    expect(theirBranch.statusCode).toBe(404);
    expect(theirBranch.json()).toEqual({ message: 'Branch not found' });
  });

  it("let a bookkeeper see an account's postings without the reports permission, but not the reports", async () => {
    const owner = await ownerWithCompany(test);
    const bookkeeper = await addMember(test, owner.companyId, ['accounting.view']);
    const call = (url: string) =>
      test.app.inject({
        method: 'GET',
        url,
        headers: { ...bearer(bookkeeper.token), 'x-company-id': owner.companyId },
      });
    const chart = await call('/api/double-entry/chart-of-accounts?limit=1');
    expect(chart.statusCode).toBe(200);
    const ledger = await call(`/api/reports/general-ledger?account=${chart.json().data[0]._id}`);
    expect(ledger.statusCode).toBe(200);
    expect(ledger.json().data.lines).toEqual([]);
    expect((await call('/api/reports/trial-balance')).statusCode).toBe(403);
  });

  it('refuse a bad page or limit with a clear message', async () => {
    const owner = await ownerWithCompany(test);
    const response = await listPaymentMethods(owner.token, owner.companyId, '?limit=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('limit is not valid.');
  });
});

describe('the API itself', () => {
  it('reports health and readiness', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/health' })).json().data).toEqual({ status: 'ok' });
    const ready = await test.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.json().data.status).toBe('ready');
  });

  it('publishes an OpenAPI document listing every call, and a reference page', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of ['/api/auth/signup', '/api/auth/login', '/api/auth/me', '/api/companies', '/api/industries']) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    const page = await test.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Route GET /api/nothing-here not found' });
  });

  it('serves every lookup list the setup form needs', async () => {
    const states = (await test.app.inject({ method: 'GET', url: '/api/countries/NG/states' })).json().data;
    expect(states).toHaveLength(37);
    expect(states.map((state: { name: string }) => state.name)).toContain('Federal Capital Territory');
    const industries = (await test.app.inject({ method: 'GET', url: '/api/industries' })).json().data;
    expect(industries).toHaveLength(46);
    const businessTypes = (await test.app.inject({ method: 'GET', url: '/api/business-types' })).json().data;
    expect(businessTypes).toHaveLength(15);
    const currencies = (await test.app.inject({ method: 'GET', url: '/api/currencies' })).json().data;
    expect(currencies[0]).toBeDefined();
    expect(currencies.find((currency: { code: string }) => currency.code === 'NGN')).toMatchObject({
      name: 'Nigerian Naira',
      symbol: '₦',
    });
  });
});

describe('every route', () => {
  it('declares who may call it, or the app refuses to start', async () => {
    const app = Fastify({ logger: false });
    registerAccessControl(app);
    const start = async () => {
      await app.register(
        async (api) => {
          api.get('/forgotten', async () => ({ secret: 'data' }));
        },
        { prefix: '/api' },
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow('GET /api/forgotten does not declare its access (config.access)');
    await app.close();
  });

  it('keeps the server its own request id, and the client its own beside it in the audit log', async () => {
    const owner = await ownerWithCompany(test);
    const response = await test.app.inject({
      method: 'PATCH',
      url: '/api/settings/lock-date',
      headers: { ...bearer(owner.token), 'x-company-id': owner.companyId, 'x-request-id': 'spoofed-request-id' },
      payload: { lockDate: '2026-01-31' },
    });
    expect(response.statusCode).toBe(200);
    const serverId = response.headers['x-request-id'];
    expect(serverId).toMatch(/^[0-9a-f-]{36}$/);
    const [audit] = await test.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.companyId, owner.companyId))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit).toMatchObject({
      entityType: 'lock-date',
      requestId: serverId,
      clientRequestId: 'spoofed-request-id',
    });
  });
});
