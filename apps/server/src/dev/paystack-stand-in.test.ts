import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaystackRefusal, paystackClient } from '../paystack/paystack.client.ts';
import { localFeeKobo } from './paystack-rules.ts';
import { type PaystackStandIn, startPaystackStandIn } from './paystack-stand-in.ts';

/*
 * Owo's Paystack client against the stand-in: what a shop owner's customer and Owo's billing
 * would see (a checkout, a verified payment with Paystack's fee, a saved card charged again),
 * and Paystack's refusals. Webhooks are in paystack-webhooks.test.ts.
 */

const owo = { name: 'Owo', secretKey: 'sk_test_owo', publicKey: 'pk_test_owo' };
let standIn: PaystackStandIn;
let paystack: ReturnType<typeof paystackClient>;
beforeAll(async () => {
  standIn = await startPaystackStandIn({ merchants: [owo] });
  paystack = paystackClient({ baseUrl: standIn.url, secretKey: owo.secretKey });
});
afterAll(() => standIn.close());

const callbackUrl = 'http://owo.test/pay/return';

/** What the customer does on the checkout page: opens it, picks, presses a button. */
async function checkout(authorizationUrl: string, form: Record<string, string>) {
  const page = await fetch(authorizationUrl);
  const html = await page.text();
  const answer = await fetch(authorizationUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  return { html, status: answer.status, location: answer.headers.get('location'), answer: await answer.text() };
}

async function paidCard(email: string, card = '4084084084084081') {
  const started = await paystack.initializeTransaction({ email, amount: 1_000_000, callback_url: callbackUrl });
  await checkout(started.authorization_url, { action: 'pay', channel: 'card', card });
  return paystack.verifyTransaction(started.reference);
}

async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaystackRefusal);
  return error as PaystackRefusal;
}

describe("Paystack's local fee", () => {
  it('is 1.5%, plus ₦100 from ₦2,500, capped at ₦2,000', () => {
    expect(localFeeKobo(110_000)).toBe(1_650); // Paystack's own sample: ₦1,100 -> ₦16.50
    expect(localFeeKobo(249_999)).toBe(3_750);
    expect(localFeeKobo(250_000)).toBe(13_750);
    expect(localFeeKobo(3_000_000)).toBe(55_000);
    expect(localFeeKobo(20_000_000)).toBe(200_000);
  });
});

describe('a payment through the checkout', () => {
  it('is paid at the checkout, comes back to the callback and verifies with its fee', async () => {
    const started = await paystack.initializeTransaction({
      email: 'ada@example.ng',
      amount: 500_000,
      reference: 'INV-0001.1',
      callback_url: callbackUrl,
      metadata: { invoiceId: 'inv-1' },
    });
    expect(started.reference).toBe('INV-0001.1');
    expect(started.authorization_url).toBe(`${standIn.url}/checkout/${started.access_code}`);
    expect((await paystack.verifyTransaction('INV-0001.1')).status).toBe('abandoned');

    const customer = await checkout(started.authorization_url, { action: 'pay', channel: 'card' });
    expect(customer.html).toContain('₦5,000.00');
    expect(customer.html).toContain('ada@example.ng');
    expect(customer.html).toMatch(/name="viewport"/);
    expect(customer.status).toBe(303);
    expect(customer.location).toBe(`${callbackUrl}?trxref=INV-0001.1&reference=INV-0001.1`);

    const paid = await paystack.verifyTransaction('INV-0001.1');
    expect(paid).toMatchObject({
      status: 'success',
      amount: 500_000,
      currency: 'NGN',
      channel: 'card',
      fees: 17_500, // 1.5% of ₦5,000 = ₦75, plus ₦100
      metadata: { invoiceId: 'inv-1' },
      authorization: { reusable: true, last4: '4081', bin: '408408' },
      customer: { email: 'ada@example.ng' },
    });
    expect(paid.customer.customer_code).toMatch(/^CUS_/);
    // Opened again, the page says it is paid and takes no second payment.
    expect((await checkout(started.authorization_url, { action: 'pay' })).html).toContain('This payment is complete');
  });

  it('is declined, and verifies as failed with no fee', async () => {
    const started = await paystack.initializeTransaction({
      email: 'bola@example.ng',
      amount: 150_000,
      channels: ['bank', 'ussd'],
      callback_url: callbackUrl,
    });
    const customer = await checkout(started.authorization_url, { action: 'decline', channel: 'ussd' });
    expect(customer.html).toContain('USSD');
    expect(customer.html).not.toContain('Test Visa');
    expect(customer.location).toContain(`reference=${started.reference}`);
    expect(await paystack.verifyTransaction(started.reference)).toMatchObject({
      status: 'failed',
      gateway_response: 'Declined',
      channel: 'ussd',
      fees: null,
      authorization: null,
    });
  });

  it("in Paystack's popup, tells the page that opened it instead of redirecting", async () => {
    const script = await fetch(`${standIn.url}/v2/inline.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('PaystackPop.prototype.resumeTransaction');
    const started = await paystack.initializeTransaction({
      email: 'ada@example.ng',
      amount: 950_000,
      callback_url: callbackUrl,
    });
    const popup = await checkout(`${started.authorization_url}?embed=1`, { action: 'pay', channel: 'card' });
    expect(popup.status).toBe(200);
    expect(popup.answer).toContain('parent.postMessage(');
    expect(popup.answer).toContain(`"reference":"${started.reference}"`);
    expect(popup.answer).toContain('"status":"success"');
  });

  it('paid by bank transfer leaves no card to charge again', async () => {
    const started = await paystack.initializeTransaction({ email: 'chi@example.ng', amount: 80_000 });
    const customer = await checkout(started.authorization_url, { action: 'pay', channel: 'bank' });
    expect(customer.answer).toContain('Payment successful');
    const paid = await paystack.verifyTransaction(started.reference);
    expect(paid).toMatchObject({ status: 'success', channel: 'bank', fees: 1_200, authorization: { reusable: false } });
  });
});

describe("Paystack's refusals", () => {
  it('refuses a used reference, a bad amount, a missing email and another currency', async () => {
    await paystack.initializeTransaction({ email: 'ada@example.ng', amount: 10_000, reference: 'once' });
    const again = await refusalOf(
      paystack.initializeTransaction({ email: 'ada@example.ng', amount: 10_000, reference: 'once' }),
    );
    expect(again).toMatchObject({ status: 400, message: 'Duplicate Transaction Reference' });
    const zero = await refusalOf(paystack.initializeTransaction({ email: 'ada@example.ng', amount: 0 }));
    expect(zero.message).toBe('Invalid Amount Sent');
    const fraction = await refusalOf(paystack.initializeTransaction({ email: 'ada@example.ng', amount: 100.5 }));
    expect(fraction.message).toBe('Invalid Amount Sent');
    const noEmail = await refusalOf(paystack.initializeTransaction({ email: '', amount: 10_000 }));
    expect(noEmail.message).toBe('Invalid Email Address Passed');
    const badReference = await refusalOf(
      paystack.initializeTransaction({ email: 'ada@example.ng', amount: 10_000, reference: 'a b' }),
    );
    expect(badReference.message).toContain('alphanumeric');
    const unknown = await refusalOf(paystack.verifyTransaction('never-made'));
    expect(unknown.message).toBe('Transaction reference not found');
  });

  it('answers a wrong or missing secret key with 401', async () => {
    const stranger = paystackClient({ baseUrl: standIn.url, secretKey: 'sk_test_wrong' });
    const refused = await refusalOf(stranger.initializeTransaction({ email: 'ada@example.ng', amount: 10_000 }));
    expect(refused).toMatchObject({ status: 401, message: 'Invalid key' });
    const bare = await fetch(`${standIn.url}/plan`);
    expect(bare.status).toBe(401);
    expect(await bare.json()).toEqual({ status: false, message: 'Invalid key' });
  });

  it("keeps each merchant's records apart", async () => {
    const signUp = await fetch(`${standIn.url}/__stand-in/merchants`, {
      method: 'POST',
      body: JSON.stringify({ name: 'Mama Put Ltd' }),
    });
    const company = ((await signUp.json()) as { data: { secret_key: string } }).data;
    expect(company.secret_key).toMatch(/^sk_test_/);
    const theirs = paystackClient({ baseUrl: standIn.url, secretKey: company.secret_key });
    const refused = await refusalOf(theirs.verifyTransaction('INV-0001.1'));
    expect(refused.message).toBe('Transaction reference not found');
    const started = await theirs.initializeTransaction({ email: 'ada@example.ng', amount: 10_000, reference: 'once' });
    expect(started.reference).toBe('once');
    expect(await checkout(started.authorization_url, {}).then((page) => page.html)).toContain('Mama Put Ltd');
  });
});

describe('charging a saved card', () => {
  it("charges the card again, with Paystack's fee", async () => {
    const first = await paidCard('dayo@example.ng');
    const code = first.authorization?.authorization_code ?? '';
    const renewal = await paystack.chargeAuthorization({
      email: 'dayo@example.ng',
      amount: 950_000,
      authorization_code: code,
      reference: 'renewal-1',
    });
    expect(renewal).toMatchObject({ status: 'success', reference: 'renewal-1', amount: 950_000, fees: 24_250 });
    expect((await paystack.verifyTransaction('renewal-1')).status).toBe('success');
    const twice = await refusalOf(
      paystack.chargeAuthorization({
        email: 'dayo@example.ng',
        amount: 950_000,
        authorization_code: code,
        reference: 'renewal-1',
      }),
    );
    expect(twice.message).toBe('Duplicate Transaction Reference');
    const someoneElse = await refusalOf(
      paystack.chargeAuthorization({ email: 'eve@example.ng', amount: 100, authorization_code: code }),
    );
    expect(someoneElse.message).toContain('does not belong');
  });

  it('declines the test Verve card when charged again, and any card the control API declines', async () => {
    const verve = await paidCard('efe@example.ng', '5060666666666666666');
    expect(verve.status).toBe('success');
    const declined = await paystack.chargeAuthorization({
      email: 'efe@example.ng',
      amount: 950_000,
      authorization_code: verve.authorization?.authorization_code ?? '',
    });
    expect(declined).toMatchObject({ status: 'failed', gateway_response: 'Insufficient Funds', fees: null });

    const visa = await paidCard('femi@example.ng');
    const code = visa.authorization?.authorization_code ?? '';
    const control = (action: string, body: object) =>
      fetch(`${standIn.url}/__stand-in/authorizations/${action}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owo.secretKey}` },
        body: JSON.stringify(body),
      });
    expect((await control('decline', { authorization_code: code, reason: 'Expired Card' })).status).toBe(200);
    const expired = await paystack.chargeAuthorization({
      email: 'femi@example.ng',
      amount: 5_000,
      authorization_code: code,
    });
    expect(expired).toMatchObject({ status: 'failed', gateway_response: 'Expired Card' });
    await control('honour', { authorization_code: code });
    const again = await paystack.chargeAuthorization({
      email: 'femi@example.ng',
      amount: 5_000,
      authorization_code: code,
    });
    expect(again.status).toBe('success');
  });
});
