import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NrsStandIn, startNrsStandIn } from './nrs-stand-in.ts';

/* The NRS stand-in speaks the reference's protocol: headers, paths, envelope and NRS's errors. */

const taxpayer = {
  apiKey: 'key',
  apiSecret: 'secret',
  businessId: '4d8f1c3e-2a4b-4c6d-8e9f-0a1b2c3d4e5f',
  serviceId: 'AB12CD34',
};
let nrs: NrsStandIn;
beforeAll(async () => {
  nrs = await startNrsStandIn({ taxpayers: [taxpayer] });
});
afterAll(() => nrs.close());

interface Envelope {
  code?: number;
  healthy?: boolean;
  message?: string;
  data?: Record<string, unknown> | Array<Record<string, unknown>>;
  error?: { details: string; public_message: string };
}

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${nrs.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-api-key': 'key', 'x-api-secret': 'secret', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope };
}

const party = (name: string) => ({
  party_name: name,
  tin: '12345678-0001',
  email: 'ap@example.ng',
  postal_address: { street_name: '1 Test St', city_name: 'Lagos', postal_zone: '', country: 'NG' },
});

const invoice = {
  business_id: taxpayer.businessId,
  irn: 'INV0001-AB12CD34-20260715',
  issue_date: '2026-07-15',
  invoice_type_code: '381',
  document_currency_code: 'NGN',
  tax_currency_code: 'NGN',
  accounting_supplier_party: party('Supplier Ltd'),
  accounting_customer_party: party('Buyer Plc'),
  legal_monetary_total: {
    line_extension_amount: 1000,
    tax_exclusive_amount: 1000,
    tax_inclusive_amount: 1075,
    payable_amount: 1075,
  },
  invoice_line: [
    {
      hsn_code: '8471.30',
      invoiced_quantity: 1,
      line_extension_amount: 1000,
      item: { name: 'Laptop' },
      price: { price_amount: 1000, base_quantity: 1, price_unit: 'EA' },
      tax_category: [{ id: 'STANDARD_VAT', percent: 7.5 }],
    },
  ],
};

describe('the NRS stand-in', () => {
  it('answers its health, and the reference lists without headers', async () => {
    expect((await call('GET', '/api', undefined, { 'x-api-key': '' })).body).toEqual({ healthy: true });
    const types = await call('GET', '/api/v1/invoice/resources/invoice-types', undefined, { 'x-api-key': '' });
    expect(types.body.data).toContainEqual({ code: '381', value: 'Commercial Invoice' });
  });

  it("refuses a wrong key and an unknown path with NRS's words", async () => {
    const bad = await call('POST', '/api/v1/invoice/validate', invoice, { 'x-api-secret': 'wrong' });
    expect(bad).toMatchObject({ status: 400, body: { error: { public_message: 'unable to validate api key' } } });
    const lost = await call('POST', '/v1/vat/postPayment', {});
    expect(lost).toMatchObject({ status: 404, body: { message: 'no route found for this path' } });
  });

  it('names each missing mandatory field as a dotted path', async () => {
    const { invoice_line: _lines, ...noLines } = invoice;
    const refused = await call('POST', '/api/v1/invoice/validate', {
      ...noLines,
      invoice_type_code: 381,
      accounting_customer_party: { ...party('Buyer Plc'), tin: '' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.details).toContain('invoice_type_code: must be a string code');
    expect(refused.body.error?.details).toContain('accounting_customer_party.tin: is required');
    expect(refused.body.error?.details).toContain('invoice_line: at least one line is required');
  });

  it('signs an IRN once, transmits it once, confirms it and moves its payment status forward only', async () => {
    expect((await call('POST', '/api/v1/invoice/validate', invoice)).body).toMatchObject({
      code: 201,
      data: { ok: true },
    });
    expect((await call('POST', '/api/v1/invoice/sign', invoice)).status).toBe(201);
    const again = await call('POST', '/api/v1/invoice/sign', invoice);
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('duplicate');
    expect((await call('POST', `/api/v1/invoice/transmit/${invoice.irn}`)).status).toBe(200);
    expect((await call('POST', `/api/v1/invoice/transmit/${invoice.irn}`)).status).toBe(400);
    expect((await call('GET', `/api/v1/invoice/confirm/${invoice.irn}`)).body.data).toMatchObject({
      status: 'TRANSMITTED',
    });
    expect((await call('PATCH', `/api/v1/invoice/update/${invoice.irn}`, { payment_status: 'PAID' })).status).toBe(200);
    expect((await call('PATCH', `/api/v1/invoice/update/${invoice.irn}`, { payment_status: 'PARTIAL' })).status).toBe(
      400,
    );
    expect((await call('GET', '/api/v1/invoice/confirm/NOPE-AB12CD34-20260715')).status).toBe(404);
  });

  it('answers 503 when told to, then works again', async () => {
    nrs.failNext('/api/v1/invoice/irn/validate');
    const body = { business_id: taxpayer.businessId, invoice_reference: 'INV2', irn: 'INV2-AB12CD34-20260715' };
    expect((await call('POST', '/api/v1/invoice/irn/validate', body)).status).toBe(503);
    expect((await call('POST', '/api/v1/invoice/irn/validate', body)).status).toBe(200);
  });
});
