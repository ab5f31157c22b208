/* The addresses of the tax returns' pages (issue 29). */
export const taxHomePath = '/tax';
export const taxRatesPath = '/tax?tab=rates';
export const prepareReturnPath = (type?: string, period?: string) =>
  `/tax/prepare-return${type && period ? `?type=${type}&period=${period}` : ''}`;
export const taxReturnPath = (id: string) => `/tax/returns/${encodeURIComponent(id)}`;
export const recordTaxPaymentPath = (returnId: string) => `/tax/record-payment?return=${encodeURIComponent(returnId)}`;
export const editTaxPaymentPath = (id: string) => `/tax/edit-payment?id=${encodeURIComponent(id)}`;

/** Words for a return's type and a month ('2026-03' -> 'March 2026'). */
export const returnTypeLabels = { vat: 'VAT', wht: 'WHT' } as const;

export function monthName(period: string): string {
  const [year = 2000, month = 1] = period.split('-').map(Number);
  return new Intl.DateTimeFormat('en-NG', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** Last month, as YYYY-MM: the return usually prepared. */
export function lastMonth(today = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}
