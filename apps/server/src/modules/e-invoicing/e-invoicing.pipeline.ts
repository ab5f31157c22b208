import { type EInvoiceStep, eInvoiceSteps, parseIrn, plainNrsReason } from '@owo/core';
import { qrContent } from '@owo/core/e-invoicing/qr';
import { type Database, eInvoices } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import type { EInvoiceJob } from '../../jobs/outbox.ts';
import { decryptSecret } from '../../secrets.ts';
import { readStoredSettings } from './e-invoicing.settings.ts';
import { callNrs, type NrsCredentials, NrsRefusal, NrsUnavailable } from './nrs.client.ts';
import { nrsLists } from './nrs.lists.ts';

/*
 * Takes one e-invoice through NRS's steps, validate IRN -> validate -> sign -> transmit -> confirm,
 * from the outbox (docs/e-invoicing.md). Each step's outcome is stored the moment NRS answers, and
 * a step done is never asked again, so a retry resumes where the last attempt stopped and an
 * invoice is never signed twice. If NRS says it already holds the IRN (our record of a signature
 * was lost), confirm tells whether it is ours, and the pipeline carries on from there. A refusal
 * stops with NRS's reason in plain words; an unreachable NRS is retried with the outbox's backoff.
 */

type Row = typeof eInvoices.$inferSelect;
interface PipelineOptions {
  db: Database;
  /** NRS's address, read at each job: in try mode the stand-in's is filled in once the app listens. */
  nrsUrlNow: () => string | undefined;
  secretsKey: string | undefined;
}

type SendingOptions = Omit<PipelineOptions, 'nrsUrlNow'> & { nrsUrl: string };

/** One process works one document at a time; a second job for it waits for the outbox's next pass. */
const working = new Set<string>();

class Busy extends Error {}

async function save(db: Database, row: Row, changes: Partial<Row>) {
  Object.assign(row, changes);
  await db
    .update(eInvoices)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(eInvoices.companyId, row.companyId), eq(eInvoices.documentId, row.documentId)));
}

function callFor(step: EInvoiceStep, row: Row): { method: 'GET' | 'POST'; path: string; body?: unknown } {
  const irn = encodeURIComponent(row.irn);
  switch (step) {
    case 'validate-irn':
      return {
        method: 'POST',
        path: '/api/v1/invoice/irn/validate',
        body: {
          business_id: row.document.business_id,
          invoice_reference: parseIrn(row.irn)?.number ?? '',
          irn: row.irn,
        },
      };
    case 'validate':
      return { method: 'POST', path: '/api/v1/invoice/validate', body: row.document };
    case 'sign':
      return { method: 'POST', path: '/api/v1/invoice/sign', body: row.document };
    case 'transmit':
      return { method: 'POST', path: `/api/v1/invoice/transmit/${irn}` };
    case 'confirm':
      return { method: 'GET', path: `/api/v1/invoice/confirm/${irn}` };
  }
}

/** Codes the document uses that the service's own lists do not hold, as NRS would name them. */
async function preflight(nrsUrl: string, document: Record<string, unknown>): Promise<string[]> {
  const lists = await nrsLists(nrsUrl);
  const problems: string[] = [];
  if (!lists.has('invoice-types', String(document.invoice_type_code)))
    problems.push('invoice_type_code: is not a known type');
  if (!lists.has('currencies', String(document.document_currency_code)))
    problems.push('document_currency_code: is not a currency NRS accepts');
  const lines = (document.invoice_line ?? []) as { isic_code?: string; tax_category?: { id: string }[] }[];
  for (const [index, line] of lines.entries()) {
    if (line.isic_code && !lists.has('services-codes', line.isic_code))
      problems.push(`invoice_line.${index}.isic_code: is not a service code NRS lists`);
    for (const category of line.tax_category ?? [])
      if (!lists.has('tax-categories', category.id))
        problems.push(`invoice_line.${index}.tax_category: is not a known tax category`);
  }
  return problems;
}

/** NRS holds this IRN already: is it signed for us? Then validate and sign are done. */
async function alreadySigned(nrsUrl: string, credentials: NrsCredentials, row: Row): Promise<boolean> {
  try {
    await callNrs(nrsUrl, credentials, callFor('confirm', row));
    return true;
  } catch (error) {
    if (error instanceof NrsRefusal) return false;
    throw error;
  }
}

async function runStep(options: SendingOptions, credentials: NrsCredentials, row: Row, step: EInvoiceStep) {
  const { db, nrsUrl } = options;
  const at = new Date().toISOString();
  try {
    if (step === 'validate') {
      const problems = await preflight(nrsUrl, row.document);
      if (problems.length > 0) throw new NrsRefusal(422, 'checked before sending', problems.join('; '));
    }
    await callNrs(nrsUrl, credentials, callFor(step, row));
  } catch (error) {
    if (!(error instanceof NrsRefusal)) throw error;
    const duplicate = /duplicate|already/i.test(error.message);
    if (duplicate && step === 'transmit')
      return save(db, row, { steps: { ...row.steps, transmit: { state: 'done', at } } });
    if (duplicate && step !== 'confirm' && (await alreadySigned(nrsUrl, credentials, row))) {
      const done = { state: 'done' as const, at };
      return save(db, row, {
        steps: { ...row.steps, 'validate-irn': done, validate: done, sign: done },
        signedAt: new Date(at),
      });
    }
    await save(db, row, {
      steps: { ...row.steps, [step]: { state: 'refused', at } },
      state: 'refused',
      reason: plainNrsReason(error.publicMessage, error.details),
    });
    return 'refused' as const;
  }
  const changes: Partial<Row> = { steps: { ...row.steps, [step]: { state: 'done', at } } };
  if (step === 'sign') changes.signedAt = new Date(at);
  if (step === 'confirm') Object.assign(changes, { state: 'confirmed', reason: null });
  await save(db, row, changes);
}

async function addQrCode(options: PipelineOptions, row: Row) {
  const settings = await readStoredSettings(options.db, row.companyId);
  if (row.qrCode || !row.signedAt || !settings?.publicKey || !settings.certificate) return;
  const qrCode = qrContent({
    irn: row.irn,
    certificate: settings.certificate,
    publicKey: settings.publicKey,
    signedAt: row.signedAt,
  });
  await save(options.db, row, { qrCode });
}

async function sendPaymentStatus(options: SendingOptions, credentials: NrsCredentials, row: Row) {
  if (row.state !== 'confirmed' || row.paymentStatus === row.paymentStatusSent) return;
  const path = `/api/v1/invoice/update/${encodeURIComponent(row.irn)}`;
  try {
    await callNrs(options.nrsUrl, credentials, {
      method: 'PATCH',
      path,
      body: { payment_status: row.paymentStatus, reference: row.irn },
    });
    await save(options.db, row, { paymentStatusSent: row.paymentStatus });
  } catch (error) {
    if (!(error instanceof NrsRefusal)) throw error;
    await save(options.db, row, { reason: plainNrsReason(error.publicMessage, error.details) });
  }
}

function credentialsOf(settings: Awaited<ReturnType<typeof readStoredSettings>>, secretsKey: string | undefined) {
  if (!settings?.apiKeyEncrypted || !settings.apiSecretEncrypted) return null;
  try {
    return {
      apiKey: decryptSecret(settings.apiKeyEncrypted, secretsKey),
      apiSecret: decryptSecret(settings.apiSecretEncrypted, secretsKey),
    };
  } catch {
    return null;
  }
}

async function work(options: PipelineOptions, job: EInvoiceJob, lastAttempt: boolean) {
  const { db } = options;
  const nrsUrl = options.nrsUrlNow();
  const [row] = await db
    .select()
    .from(eInvoices)
    .where(and(eq(eInvoices.companyId, job.companyId), eq(eInvoices.documentId, job.documentId)));
  if (!row || row.state === 'refused') return;
  const settings = await readStoredSettings(db, job.companyId);
  const credentials = credentialsOf(settings, options.secretsKey);
  if (!nrsUrl || !credentials) {
    const reason = !nrsUrl
      ? "The server's NRS_URL is not set"
      : 'The API key and secret cannot be read: enter them again in Settings, E-invoicing';
    return save(db, row, { state: 'failed', reason });
  }
  const withUrl = { ...options, nrsUrl };
  try {
    if (row.state !== 'confirmed') await save(db, row, { state: 'in-progress', attempts: row.attempts + 1 });
    for (const step of eInvoiceSteps) {
      if (row.steps[step]?.state === 'done') continue;
      if ((await runStep(withUrl, credentials, row, step)) === 'refused') return;
      if (step === 'sign' || step === 'confirm') await addQrCode(options, row);
    }
    await sendPaymentStatus(withUrl, credentials, row);
  } catch (error) {
    if (!(error instanceof NrsUnavailable)) throw error;
    const next = eInvoiceSteps.find((step) => row.steps[step]?.state !== 'done');
    await save(db, row, {
      state: lastAttempt ? 'failed' : 'in-progress',
      reason: `${error.message}. ${lastAttempt ? 'Owo has stopped trying: use Send again.' : 'Owo will try again shortly.'}`,
      ...(next ? { steps: { ...row.steps, [next]: { state: 'failed', at: new Date().toISOString() } } } : {}),
    });
    throw error;
  }
}

export function eInvoicePipeline(options: PipelineOptions) {
  return async (job: EInvoiceJob, attempt: { lastAttempt: boolean }) => {
    const key = `${job.companyId}/${job.documentId}`;
    if (working.has(key)) throw new Busy('This e-invoice is being worked on; it is tried again shortly');
    working.add(key);
    try {
      await work(options, job, attempt.lastAttempt);
    } finally {
      working.delete(key);
    }
  };
}
