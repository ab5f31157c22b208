import type { Permission } from '@owo/core';
import { memberships, roles, sessions, users } from '@owo/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hashToken } from '../modules/auth/auth.tokens.ts';
import { Forbidden, Invalid, NotFound, Unauthorized } from './errors.ts';
import './instance.ts';

/**
 * Who may call a route. Every route says it in `config.access`:
 * - 'public': anyone;
 * - 'user': a signed-in user;
 * - a permission such as 'company.manage': a member of the company in `x-company-id` whose
 *   role grants that permission. Membership is checked on every request.
 */
export type Access = 'public' | 'user' | { permission: Permission };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    session: { id: string; userId: string } | null;
    company: { id: string; membershipId: string; roleId: string; branchId: string } | null;
  }
}

/** What a service needs to know about the caller. */
export interface RequestContext {
  userId: string;
  companyId: string;
  requestId: string;
}

export function userIdOf(request: FastifyRequest): string {
  if (!request.session) throw new Unauthorized();
  return request.session.userId;
}

export function contextOf(request: FastifyRequest): RequestContext {
  if (!request.session || !request.company) throw new Unauthorized();
  return { userId: request.session.userId, companyId: request.company.id, requestId: request.id };
}

const companyIdHeader = z.uuid();

export function registerAccessControl(app: FastifyInstance): void {
  app.decorateRequest('session', null);
  app.decorateRequest('company', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    const route = request.routeOptions.url;
    // The API reference pages are registered by a plugin and are public like the document they show.
    if (route === undefined || !route.startsWith('/api/') || route.startsWith('/api/docs') || access === 'public')
      return;
    request.session = await authenticate(app, request);
    if (access === undefined || access === 'user') return;
    request.company = await authorize(app, request, request.session.userId, access.permission);
  });
}

async function authenticate(app: FastifyInstance, request: FastifyRequest) {
  const header = request.headers.authorization ?? '';
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!token) throw new Unauthorized('You are not signed in');
  const [session] = await app.db
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(
      and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
    )
    .limit(1);
  if (!session) throw new Unauthorized('Your session has expired');
  return session;
}

async function authorize(app: FastifyInstance, request: FastifyRequest, userId: string, permission: string) {
  const raw = request.headers['x-company-id'];
  if (raw === undefined || raw === '') throw new Invalid('x-company-id header is required');
  const parsed = companyIdHeader.safeParse(raw);
  if (!parsed.success) throw new Invalid('x-company-id is not valid.');
  const [membership] = await app.db
    .select({
      id: memberships.id,
      roleId: memberships.roleId,
      branchId: memberships.branchId,
      allPermissions: roles.allPermissions,
      permissions: roles.permissions,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, and(eq(roles.companyId, memberships.companyId), eq(roles.id, memberships.roleId)))
    .where(and(eq(memberships.companyId, parsed.data), eq(memberships.userId, userId)))
    .limit(1);
  // Not a member: the company may as well not exist.
  if (!membership) throw new NotFound('Company');
  if (!membership.allPermissions && !membership.permissions.includes(permission)) throw new Forbidden();
  return { id: parsed.data, membershipId: membership.id, roleId: membership.roleId, branchId: membership.branchId };
}
