import { isPermission, type Permission } from '@owo/core';
import { companies, memberships, roles, sessions, users } from '@owo/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { may, type Permissions, type RequestContext } from '../context.ts';
import { Forbidden, Invalid, NotFound, Unauthorized } from '../errors.ts';
import { hashToken } from '../modules/auth/auth.tokens.ts';
import { touchSession } from '../modules/auth/sessions.ts';
import './instance.ts';

/**
 * Who may call a route. Every route says it in `config.access`, or the app refuses to start:
 * - 'public': anyone;
 * - 'user': a signed-in user;
 * - 'member': any member of the company in `x-company-id`, whatever the role (lists that many
 *   forms need, such as branches);
 * - a permission such as 'settings.edit': a member of the company in `x-company-id` whose
 *   role grants that permission (or, given a list, any one of them). Membership is checked on
 *   every request;
 * - a permission chosen by a field of the request (the approve switch's `state`, a batch's
 *   `action`): the member needs the permission the field's value names. One of them lets the
 *   request in; the field's own is checked before the body or query is validated, so a member
 *   without it learns nothing more than 403.
 * Each route's access is published in the OpenAPI document as `x-access` (describeAccess), and a
 * test calls every route as a member holding every permission but the route's.
 */
export type Access =
  | 'public'
  | 'user'
  | 'member'
  | { permission: Permission | readonly Permission[] }
  | { permissionBy: PermissionBy };

export interface PermissionBy {
  in: 'query' | 'body';
  field: string;
  permissions: Readonly<Record<string, Permission>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The route reads or changes what belongs to the whole company and cannot be narrowed to a
     * branch (a bank account's register, a reconciliation): a member whose role is limited to
     * their own branch is refused it (403). Routes that can be narrowed use branch-scope.ts.
     */
    wholeCompany?: true;
    /**
     * The route answers a file of the company's data (exports/send.ts refuses to send one from a
     * route without it): besides the route's own permission, the member needs reports.export.
     */
    export?: true;
  }
  interface FastifyRequest {
    session: { id: string; userId: string } | null;
    company: {
      id: string;
      membershipId: string;
      roleId: string;
      branchId: string;
      /** The member's branch when their role is limited to it (roles.ownBranchOnly), else null. */
      branchScope: string | null;
      permissions: Permissions;
    } | null;
  }
}

export const exportRefusal =
  'Your role does not allow exporting. Ask an owner to give your role the Reports permission to export.';

export const wholeCompanyRefusal =
  "Your role shows only your own branch's records; this belongs to the whole company, so ask an owner or accountant";

export function userIdOf(request: FastifyRequest): string {
  if (!request.session) throw new Unauthorized();
  return request.session.userId;
}

export function contextOf(request: FastifyRequest): RequestContext {
  if (!request.session || !request.company) throw new Unauthorized();
  return {
    userId: request.session.userId,
    companyId: request.company.id,
    branchId: request.company.branchId,
    branchScope: request.company.branchScope,
    requestId: request.id,
    clientRequestId: clientRequestIdOf(request),
    permissions: request.company.permissions,
    filedPeriods: request.headers['owo-confirm'] === 'filed-period' ? 'post' : 'ask',
  };
}

/** The X-Request-Id a client sent, kept beside the server's own id (never used as it). */
export function clientRequestIdOf(request: FastifyRequest): string | null {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && sent !== '' ? sent.slice(0, 200) : null;
}

/** Routes registered by plugins that cannot take our config: the API reference pages, as public as /api/openapi.json. */
const isApiReference = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

const companyIdHeader = z.uuid();

export function registerAccessControl(app: FastifyInstance): void {
  app.decorateRequest('session', null);
  app.decorateRequest('company', null);
  // A route that does not say who may call it is a mistake to catch before anyone can call it.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || isApiReference(route.url)) return;
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (access === undefined) {
      throw new Error(`${[route.method].flat().join(',')} ${route.url} does not declare its access (config.access)`);
    }
    if ((route.config as { export?: true } | undefined)?.export && typeof access === 'string' && access !== 'member') {
      throw new Error(`${route.url} exports the company's data, so it must be a company route`);
    }
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    const route = request.routeOptions.url;
    if (route === undefined || !route.startsWith('/api/') || isApiReference(route) || access === 'public') return;
    const tokenHash = hashToken(bearerToken(request));
    if (access === undefined || access === 'user') {
      request.session = await authenticate(app, tokenHash);
      return;
    }
    const companyId = companyIdOf(request);
    const allowed = access === 'member' ? null : permissionsOf(access);
    const { session, company } = await authorize(app, tokenHash, companyId, allowed);
    request.session = session;
    request.company = company;
    if (company.branchScope !== null && request.routeOptions.config.wholeCompany)
      throw new Forbidden(wholeCompanyRefusal);
    if (request.routeOptions.config.export && !may(company, 'reports.export')) throw new Forbidden(exportRefusal);
  });
  // Before validation: a member without the field's permission is refused whatever else they sent.
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (typeof access !== 'object' || !('permissionBy' in access) || !request.company) return;
    const { in: source, field, permissions } = access.permissionBy;
    const sent = (source === 'query' ? request.query : request.body) as Record<string, unknown> | null | undefined;
    const value = sent?.[field];
    const needed = typeof value === 'string' && Object.hasOwn(permissions, value) ? permissions[value] : undefined;
    // An unknown value is the validation's to refuse, in words.
    if (needed && !may(request.company, needed)) throw new Forbidden();
  });
}

/** Every permission that lets a request in (any one of them). */
export function permissionsOf(access: Exclude<Access, string>): Permission[] {
  if ('permission' in access) return [access.permission].flat();
  return [...new Set(Object.values(access.permissionBy.permissions))];
}

/** A route's access as the OpenAPI document publishes it (`x-access`). */
export function describeAccess(config: { access?: Access; export?: true; wholeCompany?: true } | undefined) {
  const access = config?.access;
  if (access === undefined || typeof access === 'string') return { kind: access ?? 'public' };
  return {
    kind: 'permission',
    ...('permission' in access ? { anyOf: permissionsOf(access) } : { by: access.permissionBy }),
    ...(config?.export ? { export: 'reports.export' } : {}),
    ...(config?.wholeCompany ? { wholeCompany: true } : {}),
  };
}

function bearerToken(request: FastifyRequest): string {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw new Unauthorized('You are not signed in');
  return token;
}

function companyIdOf(request: FastifyRequest): string {
  const raw = request.headers['x-company-id'];
  if (raw === undefined || raw === '') throw new Invalid('x-company-id header is required');
  const parsed = companyIdHeader.safeParse(raw);
  if (!parsed.success) throw new Invalid('x-company-id is not valid.');
  return parsed.data;
}

const liveSession = (tokenHash: string) =>
  and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));

async function authenticate(app: FastifyInstance, tokenHash: string) {
  const [session] = await app.db
    .select({ id: sessions.id, userId: sessions.userId, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(liveSession(tokenHash))
    .limit(1);
  if (!session) throw new Unauthorized('Your session has expired');
  await touchSession(app.db, session.id, session.lastUsedAt);
  return { id: session.id, userId: session.userId };
}

/** The session and its membership of the company, in one query: every company call makes it. */
async function authorize(
  app: FastifyInstance,
  tokenHash: string,
  companyId: string,
  allowed: readonly Permission[] | null,
) {
  const [row] = await app.db
    .select({
      session: { id: sessions.id, userId: sessions.userId },
      membershipId: memberships.id,
      roleId: memberships.roleId,
      branchId: memberships.branchId,
      allPermissions: roles.allPermissions,
      permissions: roles.permissions,
      ownBranchOnly: roles.ownBranchOnly,
      lastUsedAt: sessions.lastUsedAt,
      companyName: companies.name,
      requireTwoFactor: companies.requireTwoFactor,
      twoFactorOn: users.totpEnabledAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(memberships, and(eq(memberships.companyId, companyId), eq(memberships.userId, sessions.userId)))
    .leftJoin(companies, eq(companies.id, memberships.companyId))
    .leftJoin(roles, and(eq(roles.companyId, memberships.companyId), eq(roles.id, memberships.roleId)))
    .where(liveSession(tokenHash))
    .limit(1);
  if (!row) throw new Unauthorized('Your session has expired');
  // Not a member: the company may as well not exist.
  const { membershipId, roleId, branchId, permissions } = row;
  if (membershipId === null || roleId === null || branchId === null || permissions === null) {
    throw new NotFound('Company');
  }
  await touchSession(app.db, row.session.id, row.lastUsedAt);
  // The company asks every member for two-factor sign-in (modules/auth/security.routes.ts); the
  // web app sends whoever gets this code to Settings › Security, whose calls are not company calls.
  if (row.requireTwoFactor && row.twoFactorOn === null) {
    throw new Forbidden(
      `${row.companyName} requires two-factor sign-in. Turn it on in Settings › Security to continue.`,
      'TWO_FACTOR_REQUIRED',
    );
  }
  const granted: Permissions = row.allPermissions
    ? { all: true }
    : { all: false, granted: permissions.filter(isPermission) };
  if (allowed !== null && !allowed.some((one) => may({ permissions: granted }, one))) throw new Forbidden();
  const branchScope = row.ownBranchOnly ? branchId : null;
  return {
    session: row.session,
    company: { id: companyId, membershipId, roleId, branchId, branchScope, permissions: granted },
  };
}
