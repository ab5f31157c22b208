import { toNestErrors } from '@hookform/resolvers';
import { estimateSchema, invoiceSchema, salesReceiptSchema } from '@owo/core';
import type { FieldError, Resolver } from 'react-hook-form';
import { type DocumentFormValues, type DocumentKind, documentTotals, type TotalsContext } from './document-form.ts';
import { type DocumentBody, documentBody, formPathOf, installmentsProblem } from './document-request.ts';

const schemas = { invoice: invoiceSchema, estimate: estimateSchema, receipt: salesReceiptSchema };

/**
 * The form's check: the body the kind sends, checked by the kind's shared schema (so the words
 * under each field are the API's), each message put on the field the person typed it in; and the
 * installments, which must come to the total the form shows. `context` is read at each check, so
 * the tax rates and saved discounts are the ones loaded by then.
 */
export function documentResolver(
  kind: DocumentKind,
  context: () => TotalsContext,
): Resolver<DocumentFormValues, unknown, DocumentBody> {
  return async (values, _context, options) => {
    const figures = documentTotals(values, context());
    const total = figures.totals?.total ?? null;
    const sent = documentBody(kind, values, total);
    const errors: Record<string, FieldError> = {};
    const add = (path: string, message: string) => {
      errors[path] ??= { type: 'validate', message };
    };
    const result = schemas[kind].safeParse(sent.body);
    if (!result.success) {
      for (const issue of result.error.issues) {
        add(formPathOf(kind, issue.path.map(String), sent.lines), issue.message);
      }
    }
    const installments = installmentsProblem(values, total);
    if (installments) add('installments', installments);
    if (figures.problem) add('items', figures.problem);
    if (Object.keys(errors).length > 0)
      return { values: {} as Record<string, never>, errors: toNestErrors(errors, options) };
    return { values: sent, errors: {} };
  };
}
