import {
  employeeCreateSchema,
  employeePatchSchema,
  employeeUpdateSchema,
  employeeViewSchema,
  employmentCreateSchema,
  employmentUpdateSchema,
  employmentViewSchema,
  staffNamePermissions,
  staffNameSchema,
} from '@owo/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery, whereFilters } from '../../http/query.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import {
  createEmployee,
  deleteEmployee,
  getEmployee,
  listEmployees,
  staffNames,
  updateEmployee,
} from './employees.service.ts';
import { createEmployment, employmentHistory, getEmployment, updateEmployment } from './employments.service.ts';

/**
 * Employees (spec section 7) and their employments (issue 28). A member whose role is limited to
 * their branch sees and changes only their branch's employees and those employees' employments.
 */
export async function employeeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['People'];
  const params = z.object({ id: z.string() });
  const view = { access: { permission: 'hrm.view' as const } };

  api.get('/employees', {
    config: view,
    schema: {
      tags,
      summary: 'Employees, by display name',
      description:
        'limit (default 10), page; where[firstName] finds employees whose first, last or display name contains ' +
        'it; where[department], where[branch] (ids) and where[status] (active or left) narrow the list.',
      querystring: listQuerystring(whereFilters({ firstName: 'text', department: 'id', branch: 'id', status: 'text' })),
      response: { 200: pagedEnvelope(employeeViewSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>);
      const { employees, total } = await companyRead(request, (tx, context) => listEmployees(tx, context, { query }));
      return { message: 'Employees', data: employees, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.get('/employees/names', {
    config: { access: { permission: [...staffNamePermissions] } },
    schema: {
      tags,
      summary: 'Staff names, for the salesperson and bill employee pickers',
      description:
        'search: the active staff whose first, last or display name contains it (the first 20, by name); ' +
        'id: that one employee whatever their status (404 if none of yours). Names only: no personal details, so whoever may write ' +
        'a sale or a bill may read them.',
      querystring: z.object({ search: z.string().max(200).optional(), id: z.string().optional() }),
      response: { 200: envelope(z.array(staffNameSchema)) },
    },
    handler: async (request) => {
      const { search, id } = request.query;
      const lookup = id === undefined ? { search } : { id: idParam(id, 'Employee') };
      return { message: 'Staff', data: await companyRead(request, (tx, context) => staffNames(tx, context, lookup)) };
    },
  });

  api.post('/employees', {
    config: { access: { permission: 'hrm.create' } },
    schema: {
      tags,
      summary: 'Add an employee',
      description:
        'firstName, lastName, displayName, gender (male or female), phoneNumber (at least 7 characters) and ' +
        'dateOfBirth required; email, address, stateOfResidence (a Nigerian state by id, name or code), tin, ' +
        'staffNumber (unique: 409 if taken), department, branch (default: yours) and status optional.',
      body: employeeCreateSchema,
      response: { 201: envelope(employeeViewSchema) },
    },
    handler: async (request, reply) => {
      const data = await companyWrite(request, (tx, context) => createEmployee(tx, context, request.body));
      return reply.code(201).send({ message: 'Employee created', data });
    },
  });

  api.patch('/employees', {
    config: { access: { permission: 'hrm.edit' } },
    schema: {
      tags,
      summary: 'Change an employee named by _id in the body (only the fields sent)',
      body: employeePatchSchema,
      response: { 200: envelope(employeeViewSchema) },
    },
    handler: async (request) => {
      const { _id: id, ...change } = request.body;
      const data = await companyWrite(request, (tx, context) => updateEmployee(tx, context, { id, change }));
      return { message: 'Employee updated', data };
    },
  });

  api.post('/employees/employment', {
    config: { access: { permission: 'hrm.create' } },
    schema: {
      tags,
      summary: "Add an employment: a job, or a change of an employee's pay from its start date",
      description:
        'employee, jobTitle, startDate and basic required. Monthly pay in naira: basic, housing, transport, ' +
        'otherAllowances [{name, amount, pensionable, taxable}]; annualRent; nhf and nhia (booleans); pension ' +
        '{pfa, rsaPin, employeeRate (default 8), employerRate (default 10)} in percent; salaryAccount {bankName, ' +
        'accountNo} checked against the bank (NUBAN). One employment per start date (409).',
      body: employmentCreateSchema,
      response: { 201: envelope(employmentViewSchema) },
    },
    handler: async (request, reply) => {
      const data = await companyWrite(request, (tx, context) => createEmployment(tx, context, request.body));
      return reply.code(201).send({ message: 'Employment created', data });
    },
  });

  api.get('/employees/employment/:id', {
    config: view,
    schema: { tags, summary: 'One employment', params, response: { 200: envelope(employmentViewSchema) } },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Employment');
      const data = await companyRead(request, (tx, context) => getEmployment(tx, context, { id }));
      return { message: 'Employment', data };
    },
  });

  api.patch('/employees/employment/:id', {
    config: { access: { permission: 'hrm.edit' } },
    schema: {
      tags,
      summary: 'Correct an employment (only the fields sent)',
      description: 'A change of pay from a date is a new employment (POST /employees/employment), not an edit.',
      params,
      body: employmentUpdateSchema,
      response: { 200: envelope(employmentViewSchema) },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Employment');
      const data = await companyWrite(request, (tx, context) =>
        updateEmployment(tx, context, { id, change: request.body }),
      );
      return { message: 'Employment updated', data };
    },
  });

  api.get('/employees/:id/employment', {
    config: view,
    schema: {
      tags,
      summary: "An employee's employments, newest first",
      params,
      response: { 200: envelope(z.array(employmentViewSchema)) },
    },
    handler: async (request) => {
      const employee = idParam(request.params.id, 'Employee');
      const data = await companyRead(request, (tx, context) => employmentHistory(tx, context, { employee }));
      return { message: 'Employment history', data };
    },
  });

  api.get('/employees/:id', {
    config: view,
    schema: { tags, summary: 'One employee', params, response: { 200: envelope(employeeViewSchema) } },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Employee');
      return {
        message: 'Employee',
        data: await companyRead(request, (tx, context) => getEmployee(tx, context, { id })),
      };
    },
  });

  api.patch('/employees/:id', {
    config: { access: { permission: 'hrm.edit' } },
    schema: {
      tags,
      summary: 'Change an employee (only the fields sent)',
      params,
      body: employeeUpdateSchema,
      response: { 200: envelope(employeeViewSchema) },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Employee');
      const data = await companyWrite(request, (tx, context) =>
        updateEmployee(tx, context, { id, change: request.body }),
      );
      return { message: 'Employee updated', data };
    },
  });

  api.delete('/employees/:id', {
    config: { access: { permission: 'hrm.delete' } },
    schema: {
      tags,
      summary: 'Delete an employee, or mark one with employment records as left',
      description:
        'An employee with employment records is kept (payroll and tax returns need them) and marked as left: ' +
        'data is then the employee; data is null when the employee was deleted.',
      params,
      response: { 200: envelope(employeeViewSchema.nullable()) },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Employee');
      const { kept, message } = await companyWrite(request, (tx, context) => deleteEmployee(tx, context, { id }));
      return { message, data: kept };
    },
  });
}
