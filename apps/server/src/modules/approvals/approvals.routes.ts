import { approvalLimitsUpdateSchema, approvalLimitsViewSchema } from '@owo/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { setApprovalLimits } from './approvals.service.ts';
import { getApprovalLimits } from './approvals.view.ts';

/*
 * A role's approval limits (issue 27, not in the spec; Settings > Roles, beside the permissions):
 * the largest bill, expense and purchase order its members may put through without approval.
 */

const tags = ['Roles'];
const params = z.object({ id: z.string() });

export async function approvalRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const roleId = (raw: string) => idParam(raw, 'Role').toLowerCase();

  api.get('/roles/:id/approval-limits', {
    config: { access: { permission: 'users.view' } },
    schema: {
      tags,
      summary: "A role's approval limits",
      params,
      response: { 200: envelope(approvalLimitsViewSchema) },
    },
    handler: async (request) => ({
      message: 'Approval limits',
      data: await companyRead(request, (tx, context) =>
        getApprovalLimits(tx, context.companyId, roleId(request.params.id)),
      ),
    }),
  });

  api.put('/roles/:id/approval-limits', {
    config: { access: { permission: 'users.edit' } },
    schema: {
      tags,
      summary: "Set a role's approval limits",
      description:
        'bill, expense, purchaseOrder: naira of the home currency, or null for no limit; kinds not sent stay as they are. ' +
        'A document above its maker’s limit waits for approval by someone whose limit covers it.',
      params,
      body: approvalLimitsUpdateSchema,
      response: { 200: envelope(approvalLimitsViewSchema) },
    },
    handler: async (request) => {
      const id = roleId(request.params.id);
      const data = await companyWrite(request, async (tx, context) => {
        await setApprovalLimits(tx, context, id, request.body);
        return getApprovalLimits(tx, context.companyId, id);
      });
      return { message: 'Approval limits saved', data };
    },
  });
}
