import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { type DatabaseHandle, newId } from '@owo/db';
import scalar from '@scalar/fastify-api-reference';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, trustProxyOption } from './config.ts';
import { describeAccess, registerAccessControl } from './http/access.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerIdempotency } from './http/idempotency.ts';
import { registerInputChecks } from './http/input.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { type ShellPage, spaShell } from './http/spa-shell.ts';
import './http/instance.ts';
import { type ThrottleOptions, throttle } from './http/throttle.ts';
import { startOutboxWorker } from './jobs/outbox.ts';
import { startLedgerSettler } from './ledger/settle.ts';
import { createMailer } from './mail/mailer.ts';
import { accountRoutes } from './modules/accounts/accounts.routes.ts';
import { chartRoutes } from './modules/accounts/chart.routes.ts';
import { approvalDecisionRoutes } from './modules/approvals/approval-decisions.routes.ts';
import { approvalRoutes } from './modules/approvals/approvals.routes.ts';
import { attachmentRoutes } from './modules/attachments/attachments.routes.ts';
import { removeOwnerAttachments, taxPaymentAttachmentRoutes } from './modules/attachments/index.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { profileRoutes } from './modules/auth/profile.routes.ts';
import { securityRoutes } from './modules/auth/security.routes.ts';
import { bankRoutes } from './modules/bank/bank.routes.ts';
import { bankMergeGuard } from './modules/bank/bank.view.ts';
import { bankRuleRoutes } from './modules/bank/bank-rules.routes.ts';
import { billApproval } from './modules/bills/bills.approval.ts';
import { billRoutes } from './modules/bills/bills.routes.ts';
import { branchRoutes } from './modules/branches/branches.routes.ts';
import { companyRoutes } from './modules/companies/companies.routes.ts';
import { contactRoutes } from './modules/contacts/contacts.routes.ts';
import { customerRoutes } from './modules/customers/customers.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { discountRoutes } from './modules/discounts/discounts.routes.ts';
import { eInvoicingRoutes } from './modules/e-invoicing/e-invoicing.routes.ts';
import { eInvoicePipeline } from './modules/e-invoicing/index.ts';
import { exchangeRateRoutes } from './modules/exchange-rates/exchange-rates.routes.ts';
import { expenseApproval } from './modules/expenses/expenses.approval.ts';
import { expenseRoutes } from './modules/expenses/expenses.routes.ts';
import { expenseAttachmentRoutes } from './modules/expenses/expenses-attachments.routes.ts';
import { gettingStartedRoutes } from './modules/getting-started/getting-started.routes.ts';
import { invoiceApproval } from './modules/invoices/invoices.approval.ts';
import { invoiceRoutes } from './modules/invoices/invoices.routes.ts';
import { invoiceDeliveryRoutes } from './modules/invoices/invoices-delivery.routes.ts';
import { invoiceImportRoutes } from './modules/invoices/invoices-import.routes.ts';
import { startRecurringInvoices } from './modules/invoices/recurring.worker.ts';
import { journalApproval } from './modules/journals/journals.approval.ts';
import { journalRoutes } from './modules/journals/journals.routes.ts';
import { lockDateRoutes } from './modules/journals/lock-date.routes.ts';
import { lookupRoutes } from './modules/lookups/lookups.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { raiseReconciliationReminders, startReminders } from './modules/notifications/reconciliation-reminders.ts';
import { paymentMethodRoutes } from './modules/payments/payment-methods.routes.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { paymentReceivedRoutes } from './modules/payments/payments-received.routes.ts';
import { raisePayrollReminders } from './modules/payroll/index.ts';
import { payrollApproval } from './modules/payroll/payroll.approval.ts';
import { payrollRoutes } from './modules/payroll/payroll.routes.ts';
import { payrollDocumentRoutes } from './modules/payroll/payroll-documents.routes.ts';
import { departmentRoutes } from './modules/people/departments.routes.ts';
import { employeeRoutes } from './modules/people/employees.routes.ts';
import { productRoutes } from './modules/products/products.routes.ts';
import { publicSiteRoutes } from './modules/public-site/public-site.routes.ts';
import { openRequestedDemo } from './modules/public-site/public-site.service.ts';
import { purchaseOrderApproval } from './modules/purchase-orders/purchase-orders.approval.ts';
import { purchaseOrderAttachmentRoutes } from './modules/purchase-orders/purchase-orders.attachments.ts';
import { purchaseOrderRoutes } from './modules/purchase-orders/purchase-orders.routes.ts';
import { payablesRoutes } from './modules/receivables/payables.routes.ts';
import { receivablesRoutes } from './modules/receivables/receivables.routes.ts';
import { reconciliationRoutes } from './modules/reconciliations/reconciliations.routes.ts';
import { cashFlowRoutes } from './modules/reports/cash-flow.routes.ts';
import { reportExportRoutes } from './modules/reports/exports.routes.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { stockRoutes } from './modules/stock/stock.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { raiseTaxReminders, taxPaymentRoutes, taxReturnRoutes } from './modules/tax-returns/index.ts';
import { taxRoutes } from './modules/taxes/taxes.routes.ts';
import { acceptInvitation } from './modules/team/invitations.ts';
import { teamRoutes } from './modules/team/team.routes.ts';
import { templateRoutes } from './modules/templates/templates.routes.ts';
import { vendorRoutes } from './modules/vendors/vendors.routes.ts';

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
    // Our own id for every request; an X-Request-Id a client sends is kept beside it (audit log).
    genReqId: () => newId(),
    requestIdHeader: false,
    // Off unless TRUST_PROXY names the proxies in front: X-Forwarded-For is written by the client.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 5 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger: app.log });
  const outbox = startOutboxWorker({
    db: database.db,
    mailer,
    logger: app.log,
    eInvoices: eInvoicePipeline({
      db: database.db,
      nrsUrlNow: () => config.NRS_URL,
      secretsKey: config.SECRETS_KEY,
    }),
  });
  app.decorate('outbox', outbox);
  const settler = startLedgerSettler({
    db: database.db,
    kind: database.kind,
    logger: app.log,
    intervalMs: config.LEDGER_SWEEP_MS,
  });
  const reminders = startReminders({
    db: database.db,
    logger: app.log,
    intervalMs: config.RECONCILIATION_REMINDER_MS,
    reminders: [
      { name: 'reconciliation reminders', raise: (db) => raiseReconciliationReminders(db) },
      { name: 'payroll remittance reminders', raise: (db) => raisePayrollReminders(db) },
      { name: 'tax return reminders', raise: (db) => raiseTaxReminders(db) },
    ],
  });
  const recurring = startRecurringInvoices({
    db: database.db,
    logger: app.log,
    appUrl: config.APP_URL,
    limits: { emailsPerDay: config.DOCUMENT_EMAILS_PER_DAY },
    intervalMs: config.RECURRING_INVOICES_MS,
  });
  app.addHook('onClose', async () => {
    reminders.stop();
    recurring.stop();
    await Promise.all([outbox.stop(), settler.stop()]);
    mailer.close();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Mail queued by a write is sent right after its transaction commits, not at the next tick.
  app.addHook('onResponse', async () => outbox.kickIfQueued());

  await registerSecurityHeaders(app, config.webDir);
  app.decorate('throttle', (group: string, options?: ThrottleOptions) =>
    throttle(database.db, group, options ?? { max: config.AUTH_RATE_LIMIT, windowSeconds: 15 * 60 }),
  );
  registerErrorHandling(app);
  registerInputChecks(app);
  registerAccessControl(app);
  registerIdempotency(app);
  await registerApiDocs(app);

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(authRoutes, { acceptInvitation, openRequestedDemo });
      await api.register(securityRoutes);
      await api.register(companyRoutes);
      await api.register(lookupRoutes);
      await api.register(exchangeRateRoutes);
      await api.register(paymentMethodRoutes);
      await api.register(discountRoutes);
      await api.register(invoiceRoutes);
      await api.register(invoiceImportRoutes);
      await api.register(invoiceDeliveryRoutes);
      await api.register(paymentRoutes);
      await api.register(paymentReceivedRoutes);
      await api.register(branchRoutes);
      await api.register(departmentRoutes);
      await api.register(employeeRoutes);
      await api.register(payrollRoutes);
      await api.register(payrollDocumentRoutes);
      await api.register(publicSiteRoutes);
      await api.register(accountRoutes, { mergeGuards: [bankMergeGuard] });
      await api.register(chartRoutes);
      await api.register(journalRoutes);
      await api.register(lockDateRoutes);
      await api.register(reportRoutes);
      await api.register(cashFlowRoutes);
      await api.register(reportExportRoutes);
      await api.register(bankRoutes);
      await api.register(bankRuleRoutes);
      await api.register(taxRoutes);
      await api.register(taxReturnRoutes);
      await api.register(taxPaymentRoutes, {
        removeReceipts: (tx, context, id) => removeOwnerAttachments(tx, context, { kind: 'tax-payment', id }),
      });
      await api.register(taxPaymentAttachmentRoutes);
      await api.register(productRoutes);
      await api.register(stockRoutes);
      await api.register(receivablesRoutes);
      await api.register(payablesRoutes);
      await api.register(contactRoutes);
      await api.register(customerRoutes);
      await api.register(vendorRoutes);
      await api.register(expenseRoutes);
      await api.register(expenseAttachmentRoutes);
      await api.register(billRoutes);
      await api.register(purchaseOrderRoutes);
      await api.register(purchaseOrderAttachmentRoutes);
      await api.register(reconciliationRoutes);
      await api.register(attachmentRoutes);
      await api.register(gettingStartedRoutes);
      await api.register(dashboardRoutes);
      await api.register(notificationRoutes);
      await api.register(searchRoutes);
      await api.register(auditRoutes);
      await api.register(profileRoutes);
      await api.register(teamRoutes);
      await api.register(approvalRoutes);
      // The spec's one approval call, for every kind that waits for approval.
      await api.register(
        approvalDecisionRoutes([
          journalApproval,
          invoiceApproval,
          billApproval,
          purchaseOrderApproval,
          expenseApproval,
          payrollApproval,
        ]),
      );
      await api.register(templateRoutes);
      await api.register(eInvoicingRoutes);
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, config.webDir);
  return app;
}

async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Owo API',
        version: '1.0.0',
        description:
          'Accounting, sales, payroll and tax for Nigerian businesses. Signed-in POST calls accept an ' +
          '`Idempotency-Key` header (1 to 255 characters): a retry with the same key and body gets the first ' +
          'answer again, marked `Idempotent-Replayed: true`; the same key with another body answers 409.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    // Each operation says who may call it (x-access): a client can know, and a test can check.
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      return { ...transformed, schema: { ...transformed.schema, 'x-access': describeAccess(input.route.config) } };
    },
  });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
  // Without Scalar's default fonts, which it would load from its own host (outside the policy).
  await app.register(scalar, {
    routePrefix: '/api/docs',
    configuration: { url: '/api/openapi.json', withDefaultFonts: false },
  });
}

/**
 * The built web app. Public pages are prerendered to `<path>/index.html`; every other path is the
 * signed-in app, answered with the SPA shell (`__spa-fallback.html`) for client routing. Files
 * are served from their pre-compressed .br/.gz copies when the browser accepts them; hashed
 * assets are cached for a year, pages are revalidated. API paths that match no route get a JSON 404.
 */
async function registerWebApp(app: FastifyInstance, webDir: string) {
  const shellFile = existsSync(path.join(webDir, '__spa-fallback.html')) ? '__spa-fallback.html' : 'index.html';
  const hasWebApp = existsSync(path.join(webDir, shellFile));
  if (!hasWebApp) app.log.warn(`No web app at ${webDir}: run npm run build to serve it`);
  const prerendered = hasWebApp ? prerenderedPages(webDir) : new Set<string>();
  const shellFor = hasWebApp ? spaShell(webDir, shellFile) : undefined;
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      preCompressed: true,
      setHeaders: (response, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (isApi || !shellFor || request.method !== 'GET') {
      return reply.code(404).send({ message: `Route ${request.method} ${pathname} not found` });
    }
    const page = pathname.replace(/\/+$/, '');
    if (prerendered.has(page)) return reply.sendFile(`${page.slice(1)}/index.html`);
    return sendShell(request, reply, shellFor(pathname));
  });
}

/** The signed-in app's shell for one path (http/spa-shell.ts), compressed as the browser accepts. */
function sendShell(request: FastifyRequest, reply: FastifyReply, page: ShellPage) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (!encoding) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(page.encoded(encoding));
}

/** The paths that have a prerendered page: every folder of the build holding an index.html. */
function prerenderedPages(webDir: string): Set<string> {
  const pages = new Set<string>();
  const visit = (folder: string, urlPath: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'assets') continue;
      const child = path.join(folder, entry.name);
      if (existsSync(path.join(child, 'index.html'))) pages.add(`${urlPath}/${entry.name}`);
      visit(child, `${urlPath}/${entry.name}`);
    }
  };
  visit(webDir, '');
  return pages;
}
