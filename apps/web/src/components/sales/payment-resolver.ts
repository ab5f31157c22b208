import { toNestErrors } from '@hookform/resolvers';
import { paymentReceivedSchema } from '@owo/core';
import type { FieldError, Resolver } from 'react-hook-form';
import type { OpenInvoice } from '../../api/invoices.ts';
import {
  type PaymentFormValues,
  type PaymentPreview,
  paymentBody,
  paymentFormPath,
  paymentPreview,
} from './payment-form.ts';

export interface PaymentToSend {
  body: Record<string, unknown>;
  preview: PaymentPreview;
}

/**
 * The receive-payment form's check: the allocation must be possible (allocatePayment's refusals,
 * in its words), and the body it sends passes the shared schema, each message on its field.
 * `invoices` is read at each check: the customer's open invoices loaded by then.
 */
export function paymentResolver(
  invoices: () => readonly OpenInvoice[],
): Resolver<PaymentFormValues, unknown, PaymentToSend> {
  return async (values, _context, options) => {
    const preview = paymentPreview(values, invoices());
    const body = paymentBody(values, preview);
    const errors: Record<string, FieldError> = {};
    const add = (path: string, message: string) => {
      errors[path] ??= { type: 'validate', message };
    };
    if (preview.problem) add(preview.problemPath, preview.problem);
    const result = paymentReceivedSchema.safeParse(body);
    if (!result.success) {
      for (const issue of result.error.issues) add(paymentFormPath(issue.path.map(String), preview), issue.message);
    }
    if (Object.keys(errors).length > 0)
      return { values: {} as Record<string, never>, errors: toNestErrors(errors, options) };
    return { values: { body, preview }, errors: {} };
  };
}
