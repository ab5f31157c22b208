import {
  payrollCreateSchema,
  payrollListItemSchema,
  payrollPaySchema,
  payrollRunViewSchema,
  payrollUpdateSchema,
  payslipListItemSchema,
} from '@owo/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageOnlySchema, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery, whereFilters } from '../../http/query.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { createPayroll, deletePayroll, payPayroll, updatePayroll } from './payroll.service.ts';
import { employeePayslips, getPayroll, listPayrolls } from './payroll.view.ts';

/**
 * Payroll runs (issue 28): POST/GET /payroll, GET/PATCH/DELETE /payroll/{id}, POST /payroll/{id}/pay;
 * approval is the shared PATCH /merchant/approve/{id}?state=payroll (payroll.approval.ts). A member
 * limited to a branch sees and runs only their branch's payroll.
 */

const tags = ['Payroll'];
const params = z.object({ id: z.string() });

export function readPayroll(request: FastifyRequest, id: string) {
  return companyRead(request, (tx, context) => getPayroll(tx, context, { id }));
}

export async function payrollRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/payroll', {
    config: { access: { permission: 'payroll.view' } },
    schema: {
      tags,
      summary: 'Payroll runs, newest month first',
      description: 'limit (default 10), page; where[status], where[period] (YYYY-MM) and where[year] narrow the list.',
      querystring: listQuerystring(whereFilters({ status: 'text', period: 'text', year: 'text' })),
      response: { 200: pagedEnvelope(payrollListItemSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>);
      const { runs, total } = await companyRead(request, (tx, context) => listPayrolls(tx, context, { query }));
      return { message: 'Payroll runs', data: runs, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.post('/payroll', {
    config: { access: { permission: 'payroll.create' } },
    schema: {
      tags,
      summary: "Run a month's payroll",
      description:
        'period (YYYY-MM) required; branch (default: the whole company, or your branch), bank (the account net ' +
        'pay is paid from; needed to approve), prorationBasis (calendarDays or workingDays), lines [{employee, ' +
        'oneOffs [{kind, name, amount, pensionable}], deductions [{kind, name, amount}]}] for the month’s extras, ' +
        'submit (send for approval at once). Every employee employed in the month is paid; 409 if one of them ' +
        'is already on another payroll of the month.',
      body: payrollCreateSchema,
      response: { 201: envelope(payrollRunViewSchema) },
    },
    handler: async (request, reply) => {
      const { id } = await companyWrite(request, (tx, context) => createPayroll(tx, context, request.body));
      return reply.code(201).send({ message: 'Payroll created successfully', data: await readPayroll(request, id) });
    },
  });

  api.get('/employees/:id/payslips', {
    config: { access: { permission: 'payroll.view' } },
    schema: {
      tags,
      summary: "An employee's payslips: their pay on approved and paid payroll runs, newest month first",
      params,
      response: { 200: envelope(z.array(payslipListItemSchema)) },
    },
    handler: async (request) => {
      const employee = idParam(request.params.id, 'Employee');
      const data = await companyRead(request, (tx, context) => employeePayslips(tx, context, { employee }));
      return { message: 'Payslips', data };
    },
  });

  api.get('/payroll/:id', {
    config: { access: { permission: 'payroll.view' } },
    schema: {
      tags,
      summary: 'One payroll run with its lines',
      params,
      response: { 200: envelope(payrollRunViewSchema) },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Payroll');
      return { message: 'Payroll', data: await readPayroll(request, id) };
    },
  });

  api.patch('/payroll/:id', {
    config: { access: { permission: 'payroll.edit' } },
    schema: {
      tags,
      summary: 'Change a draft payroll or one awaiting approval; it is worked out again',
      description: 'bank, prorationBasis, lines (replace the extras), status (draft or awaiting-approval).',
      params,
      body: payrollUpdateSchema,
      response: { 200: envelope(payrollRunViewSchema) },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Payroll');
      await companyWrite(request, (tx, context) => updatePayroll(tx, context, { id, change: request.body }));
      const message = request.body.status === 'awaiting-approval' ? 'Payroll sent for approval' : 'Payroll updated';
      return { message, data: await readPayroll(request, id) };
    },
  });

  api.post('/payroll/:id/pay', {
    config: { access: { permission: 'payroll.approve' } },
    schema: {
      tags,
      summary: "Record an approved payroll's net pay as paid from its bank account",
      description: 'date (default today), bank (default the run’s). Posts Dr salaries payable, Cr bank.',
      params,
      body: payrollPaySchema,
      response: { 200: envelope(payrollRunViewSchema) },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Payroll');
      await companyWrite(request, (tx, context) => payPayroll(tx, context, { id, input: request.body }));
      return { message: 'Salaries paid', data: await readPayroll(request, id) };
    },
  });

  api.delete('/payroll/:id', {
    config: { access: { permission: 'payroll.delete' } },
    schema: {
      tags,
      summary:
        'Delete a draft payroll; an approved or paid one is voided (its entries reversed, needs payroll.approve)',
      params,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Payroll');
      const { voided } = await companyWrite(request, (tx, context) => deletePayroll(tx, context, { id }));
      return { message: voided ? 'Payroll voided: its entries are reversed' : 'Payroll deleted' };
    },
  });
}
