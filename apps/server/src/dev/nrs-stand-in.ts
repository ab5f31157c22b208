import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type NrsListName, nrsLists } from './nrs-lists.ts';
import { invoiceProblems, irnProblems } from './nrs-rules.ts';

/*
 * NRS's Merchant Buyer Solution, locally, for the tests and the demo (docs/e-invoicing.md). It
 * speaks the reference's protocol: the x-api-key/x-api-secret headers, the /api/v1/invoice paths,
 * the { code, data, message, error } envelope and NRS's error answers. It checks the mandatory
 * fields, keeps each IRN's state (validated, signed, transmitted, confirmed, payment status) and
 * refuses the same IRN twice as NRS does. `failNext` makes it answer 503 to test retries.
 */

export interface NrsTaxpayer {
  apiKey: string;
  apiSecret: string;
  businessId: string;
  serviceId: string;
}

interface StoredInvoice {
  businessId: string;
  body: Record<string, unknown>;
  signedAt: Date;
  transmittedAt: Date | null;
  confirmedAt: Date | null;
  paymentStatus: string;
  paymentReferences: string[];
}

type Answer = { status: number; body: unknown };

const ok = (status: number, data: unknown): Answer => ({ status, body: { code: status, data, message: 'successful' } });

function refusal(status: number, publicMessage: string, details: string[] = [], handler = 'invoice'): Answer {
  return {
    status,
    body: {
      code: status,
      data: null,
      message: publicMessage,
      error: { id: randomUUID(), handler, details: details.join('; '), public_message: publicMessage },
    },
  };
}

const duplicate = () =>
  refusal(400, 'validation failed, also confirm this is not a duplicate request', [
    'irn: this IRN has already been signed',
  ]);
const notFound = () => refusal(404, 'IRN record not found');

/** The crypto_keys.txt NRS gives a taxpayer: its public key and certificate (and, here, the private key to check QR codes). */
export function standInCryptoKeys() {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    publicKey: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKey: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    certificate: randomBytes(48).toString('base64'),
  };
}

export async function startNrsStandIn(options: { taxpayers: NrsTaxpayer[]; port?: number; host?: string }) {
  const invoices = new Map<string, StoredInvoice>();
  const requests: { method: string; path: string; body: unknown }[] = [];
  const failures: { path: string; times: number }[] = [];

  function taxpayerOf(request: IncomingMessage) {
    return options.taxpayers.find(
      (one) => one.apiKey === request.headers['x-api-key'] && one.apiSecret === request.headers['x-api-secret'],
    );
  }

  function own(taxpayer: NrsTaxpayer, irn: string) {
    const stored = invoices.get(irn);
    return stored && stored.businessId === taxpayer.businessId ? stored : undefined;
  }

  function checkInvoice(taxpayer: NrsTaxpayer, body: Record<string, unknown>): Answer | null {
    const problems = invoiceProblems(body, taxpayer);
    const reference = Array.isArray(body.billing_reference) ? body.billing_reference[0] : undefined;
    const originalIrn = (reference as { irn?: unknown } | undefined)?.irn;
    if (typeof originalIrn === 'string' && !own(taxpayer, originalIrn))
      problems.push('billing_reference: the original invoice IRN is not known to NRS');
    if (problems.length > 0) return refusal(400, 'validation failed', problems);
    if (invoices.has(String(body.irn))) return duplicate();
    return null;
  }

  function route(
    method: string,
    path: string,
    taxpayer: NrsTaxpayer | undefined,
    body: Record<string, unknown>,
  ): Answer {
    if (method === 'GET' && path === '/api') return { status: 200, body: { healthy: true } };
    const resource = /^\/api\/v1\/invoice\/resources\/([a-z-]+)$/.exec(path)?.[1];
    if (method === 'GET' && resource && Object.hasOwn(nrsLists, resource))
      return ok(200, nrsLists[resource as NrsListName]);
    if (!path.startsWith('/api/v1/')) return refusal(404, 'no route found for this path', [], 'router');
    if (!taxpayer) return refusal(400, 'unable to validate api key', [], 'auth');
    if (method === 'POST' && path === '/api/v1/invoice/irn/validate') {
      if (body.business_id !== taxpayer.businessId)
        return refusal(400, 'validation failed', ['business_id: does not match the API key']);
      const problems = irnProblems(body.irn, taxpayer.serviceId);
      if (problems.length > 0) return refusal(400, 'validation failed', problems);
      return invoices.has(String(body.irn)) ? duplicate() : ok(200, { ok: true });
    }
    if (method === 'POST' && path === '/api/v1/invoice/validate')
      return checkInvoice(taxpayer, body) ?? ok(201, { ok: true });
    if (method === 'POST' && path === '/api/v1/invoice/sign') {
      const refused = checkInvoice(taxpayer, body);
      if (refused) return refused;
      const irn = String(body.irn);
      invoices.set(irn, {
        businessId: taxpayer.businessId,
        body,
        signedAt: new Date(),
        transmittedAt: null,
        confirmedAt: null,
        paymentStatus: String(body.payment_status ?? 'PENDING'),
        paymentReferences: [],
      });
      return ok(201, { ok: true, irn });
    }
    const [, action, irn = ''] = /^\/api\/v1\/invoice\/(transmit|confirm|update)\/([^/]+)$/.exec(path) ?? [];
    const stored = own(taxpayer, decodeURIComponent(irn));
    if (!action || !stored) return action ? notFound() : refusal(404, 'no route found for this path', [], 'router');
    if (method === 'POST' && action === 'transmit') {
      if (stored.transmittedAt) return refusal(400, 'invoice has already been transmitted', [`irn: ${irn}`]);
      stored.transmittedAt = new Date();
      return ok(200, { ok: true });
    }
    if (method === 'GET' && action === 'confirm') {
      stored.confirmedAt ??= new Date();
      return ok(200, {
        irn,
        status: stored.transmittedAt ? 'TRANSMITTED' : 'SIGNED',
        payment_status: stored.paymentStatus,
        signed_at: stored.signedAt.toISOString(),
      });
    }
    if (method === 'PATCH' && action === 'update') return updatePayment(stored, body);
    return refusal(404, 'no route found for this path', [], 'router');
  }

  /** PENDING -> PARTIAL -> PAID, PAID being final (reference section 3.3, step 8). */
  function updatePayment(stored: StoredInvoice, body: Record<string, unknown>): Answer {
    const order = ['PENDING', 'PARTIAL', 'PAID'];
    const next = String(body.payment_status ?? '');
    if (!order.includes(next) || next === 'PENDING')
      return refusal(400, 'validation failed', ['payment_status: must be PARTIAL or PAID']);
    if (order.indexOf(next) < order.indexOf(stored.paymentStatus) || stored.paymentStatus === 'PAID')
      return refusal(400, 'validation failed', [`payment_status: cannot go from ${stored.paymentStatus} to ${next}`]);
    stored.paymentStatus = next;
    if (typeof body.reference === 'string') stored.paymentReferences.push(body.reference);
    return ok(200, { ok: true });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let body: Record<string, unknown> = {};
    try {
      body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
    } catch {
      return send(response, refusal(400, 'invalid JSON body'));
    }
    const method = request.method ?? 'GET';
    requests.push({ method, path, body });
    const failure = failures.find((one) => path.startsWith(one.path) && one.times > 0);
    if (failure) {
      failure.times -= 1;
      return send(response, refusal(503, 'service unavailable, try again later', [], 'gateway'));
    }
    send(response, route(method, path, taxpayerOf(request), body));
  }

  function send(response: ServerResponse, answer: Answer) {
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    invoices,
    requests,
    /** The next `times` calls whose path starts with `path` answer 503, as a busy gateway does. */
    failNext(path: string, times = 1) {
      failures.push({ path, times });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type NrsStandIn = Awaited<ReturnType<typeof startNrsStandIn>>;
