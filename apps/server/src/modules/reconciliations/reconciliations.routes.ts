import {
  acceptProposalsSchema,
  reconciliationDetailSchema,
  reconciliationMatchSchema,
  reconciliationOverviewSchema,
  reconciliationStartSchema,
  reconciliationUpdateSchema,
  reconciliationViewSchema,
  statementLineEntrySchema,
  todayInLagos,
} from '@owo/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageOnlySchema } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { acceptRuleProposals, createEntryForStatementLine } from './reconciliations.entries.ts';
import {
  autoMatchReconciliation,
  matchLines,
  setLedgerLineCleared,
  setStatementLineExcluded,
  unmatchLine,
} from './reconciliations.matching.ts';
import { reconciliationReportRoute } from './reconciliations.report.tsx';
import {
  accountReconciliations,
  deleteReconciliation,
  finishReconciliation,
  reconciliationSummaries,
  startReconciliation,
  undoReconciliation,
  updateReconciliation,
} from './reconciliations.service.ts';
import { getReconciliationDetail, getReconciliationView } from './reconciliations.view.ts';

/** Reconciliations are the whole company's: a member limited to a branch is refused them (branch-scope.ts). */
const view = { access: { permission: 'bank.view' as const }, wholeCompany: true as const };
const reconcile = { access: { permission: 'bank.edit' as const }, wholeCompany: true as const };
const remove = { access: { permission: 'bank.delete' as const }, wholeCompany: true as const };
/** Accepting a rule's proposal posts to the books, as an accountant's decision. */
const accept = { access: { permission: 'accounting.create' as const }, wholeCompany: true as const };
const tags = ['Bank reconciliation'];
const params = z.object({ id: z.string() });
const detail = { 200: envelope(reconciliationDetailSchema) };

/** The reconciliation as it stands after a change, read after commit (entries posted have their numbers). */
const readDetail = (request: FastifyRequest, id: string) =>
  companyRead(request, (tx, context) => getReconciliationDetail(tx, context.companyId, id));
const readSummary = (request: FastifyRequest, id: string) =>
  companyRead(request, (tx, context) => getReconciliationView(tx, context.companyId, id));

/** Bank reconciliation (docs/bank-api.md). */
export async function reconciliationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  await reconciliationReportRoute(app);
  const reconciliationId = (raw: string) => idParam(raw, 'Reconciliation').toLowerCase();
  const statementLineId = (raw: string) => idParam(raw, 'Statement line').toLowerCase();

  api.get('/reconciliations', {
    config: view,
    schema: {
      tags,
      summary: 'Each bank account with its last reconciliation and the one in progress',
      response: { 200: envelope(z.array(reconciliationOverviewSchema)) },
    },
    handler: async (request) => ({
      message: 'Reconciliations',
      data: await companyRead(request, (tx, context) =>
        reconciliationSummaries(tx, context, { today: todayInLagos() }),
      ),
    }),
  });

  api.get('/reconciliations/account/:accountId', {
    config: view,
    schema: {
      tags,
      summary: "A bank account's reconciliations, newest first",
      params: z.object({ accountId: z.string() }),
      response: { 200: envelope(z.array(reconciliationViewSchema)) },
    },
    handler: async (request) => {
      const accountId = idParam(request.params.accountId, 'Bank account');
      return {
        message: 'Reconciliations',
        data: await companyRead(request, (tx, context) => accountReconciliations(tx, context, { accountId })),
      };
    },
  });

  api.post('/reconciliations', {
    config: reconcile,
    schema: {
      tags,
      summary: 'Start reconciling a bank account against a statement',
      description:
        'Refused (409) while the account has a reconciliation in progress. The statement date must be after ' +
        "the last completed reconciliation's. Confident matches are made at once; others are suggestions.",
      body: reconciliationStartSchema,
      response: { 201: envelope(reconciliationDetailSchema) },
    },
    handler: async (request, reply) => {
      const { id } = await companyWrite(request, (tx, context) => startReconciliation(tx, context, request.body));
      const data = await readDetail(request, id);
      return reply.code(201).send({ message: 'Reconciliation started', data });
    },
  });

  api.get('/reconciliations/:id', {
    config: view,
    schema: { tags, summary: 'A reconciliation with its lines', params, response: detail },
    handler: async (request) => ({
      message: 'Reconciliation',
      data: await readDetail(request, reconciliationId(request.params.id)),
    }),
  });

  api.patch('/reconciliations/:id', {
    config: reconcile,
    schema: {
      tags,
      summary: 'Change the statement date or balance (in progress only)',
      params,
      body: reconciliationUpdateSchema,
      response: detail,
    },
    handler: async (request) => {
      const id = reconciliationId(request.params.id);
      await companyWrite(request, (tx, context) => updateReconciliation(tx, context, { id, change: request.body }));
      return { message: 'Reconciliation updated', data: await readDetail(request, id) };
    },
  });

  api.post('/reconciliations/:id/auto-match', {
    config: reconcile,
    schema: { tags, summary: 'Run the auto-matcher again', params, response: detail },
    handler: async (request) => {
      const id = reconciliationId(request.params.id);
      await companyWrite(request, (tx, context) => autoMatchReconciliation(tx, context, { id }));
      return { message: 'Auto-match done', data: await readDetail(request, id) };
    },
  });

  api.post('/reconciliations/:id/matches', {
    config: reconcile,
    schema: {
      tags,
      summary: 'Match statement lines to ledger lines (one to many either way; sums must be equal)',
      params,
      body: reconciliationMatchSchema,
      response: detail,
    },
    handler: async (request) => {
      const id = reconciliationId(request.params.id);
      await companyWrite(request, (tx, context) => matchLines(tx, context, { id, match: request.body }));
      return { message: 'Lines matched', data: await readDetail(request, id) };
    },
  });

  api.delete('/reconciliations/:id/matches/:statementLineId', {
    config: reconcile,
    schema: {
      tags,
      summary: 'Remove the match a statement line is in',
      params: z.object({ id: z.string(), statementLineId: z.string() }),
      response: detail,
    },
    handler: async (request) => {
      const id = reconciliationId(request.params.id);
      const lineId = statementLineId(request.params.statementLineId);
      await companyWrite(request, (tx, context) => unmatchLine(tx, context, { id, statementLineId: lineId }));
      return { message: 'Match removed', data: await readDetail(request, id) };
    },
  });

  api.post('/reconciliations/:id/statement-lines/:statementLineId/create-entry', {
    config: reconcile,
    schema: {
      tags,
      summary: 'Post the entry a statement line is missing from the books, and match it',
      description:
        'account is the other side (bank charges, interest, another bank account). Money in debits the bank ' +
        'account, money out credits it. Source type reconciliation. With tax (a VAT tax) the amount is gross: ' +
        'VAT = round half up(gross × rate / (10000 + rate)) goes to VAT input (money out) or VAT output (money in). ' +
        'contact (a customer or vendor) is required when the account is Accounts Receivable or Payable.',
      params: z.object({ id: z.string(), statementLineId: z.string() }),
      body: statementLineEntrySchema,
      response: detail,
    },
    handler: async (request) => {
      const id = reconciliationId(request.params.id);
      const lineId = statementLineId(request.params.statementLineId);
      await companyWrite(request, (tx, context) =>
        createEntryForStatementLine(tx, context, { id, statementLineId: lineId, entry: request.body }),
      );
      return { message: 'Entry created and matched', data: await readDetail(request, id) };
    },
  });

  api.post('/reconciliations/:id/statement-lines/:statementLineId/accept-proposal', {
    config: accept,
    schema: {
      tags,
      summary: 'Accept what a bank rule proposes for a statement line: post its entry and match it',
      description:
        'The entry is the one create-entry would post with the rule’s account, tax, contact and memo. ' +
        '409 when the line has no proposal or is already matched.',
      params: z.object({ id: z.string(), statementLineId: z.string() }),
      response: detail,
    },
    handler: async (request) => {
      const id = reconciliationId(request.params.id);
      const lineId = statementLineId(request.params.statementLineId);
      await companyWrite(request, (tx, context) =>
        acceptRuleProposals(tx, context, { id, statementLineIds: [lineId] }),
      );
      return { message: 'Proposal accepted', data: await readDetail(request, id) };
    },
  });

  api.post('/reconciliations/:id/proposals/accept', {
    config: accept,
    schema: {
      tags,
      summary: 'Accept the bank rules’ proposals for many statement lines at once',
      description:
        'All the entries are posted and matched in one transaction: if one line cannot be (no proposal, ' +
        'already matched, a locked date), none is. Send an Idempotency-Key: a replay posts nothing new.',
      params,
      body: acceptProposalsSchema,
      response: detail,
    },
    handler: async (request) => {
      const id = reconciliationId(request.params.id);
      const statementLineIds = request.body.statementLines.map((lineId) => lineId.toLowerCase());
      await companyWrite(request, (tx, context) => acceptRuleProposals(tx, context, { id, statementLineIds }));
      const data = await readDetail(request, id);
      return { message: `${statementLineIds.length === 1 ? 'Proposal' : 'Proposals'} accepted`, data };
    },
  });

  for (const action of ['exclude', 'include'] as const) {
    api.post(`/reconciliations/:id/statement-lines/:statementLineId/${action}`, {
      config: reconcile,
      schema: {
        tags,
        summary:
          action === 'exclude'
            ? 'Set a statement line aside (a duplicate, a line from before the books began)'
            : 'Bring back a statement line set aside',
        description: 'An excluded line cannot be matched; a matched line must be unmatched first (409).',
        params: z.object({ id: z.string(), statementLineId: z.string() }),
        response: detail,
      },
      handler: async (request) => {
        const id = reconciliationId(request.params.id);
        const lineId = statementLineId(request.params.statementLineId);
        const excluded = action === 'exclude';
        await companyWrite(request, (tx, context) =>
          setStatementLineExcluded(tx, context, { id, statementLineId: lineId, excluded }),
        );
        return { message: excluded ? 'Line excluded' : 'Line included', data: await readDetail(request, id) };
      },
    });
  }

  for (const action of ['clear', 'unclear'] as const) {
    api.post(`/reconciliations/:id/ledger-lines/:ledgerLineId/${action}`, {
      config: reconcile,
      schema: {
        tags,
        summary:
          action === 'clear'
            ? 'Tick a ledger line as cleared without a statement line'
            : 'Untick a ledger line cleared without a statement line',
        params: z.object({ id: z.string(), ledgerLineId: z.string() }),
        response: detail,
      },
      handler: async (request) => {
        const id = reconciliationId(request.params.id);
        const cleared = action === 'clear';
        const rawLedgerLineId = request.params.ledgerLineId;
        await companyWrite(request, (tx, context) =>
          setLedgerLineCleared(tx, context, { id, rawLedgerLineId, cleared }),
        );
        return { message: cleared ? 'Line cleared' : 'Line uncleared', data: await readDetail(request, id) };
      },
    });
  }

  api.post('/reconciliations/:id/finish', {
    config: reconcile,
    schema: {
      tags,
      summary: 'Finish a reconciliation whose difference is ₦0.00',
      description: 'Its matched and cleared lines are reconciled: journals posting them cannot be edited or deleted.',
      params,
      response: { 200: envelope(reconciliationViewSchema) },
    },
    handler: async (request) => {
      const id = reconciliationId(request.params.id);
      await companyWrite(request, (tx, context) => finishReconciliation(tx, context, { id }));
      return { message: 'Reconciliation finished', data: await readSummary(request, id) };
    },
  });

  api.post('/reconciliations/:id/undo', {
    config: reconcile,
    schema: {
      tags,
      summary: "Put the account's last completed reconciliation back in progress",
      params,
      response: { 200: envelope(reconciliationViewSchema) },
    },
    handler: async (request) => {
      const id = reconciliationId(request.params.id);
      await companyWrite(request, (tx, context) => undoReconciliation(tx, context, { id }));
      return { message: 'Reconciliation reopened', data: await readSummary(request, id) };
    },
  });

  api.delete('/reconciliations/:id', {
    config: remove,
    schema: { tags, summary: 'Delete a reconciliation in progress', params, response: { 200: messageOnlySchema } },
    handler: async (request) => {
      const id = reconciliationId(request.params.id);
      await companyWrite(request, (tx, context) => deleteReconciliation(tx, context, { id }));
      return { message: 'Reconciliation deleted' };
    },
  });
}
