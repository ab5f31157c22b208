import { randomBytes } from 'node:crypto';
import { decryptQrContent } from '@owo/core/e-invoicing/qr';
import { companies, contacts, eInvoicingSettings, outbox, products, states } from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany } from '../../../test/accounting.ts';
import { testAppForFile } from '../../../test/harness.ts';
import { addCustomer, setPrice, vatTax } from '../../../test/sales-fixtures.ts';
import { addProduct, firstBranch } from '../../../test/stock-fixtures.ts';
import { type NrsStandIn, standInCryptoKeys, startNrsStandIn } from '../../dev/nrs-stand-in.ts';

/*
 * NRS e-invoicing through the API against the local NRS stand-in (issue 29): settings with
 * write-only secrets, an approved invoice taken to 'confirmed', its QR code, a refusal in plain
 * words fixed and sent again, a failure retried without signing twice, a credit note carrying the
 * invoice's IRN, a payment reported, and another company's e-invoices out of sight.
 */

const taxpayer = {
  apiKey: 'key-abc',
  apiSecret: 'secret-xyz-123',
  businessId: '4d8f1c3e-2a4b-4c6d-8e9f-0a1b2c3d4e5f',
  serviceId: 'AB12CD34',
};
const keys = standInCryptoKeys();
let nrs: NrsStandIn;
beforeAll(async () => {
  nrs = await startNrsStandIn({ taxpayers: [taxpayer] });
});
afterAll(() => nrs?.close());
const test = testAppForFile(() => ({ NRS_URL: nrs.url, SECRETS_KEY: randomBytes(32).toString('hex') }));

let company: AccountingCompany;
let other: AccountingCompany;
let branch: string;
let customer: string;
let laptop: string;
let consulting: string;
let vat: string;

/** What NRS needs of a customer: a TIN, a street address and a state (Owo's stand-in for a city). */
async function completeCustomer(id: string, tin: string) {
  const [lagos] = await test.database.db.select({ id: states.id }).from(states).where(eq(states.name, 'Lagos'));
  await test.database.db
    .update(contacts)
    .set({ tin, billingAddress: '2 Test Avenue, Lekki', stateId: lagos?.id ?? null })
    .where(and(eq(contacts.companyId, company.companyId), eq(contacts.id, id)));
}

beforeAll(async () => {
  company = await accountingCompany(test);
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
  await test.database.db.update(companies).set({ tin: '12345678-0001' }).where(eq(companies.id, company.companyId));
  branch = await firstBranch(company);
  customer = await addCustomer(test, company.companyId, 'Buyer Plc');
  await completeCustomer(customer, '87654321-0001');
  laptop = await addProduct(test, company.companyId, { name: 'Laptop', unit: 'pcs', trackStock: false });
  consulting = await addProduct(test, company.companyId, { name: 'Consulting', type: 'service' });
  await test.database.db.update(products).set({ classificationCode: '6202' }).where(eq(products.id, consulting));
  await setPrice(test, company.companyId, laptop, 100_000);
  vat = await vatTax(test, company.companyId);
});

async function drainOutbox() {
  // A message retried later is made due now: the test does not wait for the backoff.
  await test.database.db.execute(
    sql`update outbox set available_at = now() where sent_at is null and failed_at is null`,
  );
  for (let pass = 0; pass < 3; pass += 1) await test.app.outbox.kick();
}

async function approvedInvoice(extra: Record<string, unknown> = {}) {
  const response = await company.call('POST', '/api/invoices', {
    customer,
    branch,
    address: '2 Test Avenue, Lekki',
    date: '2026-07-15',
    dueDate: '2099-08-14',
    status: 'approved',
    items: [
      { product: laptop, description: '14-inch laptop', quantity: 2, price: 500_000, tax: [{ id: vat }] },
      { product: consulting, description: 'Set-up', quantity: 1, price: 100_000 },
    ],
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; invoiceNumber: string; total: number };
}

const eInvoice = async (id: string, as = company) => as.call('GET', `/api/invoices/${id}/e-invoice`);

describe('the e-invoicing settings', () => {
  it('start off, and say what is missing', async () => {
    const response = await company.call('GET', '/api/settings/e-invoicing');
    // A real NRS (not try mode's stand-in): no test details to offer.
    expect(response.json().data.standIn).toBeNull();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ enabled: false, apiKeySet: false, apiSecretSet: false });
    expect(response.json().data.missing).toEqual([
      'The business ID NRS gave you',
      'The 8-character service ID',
      'The API key',
      'The API secret',
    ]);
  });

  it('refuse a wrong service ID and switching on before all is there, changing nothing', async () => {
    const bad = await company.call('PATCH', '/api/settings/e-invoicing', { serviceId: 'AB-12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.serviceId).toBe('Service ID must be 8 letters or digits');
    const early = await company.call('PATCH', '/api/settings/e-invoicing', { enabled: true, serviceId: 'AB12CD34' });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.enabled).toContain('The API key');
    expect((await company.call('GET', '/api/settings/e-invoicing')).json().data.serviceId).toBe('');
  });

  it('keep the key and secret encrypted and never answer them', async () => {
    const response = await company.call('PATCH', '/api/settings/e-invoicing', {
      enabled: true,
      businessId: taxpayer.businessId,
      serviceId: 'ab12cd34',
      apiKey: taxpayer.apiKey,
      apiSecret: taxpayer.apiSecret,
      publicKey: keys.publicKey,
      certificate: keys.certificate,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      enabled: true,
      serviceId: 'AB12CD34',
      apiKeySet: true,
      apiSecretSet: true,
      missing: [],
    });
    expect(response.body).not.toContain(taxpayer.apiSecret);
    const [stored] = await test.database.db
      .select()
      .from(eInvoicingSettings)
      .where(eq(eInvoicingSettings.companyId, company.companyId));
    expect(stored?.apiSecretEncrypted).toMatch(/^v1:/);
    expect(JSON.stringify(stored)).not.toContain(taxpayer.apiSecret);
    const audit = await company.call('GET', '/api/audit-log?limit=5');
    expect(audit.body).not.toContain(taxpayer.apiSecret);
    // Another company's settings are its own.
    expect((await other.call('GET', '/api/settings/e-invoicing')).json().data.enabled).toBe(false);
  });
});

describe("a product's HS or service code", () => {
  it('is kept through the product API, and a malformed one refused', async () => {
    const set = await company.call('PATCH', `/api/products/${laptop}`, { classificationCode: '8471.30' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.classificationCode).toBe('8471.30');
    const bad = await company.call('PATCH', `/api/products/${laptop}`, { classificationCode: 'laptops' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.classificationCode).toContain('must look like 8471.30');
    expect((await company.call('GET', `/api/products/${laptop}`)).json().data.classificationCode).toBe('8471.30');
  });
});

describe('an approved invoice', () => {
  let invoice: { _id: string; invoiceNumber: string };

  it('goes validate IRN, validate, sign, transmit, confirm at NRS', async () => {
    invoice = await approvedInvoice();
    await drainOutbox();
    const response = await eInvoice(invoice._id);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    const irn = `${invoice.invoiceNumber.replace(/[^A-Z0-9]/gi, '')}-AB12CD34-20260715`;
    expect(data).toMatchObject({ irn, state: 'confirmed', reason: null, paymentStatus: 'PENDING' });
    expect(data.steps.map((step: { step: string; state: string }) => `${step.step}:${step.state}`)).toEqual([
      'validate-irn:done',
      'validate:done',
      'sign:done',
      'transmit:done',
      'confirm:done',
    ]);
    expect(data.document).toMatchObject({
      business_id: taxpayer.businessId,
      irn,
      invoice_type_code: '381',
      accounting_supplier_party: { tin: '12345678-0001' },
      accounting_customer_party: { tin: '87654321-0001', party_name: 'Buyer Plc' },
      legal_monetary_total: {
        line_extension_amount: 1_100_000,
        tax_inclusive_amount: 1_175_000,
        payable_amount: 1_175_000,
      },
    });
    expect(data.document.invoice_line[1]).toMatchObject({ isic_code: '6202', hsn_code: '' });
    expect(nrs.invoices.get(irn)?.transmittedAt).not.toBeNull();
  });

  it('carries a QR code that decodes to the IRN with the signing time and the certificate', async () => {
    const { irn, qrCode } = (await eInvoice(invoice._id)).json().data;
    const payload = decryptQrContent(qrCode, keys.privateKey);
    expect(payload.certificate).toBe(keys.certificate);
    expect(payload.irn).toMatch(new RegExp(`^${irn}\\.\\d{10}$`));
  });

  it('prints its IRN and NRS QR code on the PDF, and shows them on the public view', async () => {
    const { irn, qrCode } = (await eInvoice(invoice._id)).json().data;
    const pdf = await company.call('GET', `/api/invoices/pdf/${invoice._id}?type=invoice&action=download`);
    expect(pdf.statusCode).toBe(200);
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text).toContain('NRS e-invoice');
    expect(text.replace(/\s+/g, '')).toContain(`IRN${irn}`);
    const token = (await company.call('GET', `/api/invoices/${invoice._id}`)).json().data.publicToken;
    const view = await test.app.inject({ method: 'GET', url: `/api/public/invoices/${token}` });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data.eInvoice).toEqual({ irn, qrCode });
  });

  it('is sent once: another pass of the outbox asks NRS nothing more', async () => {
    const asked = nrs.requests.length;
    await test.database.db.insert(outbox).values({
      id: crypto.randomUUID(),
      companyId: company.companyId,
      kind: 'e-invoice',
      payload: { companyId: company.companyId, documentId: invoice._id },
    });
    await drainOutbox();
    expect(nrs.requests.length).toBe(asked);
  });

  it('reports the payment that pays it off', async () => {
    const total = (await company.call('GET', `/api/invoices/${invoice._id}`)).json().data.total;
    const paid = await company.call('POST', '/api/payments', {
      customer,
      branch,
      paymentDate: '2026-07-20',
      bank: company.account('1050'),
      paymentMethod: (await company.call('GET', '/api/payments/method')).json().data[0]._id,
      amountReceived: total,
      items: [{ id: invoice._id }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    await drainOutbox();
    const { irn, paymentStatus } = (await eInvoice(invoice._id)).json().data;
    expect(paymentStatus).toBe('PAID');
    expect(nrs.invoices.get(irn)?.paymentStatus).toBe('PAID');
  });

  it('has a credit note that names its IRN and reaches confirmed', async () => {
    const invoiceIrn = (await eInvoice(invoice._id)).json().data.irn;
    const response = await company.call('POST', '/api/invoices/credit-note', {
      invoice: invoice._id,
      date: '2026-07-21',
      reason: 'allowance',
      items: [{ product: consulting, description: 'Set-up refund', quantity: 1, price: 10_000 }],
    });
    expect(response.statusCode, response.body).toBe(201);
    await drainOutbox();
    const note = await company.call('GET', `/api/invoices/credit-note/${response.json().data._id}/e-invoice`);
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json().data).toMatchObject({
      state: 'confirmed',
      document: { invoice_type_code: '380', billing_reference: [{ irn: invoiceIrn, issue_date: '2026-07-15' }] },
    });
  });

  it('is corrected with a credit note: NRS holds it, so it cannot be edited or voided', async () => {
    const edited = await company.call('PATCH', `/api/invoices/${invoice._id}`, { note: 'Changed' });
    expect(edited.statusCode).toBe(409);
    expect(edited.json().message).toContain('correct it with a credit note');
  });

  it("is out of another company's sight, as is a document never sent", async () => {
    expect((await eInvoice(invoice._id, other)).statusCode).toBe(404);
    expect((await other.call('POST', `/api/invoices/${invoice._id}/e-invoice/retry`)).statusCode).toBe(404);
    expect((await eInvoice('not-an-id')).statusCode).toBe(404);
  });
});

describe('when NRS refuses or cannot be reached', () => {
  it("shows NRS's reason in plain words, and sends the fixed invoice again", async () => {
    const buyer = await addCustomer(test, company.companyId, 'Nameless Traders');
    const invoice = await approvedInvoice({ customer: buyer });
    await drainOutbox();
    const refused = (await eInvoice(invoice._id)).json().data;
    expect(refused.state).toBe('refused');
    expect(refused.reason).toBe(
      "NRS refused it: the customer's TIN is required; the customer's address is required; the customer's state is required.",
    );
    expect(refused.steps.find((step: { step: string }) => step.step === 'validate').state).toBe('refused');
    await completeCustomer(buyer, '11112222-0001');
    const retried = await company.call('POST', `/api/invoices/${invoice._id}/e-invoice/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    await drainOutbox();
    const fixed = (await eInvoice(invoice._id)).json().data;
    expect(fixed).toMatchObject({ state: 'confirmed', reason: null });
    expect(fixed.document.accounting_customer_party.tin).toBe('11112222-0001');
  });

  it('retries a failed step later without validating or signing twice', async () => {
    nrs.failNext('/api/v1/invoice/sign');
    const invoice = await approvedInvoice();
    await test.app.outbox.kick();
    await test.app.outbox.kick();
    const failed = (await eInvoice(invoice._id)).json().data;
    expect(failed.state).toBe('in-progress');
    expect(failed.reason).toContain('NRS answered 503');
    expect(failed.steps.map((step: { state: string }) => step.state)).toEqual([
      'done',
      'done',
      'failed',
      'pending',
      'pending',
    ]);
    await drainOutbox();
    const done = (await eInvoice(invoice._id)).json().data;
    expect(done).toMatchObject({ state: 'confirmed', attempts: 2 });
    const calls = (path: string) =>
      nrs.requests.filter((request) => request.path === path && (request.body as { irn?: string }).irn === done.irn);
    expect(calls('/api/v1/invoice/validate')).toHaveLength(1);
    expect(calls('/api/v1/invoice/sign')).toHaveLength(2);
    expect([...nrs.invoices.keys()].filter((irn) => irn === done.irn)).toHaveLength(1);
  });

  it("offers NRS's service and HS codes for the product form, from the same cache", async () => {
    const services = await company.call('GET', '/api/e-invoicing/codes?kind=service');
    expect(services.statusCode, services.body).toBe(200);
    expect(services.json().data).toContainEqual({ code: '6202', description: expect.stringContaining('consultancy') });
    const goods = await company.call('GET', '/api/e-invoicing/codes');
    expect(goods.json().data).toContainEqual({ code: '8471.30', description: expect.any(String) });
    expect((await company.call('GET', '/api/e-invoicing/codes?kind=both')).statusCode).toBe(400);
  });

  it("reads NRS's reference lists from the service once, then from its cache", async () => {
    const reads = nrs.requests.filter((request) => request.path.startsWith('/api/v1/invoice/resources/'));
    expect(reads.map((request) => request.path).sort()).toEqual([
      '/api/v1/invoice/resources/currencies',
      '/api/v1/invoice/resources/hs-codes',
      '/api/v1/invoice/resources/invoice-types',
      '/api/v1/invoice/resources/services-codes',
      '/api/v1/invoice/resources/tax-categories',
    ]);
  });

  it('refuses to retry or void a confirmed e-invoice', async () => {
    const invoice = await approvedInvoice();
    await drainOutbox();
    const again = await company.call('POST', `/api/invoices/${invoice._id}/e-invoice/retry`);
    expect(again.statusCode).toBe(409);
    const voided = await company.call('PATCH', `/api/invoices/${invoice._id}/void`);
    expect(voided.statusCode).toBe(409);
    expect(voided.json().message).toContain('correct it with a credit note');
  });
});
