import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An exchange-rate service locally, speaking Frankfurter's protocol: GET /latest?from=USD&to=NGN
 * answers { amount, base, date, rates: { NGN } } from the table given; a pair it does not know
 * answers 404, as the service does.
 */
export async function startExchangeRatesStandIn(rates: Record<string, number>) {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push(url.pathname + url.search);
    const from = url.searchParams.get('from') ?? '';
    const to = url.searchParams.get('to') ?? '';
    const rate = rates[`${from}/${to}`];
    if (url.pathname !== '/latest' || rate === undefined) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'not found' }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ amount: 1, base: from, date: '2026-11-20', rates: { [to]: rate } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
