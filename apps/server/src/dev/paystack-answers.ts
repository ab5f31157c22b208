import type { MerchantBook } from './paystack-records.ts';

/*
 * How the stand-in answers: Paystack's `{ status, message, data, meta? }` envelope, its refusals
 * (`status: false` with a message, and for invalid input the newer `type` and `code`), and for
 * the checkout an HTML page or a redirect.
 */

export type Answer =
  | { status: number; body: unknown }
  | { status: number; html: string }
  | { status: number; javascript: string }
  | { status: 303; location: string };

export const ok = (message: string, data?: unknown, extra: Record<string, unknown> = {}): Answer => ({
  status: 200,
  body: { status: true, message, ...(data === undefined ? {} : { data }), ...extra },
});

export const created = (message: string, data: unknown): Answer => ({
  status: 201,
  body: { status: true, message, data },
});

export const refusal = (status: number, message: string, code = 'invalid_params'): Answer => ({
  status,
  body: {
    status: false,
    message,
    meta: { nextStep: 'Check the request and try again' },
    type: 'validation_error',
    code,
  },
});

/** What a handler needs: the merchant's records, a way to raise a webhook event, and the stand-in's address. */
export interface StandInContext {
  book: MerchantBook;
  emit: (event: string, data: unknown) => void;
  publicUrl: string;
  /** access_code -> the transaction's merchant and reference, for the public checkout page. */
  checkouts: Map<string, { book: MerchantBook; reference: string }>;
}

export type Body = Record<string, unknown>;
