import { departmentBodySchema, departmentUpdateSchema, departmentViewSchema } from '@owo/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageOnlySchema, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery } from '../../http/query.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import {
  createDepartment,
  deleteDepartment,
  getDepartment,
  listDepartments,
  updateDepartment,
} from './departments.service.ts';

/**
 * Departments (spec section 7): /employees/department. They are the whole company's, like its
 * branches: a member limited to a branch may read them (the employee form lists them) but not
 * add, rename or delete them.
 */
export async function departmentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['People'];
  const params = z.object({ id: z.string() });

  api.get('/employees/department', {
    config: { access: { permission: 'hrm.view' } },
    schema: {
      tags,
      summary: "The company's departments, by name",
      description: 'limit (default 10), page; where[name] finds names containing it.',
      querystring: listQuerystring({ 'where[name]': 'text' }),
      response: { 200: pagedEnvelope(departmentViewSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>);
      const { departments, total } = await companyRead(request, (tx, context) =>
        listDepartments(tx, context, { query }),
      );
      return { message: 'Departments', data: departments, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.post('/employees/department', {
    config: { access: { permission: 'hrm.create' }, wholeCompany: true },
    schema: {
      tags,
      summary: 'Add a department',
      description: 'name and description required. A name already used (in any capitals) answers 409.',
      body: departmentBodySchema,
      response: { 201: envelope(departmentViewSchema) },
    },
    handler: async (request, reply) => {
      const data = await companyWrite(request, (tx, context) => createDepartment(tx, context, request.body));
      return reply.code(201).send({ message: 'Department created', data });
    },
  });

  api.get('/employees/department/:id', {
    config: { access: { permission: 'hrm.view' } },
    schema: { tags, summary: 'One department', params, response: { 200: envelope(departmentViewSchema) } },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Department');
      const data = await companyRead(request, (tx, context) => getDepartment(tx, context, { id }));
      return { message: 'Department', data };
    },
  });

  api.patch('/employees/department/:id', {
    config: { access: { permission: 'hrm.edit' }, wholeCompany: true },
    schema: {
      tags,
      summary: 'Change a department (only the fields sent)',
      description: 'name, description. A name already used answers 409.',
      params,
      body: departmentUpdateSchema,
      response: { 200: envelope(departmentViewSchema) },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Department');
      const data = await companyWrite(request, (tx, context) =>
        updateDepartment(tx, context, { id, change: request.body }),
      );
      return { message: 'Department updated', data };
    },
  });

  api.delete('/employees/department/:id', {
    config: { access: { permission: 'hrm.delete' }, wholeCompany: true },
    schema: {
      tags,
      summary: 'Delete a department',
      description: 'Refused with 409, saying why, while an employee is in it.',
      params,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Department');
      await companyWrite(request, (tx, context) => deleteDepartment(tx, context, { id }));
      return { message: 'Department deleted' };
    },
  });
}
