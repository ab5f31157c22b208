import { hash } from '@node-rs/argon2';
import {
  type Permission,
  permissionAreas,
  permissionCatalog,
  roleCreateSchema,
  roleUpdateSchema,
  userCreateSchema,
  userUpdateSchema,
} from '@owo/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageOnlySchema, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery } from '../../http/query.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { createRole, deleteRole, getRole, listRoles, roleMemberCount, updateRole } from './roles.service.ts';
import { createUser, deleteUser, getUser, listUsers, resendInvitation, updateUser } from './users.service.ts';

/*
 * Team and access (Settings > User management, Roles and permissions): users, roles, the
 * permission catalogue, and accepting an invitation. Members are named by their user id.
 */

const view = { access: { permission: 'users.view' as const } };
const create = { access: { permission: 'users.create' as const } };
const edit = { access: { permission: 'users.edit' as const } };
const remove = { access: { permission: 'users.delete' as const } };
const idParams = z.object({ id: z.string() });

const roleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  /** ['*'] for the Owner role, which holds every permission, including ones added later. */
  permissions: z.array(z.string()),
  allPermissions: z.boolean(),
  editable: z.boolean(),
  ownBranchOnly: z.boolean(),
  company: z.string(),
  userCount: z.number(),
  createdAt: z.string(),
});

const memberSchema = z.object({
  _id: z.string(),
  membershipId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.object({ _id: z.string(), name: z.string(), owner: z.boolean() }),
  branch: z.object({ _id: z.string(), name: z.string() }),
  status: z.enum(['invited', 'active']),
  lastSignInAt: z.string().nullable(),
  company: z.string(),
  createdAt: z.string(),
});

const permissionAreaSchema = z.object({
  area: z.string(),
  label: z.string(),
  covers: z.string(),
  permissions: z.array(z.object({ value: z.string(), action: z.string(), label: z.string() })),
});

/** The catalogue by area, as the role form shows it: a group of checkboxes per area. */
const permissionGroups = Object.entries(permissionAreas).map(([area, { label, covers, actions }]) => ({
  area,
  label,
  covers,
  permissions: actions.map((action) => {
    const value = `${area}.${action}` as Permission;
    return { value, action, label: permissionCatalog[value] };
  }),
}));

export async function teamRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { appUrl: app.config.APP_URL };
  const readRole = (request: FastifyRequest, id: string) =>
    companyRead(request, (tx, context) => getRole(tx, context, id));
  const readUser = (request: FastifyRequest, id: string) =>
    companyRead(request, (tx, context) => getUser(tx, context, id));
  const roleId = (raw: string) => idParam(raw, 'Role').toLowerCase();
  const userId = (raw: string) => idParam(raw, 'User').toLowerCase();

  // ---------- Permissions and roles ----------

  api.get('/permissions/values', {
    config: { access: 'member' },
    schema: {
      tags: ['Roles'],
      summary: 'Every permission a role can hold, grouped by area',
      response: { 200: envelope(z.array(permissionAreaSchema)) },
    },
    handler: async () => ({ message: 'Permissions', data: permissionGroups }),
  });

  api.get('/roles', {
    config: view,
    schema: {
      tags: ['Roles'],
      summary: "The company's roles with how many users hold each, the Owner first",
      querystring: listQuerystring({}),
      response: { 200: pagedEnvelope(roleSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>, 100);
      const { roles, total } = await companyRead(request, (tx, context) => listRoles(tx, context, query));
      return { message: 'Roles', data: roles, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.post('/roles', {
    config: create,
    schema: {
      tags: ['Roles'],
      summary: 'Create a role',
      description:
        'permissions: names from GET /permissions/values (400 naming any that do not exist). ' +
        'ownBranchOnly: its users see and change only their own branch. editable and company, if sent, are ignored.',
      body: roleCreateSchema,
      response: { 201: envelope(roleSchema) },
    },
    handler: async (request, reply) => {
      const { id } = await companyWrite(request, (tx, context) => createRole(tx, context, request.body));
      return reply.code(201).send({ message: 'Role created', data: await readRole(request, id) });
    },
  });

  api.get('/roles/count/:id', {
    config: view,
    schema: {
      tags: ['Roles'],
      summary: 'How many users hold the role',
      params: idParams,
      response: { 200: envelope(z.object({ count: z.number() })) },
    },
    handler: async (request) => {
      const id = roleId(request.params.id);
      return {
        message: 'Users with the role',
        data: await companyRead(request, (tx, context) => roleMemberCount(tx, context, id)),
      };
    },
  });

  api.get('/roles/:id', {
    config: view,
    schema: { tags: ['Roles'], summary: 'One role', params: idParams, response: { 200: envelope(roleSchema) } },
    handler: async (request) => ({ message: 'Role', data: await readRole(request, roleId(request.params.id)) }),
  });

  api.patch('/roles/:id', {
    config: edit,
    schema: {
      tags: ['Roles'],
      summary: 'Change a role (only the fields sent; the role screen sends the permissions)',
      description: 'The Owner role cannot be changed (409).',
      params: idParams,
      body: roleUpdateSchema,
      response: { 200: envelope(roleSchema) },
    },
    handler: async (request) => {
      const id = roleId(request.params.id);
      await companyWrite(request, (tx, context) => updateRole(tx, context, { roleId: id, change: request.body }));
      return { message: 'Role updated', data: await readRole(request, id) };
    },
  });

  api.delete('/roles/:id', {
    config: remove,
    schema: {
      tags: ['Roles'],
      summary: 'Delete a role',
      description: 'Refused (409) for the Owner role and for a role some users still hold.',
      params: idParams,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const id = roleId(request.params.id);
      await companyWrite(request, (tx, context) => deleteRole(tx, context, { roleId: id }));
      return { message: 'Role deleted' };
    },
  });

  // ---------- Users ----------

  api.get('/users', {
    config: view,
    schema: {
      tags: ['Users'],
      summary: 'The users of the company, by name',
      description: 'limit (default 15), page; where[name] finds names or emails containing it.',
      querystring: listQuerystring({ 'where[name]': 'text' }),
      response: { 200: pagedEnvelope(memberSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>, 15);
      const { users, total } = await companyRead(request, (tx, context) => listUsers(tx, context, query));
      return { message: 'Users', data: users, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.post('/users', {
    config: create,
    schema: {
      tags: ['Users'],
      summary: 'Add a user to the company',
      description:
        'An email new to Owo gets an account and an emailed link to set a password (valid 7 days), ' +
        'unless password is sent, which sets a first password instead. Someone who already has an ' +
        'account keeps their name and password and is emailed that they were added. 409 if already a user here.',
      body: userCreateSchema,
      response: { 201: envelope(memberSchema) },
    },
    handler: async (request, reply) => {
      const passwordHash = request.body.password ? await hash(request.body.password) : undefined;
      const { id } = await companyWrite(request, (tx, context) =>
        createUser(tx, context, deps, { ...request.body, passwordHash }),
      );
      return reply.code(201).send({ message: 'User added', data: await readUser(request, id) });
    },
  });

  api.get('/users/:id', {
    config: view,
    schema: {
      tags: ['Users'],
      summary: 'One user of the company',
      params: idParams,
      response: { 200: envelope(memberSchema) },
    },
    handler: async (request) => ({ message: 'User', data: await readUser(request, userId(request.params.id)) }),
  });

  api.patch('/users/:id', {
    config: edit,
    schema: {
      tags: ['Users'],
      summary: "Change a user's role or branch in this company",
      description: 'The last user with the Owner role cannot be given another role (409).',
      params: idParams,
      body: userUpdateSchema,
      response: { 200: envelope(memberSchema) },
    },
    handler: async (request) => {
      const id = userId(request.params.id);
      await companyWrite(request, (tx, context) => updateUser(tx, context, { userId: id, change: request.body }));
      return { message: 'User updated', data: await readUser(request, id) };
    },
  });

  api.delete('/users/:id', {
    config: remove,
    schema: {
      tags: ['Users'],
      summary: 'Remove a user from the company (their Owo account stays)',
      description: 'The last user with the Owner role cannot be removed (409).',
      params: idParams,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const id = userId(request.params.id);
      await companyWrite(request, (tx, context) => deleteUser(tx, context, { userId: id }));
      return { message: 'User removed from the company' };
    },
  });

  api.post('/users/:id/invitation', {
    config: create,
    schema: {
      tags: ['Users'],
      summary: 'Email a new invitation link to a user who has not set a password yet',
      params: idParams,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const id = userId(request.params.id);
      await companyWrite(request, (tx, context) => resendInvitation(tx, context, deps, id));
      return { message: 'Invitation sent' };
    },
  });
}
