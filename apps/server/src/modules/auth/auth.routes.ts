import {
  type AcceptInvitationInput,
  acceptInvitationSchema,
  changePasswordSchema,
  completePasswordResetSchema,
  emailSchema,
  googleAuthenticationSchema,
  loginSchema,
  meSchema,
  sessionResultSchema,
  signInAnswerSchema,
  signInLinkSchema,
  signupSchema,
  verifySignInCodeSchema,
  verifySignupSchema,
} from '@owo/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Unauthorized } from '../../errors.ts';
import { userIdOf } from '../../http/access.ts';
import { envelope, messageOnlySchema } from '../../http/envelope.ts';
import { forgetAttempt } from '../../http/throttle.ts';
import { userWrite } from '../../http/work.ts';
import * as auth from './auth.service.ts';
import { googleAuthentication } from './google.ts';
import { permissionsInCompany } from './member-permissions.ts';

const sessionSchema = envelope(sessionResultSchema);
/**
 * What proving who you are answers: a session; or, when two-factor sign-in is on, a challenge to
 * answer at POST /auth/two-factor/verify (security.routes.ts) with a code from the app; or, after
 * several wrong passwords on the account, a challenge to answer at POST /auth/verify-sign-in-code
 * with the code emailed to the account (sign-in-brake.ts).
 */
const signInSchema = envelope(signInAnswerSchema);
const signInMessage = (data: object) => {
  if ('sentTo' in data) return `We emailed a code to ${data.sentTo}. Enter it to finish signing in.`;
  return 'challenge' in data ? 'Enter the code from your authenticator app to finish signing in' : 'Signed in';
};

const clientOf = (request: FastifyRequest): auth.ClientInfo => ({
  ipAddress: request.ip,
  userAgent: request.headers['user-agent'],
});

/** A signed-in call's writes, in one transaction with its Idempotency-Key (http/work.ts). */
const signedInWrite =
  (request: FastifyRequest): auth.SignedInWrite =>
  (work) =>
    userWrite(request, (tx) => work(tx));

/**
 * What app.ts lends sign-in from the modules built on auth: accepting a team invitation (team/)
 * and opening the demo a try-demo link asked for (public-site/). Handed in rather than imported,
 * so auth stays below them (docs/decisions.md, "Module layers").
 */
export interface AuthRouteOptions {
  acceptInvitation: (
    deps: auth.AuthDeps,
    input: AcceptInvitationInput,
    client: auth.ClientInfo,
  ) => Promise<auth.SignInAnswer>;
  openRequestedDemo: (deps: auth.AuthDeps, userId: string) => Promise<void>;
}

export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions) {
  const { acceptInvitation, openRequestedDemo } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, config: app.config };
  const tags = ['Auth'];
  const limited = { access: 'public' as const };
  const throttle = (group: string) => app.throttle(group);
  /** A sign-in that succeeded does not count against the client's address or email. */
  const succeeded = async <T>(request: FastifyRequest, result: Promise<T>): Promise<T> => {
    const value = await result;
    await forgetAttempt(app.db, request);
    return value;
  };

  api.post('/auth/signup', {
    config: limited,
    preHandler: throttle('signup'),
    schema: {
      tags,
      summary: 'Create an account; a 6-digit code is emailed. Answers the same for an email already registered',
      body: signupSchema,
      response: { 201: envelope(z.object({ email: z.string() })) },
    },
    handler: async (request, reply) => {
      const data = await auth.signup(deps, request.body);
      return reply
        .code(201)
        .send({ message: 'Account created. We have sent a verification code to your email.', data });
    },
  });

  api.post('/auth/verify-signup', {
    config: limited,
    preHandler: throttle('otp'),
    schema: {
      tags,
      summary: 'Verify the email with the code; signs the user in',
      body: verifySignupSchema,
      response: { 200: sessionSchema },
    },
    handler: async (request) => ({
      message: 'Your email is verified',
      data: await succeeded(request, auth.verifySignup(deps, request.body, clientOf(request))),
    }),
  });

  api.post('/auth/generate-verification-otp', {
    config: limited,
    preHandler: throttle('otp'),
    schema: { tags, summary: 'Send a new verification code', body: emailSchema, response: { 200: messageOnlySchema } },
    handler: async (request) => {
      await auth.resendVerificationCode(deps, request.body);
      return { message: 'If this email is waiting for verification, a new code is on its way.' };
    },
  });

  api.post('/auth/login', {
    config: limited,
    preHandler: throttle('login'),
    schema: {
      tags,
      summary:
        'Sign in with email and password; with two-factor on, or after several wrong passwords on the account, answers a challenge instead of a session',
      body: loginSchema,
      response: { 200: signInSchema },
    },
    handler: async (request) => {
      const data = await succeeded(request, auth.login(deps, request.body, clientOf(request)));
      return { message: signInMessage(data), data };
    },
  });

  api.post('/auth/verify-sign-in-code', {
    config: limited,
    preHandler: throttle('two-factor'),
    schema: {
      tags,
      summary: 'The second step of a sign-in after several wrong passwords: the challenge and the emailed code',
      body: verifySignInCodeSchema,
      response: { 200: sessionSchema },
    },
    handler: async (request) => ({
      message: 'Signed in',
      data: await succeeded(request, auth.verifySignInCode(deps, request.body, clientOf(request))),
    }),
  });

  api.post('/auth/accept-invitation', {
    config: limited,
    preHandler: throttle('reset'),
    schema: {
      tags,
      summary:
        'Set a first password from an invitation link; verifies the email and signs in (with two-factor on, answers a challenge)',
      body: acceptInvitationSchema,
      response: { 200: signInSchema },
    },
    handler: async (request) => {
      const data = await succeeded(request, acceptInvitation(deps, request.body, clientOf(request)));
      return { message: 'challenge' in data ? signInMessage(data) : 'Your password is set', data };
    },
  });

  api.post('/auth/google-authentication', {
    config: limited,
    preHandler: throttle('login'),
    schema: {
      tags,
      summary: 'Sign in with a Google id token',
      body: googleAuthenticationSchema,
      response: { 200: signInSchema },
    },
    handler: async (request) => {
      const data = await succeeded(request, googleAuthentication(deps, request.body.idToken, clientOf(request)));
      return { message: 'challenge' in data ? signInMessage(data) : 'Signed in with Google', data };
    },
  });

  api.post('/auth/sign-in-link', {
    config: limited,
    preHandler: throttle('login'),
    schema: {
      tags,
      summary: 'Sign in with the link from a try-demo email; opens the demo company it asked for',
      body: signInLinkSchema,
      response: { 200: signInSchema },
    },
    handler: async (request) => {
      const data = await succeeded(
        request,
        auth.signInWithLink(deps, request.body, clientOf(request), (userId) => openRequestedDemo(deps, userId)),
      );
      return { message: signInMessage(data), data };
    },
  });

  api.post('/auth/reset-password', {
    config: limited,
    preHandler: throttle('reset'),
    schema: { tags, summary: 'Email a password reset code', body: emailSchema, response: { 200: messageOnlySchema } },
    handler: async (request) => {
      await auth.requestPasswordReset(deps, request.body);
      return { message: 'If an account exists for this email, we have sent a code to reset the password.' };
    },
  });

  api.post('/auth/complete-password-reset', {
    config: limited,
    preHandler: throttle('reset'),
    schema: {
      tags,
      summary: 'Set a new password with the emailed code',
      body: completePasswordResetSchema,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      await succeeded(request, auth.completePasswordReset(deps, request.body));
      return { message: 'Your password has been changed. Sign in with your new password.' };
    },
  });

  api.post('/auth/change-password', {
    config: { access: 'user' },
    preHandler: throttle('change-password'),
    schema: {
      tags,
      summary: 'Change the password; other sessions are signed out',
      body: changePasswordSchema,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      if (!request.session) throw new Unauthorized();
      await succeeded(request, auth.changePassword(deps, request.session, request.body, signedInWrite(request)));
      return { message: 'Your password has been changed' };
    },
  });

  api.post('/auth/logout', {
    config: { access: 'user' },
    schema: { tags, summary: 'Sign out: the token stops working', response: { 200: messageOnlySchema } },
    handler: async (request) => {
      const session = request.session;
      if (!session) throw new Unauthorized();
      await signedInWrite(request)((tx) => auth.logout(tx, session.id));
      return { message: 'Successfully logged out' };
    },
  });

  api.get('/auth/me', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'The signed-in user and their companies',
      response: {
        200: envelope(meSchema),
      },
    },
    handler: async (request) => {
      const userId = userIdOf(request);
      const data = await auth.profile(deps, userId);
      const header = request.headers['x-company-id'];
      const companyId = typeof header === 'string' ? header : undefined;
      const active = data.companies.find((company) => company._id === companyId);
      const activeSubscriptionId = active?.activeSubscriptionId ?? null;
      const permissions = active ? await permissionsInCompany(app.db, userId, companyId) : [];
      return {
        message: 'Profile',
        data: { ...data, activeSubscriptionId, subscription: active?.subscription ?? null, permissions },
      };
    },
  });
}
