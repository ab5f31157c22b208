import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, Invalid } from '../../errors.ts';
import { envelope } from '../../http/envelope.ts';
import { companyRead } from '../../http/work.ts';
import { homeCurrency } from '../invoices/index.ts';

/*
 * The exchange rate between the company's home currency and another (spec section 4: "else rate
 * comes from an exchange-rate lookup"), from a service behind EXCHANGE_RATES_URL that speaks
 * Frankfurter's protocol. The form fills the rate in and the user may change it; when the service
 * cannot be reached the form says so and the rate is typed by hand.
 */

const codePattern = /^[A-Z]{3}$/;

export const exchangeRateMessages = {
  unavailable: 'The exchange rate could not be fetched just now. Type the rate in yourself.',
  currency: 'Currency is not valid.',
} as const;

class RateUnavailable extends HttpError {
  constructor() {
    super(503, exchangeRateMessages.unavailable);
  }
}

/** Home currency per one unit of `from`, as the service gives it today. */
async function fetchRate(serviceUrl: string, from: string, to: string): Promise<{ rate: string; date: string }> {
  const url = `${serviceUrl.replace(/\/$/, '')}/latest?from=${from}&to=${to}`;
  let body: unknown;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new RateUnavailable();
    body = await response.json();
  } catch {
    throw new RateUnavailable();
  }
  const parsed = z.object({ date: z.string(), rates: z.record(z.string(), z.number().positive()) }).safeParse(body);
  const rate = parsed.success ? parsed.data.rates[to] : undefined;
  if (!parsed.success || rate === undefined) throw new RateUnavailable();
  // Six decimals, as documents keep their rate.
  return { rate: String(Number(rate.toFixed(6))), date: parsed.data.date };
}

export async function exchangeRateRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/exchange-rates', {
    config: { access: 'member' },
    schema: {
      tags: ['Lookups'],
      summary: "Today's rate of a currency in the company's home currency",
      description: 'from: an ISO code (USD). Answers 1 for the home currency; 503 when the service cannot be reached.',
      querystring: z.object({ from: z.string({ error: exchangeRateMessages.currency }) }),
      response: {
        200: envelope(z.object({ from: z.string(), to: z.string(), rate: z.string(), date: z.string().nullable() })),
      },
    },
    handler: async (request) => {
      const from = request.query.from.trim().toUpperCase();
      if (!codePattern.test(from))
        throw new Invalid(exchangeRateMessages.currency, { from: exchangeRateMessages.currency });
      const to = await companyRead(request, (tx, context) => homeCurrency(tx, context.companyId));
      if (from === to) return { message: 'Exchange rate', data: { from, to, rate: '1', date: null } };
      const { rate, date } = await fetchRate(app.config.EXCHANGE_RATES_URL, from, to);
      return { message: 'Exchange rate', data: { from, to, rate, date } };
    },
  });
}
