import { randomUUID } from 'node:crypto';
import { isPermission, type Permission, permissionValues } from '@owo/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportRefusal } from '../src/http/access.ts';
import { addMember, ownerWithCompany, testAppForFile } from './harness.ts';
import { catalogTables, changedTables, type TableInfo, tenantFingerprints } from './tenancy.ts';

/*
 * The permission sweep (issue 26): every operation of /api/openapi.json publishes who may call it
 * (x-access, from the route's config.access), and is called as a member whose role holds every
 * permission but the route's: it must answer 403 and change nothing. Operations are read from the
 * OpenAPI document, so a route added later is swept without editing this file. A route whose
 * permission depends on a field (the approve switch's state, a product batch's action) is called
 * once per value, as a member lacking that value's permission; an export as a member lacking
 * reports.export.
 */

type XAccess =
  | { kind: 'public' | 'user' | 'member' }
  | {
      kind: 'permission';
      anyOf?: string[];
      by?: { in: 'query' | 'body'; field: string; permissions: Record<string, string> };
      export?: string;
      wholeCompany?: boolean;
    };

interface Operation {
  method: string;
  path: string;
  access: XAccess | undefined;
}

interface Call {
  operation: Operation;
  without: string[];
  field?: { in: 'query' | 'body'; name: string; value: string };
  message?: string;
}

const test = testAppForFile();
let companyId: string;
let operations: Operation[];
let tables: TableInfo[];
const membersByMissing = new Map<string, Record<string, string>>();

beforeAll(async () => {
  const owner = await ownerWithCompany(test, 'Sweep Traders Ltd');
  companyId = owner.companyId;
  const document = (await test.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { 'x-access'?: XAccess }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      access: operation['x-access'],
    })),
  );
  tables = await catalogTables(test.database.db);
});

/** A member of the company whose role holds every permission except these (made once per set). */
async function memberWithout(missing: readonly string[]) {
  const key = [...missing].sort().join(',');
  const known = membersByMissing.get(key);
  if (known) return known;
  const permissions = permissionValues.filter((permission) => !missing.includes(permission));
  const member = await addMember(test, companyId, permissions, `All but ${key}`);
  membersByMissing.set(key, member.headers);
  return member.headers;
}

/** The calls each operation gets: one per way in that the member lacks. */
function callsOf(operation: Operation): Call[] {
  const access = operation.access;
  if (access?.kind !== 'permission') return [];
  const calls: Call[] = [];
  if (access.anyOf) calls.push({ operation, without: access.anyOf });
  for (const [value, permission] of Object.entries(access.by?.permissions ?? {})) {
    const by = access.by as NonNullable<typeof access.by>;
    calls.push({ operation, without: [permission], field: { in: by.in, name: by.field, value } });
  }
  if (access.export) calls.push({ operation, without: [access.export], message: exportRefusal });
  return calls;
}

async function attempt(call: Call) {
  const { operation, field } = call;
  const path = operation.path.replace(/\{[^}]+\}/g, () => randomUUID());
  const query = field?.in === 'query' ? `?${new URLSearchParams({ [field.name]: field.value })}` : '';
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(operation.method);
  return test.app.inject({
    method: operation.method as 'GET',
    url: `${path}${query}`,
    headers: await memberWithout(call.without),
    ...(hasBody ? { payload: field?.in === 'body' ? { [field.name]: field.value } : {} } : {}),
  });
}

describe('who may call each route', () => {
  it('every operation publishes its access, naming only permissions that exist', () => {
    expect(operations.length).toBeGreaterThan(100);
    const unpublished = operations.filter((operation) => operation.access === undefined);
    expect(unpublished.map((operation) => `${operation.method} ${operation.path}`)).toEqual([]);
    const named = operations.flatMap(({ access }) =>
      access?.kind === 'permission'
        ? [
            ...(access.anyOf ?? []),
            ...Object.values(access.by?.permissions ?? {}),
            ...(access.export ? [access.export] : []),
          ]
        : [],
    );
    expect(named.filter((permission) => !isPermission(permission))).toEqual([]);
    // The approve switch is declared per kind, not checked inside its handler.
    const approve = operations.find((operation) => operation.path === '/api/merchant/approve/{id}');
    expect(approve?.access).toMatchObject({
      kind: 'permission',
      by: { in: 'query', field: 'state', permissions: { journal: 'accounting.approve', invoice: 'sales.approve' } },
    });
  });

  it("refuses a member holding every permission but the route's, on every route, and changes nothing", async () => {
    const calls = operations.flatMap(callsOf);
    expect(calls.length).toBeGreaterThan(100);
    expect(calls.filter((call) => call.message === exportRefusal).length).toBeGreaterThanOrEqual(10);
    // The members first: adding them is the only change the sweep itself makes.
    for (const call of calls) await memberWithout(call.without);
    const before = await tenantFingerprints(test.database.db, tables, [companyId]);
    const answered: string[] = [];
    for (const call of calls) {
      const response = await attempt(call);
      const refusedAsDeclared =
        response.statusCode === 403 && (call.message === undefined || response.json().message === call.message);
      if (!refusedAsDeclared) {
        const field = call.field ? ` ${call.field.name}=${call.field.value}` : '';
        answered.push(
          `${call.operation.method} ${call.operation.path}${field} without ${call.without}: ${response.statusCode} ${response.body.slice(0, 120)}`,
        );
      }
    }
    expect(answered).toEqual([]);
    const after = await tenantFingerprints(test.database.db, tables, [companyId]);
    expect(changedTables(before, after, { [companyId]: 'the company' })).toEqual([]);
  });

  it('lets the same member in once their role holds the permission the field names', async () => {
    const headers = await memberWithout(['accounting.approve'] satisfies Permission[]);
    const invoice = await test.app.inject({
      method: 'PATCH',
      url: `/api/merchant/approve/${randomUUID()}?state=invoice&action=approve`,
      headers,
    });
    expect(invoice.statusCode).toBe(404);
    const batch = await test.app.inject({
      method: 'POST',
      url: '/api/products/batch',
      headers: await memberWithout(['sales.delete']),
      payload: { action: 'archive', data: { ids: [randomUUID()] } },
    });
    expect(batch.statusCode).not.toBe(403);
  });
});
