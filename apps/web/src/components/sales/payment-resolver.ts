import { toNestErrors } from '@hookform/resolvers';
import { paymentReceivedSchema, prepaymentSchema } from '@owo/core';
import type { FieldError, Resolver } from 'react-hook-form';
import type { OpenInvoice } from '../../api/invoices.ts';
import {
  type PaymentFormValues,
  type PaymentKind,
  type PaymentPreview,
  paymentBody,
  paymentFormPath,
  paymentPreview,
  prepaymentBody,
} from './payment-form.ts';

export interface PaymentToSend {
  body: Record<string, unknown>;
  /** What a payment does on its invoices, as the form showed it; null for a prepayment. */
  preview: PaymentPreview | null;
}

/**
 * The payment form's check. A payment: the allocation must be possible (allocatePayment's
 * refusals, in its words), and the body it sends passes the shared schema, each message on its
 * field; `invoices` is read at each check: the customer's open invoices loaded by then. A
 * prepayment: its body passes the prepayment schema.
 */
export function paymentResolver(
  invoices: () => readonly OpenInvoice[],
  kind: PaymentKind = 'payment',
): Resolver<PaymentFormValues, unknown, PaymentToSend> {
  return async (values, _context, options) => {
    const preview = kind === 'payment' ? paymentPreview(values, invoices()) : null;
    const body = preview ? paymentBody(values, preview) : prepaymentBody(values);
    const errors: Record<string, FieldError> = {};
    const add = (path: string, message: string) => {
      errors[path] ??= { type: 'validate', message };
    };
    if (preview?.problem) add(preview.problemPath, preview.problem);
    const result = (preview ? paymentReceivedSchema : prepaymentSchema).safeParse(body);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const path = issue.path.map(String);
        add(preview ? paymentFormPath(path, preview) : path.join('.'), issue.message);
      }
    }
    if (Object.keys(errors).length > 0)
      return { values: {} as Record<string, never>, errors: toNestErrors(errors, options) };
    return { values: { body, preview }, errors: {} };
  };
}
