import { branchBodySchema, branchUpdateSchema } from '@owo/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageOnlySchema, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery } from '../../http/query.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { branchUses, createBranch, deleteBranch, getBranch, listBranches, updateBranch } from './branches.service.ts';

/**
 * Any member may read the branches: every form with a branch field lists them. A member whose
 * role is limited to their branch sees only theirs, and cannot add branches (a company's
 * branches are the whole company's business).
 */

const branchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  address: z.string(),
  website: z.string().nullable(),
  company: z.string(),
  /** Members whose branch it is. */
  users: z.number(),
});

const usesSchema = z.object({
  /** Members and records that belong to the branch: while above 0, it cannot be deleted. */
  count: z.number(),
  users: z.number(),
  uses: z.array(z.object({ kind: z.string(), label: z.string(), count: z.number() })),
});

export async function branchRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'member' as const };
  const tags = ['Branches'];
  const params = z.object({ id: z.string() });

  api.get('/branches', {
    config,
    schema: {
      tags,
      summary: "The company's branches, by name",
      description:
        'limit (default 1000), page; where[name] finds names containing it. A member whose role is limited to ' +
        'their branch gets only theirs.',
      querystring: listQuerystring({ 'where[name]': 'text' }),
      response: { 200: pagedEnvelope(branchSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>, 1000);
      const { branches, total } = await companyRead(request, (tx, context) => listBranches(tx, context, { query }));
      return { message: 'Branches', data: branches, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.post('/branches', {
    config: { access: { permission: 'settings.create' }, wholeCompany: true },
    schema: {
      tags,
      summary: 'Add a branch',
      description: 'name and address required, website optional. A name already used answers 409.',
      body: branchBodySchema,
      response: { 201: envelope(branchSchema) },
    },
    handler: async (request, reply) => {
      const data = await companyWrite(request, (tx, context) => createBranch(tx, context, request.body));
      return reply.code(201).send({ message: 'Branch created', data });
    },
  });

  api.get('/branches/count/:id', {
    config,
    schema: {
      tags,
      summary: 'What belongs to a branch: its users and records',
      description:
        'data.count: members and records (journals, ledger entries, documents) of the branch; a branch is ' +
        'deleted only at 0. data.uses says what they are, in words.',
      params,
      response: { 200: envelope(usesSchema) },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Branch');
      const data = await companyRead(request, (tx, context) => branchUses(tx, context, { id }));
      return { message: 'Branch count', data };
    },
  });

  api.get('/branches/:id', {
    config,
    schema: { tags, summary: 'One branch', params, response: { 200: envelope(branchSchema) } },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Branch');
      return { message: 'Branch', data: await companyRead(request, (tx, context) => getBranch(tx, context, { id })) };
    },
  });

  api.patch('/branches/:id', {
    config: { access: { permission: 'settings.edit' } },
    schema: {
      tags,
      summary: 'Change a branch (only the fields sent)',
      description: 'name, address, website (null or empty clears it). A name already used answers 409.',
      params,
      body: branchUpdateSchema,
      response: { 200: envelope(branchSchema) },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Branch');
      const data = await companyWrite(request, (tx, context) =>
        updateBranch(tx, context, { id, change: request.body }),
      );
      return { message: 'Branch updated', data };
    },
  });

  api.delete('/branches/:id', {
    config: { access: { permission: 'settings.delete' } },
    schema: {
      tags,
      summary: 'Delete a branch',
      description:
        'Refused with 409, saying why, while users or records belong to it (see GET /branches/count/{id}), and ' +
        "for the company's last branch.",
      params,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Branch');
      await companyWrite(request, (tx, context) => deleteBranch(tx, context, { id }));
      return { message: 'Branch deleted' };
    },
  });
}
