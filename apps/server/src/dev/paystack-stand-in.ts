import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Answer, type Body, created, ok, refusal, type StandInContext } from './paystack-answers.ts';
import { checkoutPage, completeCheckout } from './paystack-checkout.ts';
import { inlineScript } from './paystack-inline.ts';
import { type MerchantBook, newBook, type PaystackMerchant } from './paystack-records.ts';
import {
  createPlan,
  createSubscription,
  disableSubscription,
  enableSubscription,
  fetchPlan,
  fetchSubscription,
  listPlans,
  renewSubscription,
} from './paystack-subscriptions.ts';
import {
  chargeAuthorization,
  findAuthorization,
  initializeTransaction,
  verifyTransaction,
} from './paystack-transactions.ts';
import { type DeliveryOrder, webhookSender } from './paystack-webhooks.ts';

/*
 * Paystack, locally, for the tests, the demo and `npm start` without keys (docs/paystack.md). It
 * speaks the reference's protocol (shared/reference/paystack.md): `Authorization: Bearer <secret
 * key>`, Paystack's paths, the `{ status, message, data }` envelope and its refusals, amounts in
 * kobo, Paystack's local fee in `fees`, and signed webhooks with retries. Several merchants live
 * side by side (Owo's own key pair and each company's own), each with its own records and webhook
 * URLs. A hosted checkout at /checkout/:access_code stands for Paystack's payment page, and
 * /v2/inline.js for its popup script (paystack-inline.ts).
 *
 * The control API under /__stand-in/ (docs/paystack.md lists it) is what the Paystack dashboard
 * and the passage of time are to a real account: set the webhook URLs, hold, double and reorder
 * webhook deliveries, make a saved card decline, and renew a subscription now.
 */

export interface PaystackStandInOptions {
  merchants?: Array<{ name?: string; secretKey: string; publicKey: string; webhookUrls?: string[] }>;
  port?: number;
  host?: string;
  /** Waits between webhook attempts while the answer is not 200 (Paystack's are minutes to hours). */
  webhookRetryDelaysMs?: number[];
}

const deliveryOrders: DeliveryOrder[] = ['sent', 'reverse', 'shuffle'];
const orderOf = (value: unknown): DeliveryOrder =>
  deliveryOrders.includes(value as DeliveryOrder) ? (value as DeliveryOrder) : 'sent';
const urlsOf = (value: unknown) =>
  Array.isArray(value) ? value.filter((url): url is string => typeof url === 'string' && URL.canParse(url)) : null;

export async function startPaystackStandIn(options: PaystackStandInOptions = {}) {
  const books = new Map<string, MerchantBook>();
  const checkouts: StandInContext['checkouts'] = new Map();
  const webhooks = webhookSender({
    retryDelaysMs: options.webhookRetryDelaysMs ?? [60_000, 180_000, 600_000, 3_600_000],
  });
  let publicUrl = '';

  function addMerchant(input: { name?: string; secretKey?: string; publicKey?: string; webhookUrls?: string[] }) {
    const suffix = randomBytes(20).toString('hex');
    const merchant: PaystackMerchant = {
      name: input.name ?? 'Test merchant',
      secretKey: input.secretKey ?? `sk_test_${suffix}`,
      publicKey: input.publicKey ?? `pk_test_${suffix}`,
      webhookUrls: input.webhookUrls ?? [],
    };
    if (books.has(merchant.secretKey)) throw new Error('A merchant with this secret key exists already');
    books.set(merchant.secretKey, newBook(merchant));
    return merchant;
  }
  for (const merchant of options.merchants ?? []) addMerchant(merchant);

  const contextFor = (book: MerchantBook): StandInContext => ({
    book,
    publicUrl,
    checkouts,
    emit: (event, data) => webhooks.raise(book.merchant, event, data),
  });

  function merchantView(merchant: PaystackMerchant) {
    return {
      name: merchant.name,
      secret_key: merchant.secretKey,
      public_key: merchant.publicKey,
      webhook_urls: merchant.webhookUrls,
      ...webhooks.settings(merchant),
    };
  }

  function signUp(body: Body): Answer {
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
    const secretKey = text(body.secret_key);
    if (secretKey && books.has(secretKey)) return refusal(400, 'A merchant with this secret key exists already');
    const merchant = addMerchant({
      name: text(body.name),
      secretKey,
      publicKey: text(body.public_key),
      webhookUrls: urlsOf(body.webhook_urls) ?? [],
    });
    return created('Merchant created', merchantView(merchant));
  }

  /** The dashboard and the clock: /__stand-in/... for the merchant whose secret key is sent. */
  async function control(context: StandInContext, method: string, path: string, body: Body): Promise<Answer> {
    const { merchant } = context.book;
    if (method === 'GET' && path === '/__stand-in/webhooks')
      return ok('Webhook settings', {
        ...merchantView(merchant),
        deliveries: webhooks.deliveries.filter((delivery) => merchant.webhookUrls.includes(delivery.url)),
      });
    if (method === 'PUT' && path === '/__stand-in/webhooks') {
      const urls = body.urls === undefined ? merchant.webhookUrls : urlsOf(body.urls);
      if (!urls) return refusal(400, 'urls must be a list of URLs');
      merchant.webhookUrls = urls;
      const change = { hold: body.hold, twice: body.twice };
      webhooks.configure(merchant, {
        ...(typeof change.hold === 'boolean' ? { hold: change.hold } : {}),
        ...(typeof change.twice === 'boolean' ? { twice: change.twice } : {}),
      });
      return ok('Webhook settings saved', merchantView(merchant));
    }
    if (method === 'POST' && path === '/__stand-in/webhooks/release')
      return ok('Held events sent', { events: await webhooks.release(merchant, orderOf(body.order)) });
    if (method === 'POST' && path === '/__stand-in/webhooks/redeliver')
      return ok('Events sent again', { events: await webhooks.redeliver(merchant, orderOf(body.order)) });
    const card = /^\/__stand-in\/authorizations\/(decline|honour)$/.exec(path)?.[1];
    if (method === 'POST' && card) {
      const authorization = findAuthorization(context, body.authorization_code);
      if (!authorization) return refusal(404, 'Authorization not found', 'not_found');
      authorization.declineReason =
        card === 'decline' ? (typeof body.reason === 'string' ? body.reason : 'Insufficient Funds') : null;
      return ok(card === 'decline' ? 'Charges of this authorization will decline' : 'This authorization pays again');
    }
    const renewal = /^\/__stand-in\/subscriptions\/([^/]+)\/renew$/.exec(path)?.[1];
    if (method === 'POST' && renewal) return renewSubscription(context, decodeURIComponent(renewal));
    return refusal(404, 'Route not found', 'not_found');
  }

  function api(context: StandInContext, method: string, path: string, body: Body): Answer {
    const item = (pattern: RegExp) => {
      const found = pattern.exec(path)?.[1];
      return found === undefined ? undefined : decodeURIComponent(found);
    };
    const reference = item(/^\/transaction\/verify\/([^/]+)$/);
    const plan = item(/^\/plan\/([^/]+)$/);
    const subscription = item(/^\/subscription\/([^/]+)$/);
    if (method === 'GET') {
      if (reference !== undefined) return verifyTransaction(context, reference);
      if (path === '/plan') return listPlans(context);
      if (plan !== undefined) return fetchPlan(context, plan);
      if (subscription !== undefined) return fetchSubscription(context, subscription);
    }
    if (method === 'POST') {
      if (path === '/transaction/initialize') return initializeTransaction(context, body);
      if (path === '/transaction/charge_authorization') return chargeAuthorization(context, body);
      if (path === '/plan') return createPlan(context, body);
      if (path === '/subscription') return createSubscription(context, body);
      if (path === '/subscription/disable') return disableSubscription(context, body);
      if (path === '/subscription/enable') return enableSubscription(context, body);
    }
    return refusal(404, 'Route not found', 'not_found');
  }

  async function route(request: IncomingMessage, address: URL, raw: string): Promise<Answer> {
    const method = request.method ?? 'GET';
    const path = address.pathname.replace(/\/$/, '') || '/';
    if (method === 'GET' && path === '/v2/inline.js') return inlineScript(publicUrl);
    const checkout = /^\/checkout\/([A-Za-z0-9]+)$/.exec(path)?.[1];
    if (checkout) {
      const found = checkouts.get(checkout);
      const transaction = found?.book.transactions.get(found.reference);
      if (!found || !transaction) return { status: 404, html: '<p>This payment link is not valid.</p>' };
      const context = contextFor(found.book);
      const embedded = address.searchParams.get('embed') === '1';
      if (method === 'POST') return completeCheckout(context, transaction, new URLSearchParams(raw), embedded);
      return checkoutPage(context, transaction);
    }
    let body: Body = {};
    try {
      body = raw === '' ? {} : (JSON.parse(raw) as Body);
    } catch {
      return refusal(400, 'Invalid JSON body');
    }
    if (method === 'POST' && path === '/__stand-in/merchants') return signUp(body);
    const bearer = /^Bearer\s+(\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const book = bearer ? books.get(bearer) : undefined;
    if (!book) return { status: 401, body: { status: false, message: 'Invalid key' } };
    const context = contextFor(book);
    return path.startsWith('/__stand-in/') ? control(context, method, path, body) : api(context, method, path, body);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const address = new URL(request.url ?? '/', 'http://stand-in');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = await route(request, address, Buffer.concat(chunks).toString('utf8')).catch(
      (error: unknown): Answer => ({
        status: 500,
        body: { status: false, message: error instanceof Error ? error.message : 'Internal error' },
      }),
    );
    if ('location' in answer) response.writeHead(303, { location: answer.location }).end();
    else if ('html' in answer)
      response.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8' }).end(answer.html);
    else if ('javascript' in answer)
      response.writeHead(answer.status, { 'content-type': 'text/javascript; charset=utf-8' }).end(answer.javascript);
    else response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  }

  const server = createServer((request, response) => void handle(request, response));
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  publicUrl = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url: publicUrl,
    /** Every webhook attempt, in the order made. */
    deliveries: webhooks.deliveries,
    addMerchant,
    /** Resolves once no webhook delivery or retry is under way. */
    idle: () => webhooks.idle(),
    close: () => {
      webhooks.close();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type PaystackStandIn = Awaited<ReturnType<typeof startPaystackStandIn>>;
