import { useCallback, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDiscounts } from '../../api/discounts.ts';
import type { SalesDocumentDetail } from '../../api/invoices.ts';
import { type Tax, useTaxes } from '../../api/taxes.ts';
import type { DocumentFormValues, DocumentKind, SavedDiscount, TotalsContext } from './document-form.ts';
import type { DocumentBody } from './document-request.ts';
import { documentResolver } from './document-resolver.ts';
import type { Picked } from './SearchSelect.tsx';

/** Taxes a sales line can carry: those in use, but not withholding tax (the customer withholds it on payment). */
export const isSalesTax = (tax: Tax) => tax.isActive && tax.kind !== 'withholding';

/** What the totals read of a saved document (a sale's or a bill's): the rate each line's taxes were charged at. */
type ChargedLines = { items: ReadonlyArray<{ tax: ReadonlyArray<{ id: string; value: number }> }> };

/** The rates the form's totals use: today's rate of each tax, or the rate a saved document was charged at. */
function ratesOf(taxes: readonly Tax[] | undefined, document: ChargedLines | undefined): Record<string, number> {
  const rates: Record<string, number> = {};
  for (const line of document?.items ?? []) {
    for (const tax of line.tax) rates[tax.id] = Math.round(tax.value * 100);
  }
  for (const tax of taxes ?? []) rates[tax._id] = tax.rateBasisPoints;
  return rates;
}

/** What the document's pickers show for what is already picked: kept by the page so names survive searches. */
export function usePickedNames(initial: Record<string, Picked> = {}) {
  const [picked, setPicked] = useState<Record<string, Picked>>(initial);
  const pick = useCallback((item: Picked) => setPicked((current) => ({ ...current, [item.id]: item })), []);
  return { picked, pick };
}

/** The names a saved document already shows: its customer, its salesperson and its lines' products. */
export function pickedOf(document: SalesDocumentDetail): Record<string, Picked> {
  const names: Record<string, Picked> = {
    [document.customer._id]: { id: document.customer._id, name: document.customer.name },
  };
  if (document.employee) names[document.employee._id] = { id: document.employee._id, name: document.employee.name };
  for (const line of document.items) names[line.product._id] = { id: line.product._id, name: line.product.name };
  return names;
}

/**
 * A sales document's form: its values, the kind's check, and what its totals need (the taxes'
 * rates and the saved discounts), loaded once for the form and its check alike.
 */
export function useDocumentForm(kind: DocumentKind, initial: DocumentFormValues, document?: SalesDocumentDetail) {
  const totals = useTotalsContext(document);
  const [resolver] = useState(() => documentResolver(kind, totals.current));
  const form = useForm<DocumentFormValues, unknown, DocumentBody>({ resolver, defaultValues: initial });
  const { context, taxes, taxesLoading, discounts } = totals;
  return { form, context, taxes, taxesLoading, discounts };
}

/**
 * What a sales form's totals need, loaded once: the taxes' rates (today's, or what a saved
 * document was charged) and the saved discounts. `current` reads the latest at a form's check.
 */
export function useTotalsContext(document?: ChargedLines) {
  const taxes = useTaxes();
  const discounts = useDiscounts();
  const taxList = taxes.data?.data;
  const discountList = discounts.data?.data;
  const context: TotalsContext = useMemo(
    () => ({
      taxRates: ratesOf(taxList, document),
      discounts: (discountList ?? []).map((one): SavedDiscount => ({ _id: one._id, type: one.type, value: one.value })),
    }),
    [taxList, discountList, document],
  );
  const contextRef = useRef(context);
  contextRef.current = context;
  const [current] = useState(() => () => contextRef.current);
  return { context, current, taxes: taxList ?? [], taxesLoading: taxes.isPending, discounts: discountList ?? [] };
}

export type DocumentFormState = ReturnType<typeof useDocumentForm>;
