import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany } from '../../../test/accounting.ts';
import { startExchangeRatesStandIn } from '../../../test/exchange-rates-stand-in.ts';
import { testAppForFile } from '../../../test/harness.ts';

/* The exchange-rate lookup the invoice form fills its rate from, against a local stand-in of the service. */

let service: Awaited<ReturnType<typeof startExchangeRatesStandIn>>;
beforeAll(async () => {
  service = await startExchangeRatesStandIn({ 'USD/NGN': 1550.254321 });
});
afterAll(() => service?.close());
const test = testAppForFile(() => ({ EXCHANGE_RATES_URL: service.url }));

let company: AccountingCompany;
beforeAll(async () => {
  company = await accountingCompany(test);
});

describe('the exchange rate of a currency in naira', () => {
  it("answers the service's rate, to six decimals", async () => {
    const response = await company.call('GET', '/api/exchange-rates?from=usd');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ from: 'USD', to: 'NGN', rate: '1550.254321', date: '2026-11-20' });
    expect(service.requests).toContain('/latest?from=USD&to=NGN');
  });

  it('is 1 for the home currency without asking the service', async () => {
    const asked = service.requests.length;
    const response = await company.call('GET', '/api/exchange-rates?from=NGN');
    expect(response.json().data.rate).toBe('1');
    expect(service.requests.length).toBe(asked);
  });

  it('says so in words when the service has no rate, and refuses a code that is not one', async () => {
    const missing = await company.call('GET', '/api/exchange-rates?from=XYZ');
    expect(missing.statusCode).toBe(503);
    expect(missing.json().message).toBe('The exchange rate could not be fetched just now. Type the rate in yourself.');
    const bad = await company.call('GET', '/api/exchange-rates?from=dollars');
    expect(bad.statusCode).toBe(400);
  });

  it('needs a signed-in member', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/exchange-rates?from=USD' });
    expect(response.statusCode).toBe(401);
  });
});
