import { bankRuleCreateSchema, bankRuleOrderSchema, bankRuleUpdateSchema, bankRuleViewSchema } from '@owo/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageOnlySchema } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { createBankRule, deleteBankRule, reorderBankRules, updateBankRule } from './bank-rules.service.ts';
import { bankRuleViews, getBankRuleView } from './bank-rules.view.ts';

/** Bank accounts are the whole company's: a member limited to a branch is refused them (branch-scope.ts). */
const view = { access: { permission: 'bank.view' as const }, wholeCompany: true as const };
const create = { access: { permission: 'bank.create' as const }, wholeCompany: true as const };
const edit = { access: { permission: 'bank.edit' as const }, wholeCompany: true as const };
const remove = { access: { permission: 'bank.delete' as const }, wholeCompany: true as const };
const tags = ['Bank rules'];
const ruleParams = z.object({ ruleId: z.string() });
const oneRule = { 200: envelope(bankRuleViewSchema) };
const allRules = { 200: envelope(z.array(bankRuleViewSchema)) };

const readRule = (request: FastifyRequest, ruleId: string) =>
  companyRead(request, (tx, context) => getBankRuleView(tx, context.companyId, ruleId));
const readRules = (request: FastifyRequest) =>
  companyRead(request, (tx, context) => bankRuleViews(tx, context.companyId));

/** Bank rules (docs/bank-rules.md). */
export async function bankRuleRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ruleId = (raw: string) => idParam(raw, 'Bank rule').toLowerCase();

  api.get('/bank/rules', {
    config: view,
    schema: { tags, summary: 'Bank rules, in the order they are tried', response: allRules },
    handler: async (request) => ({ message: 'Bank rules', data: await readRules(request) }),
  });

  api.post('/bank/rules', {
    config: create,
    schema: {
      tags,
      summary: 'Add a bank rule (it goes last)',
      description:
        'matchText: texts found as whole words, any case, in the description or reference; ' +
        "' | ' between alternatives. amountFrom/amountTo bound the line's size (inclusive). " +
        'account, tax (VAT), contact, bankAccount must be the company’s (400 otherwise).',
      body: bankRuleCreateSchema,
      response: { 201: envelope(bankRuleViewSchema) },
    },
    handler: async (request, reply) => {
      const { id } = await companyWrite(request, (tx, context) => createBankRule(tx, context, request.body));
      return reply.code(201).send({ message: 'Bank rule added', data: await readRule(request, id) });
    },
  });

  api.put('/bank/rules/order', {
    config: edit,
    schema: {
      tags,
      summary: 'Reorder the bank rules',
      description: 'rules: ids in the new order; rules not listed follow in the order they had.',
      body: bankRuleOrderSchema,
      response: allRules,
    },
    handler: async (request) => {
      await companyWrite(request, (tx, context) => reorderBankRules(tx, context, request.body));
      return { message: 'Bank rules reordered', data: await readRules(request) };
    },
  });

  api.get('/bank/rules/:ruleId', {
    config: view,
    schema: { tags, summary: 'One bank rule', params: ruleParams, response: oneRule },
    handler: async (request) => ({
      message: 'Bank rule',
      data: await readRule(request, ruleId(request.params.ruleId)),
    }),
  });

  api.patch('/bank/rules/:ruleId', {
    config: edit,
    schema: {
      tags,
      summary: 'Change a bank rule (only the fields sent)',
      params: ruleParams,
      body: bankRuleUpdateSchema,
      response: oneRule,
    },
    handler: async (request) => {
      const id = ruleId(request.params.ruleId);
      await companyWrite(request, (tx, context) => updateBankRule(tx, context, { ruleId: id, change: request.body }));
      return { message: 'Bank rule updated', data: await readRule(request, id) };
    },
  });

  api.delete('/bank/rules/:ruleId', {
    config: remove,
    schema: { tags, summary: 'Delete a bank rule', params: ruleParams, response: { 200: messageOnlySchema } },
    handler: async (request) => {
      const id = ruleId(request.params.ruleId);
      await companyWrite(request, (tx, context) => deleteBankRule(tx, context, { ruleId: id }));
      return { message: 'Bank rule deleted' };
    },
  });
}
