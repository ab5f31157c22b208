import {
  enableTwoFactorSchema,
  sessionResultSchema,
  twoFactorProofSchema,
  twoFactorRequirementSchema,
  verifyTwoFactorSchema,
} from '@owo/core';
import { companies, users } from '@owo/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Forbidden, Unauthorized } from '../../errors.ts';
import { userIdOf } from '../../http/access.ts';
import { envelope, messageOnlySchema } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { forgetAttempt } from '../../http/throttle.ts';
import { companyRead, companyWrite, userWrite } from '../../http/work.ts';
import { recordAudit } from '../audit/index.ts';
import type { ClientInfo, SignedInWrite } from './auth.service.ts';
import { listSessions, revokeOtherSessions, revokeSession } from './sessions.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  setUpTwoFactor,
  twoFactorStatus,
  verifyTwoFactor,
} from './two-factor.ts';

/*
 * Settings › Security: the devices signed in, two-factor sign-in with an authenticator app, and a
 * company's requirement that every member uses it (enforced in http/access.ts). All but the last
 * two are the person's own, not a company's: they work whatever company is chosen, and so stay
 * open to a member whom a company's requirement holds back.
 */

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ipAddress: request.ip,
  userAgent: request.headers['user-agent'],
});

const signedInWrite =
  (request: FastifyRequest): SignedInWrite =>
  (work) =>
    userWrite(request, (tx) => work(tx));

const sessionIdOf = (request: FastifyRequest) => {
  if (!request.session) throw new Unauthorized();
  return request.session.id;
};

const deviceSchema = z.object({
  _id: z.string(),
  device: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});

const statusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number(),
  hasPassword: z.boolean(),
});

const recoveryCodesSchema = envelope(z.object({ recoveryCodes: z.array(z.string()) }));

const requirementSchema = envelope(z.object({ required: z.boolean(), companyName: z.string() }));

export async function securityRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, config: app.config };
  const tags = ['Security'];
  const user = { access: 'user' as const };
  const throttle = app.throttle('two-factor');

  api.get('/auth/sessions', {
    config: user,
    schema: {
      tags,
      summary: 'The devices signed in to my account, this one first',
      response: { 200: envelope(z.array(deviceSchema)) },
    },
    handler: async (request) => ({
      message: 'Sessions',
      data: await listSessions(app.db, userIdOf(request), sessionIdOf(request)),
    }),
  });

  api.delete('/auth/sessions/:id', {
    config: user,
    schema: {
      tags,
      summary: 'Sign out one of my sessions',
      params: z.object({ id: z.string() }),
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Session');
      const userId = userIdOf(request);
      await app.db.transaction((tx) => revokeSession(tx, userId, id));
      return { message: 'That device has been signed out' };
    },
  });

  api.post('/auth/sessions/sign-out-others', {
    config: user,
    schema: {
      tags,
      summary: 'Sign out every session but this one',
      response: { 200: envelope(z.object({ signedOut: z.number() })) },
    },
    handler: async (request) => {
      const current = sessionIdOf(request);
      const signedOut = await signedInWrite(request)((tx) => revokeOtherSessions(tx, userIdOf(request), current));
      return {
        message:
          signedOut === 1 ? '1 other device has been signed out' : `${signedOut} other devices have been signed out`,
        data: { signedOut },
      };
    },
  });

  api.get('/auth/two-factor', {
    config: user,
    schema: { tags, summary: 'Whether two-factor sign-in is on for me', response: { 200: envelope(statusSchema) } },
    handler: async (request) => ({
      message: 'Two-factor sign-in',
      data: await twoFactorStatus(app.db, userIdOf(request)),
    }),
  });

  api.post('/auth/two-factor/setup', {
    config: user,
    schema: {
      tags,
      summary: 'A new secret and otpauth:// URI for an authenticator app; not on until confirmed with a code',
      response: { 200: envelope(z.object({ secret: z.string(), otpauthUri: z.string() })) },
    },
    handler: async (request) => ({
      message: 'Scan the QR code with your authenticator app, then enter the code it shows',
      data: await signedInWrite(request)((tx) => setUpTwoFactor(tx, userIdOf(request))),
    }),
  });

  api.post('/auth/two-factor/enable', {
    config: user,
    preHandler: throttle,
    schema: {
      tags,
      summary: 'Turn two-factor sign-in on with a first code; answers 10 recovery codes, shown once',
      body: enableTwoFactorSchema,
      response: { 200: recoveryCodesSchema },
    },
    handler: async (request) => {
      const data = await enableTwoFactor(deps, userIdOf(request), request.body, signedInWrite(request));
      await forgetAttempt(app.db, request);
      return { message: 'Two-factor sign-in is on', data };
    },
  });

  api.post('/auth/two-factor/disable', {
    config: user,
    preHandler: throttle,
    schema: {
      tags,
      summary: 'Turn two-factor sign-in off, with the password or a code',
      body: twoFactorProofSchema,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      await disableTwoFactor(userIdOf(request), request.body, signedInWrite(request));
      await forgetAttempt(app.db, request);
      return { message: 'Two-factor sign-in is off' };
    },
  });

  api.post('/auth/two-factor/recovery-codes', {
    config: user,
    preHandler: throttle,
    schema: {
      tags,
      summary: 'New recovery codes, with the password or a code; the old ones stop working',
      body: twoFactorProofSchema,
      response: { 200: recoveryCodesSchema },
    },
    handler: async (request) => {
      const data = await regenerateRecoveryCodes(userIdOf(request), request.body, signedInWrite(request));
      await forgetAttempt(app.db, request);
      return { message: 'New recovery codes made; the old ones no longer work', data };
    },
  });

  api.post('/auth/two-factor/verify', {
    config: { access: 'public' },
    preHandler: throttle,
    schema: {
      tags,
      summary: 'The second step of signing in: the challenge and a code from the app, or a recovery code',
      body: verifyTwoFactorSchema,
      response: {
        200: envelope(sessionResultSchema.extend({ recoveryCodesLeft: z.number().nullable() })),
      },
    },
    handler: async (request) => {
      const data = await verifyTwoFactor(deps, request.body, clientOf(request));
      await forgetAttempt(app.db, request);
      return { message: 'Signed in', data };
    },
  });

  api.get('/companies/two-factor-requirement', {
    config: { access: 'member' },
    schema: {
      tags,
      summary: 'Whether the company requires two-factor sign-in of every member',
      response: { 200: requirementSchema },
    },
    handler: async (request) => {
      const data = await companyRead(request, async (tx, context) => {
        const [company] = await tx
          .select({ required: companies.requireTwoFactor, companyName: companies.name })
          .from(companies)
          .where(eq(companies.id, context.companyId));
        return company ?? { required: false, companyName: '' };
      });
      return { message: 'Two-factor requirement', data };
    },
  });

  api.patch('/companies/two-factor-requirement', {
    config: { access: { permission: 'settings.edit' } },
    schema: {
      tags,
      summary: 'Require two-factor sign-in of every member, or stop requiring it (audited)',
      body: twoFactorRequirementSchema,
      response: { 200: requirementSchema },
    },
    handler: async (request) => {
      const data = await companyWrite(request, async (tx, context) => {
        const [me] = await tx.select({ on: users.totpEnabledAt }).from(users).where(eq(users.id, context.userId));
        // Asking it of everyone else first would not be fair, and would lock the asker out.
        if (request.body.required && !me?.on) {
          throw new Forbidden('Turn on two-factor sign-in for your own account first, then require it of everyone.');
        }
        const [before] = await tx
          .select({ required: companies.requireTwoFactor })
          .from(companies)
          .where(eq(companies.id, context.companyId));
        const [after] = await tx
          .update(companies)
          .set({ requireTwoFactor: request.body.required, updatedAt: new Date() })
          .where(eq(companies.id, context.companyId))
          .returning({ required: companies.requireTwoFactor, companyName: companies.name });
        if (!after) throw new Unauthorized();
        if (before?.required !== after.required) {
          await recordAudit(tx, context, {
            action: 'update',
            entityType: 'company',
            entityId: context.companyId,
            before: { requireTwoFactor: before?.required },
            after: { requireTwoFactor: after.required },
          });
        }
        return after;
      });
      return {
        message: data.required
          ? `Everyone in ${data.companyName} must now sign in with two-factor`
          : `Two-factor sign-in is no longer required in ${data.companyName}`,
        data,
      };
    },
  });
}
