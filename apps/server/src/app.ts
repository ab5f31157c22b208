import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { type Database, type DatabaseHandle, newId } from '@owo/db';
import scalar from '@scalar/fastify-api-reference';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type preHandlerHookHandler } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { registerAccessControl } from './http/access.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { throttle } from './http/throttle.ts';
import { type OutboxWorker, startOutboxWorker } from './jobs/outbox.ts';
import { createMailer } from './mail/mailer.ts';
import { accountRoutes } from './modules/accounts/accounts.routes.ts';
import { chartRoutes } from './modules/accounts/chart.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { companyRoutes } from './modules/companies/companies.routes.ts';
import { journalRoutes } from './modules/journals/journals.routes.ts';
import { lockDateRoutes } from './modules/journals/lock-date.routes.ts';
import { lookupRoutes } from './modules/lookups/lookups.routes.ts';
import { paymentMethodRoutes } from './modules/payments/payment-methods.routes.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
    config: Config;
    outbox: OutboxWorker;
    /** Limits sign-in, code and reset attempts per IP and per email. */
    throttle(group: string): preHandlerHookHandler;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** A pino logger; tests leave it out and run quiet. */
  logger?: FastifyBaseLogger;
}

/** Builds the whole HTTP app. main.ts and the tests build it the same way. */
export async function buildApp({ config, database, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    genReqId: () => newId(),
    requestIdHeader: 'x-request-id',
    trustProxy: true,
    bodyLimit: 5 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger: app.log });
  const outbox = startOutboxWorker({ db: database.db, mailer, logger: app.log });
  app.decorate('outbox', outbox);
  app.addHook('onClose', async () => {
    await outbox.stop();
    mailer.close();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Mail queued by a write is sent right after its transaction commits, not at the next tick.
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.url.startsWith('/api/')) void outbox.kick();
  });

  await registerSecurityHeaders(app);
  app.decorate('throttle', (group: string) =>
    throttle(database.db, group, { max: config.AUTH_RATE_LIMIT, windowSeconds: 15 * 60 }),
  );
  registerErrorHandling(app);
  registerAccessControl(app);
  await registerApiDocs(app);

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(authRoutes);
      await api.register(companyRoutes);
      await api.register(lookupRoutes);
      await api.register(paymentMethodRoutes);
      await api.register(accountRoutes);
      await api.register(chartRoutes);
      await api.register(journalRoutes);
      await api.register(lockDateRoutes);
      await api.register(reportRoutes);
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, config.webDir);
  return app;
}

async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Google Identity Services for "Sign in with Google"; Scalar's reference page runs inline.
        scriptSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com'],
        frameSrc: ['https://accounts.google.com'],
        connectSrc: ["'self'", 'https://accounts.google.com'],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // Owo is often opened on a LAN address over plain HTTP; upgrading would break it there.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
}

async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Owo API',
        version: '1.0.0',
        description: 'Accounting, sales, payroll and tax for Nigerian businesses.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
  await app.register(scalar, { routePrefix: '/api/docs', configuration: { url: '/api/openapi.json' } });
}

/**
 * The built web app, with every unknown non-API GET answered by index.html (client routing).
 * API paths that match no route get a JSON 404.
 */
async function registerWebApp(app: FastifyInstance, webDir: string) {
  const hasWebApp = existsSync(path.join(webDir, 'index.html'));
  if (hasWebApp) await app.register(fastifyStatic, { root: webDir, wildcard: false });
  else app.log.warn(`No web app at ${webDir}: run npm run build to serve it`);
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || !hasWebApp || request.method !== 'GET') {
      return reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
